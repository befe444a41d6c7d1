import { maskEmails } from "~/fake-upstreams/har/redact";

/**
 * A rendered page without what differs between two renders of the same upstream answers:
 * per-request nonces and form tokens, the development build's manifest version, the fakes'
 * ephemeral ports, and e-mail addresses (a recording masks them on purpose).
 */
export function comparableHtml(html: string): string {
  return maskEmails(html)
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/("version": ")[\d.]+"/g, '$1"')
    .replace(/(name="_csrf" value=")[^"]*"/g, '$1"')
    .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:0");
}
