import { z } from "zod";
import type { NewsImage } from "~/src/domain/news";
import {
  anything,
  asNumber,
  asText,
  fromUpstream,
  identity,
  number,
  optionalRecord,
  phpObject,
  rows,
  text,
  wholeNumber,
} from "../shared/tolerant-reader";
import { plainText } from "./sanitize";
import { postInstant } from "./wp-dates";

/** `{rendered: "<p>…</p>"}`: the HTML, or nothing. */
const rendered = anything.transform((value) => {
  const parsed = z.preprocess(phpObject, z.object({ rendered: z.unknown() })).safeParse(value);
  return parsed.success ? asText(parsed.data.rendered) : null;
});

/** `{rendered, protected}`: a password-protected post's body comes empty, with `protected: true`. */
const renderedBody = anything.transform((value) => {
  const parsed = z.preprocess(phpObject, z.object({ rendered: z.unknown(), protected: z.unknown() })).safeParse(value);
  return parsed.success ? { html: asText(parsed.data.rendered), locked: parsed.data.protected === true } : { html: null, locked: false };
});

/**
 * WordPress keeps letters beyond ASCII (Japanese, emoji) percent-encoded in slugs
 * (`trotto-a-tokyo-%e6%9d%b1…`): Sulky keeps the text (domain/news.ts encodes it again in paths).
 */
const slug = identity.transform((value) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
});

const mediaSize = fromUpstream({ url: ["source_url", identity], width: ["width", number], height: ["height", number] });

/** WordPress sends `media_details: []` (PHP's empty array) for a picture without sizes: an empty object. */
const mediaDetails = fromUpstream({
  width: ["width", number],
  height: ["height", number],
  sizes: [
    "sizes",
    anything.transform((sizes) => {
      const entries = sizes && typeof sizes === "object" && !Array.isArray(sizes) ? Object.values(sizes) : [];
      return entries.flatMap((size) => {
        const parsed = mediaSize.safeParse(size);
        return parsed.success && parsed.data.width !== null && parsed.data.width > 0 ? [{ ...parsed.data, width: parsed.data.width }] : [];
      });
    }),
  ],
});

const featuredMedia = fromUpstream({
  url: ["source_url", identity],
  alt: ["alt_text", text],
  details: ["media_details", optionalRecord("media_details", mediaDetails)],
}).transform(({ url, alt, details }): NewsImage => {
  const srcSet = [...(details?.sizes ?? [])]
    .sort((a, b) => a.width - b.width)
    .map((size) => `${size.url} ${size.width}w`)
    .join(", ");
  return { url, alt: alt ?? "", width: details?.width ?? 768, height: details?.height ?? 432, srcSet: srcSet || undefined };
});

/** The first readable picture of `_embedded["wp:featuredmedia"]` (an error entry `{code}` is none). */
const embeddedImage = anything.transform((list): NewsImage | null => {
  if (!Array.isArray(list)) return null;
  for (const entry of list) {
    const parsed = featuredMedia.safeParse(entry);
    if (parsed.success) return parsed.data;
  }
  return null;
});

/**
 * The author of `_embedded.author`: a user has an id and a name. A deleted author comes as an error
 * object `{code, message, data}`, and a broken link may bring the whole REST index (with the site's
 * `name`): neither is an author.
 */
const embeddedAuthor = anything.transform((list) => {
  const user = Array.isArray(list) ? (phpObject(list[0]) as Record<string, unknown> | undefined) : undefined;
  if (!user || typeof user !== "object" || asNumber(user.id) === null || "code" in user || "namespaces" in user) return null;
  return asText(user.name)?.trim() ?? null;
});

const embedded = fromUpstream({ image: ["wp:featuredmedia", embeddedImage], author: ["author", embeddedAuthor] });

/** What identifies and dates a post: every list of posts reads these. */
const postIdentity = {
  id: ["id", wholeNumber],
  slug: ["slug", slug],
  localDate: ["date", text],
  gmtDate: ["date_gmt", text],
  localModified: ["modified", text],
  gmtModified: ["modified_gmt", text],
} as const;

/** A WordPress post or page as Sulky reads it: instants in UTC, the title as plain text, the HTML still to sanitize. */
export const postSchema = fromUpstream({
  ...postIdentity,
  title: ["title", rendered],
  excerpt: ["excerpt", rendered],
  content: ["content", renderedBody],
  embedded: ["_embedded", optionalRecord("_embedded", embedded)],
})
  .transform(({ localDate, gmtDate, localModified, gmtModified, title, embedded: extras, content, ...post }) => ({
    ...post,
    content: content.html,
    passwordProtected: content.locked,
    date: postInstant(gmtDate, localDate),
    modified: postInstant(gmtModified, localModified),
    // a title with inline HTML (<b>, &amp;) reads as plain text: never as literal tags
    title: title ? plainText(title) : "",
    image: extras?.image ?? null,
    author: extras?.author || null,
  }))
  // without its day a post cannot be dated, sorted or put in the sitemap
  .refine((post) => post.date !== null, { message: "date or date_gmt expected", path: ["date_gmt"] })
  .transform((post) => ({ ...post, date: post.date as string }));

export type WpPost = z.output<typeof postSchema>;

/** A list of posts: an unreadable post is left out, not the list. */
export const postListSchema = rows("posts", postSchema);

/** The few fields the sitemap needs from every post. */
export const postLinkListSchema = rows(
  "posts",
  fromUpstream(postIdentity).transform((post) => ({
    id: post.id,
    slug: post.slug,
    modified: postInstant(post.gmtModified, post.localModified) ?? postInstant(post.gmtDate, post.localDate),
  })),
);
