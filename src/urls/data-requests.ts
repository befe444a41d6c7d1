/**
 * React Router's data requests: a client navigation or a fetcher asks for a page's data at
 * the page's address with a `.data` suffix. Under `v8_trailingSlashAwareDataRequests` a page
 * whose address ends in a slash (and the home page, `/`) is asked as `…/_.data`, so `/trotto/puledri`
 * and `/trotto/puledri/` stay two addresses (docs/decisions/040-react-router-8-future-flags.md).
 */
const DATA_SUFFIX = ".data";
const SLASH_DATA_SUFFIX = `/_${DATA_SUFFIX}`;

/** A client navigation's or a fetcher's request for a page's data, not a document. */
export function isDataRequestPath(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX);
}

/** The page a data request is for (`/a/b.data` → `/a/b`, `/a/b/_.data` → `/a/b/`, `/_.data` → `/`); any other path as it is. */
export function pagePathOfRequest(pathname: string): string {
  if (pathname.endsWith(SLASH_DATA_SUFFIX)) return pathname.slice(0, -"_.data".length);
  return isDataRequestPath(pathname) ? pathname.slice(0, -DATA_SUFFIX.length) || "/" : pathname;
}
