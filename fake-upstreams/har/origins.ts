/**
 * A recorded answer names the host it came from (its pictures' absolute addresses: WordPress's
 * `source_url`, a horse's photo). Recording and replay move those addresses to whoever serves the
 * answer now, so Sulky's media proxy takes the pictures (img-src 'self') and a replayed HAR shows
 * them. JSON may write the slashes escaped (`http:\/\/host`, as WordPress does): both forms move.
 */
export function moveOrigin(text: string, from: string, to: string): string {
  if (from === to || !text.includes(from.split("//")[1] ?? from)) return text;
  const escaped = (origin: string) => origin.replace(/\//g, "\\/");
  return text.split(from).join(to).split(escaped(from)).join(escaped(to));
}

/** Answers whose text may name pictures; pictures themselves and other binaries are left as they are. */
export function isTextAnswer(mimeType: string | undefined): boolean {
  return !/^\s*image\//i.test(mimeType ?? "") && /json|text|xml|javascript/i.test(mimeType ?? "");
}
