import type { ContentPage, NewsListPage, NewsPost, NewsPostSummary } from "../domain/news";

export type PostLink = { id: number; slug: string; modified: string | null };

/** The WordPress-style content service: news posts and static pages. HTML comes back sanitized. */
export type ContentPort = {
  latestNews(options: { category: number; perPage: number }): Promise<NewsPostSummary[]>;
  /** One page of the news list; `not-found` when the page is past the last one. */
  newsPage(options: { page: number; perPage: number }): Promise<NewsListPage>;
  post(id: number): Promise<NewsPost>;
  page(id: number): Promise<ContentPage>;
  /** Every post's id, slug and last change, for the news sitemap. */
  allPostLinks(): Promise<PostLink[]>;
};
