import { maskEmails } from "~/fake-upstreams/har/redact";

/** The header the development server writes before each stylesheet it collects: `/* /views/…/x.css *\/`. */
const DEV_STYLESHEET_HEADER = /(?=\/\* \/[^*\s]+\.css \*\/)/;

/**
 * The development server inlines a page's stylesheets in the order Vite first met their modules,
 * which two servers need not share: compare the sheets, not their order. (A build lists them in
 * the routes' order; the cascade is the same, each sheet styling its own classes.)
 */
function sortedSheets(css: string): string {
  const parts = css.split(DEV_STYLESHEET_HEADER);
  const prefix = DEV_STYLESHEET_HEADER.test(parts[0]) ? "" : parts.shift()!;
  return (
    prefix +
    parts
      .map((sheet) => sheet.trim())
      .sort()
      .join("\n")
  );
}

/** The sheets appear twice: in a `<style>` of the head and as `criticalCss` in the router's context. */
function sortedDevelopmentStylesheets(html: string): string {
  return html
    .replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_match, open: string, css: string, close: string) => open + sortedSheets(css) + close)
    .replace(
      /("criticalCss":)("(?:[^"\\]|\\.)*")/g,
      (_match, key: string, value: string) => key + JSON.stringify(sortedSheets(JSON.parse(value) as string)),
    );
}

/**
 * A rendered page without what differs between two renders of the same upstream answers:
 * per-request nonces and form tokens, the development build's manifest version and stylesheet
 * order, the fakes' ephemeral ports, e-mail addresses (a recording masks them on purpose), and a
 * live page's event-stream cursor (each instance's own, docs/decisions/030-live-race-day-events.md).
 */
export function comparableHtml(html: string): string {
  return sortedDevelopmentStylesheets(maskEmails(html))
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/("version": ")[\d.]+"/g, '$1"')
    .replace(/(name="_csrf" value=")[^"]*"/g, '$1"')
    .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:0")
    .replace(/(\\"since\\",\\")\d+/g, (_match, key: string) => `${key}0`);
}
