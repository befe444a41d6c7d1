import type { NewsPost } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { notFoundAsNull } from "../not-found-as-null";

export function makeGetNewsPost(deps: { content: ContentPort }) {
  return async function getNewsPost({ id }: { id: number }): Promise<NewsPost | null> {
    return notFoundAsNull(deps.content.post(id));
  };
}
