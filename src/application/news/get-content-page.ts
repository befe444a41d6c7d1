import type { ContentPage } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { mainSection } from "../sections";

/** A static page (chi siamo, contatti, privacy) by its fixed content id; `page` null when the answer could not be read. */
export function makeGetContentPage(deps: { content: ContentPort }) {
  return async function getContentPage({ id }: { id: number }): Promise<{ page: ContentPage | null } | null> {
    const answer = await mainSection(deps.content.page(id));
    return answer && { page: answer.section };
  };
}
