import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentAdapter } from "~/adapters/content/content-adapter";
import { plainText, sanitizePostHtml } from "~/adapters/content/sanitize";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { startFake } from "~/fake-upstreams/index";
import type { ContentPort } from "~/src/ports/content-port";
import type { Logger } from "~/src/ports/logger";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { showsDateAndAuthor } from "~/src/domain/news";
import { contentTargets, type ContentTarget } from "../support/content-targets";
import { peersOrSkip } from "../support/peers";
import { TEST_TODAY } from "../support/today";
import { expectMapped, rawAnswer } from "./support/mapping";

type Raw = Record<string, unknown>;
/** `{rendered}` as WordPress writes titles, excerpts and bodies. */
const renderedHtml = (value: unknown) => String((value as { rendered?: unknown } | undefined)?.rendered ?? "");
/** A UTC time without a zone, as `date_gmt` writes it, as the instant Sulky keeps. */
const gmtInstant = (value: unknown) => new Date(`${String(value)}Z`).toISOString();
/** WordPress fields a news summary does not hold: its links, status, ids of what `_embed` brings (checked apart), SEO block, body and modification (the full post reads them). */
const WP_NOT_READ = [
  "date",
  "modified",
  "modified_gmt",
  "link",
  "status",
  "type",
  "categories",
  "author",
  "featured_media",
  "yoast_head_json",
  "content",
  "_embedded",
];

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };

