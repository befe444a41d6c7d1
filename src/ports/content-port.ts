import type { NewsPostSummary } from "../domain/news";

/** The WordPress-style content service: news posts and static pages. */
export type ContentPort = {
  latestNews(options: { category: number; perPage: number }): Promise<NewsPostSummary[]>;
};
