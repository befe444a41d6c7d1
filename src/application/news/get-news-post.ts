import type { NewsPost } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { nullIfNotFound } from "../not-found";

export function makeGetNewsPost(deps: { content: ContentPort }) {
  return async function getNewsPost({ id }: { id: number }): Promise<NewsPost | null> {
    return nullIfNotFound(deps.content.post(id));
  };
}
