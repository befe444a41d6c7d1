import type { ContentPage, NewsPost, NewsPostSummary } from "~/src/domain/news";
import { plainText, sanitizePostHtml, type LinkRewriter } from "./sanitize";
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

/** A full post; `links` rewrites the body's links to the WordPress site into Sulky's pages (post-links.ts). */
export function toNewsPost(post: WpPost, links?: LinkRewriter): NewsPost {
  return {
    ...toNewsSummary(post),
    contentHtml: sanitizePostHtml(post.content ?? "", links),
    excerptText: plainText(post.excerpt ?? ""),
    author: post.author,
    modified: post.modified,
    passwordProtected: post.passwordProtected,
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
