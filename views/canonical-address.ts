import { redirect } from "react-router";

/**
 * A page asked at another address than its own (a horse's code with a wrong name, a news post's
 * id with an old title) answers with a permanent redirect to its own, the query string kept.
 */
export function redirectToCanonicalPath(url: URL, canonicalPath: string): void {
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);
}
