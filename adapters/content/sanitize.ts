import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";

/** Video players whose iframes may stay in a post; every other iframe is dropped. */
const ALLOWED_IFRAME_HOSTS = ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "span",
    "div",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "picture",
    "source",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "colgroup",
    "col",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "sizes", "media", "type"],
    iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "frameborder", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    "*": ["id", "class", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ALLOWED_IFRAME_HOSTS,
  // WordPress headings start at h2 under the page's own h1: an h1 in a body becomes h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = attribs.target === "_blank";
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", ...attribs } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { title: "Video", ...attribs, loading: "lazy" } }),
  },
  nonTextTags: ["script", "style", "textarea", "option", "noscript"],
  // A frame whose source was refused (foreign host) would stay as an empty box: drop it whole.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
};

/** Where a link of a post's body should lead on Sulky: a new href, null to keep the text without the link, undefined to leave it. */
export type LinkRewriter = (href: string) => string | null | undefined;

/**
 * HTML from the content service made safe to render: no scripts, handlers, javascript: URLs or
 * foreign frames; with `links`, the body's links to the WordPress site lead to Sulky's pages.
 */
export function sanitizePostHtml(html: string, links?: LinkRewriter): string {
  if (!links) return sanitizeHtml(html, OPTIONS);
  const linkTransform = OPTIONS.transformTags!.a as sanitizeHtml.Transformer;
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      a: (tagName, attribs) => {
        const target = attribs.href === undefined ? undefined : links(attribs.href);
        if (target === null) return { tagName: "span", attribs: {} };
        return linkTransform(tagName, target === undefined ? attribs : { ...attribs, href: target });
      },
    },
  });
}

/** Plain text of an HTML fragment (titles, excerpts for descriptions and sharing): tags dropped, entities decoded. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\[&hellip;\]/g, "&hellip;");
  return decodeHTML(text).replace(/\s+/g, " ").trim();
}
