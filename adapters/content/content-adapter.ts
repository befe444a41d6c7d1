import type { ContentPort, PostLink } from "~/src/ports/content-port";
import { isUpstreamError, UpstreamError } from "~/src/ports/upstream-error";
import type { UpstreamClient } from "../http/upstream-client";
import { linkedSlugs, siteLinkRewriter } from "./post-links";
import { toContentPage, toNewsPost, toNewsSummary } from "./post-mapping";
import { postLinkListSchema, postListSchema, postSchema } from "./schemas";

const SITEMAP_PAGE_SIZE = 100;
const SITEMAP_MAX_PAGES = 50;

function totalFrom(headers: Headers, name: string): number {
  const value = Number(headers.get(name));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/**
 * WordPress answers 401 rest_forbidden (403 when signed in) for a draft, private, scheduled or
 * trashed post and a draft page: for Sulky's visitors that is a post that does not exist.
 */
function unpublishedAsMissing(error: unknown, what: string): unknown {
  const forbidden = isUpstreamError(error, "unauthenticated") || (isUpstreamError(error, "rejected") && error.status === 403);
  return forbidden ? new UpstreamError("content", "not-found", `${what} non pubblicata`, 404) : error;
}

/**
 * `siteUrl`: the WordPress site's address (default: the REST base's origin), whose links in a
 * post's body lead to Sulky's pages (post-links.ts).
 */
export function createContentAdapter(client: UpstreamClient, options: { siteUrl?: string } = {}): ContentPort {
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : null;

  /** The posts a body links to by slug, in one lookup; a failed lookup only loses those links. */
  async function postIdsBySlug(slugs: string[]): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    try {
      const found = await client.get("posts", postLinkListSchema, {
        slug: slugs.join(","),
        per_page: 100,
        _fields: "id,slug,date,date_gmt",
      });
      return new Map(found.map((post) => [post.slug, post.id]));
    } catch {
      return new Map();
    }
  }

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
      const post = await client.get(`posts/${id}`, postSchema, { _embed: 1 }).catch((error: unknown) => {
        throw unpublishedAsMissing(error, `notizia ${id}`);
      });
      if (!siteOrigin || !post.content) return toNewsPost(post);
      const ids = await postIdsBySlug(linkedSlugs(post.content, siteOrigin));
      return toNewsPost(post, siteLinkRewriter(siteOrigin, ids));
    },

    async page(id) {
      const page = await client.get(`pages/${id}`, postSchema).catch((error: unknown) => {
        throw unpublishedAsMissing(error, `pagina ${id}`);
      });
      return toContentPage(page);
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
