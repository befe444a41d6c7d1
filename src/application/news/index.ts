import type { Ports } from "../ports";
import { makeGetContentPage } from "./get-content-page";
import { makeGetNewsList } from "./get-news-list";
import { makeGetNewsPost } from "./get-news-post";
import { makeGetSitemap } from "./get-sitemap";

/** The use cases of the news screens, the static pages and the sitemaps, one per screen. */
export function createNewsUseCases(ports: Ports) {
  return {
    getNewsList: makeGetNewsList(ports),
    getNewsPost: makeGetNewsPost(ports),
    getContentPage: makeGetContentPage(ports),
    getSitemap: makeGetSitemap(ports),
  };
}
