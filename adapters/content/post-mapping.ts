import type { ContentPage, NewsPost, NewsPostSummary } from "~/src/domain/news";
import { plainText, sanitizePostHtml } from "./sanitize";
import type { WpPost } from "./schemas";

export function toNewsSummary(post: WpPost): NewsPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerptHtml: sanitizePostHtml(post.excerpt ?? ""),
    date: post.date,
    image: post.image,
  };
}

export function toNewsPost(post: WpPost): NewsPost {
  return {
    ...toNewsSummary(post),
    contentHtml: sanitizePostHtml(post.content ?? ""),
    excerptText: plainText(post.excerpt ?? ""),
    author: post.author,
    modified: post.modified,
  };
}

export function toContentPage(page: WpPost): ContentPage {
  return {
    id: page.id,
    title: page.title,
    contentHtml: sanitizePostHtml(page.content ?? ""),
    excerptText: plainText(page.excerpt ?? ""),
  };
}
