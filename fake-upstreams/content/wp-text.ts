/**
 * What WordPress does to the text it stores before the REST API sends it, as the real peer shows
 * (peers/wordpress, tests/contract/content.test.ts): typographic entities (wptexturize), titles
 * escaped on save, the automatic 55-word excerpt ending in ` [&hellip;]`, and slugs with non-Latin
 * letters kept percent-encoded.
 */

/** Text (never tags, scripts or code) with WordPress's curly quotes, dashes, ellipsis and `&#038;`. */
export function texturize(html: string): string {
  let skip = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const tag = /^<(\/?)(script|style|pre|code|kbd|tt)\b/i.exec(part);
        if (tag) skip = Math.max(0, skip + (tag[1] ? -1 : 1));
        return part;
      }
      if (skip > 0) return part;
      return part
        .replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, "&#038;")
        .replace(/\.\.\./g, "&#8230;")
        .replace(/ -- /g, " &#8212; ")
        .replace(/ - /g, " &#8211; ")
        .replace(/(^|[\s([])"/g, "$1&#8220;")
        .replace(/"/g, "&#8221;")
        .replace(/(^|[\s([])'/g, "$1&#8216;")
        .replace(/'/g, "&#8217;");
    })
    .join("");
}

/** A title as WordPress sends it: `&` escaped when saved, then texturized. */
export function renderedTitle(title: string): string {
  return texturize(title.replace(/&(?![a-z]+;|#\d+;)/gi, "&amp;"));
}

const EXCERPT_WORDS = 55;

/** WordPress's automatic excerpt: the body's first 55 words, ` [&hellip;]` when there are more, as one paragraph. */
export function automaticExcerpt(contentHtml: string): string {
  const text = contentHtml
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\[[a-z_]+[^\]]*\]/g, "");
  const words = text.split(/[\n\r\t ]+/).filter(Boolean);
  const excerpt = words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(" ")} [&hellip;]` : words.join(" ");
  return `<p>${texturize(excerpt)}</p>\n`;
}

/** sanitize_title: accents dropped, lower case, dashes; other letters (Japanese, emoji) kept percent-encoded in lower case. */
export function wordpressSlug(title: string): string {
  const plain = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/['’]/g, "");
  return Array.from(plain)
    .map((char) => (/[a-z0-9 -]/.test(char) ? char : /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(char) ? char : " "))
    .join("")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/[^a-z0-9-]/gu, (char) => encodeURIComponent(char).toLowerCase());
}
