import { describe, expect, it } from "vitest";
import { makeGetContentPage } from "~/src/application/news/get-content-page";
import { makeGetNewsList } from "~/src/application/news/get-news-list";
import { makeGetNewsPost } from "~/src/application/news/get-news-post";
import { makeGetSitemap, SITEMAP_CACHE_MS } from "~/src/application/news/get-sitemap";
import type { NewsPostSummary } from "~/src/domain/news";
import type { ContentPort } from "~/src/ports/content-port";
import type { RankingsTrottingPort } from "~/src/ports/trotting/rankings";
import { UpstreamError } from "~/src/ports/upstream-error";
import { aRanking } from "../../support/domain";

const notFound = () => new UpstreamError("content", "not-found", "x", 404);
const summary = (id: number): NewsPostSummary => ({
  id,
  slug: `notizia-${id}`,
  title: `Notizia ${id}`,
  excerptHtml: "",
  date: "2026-11-20T10:00:00.000Z",
  image: null,
});

function inMemoryContent(overrides: Partial<ContentPort> = {}): ContentPort {
  return {
    async latestNews() {
      return [];
    },
    async newsPage({ page, perPage }) {
      if (page > 2) throw notFound();
      return { posts: Array.from({ length: perPage }, (_, index) => summary(page * 100 + index)), page, totalPages: 2, total: 30 };
    },
    async post(id) {
      if (id !== 1) throw notFound();
      return { ...summary(1), contentHtml: "<p>x</p>", excerptText: "x", author: "Redazione", modified: null, passwordProtected: false };
    },
    async page(id) {
      if (id !== 12) throw notFound();
      return { id, title: "Chi siamo", contentHtml: "<p>x</p>", excerptText: "" };
    },
    async allPostLinks() {
      return [{ id: 1, slug: "notizia-1", modified: "2026-11-20T10:00:00" }];
    },
    ...overrides,
  };
}

describe("news use cases", () => {
  it("read a page of 15 posts and answer null past the last page", async () => {
    const getNewsList = makeGetNewsList({ content: inMemoryContent() });
    expect((await getNewsList({ page: 2 }))?.list?.posts).toHaveLength(15);
    expect(await getNewsList({ page: 3 })).toBeNull();
  });

  it("answer null for unknown posts and pages, and let outages through", async () => {
    expect((await makeGetNewsPost({ content: inMemoryContent() })({ id: 1 }))?.post?.author).toBe("Redazione");
    expect(await makeGetNewsPost({ content: inMemoryContent() })({ id: 2 })).toBeNull();
    expect((await makeGetContentPage({ content: inMemoryContent() })({ id: 12 }))?.page?.title).toBe("Chi siamo");
    expect(await makeGetContentPage({ content: inMemoryContent() })({ id: 14 })).toBeNull();
    const down = inMemoryContent({
      async post() {
        throw new UpstreamError("content", "unavailable", "x", 503);
      },
    });
    await expect(makeGetNewsPost({ content: down })({ id: 1 })).rejects.toThrow();
  });

  it("keep the page with no post when the content service's answer cannot be read", async () => {
    const unreadable = inMemoryContent({
      async post() {
        throw new UpstreamError("content", "invalid-response", "dati non validi");
      },
      async newsPage() {
        throw new UpstreamError("content", "invalid-response", "dati non validi");
      },
    });
    expect(await makeGetNewsPost({ content: unreadable })({ id: 1 })).toEqual({ post: null });
    expect(await makeGetNewsList({ content: unreadable })({ page: 1 })).toEqual({ page: 1, list: null });
  });
});

describe("sitemaps use case", () => {
  const trotting: RankingsTrottingPort = {
    async ranking({ entity, year }) {
      return aRanking({
        rows: [{ name: "A", slug: entity === "leaders" ? `${year}-a` : "100005-varenne", age: null, cells: {} }],
        showYear: true,
        selectedYear: year,
      });
    },
    async entityRanking() {
      return [];
    },
    async sitemapBreederSlugs() {
      return ["3-scuderia-grif"];
    },
  };

  it("reads what every child lists from its upstream and keeps it a few minutes", async () => {
    let now = new Date("2026-11-22T10:00:00Z").getTime();
    let postCalls = 0;
    const content = inMemoryContent({
      async allPostLinks() {
        postCalls += 1;
        return [{ id: 1, slug: "notizia-1", modified: "2026-11-20T10:00:00" }];
      },
    });
    const getSitemap = makeGetSitemap({ content, trotting, clock: { now: () => new Date(now) } });
    expect(await getSitemap("news")).toEqual({ name: "news", posts: [{ id: 1, slug: "notizia-1", modified: "2026-11-20T10:00:00" }] });
    const horses = await getSitemap("cavalli");
    expect(horses).toEqual({ name: "cavalli", horseSlugs: ["2026-a", "2025-a", "100005-varenne"] });
    expect(await getSitemap("allevatori")).toEqual({ name: "allevatori", breederSlugs: ["3-scuderia-grif"] });
    expect(await getSitemap("pagine")).toEqual({ name: "pagine" });

    await getSitemap("news");
    expect(postCalls).toBe(1);
    now += SITEMAP_CACHE_MS + 1;
    await getSitemap("news");
    expect(postCalls).toBe(2);
  });
});