describe("content adapter against the WordPress fake", () => {
  let close: () => Promise<void>;
  let content: ContentPort;
  let url: string;
  /** A post as the fake serves it, before the adapter: each body is written from its own race. */
  let raw: (id: number) => Promise<string>;

  beforeAll(async () => {
    const fake = await startFake("content", { port: 0, quiet: true, today: TEST_TODAY });
    close = () => fake.close();
    url = fake.url;
    raw = async (id) => ((await (await fetch(`${fake.url}/posts/${id}`)).json()) as { content: { rendered: string } }).content.rendered;
    content = createContentAdapter(
      createUpstreamClient({ upstream: "content", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false }),
    );
  });
  afterAll(async () => close?.());

  it("reads posts both ways: identity, the instant from date_gmt, the title as text, the excerpt sanitized, the picture and its sizes", async () => {
    const answer = await rawAnswer<Raw[]>(url, "/posts?_embed=1&per_page=15&page=1");
    const page = await content.newsPage({ page: 1, perPage: 15 });
    expect(page.posts).toHaveLength(answer.length);
    page.posts.forEach((post, index) => {
      const upstream = answer[index];
      expectMapped(
        post,
        upstream,
        {
          id: "id",
          slug: "slug",
          date: ["date_gmt", gmtInstant],
          title: ["title", (title) => plainText(renderedHtml(title))],
          excerptHtml: ["excerpt", (excerpt) => sanitizePostHtml(renderedHtml(excerpt))],
        },
        WP_NOT_READ,
      );
      const media = ((upstream._embedded as Raw)["wp:featuredmedia"] as Raw[])[0];
      const details = media.media_details as {
        width: number;
        height: number;
        sizes: Record<string, { source_url: string; width: number }>;
      };
      expect(post.image).toMatchObject({ url: media.source_url, alt: media.alt_text, width: details.width, height: details.height });
      const widths = Object.values(details.sizes).sort((a, b) => a.width - b.width);
      expect(post.image?.srcSet).toBe(widths.map((size) => `${size.source_url} ${size.width}w`).join(", "));
    });
  });

  it("reads a post's author from _embed and its wall-clock date as Rome's: the same instant as date_gmt", async () => {
    const answer = await rawAnswer<Raw>(url, "/posts/1064?_embed=1");
    const post = await content.post(1064);
    expect(post.author).toBe(((answer._embedded as Raw).author as Raw[])[0].name);
    expect(post.date).toBe(gmtInstant(answer.date_gmt));
    expect(answer.date, "the fake writes the site's clock apart from UTC, as WordPress does").not.toBe(answer.date_gmt);
    expect(post.modified).toBe(gmtInstant(answer.modified_gmt));
    expect(post.contentHtml).toBe(sanitizePostHtml(renderedHtml(answer.content)));
    expect(post.excerptText).toBe(plainText(renderedHtml(answer.excerpt)));
  });

  it("reads a page of 15 posts with the totals from the WordPress headers", async () => {
    const page = await content.newsPage({ page: 1, perPage: 15 });
    expect(page.posts).toHaveLength(15);
    // 64 stories of the world and 9 published newsroom cases (fake-upstreams/content/newsroom-cases.ts)
    expect(page.total).toBe(73);
    expect(page.totalPages).toBe(5);
    expect(page.posts[0].image).toMatchObject({ width: 1280, height: 720 });
    expect(page.posts[0].image?.srcSet).toContain(" 768w");
  });

  it("answers not-found past the last page", async () => {
    const last = await content.newsPage({ page: 5, perPage: 15 });
    expect(last.posts).toHaveLength(13);
    await expect(content.newsPage({ page: 6, perPage: 15 })).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
  });

  it("reads a post with author, plain-text excerpt and sanitized body", async () => {
    const post = await content.post(1064);
    expect(post.author).toBe("Redazione Sulky");
    expect(post.excerptText).not.toContain("<");
    const story = /<p>[\s\S]*?<\/p>/.exec(await raw(1064))![0];
    expect(post.contentHtml).toContain(story);
  });

  it("removes scripts, handlers, javascript: links and foreign frames from hostile posts, keeping the rest", async () => {
    const links = await content.allPostLinks();
    const posts = await Promise.all(links.map((link) => content.post(link.id)));
    const hostile = posts.filter((post) => post.contentHtml.includes("Il video della corsa"));
    expect(hostile.length).toBeGreaterThan(0);
    for (const post of hostile) {
      const html = post.contentHtml;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).not.toContain("javascript:");
      expect(html).not.toContain("evil.example.com");
      expect(html.match(/<iframe/g)).toHaveLength(2);
      expect(html).not.toContain("position:fixed");
      expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
      expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
      expect(html).toMatch(/<img [^>]*alt="Arrivo"/);
      expect(html).toContain('<a href="https://www.example.it/calendario" target="_blank" rel="noopener noreferrer">');
      expect(html).toMatch(/<h3>Le quote<\/h3><ul><li>/);
      // the story after the hostile markup is kept whole (its entities written out as the sanitizer writes them)
      const story = (await raw(post.id)).split("<h3>Le quote</h3><ul><li>Vincente 2,50</li><li>Piazzato 1,30</li></ul>")[1];
      expect(story.length).toBeGreaterThan(100);
      expect(html).toContain(sanitizePostHtml(story).trim());
    }
  });

  it("lists every post for the sitemap", async () => {
    const links = await content.allPostLinks();
    expect(links).toHaveLength(73);
    expect(links[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String) });
  });

  it("reads the static pages by id and answers not-found for unknown ids", async () => {
    const page = await content.page(12);
    expect(page.title).toBe("Chi siamo");
    expect(page.contentHtml).toContain("<li>Partenti e arrivi di tutti gli ippodromi</li>");
    await expect(content.page(999)).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
    await expect(content.post(999999)).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
  });

  it("keeps the home page's latest news working", async () => {
    const news = await content.latestNews({ category: 33, perPage: 30 });
    expect(news.length).toBeGreaterThan(10);
    expect(news[0].title).toBeTruthy();
  });
});

const peers = await peersOrSkip("adattatore contenuti");

