import type { ContentPort } from "../../src/ports/content-port";
import type { UpstreamClient } from "../http/upstream-client";
import { toNewsSummary } from "./post-mapping";
import { postListSchema } from "./schemas";

export function createContentAdapter(client: UpstreamClient): ContentPort {
  return {
    async latestNews({ category, perPage }) {
      const posts = await client.get("posts", postListSchema, { categories: category, per_page: perPage, _embed: 1 });
      return posts.map(toNewsSummary);
    },
  };
}
