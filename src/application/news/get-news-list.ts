import { NEWS_PAGE_SIZE, type NewsListPage } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { nullIfNotFound } from "../not-found";

/** One page of 15 posts; a page past the last one → null. */
export function makeGetNewsList(deps: { content: ContentPort }) {
  return async function getNewsList({ page }: { page: number }): Promise<NewsListPage | null> {
    const result = await nullIfNotFound(deps.content.newsPage({ page, perPage: NEWS_PAGE_SIZE }));
    if (!result || (result.posts.length === 0 && page > 1)) return null;
    return result;
  };
}