describe.each(contentTargets(peers))("content adapter on the newsroom's cases: $name", ({ skip, start }) => {
  let target: ContentTarget;
  let content: ContentPort;
  beforeAll(async () => {
    if (skip) return;
    target = await start();
    const client = createUpstreamClient({
      upstream: "content",
      baseUrl: target.apiUrl,
      timeoutMs: 5000,
      scope: () => ({ logger: silent }),
      retry: false,
    });
    content = createContentAdapter(client, { siteUrl: target.apiUrl });
  }, 60_000);
  afterAll(async () => target?.close());

  it.skipIf(skip)("reads every post WordPress does not publish (401 rest_forbidden) and the draft page as not found", async () => {
    const { draft, private: secret, scheduled, trashed, draftPage } = target.cases;
    for (const id of [draft, secret, scheduled, trashed]) {
      await expect(content.post(id)).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
    }
    await expect(content.page(draftPage)).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
  });

  it.skipIf(skip)("reads an encoded slug as text, titles with their entities decoded", async () => {
    const tokyo = await content.post(target.cases.encodedSlug);
    expect(tokyo.slug).toContain("東京");
    expect(tokyo.slug).not.toContain("%");
    expect(tokyo.title).toContain("🏇");
    expect((await content.post(target.cases.entityTitle)).title).toMatch(/’/);
    expect((await content.post(target.cases.ampersandTitle)).title).toMatch(/ & /);
    const links = await content.allPostLinks();
    expect(links.find((link) => link.id === target.cases.encodedSlug)?.slug).toBe(tokyo.slug);
  });

  it.skipIf(skip)("marks a password-protected post, with no text", async () => {
    const locked = await content.post(target.cases.passwordProtected);
    expect(locked.passwordProtected).toBe(true);
    expect(locked.contentHtml).toBe("");
    expect((await content.post(target.cases.entityTitle)).passwordProtected).toBe(false);
  });

  it.skipIf(skip)("reads no author for a deleted one and no picture for a deleted or missing one", async () => {
    expect((await content.post(target.cases.deletedAuthor)).author).toBeNull();
    expect((await content.post(target.cases.deletedPicture)).image).toBeNull();
    expect((await content.post(target.cases.noPicture)).image).toBeNull();
    const full = await content.post(target.cases.entityTitle);
    expect(full.author).toBeTruthy();
    expect(full.image).toMatchObject({ width: 1280, height: 720 });
  });

  it.skipIf(skip)("dates the post of 00:30 on 1 January 2000 in Rome as of 2000", async () => {
    const millennium = await content.post(target.cases.millennium);
    expect(millennium.date).toBe("1999-12-31T23:30:00.000Z");
    expect(showsDateAndAuthor(millennium.date)).toBe(true);
  });

  it.skipIf(skip)("leads the body's links to the WordPress site to Sulky's pages", async () => {
    const [first, second] = target.cases.linkedPosts;
    const linked = await content.post(first);
    const html = (await content.post(target.cases.internalLinks)).contentHtml;
    const hrefs = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toContain(`/news/${first}-${encodeURIComponent(linked.slug)}`);
    expect(hrefs).toContain(`/news/${second}`);
    expect(hrefs).toContain("/news");
    // only pictures still point at the site here (the media proxy takes them, see media-urls.ts)
    expect(hrefs.filter((href) => href.startsWith(target.siteUrl) && !/\.(png|jpe?g|svg)$/.test(href))).toEqual([]);
  });
});

describe("sanitizing content HTML", () => {
  it("drops every kind of script vector", () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="JaVaScRiPt:alert(1)">b</a><img src="x" onerror="y()"><iframe src="//evil.example.com"></iframe><svg onload="z()"></svg><style>body{}</style><a href="data:text/html,hi">c</a>',
    );
    expect(html).toBe('<p>a</p><a>b</a><img loading="lazy" src="x" /><a>c</a>');
  });
  it("keeps headings, lists, links, images, tables and YouTube/Vimeo embeds", () => {
    const html = sanitizePostHtml(
      '<h2>T</h2><ul><li>x</li></ul><a href="https://a.it">l</a><img src="https://a.it/i.jpg" alt="i" width="10" height="5"><table><tr><td>1</td></tr></table><iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
    expect(html).toContain("<h2>T</h2><ul><li>x</li></ul>");
    expect(html).toContain('<a href="https://a.it">l</a>');
    expect(html).toContain('alt="i" width="10" height="5"');
    expect(html).toContain("<table><tr><td>1</td></tr></table>");
    expect(html).toContain('<iframe title="Video" src="https://www.youtube.com/embed/abc" loading="lazy"></iframe>');
    expect(html).toContain('src="https://player.vimeo.com/video/1"');
  });
});
