import type { NewsPost } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { mainSection } from "../sections";

/** A post by id: null when it does not exist; `post` null when the content service's answer could not be read. */
export function makeGetNewsPost(deps: { content: ContentPort }) {
  return async function getNewsPost({ id }: { id: number }): Promise<{ post: NewsPost | null } | null> {
    const answer = await mainSection(deps.content.post(id));
    return answer && { post: answer.section };
  };
}
