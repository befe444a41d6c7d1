import type { ContentPage } from "../../domain/news";
import type { ContentPort } from "../../ports/content-port";
import { nullIfNotFound } from "../not-found";

/** A static page (chi siamo, contatti, privacy) by its fixed content id. */
export function makeGetContentPage(deps: { content: ContentPort }) {
  return async function getContentPage({ id }: { id: number }): Promise<ContentPage | null> {
    return nullIfNotFound(deps.content.page(id));
  };
}
