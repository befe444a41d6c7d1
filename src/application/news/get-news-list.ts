import { NEWS_PAGE_SIZE, type NewsListPage } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { mainSection } from "../sections";

/** One page of the news list; `list` is null when the content service's answer could not be read. */
export type NewsListResult = { page: number; list: NewsListPage | null };

/** One page of 15 posts; a page past the last one → null. */
export function makeGetNewsList(deps: { content: ContentPort }) {
  return async function getNewsList({ page }: { page: number }): Promise<NewsListResult | null> {
    const answer = await mainSection(deps.content.newsPage({ page, perPage: NEWS_PAGE_SIZE }));
    if (!answer) return null;
    const list = answer.section;
    if (list && list.posts.length === 0 && page > 1) return null;
    return { page, list };
  };
}
