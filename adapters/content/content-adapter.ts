import type { ContentPort, PostLink } from "~/src/ports/content-port";
import { isUpstreamError, UpstreamError } from "~/src/ports/upstream-error";
import type { UpstreamClient } from "../http/upstream-client";
import { toContentPage, toNewsPost, toNewsSummary } from "./post-mapping";
import { postLinkListSchema, postListSchema, postSchema } from "./schemas";

const SITEMAP_PAGE_SIZE = 100;
const SITEMAP_MAX_PAGES = 50;

function totalFrom(headers: Headers, name: string): number {
  const value = Number(headers.get(name));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export function createContentAdapter(client: UpstreamClient): ContentPort {
  return {
    async latestNews({ category, perPage }) {
      const posts = await client.get("posts", postListSchema, { categories: category, per_page: perPage, _embed: 1 });
      return posts.map(toNewsSummary);
    },

    async newsPage({ page, perPage }) {
      try {
        const response = await client.request({ path: "posts", query: { _embed: 1, per_page: perPage, page } }, postListSchema);
        return {
          posts: response.data.map(toNewsSummary),
          page,
          total: totalFrom(response.headers, "X-WP-Total"),
          totalPages: Math.max(1, totalFrom(response.headers, "X-WP-TotalPages")),
        };
      } catch (error) {
        // WordPress answers 400 rest_post_invalid_page_number past the last page: that page does not exist.
        if (isUpstreamError(error, "rejected") && error.status === 400) {
          throw new UpstreamError("content", "not-found", `pagina ${page} delle notizie inesistente`, 404);
        }
        throw error;
      }
    },

    async post(id) {
      return toNewsPost(await client.get(`posts/${id}`, postSchema, { _embed: 1 }));
    },

    async page(id) {
      return toContentPage(await client.get(`pages/${id}`, postSchema));
    },

    async allPostLinks() {
      const links: PostLink[] = [];
      for (let page = 1; page <= SITEMAP_MAX_PAGES; page++) {
        const response = await client.request(
          { path: "posts", query: { per_page: SITEMAP_PAGE_SIZE, page, _fields: "id,slug,date,date_gmt,modified,modified_gmt" } },
          postLinkListSchema,
        );
        links.push(...response.data);
        if (page >= totalFrom(response.headers, "X-WP-TotalPages")) break;
      }
      return links;
    },
  };
}
