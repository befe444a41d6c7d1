import type { ContentPage, NewsImage, NewsPost, NewsPostSummary } from "../../src/domain/news";
import { plainText, sanitizePostHtml } from "./sanitize";
import type { WpMedia, WpPost } from "./schemas";

export function featuredImageOf(post: WpPost): NewsImage | null {
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  if (!media || !("source_url" in media)) return null;
  const wpMedia = media as WpMedia;
  const sizes = Object.values(wpMedia.media_details?.sizes ?? {});
  const srcSet = sizes
    .filter((size) => size.width > 0)
    .sort((a, b) => a.width - b.width)
    .map((size) => `${size.source_url} ${size.width}w`)
    .join(", ");
  return {
    url: wpMedia.source_url,
    alt: wpMedia.alt_text ?? "",
    width: wpMedia.media_details?.width ?? 768,
    height: wpMedia.media_details?.height ?? 432,
    srcSet: srcSet || undefined,
  };
}

export function toNewsSummary(post: WpPost): NewsPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title.rendered,
    excerptHtml: sanitizePostHtml(post.excerpt?.rendered ?? ""),
    date: post.date,
    image: featuredImageOf(post),
  };
}

export function toNewsPost(post: WpPost): NewsPost {
  return {
    ...toNewsSummary(post),
    contentHtml: sanitizePostHtml(post.content?.rendered ?? ""),
    excerptText: plainText(post.excerpt?.rendered ?? ""),
    author: post._embedded?.author?.[0]?.name?.trim() || null,
    modified: post.modified ?? null,
  };
}

export function toContentPage(page: WpPost): ContentPage {
  return {
    id: page.id,
    title: page.title.rendered,
    contentHtml: sanitizePostHtml(page.content?.rendered ?? ""),
    excerptText: plainText(page.excerpt?.rendered ?? ""),
  };
}
