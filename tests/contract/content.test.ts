import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTargets, type ContentTarget } from "../support/content-targets";
import { peersOrSkip } from "../support/peers";

/**
 * The content fake, verified: the same WordPress REST requests against the fake and against the
 * real WordPress 6.1 peer (peers/wordpress), the same statuses, totals headers, shapes and error
 * bodies, and the same newsroom cases. docs/FAKES.md lists each behaviour with its test here.
 */
const peers = await peersOrSkip("contratto contenuti");

type Post = {
  id: number;
  date: string;
  date_gmt: string;
  slug: string;
  status: string;
  type: string;
  link: string;
  title: { rendered: string };
  content: { rendered: string; protected: boolean };
  excerpt: { rendered: string; protected: boolean };
  author: number;
  featured_media: number;
  categories: number[];
  _embedded?: { author?: Record<string, unknown>[]; "wp:featuredmedia"?: Record<string, unknown>[] };
};
type WpError = { code: string; message: string; data: { status: number; params?: Record<string, string> } };

async function get<T>(url: string): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

const WP_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe.each(contentTargets(peers))("WordPress REST contract: $name", ({ skip, start }) => {
  let target: ContentTarget;
  const api = (path: string) => get<unknown>(`${target.apiUrl}${path}`);
  const post = async (id: number, query = "") => (await get<Post>(`${target.apiUrl}/posts/${id}${query}`)).body;

  beforeAll(async () => {
    if (!skip) target = await start();
  }, 60_000);
  afterAll(async () => target?.close());

  it.skipIf(skip)("lists published posts newest first, with X-WP-Total and X-WP-TotalPages", async () => {
    const { status, headers, body } = await api("/posts?per_page=5");
    expect(status).toBe(200);
    const total = Number(headers.get("x-wp-total"));
    expect(total).toBeGreaterThan(15);
    expect(Number(headers.get("x-wp-totalpages"))).toBe(Math.ceil(total / 5));
    expect(headers.get("access-control-expose-headers")).toMatch(/X-WP-Total, X-WP-TotalPages/);
    const posts = body as Post[];
    expect(posts).toHaveLength(5);
    for (const entry of posts) {
      expect(Number.isInteger(entry.id)).toBe(true);
      expect(entry.date).toMatch(WP_TIME);
      expect(entry.date_gmt).toMatch(WP_TIME);
      expect(entry).toMatchObject({ status: "publish", type: "post" });
      expect(entry.link.startsWith(`${target.siteUrl}/`)).toBe(true);
      expect(typeof entry.title.rendered).toBe("string");
      expect(typeof entry.content.protected).toBe("boolean");
      expect(typeof entry.excerpt.protected).toBe("boolean");
      expect(Number.isInteger(entry.featured_media)).toBe(true);
    }
    const dates = posts.map((entry) => entry.date_gmt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.skipIf(skip)("never lists a draft, private, scheduled or trashed post", async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { headers, body } = await api(`/posts?per_page=100&page=${page}&_fields=id,status`);
      ids.push(...(body as Post[]).map((entry) => entry.id));
      expect((body as Post[]).every((entry) => entry.status === "publish")).toBe(true);
      if (page >= Number(headers.get("x-wp-totalpages"))) break;
    }
    const { draft, private: secret, scheduled, trashed, passwordProtected } = target.cases;
    for (const hidden of [draft, secret, scheduled, trashed]) expect(ids).not.toContain(hidden);
    // a password only hides the text: the post itself is listed
    expect(ids).toContain(passwordProtected);
  });

  it.skipIf(skip)(
    "answers 401 rest_forbidden for unpublished posts and the draft page, 404 rest_post_invalid_id for unknown ids",
    async () => {
      const { draft, private: secret, scheduled, trashed, draftPage } = target.cases;
      for (const path of [`/posts/${draft}`, `/posts/${secret}`, `/posts/${scheduled}`, `/posts/${trashed}`, `/pages/${draftPage}`]) {
        const { status, body } = await api(path);
        expect(status, path).toBe(401);
        expect(body, path).toMatchObject({ code: "rest_forbidden", data: { status: 401 } });
        expect(typeof (body as WpError).message).toBe("string");
      }
      const unknown = await api("/posts/999999");
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: "rest_post_invalid_id", data: { status: 404 } });
    },
  );

  it.skipIf(skip)(
    "refuses page=0 and per_page over 100 with 400 rest_invalid_param, and a page past the last with rest_post_invalid_page_number",
    async () => {
      const zero = await api("/posts?page=0");
      expect(zero.status).toBe(400);
      expect(zero.body).toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { page: expect.any(String) } } });
      const tooMany = await api("/posts?per_page=101");
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({ code: "rest_invalid_param", data: { params: { per_page: expect.any(String) } } });
      const past = await api("/posts?page=999");
      expect(past.status).toBe(400);
      expect(past.body).toMatchObject({ code: "rest_post_invalid_page_number", data: { status: 400 } });
    },
  );

  it.skipIf(skip)("honours _fields: only the fields asked for, and no embeds unless asked for too", async () => {
    const { body } = await api("/posts?per_page=3&_fields=id,slug");
    for (const entry of body as Record<string, unknown>[]) expect(Object.keys(entry).sort()).toEqual(["id", "slug"]);
    const embedded = (await api("/posts?per_page=3&_embed=1&_fields=id,title")).body as Record<string, unknown>[];
    for (const entry of embedded) expect(Object.keys(entry).sort()).toEqual(["id", "title"]);
  });

  it.skipIf(skip)(
    "writes typographic entities: &#8217; for apostrophes, &amp; in titles, a 55-word excerpt ending in [&hellip;]",
    async () => {
      const apostrophes = await post(target.cases.entityTitle);
      expect(apostrophes.title.rendered).toContain("&#8217;");
      expect(apostrophes.title.rendered).not.toContain("'");
      expect(apostrophes.content.rendered).toContain("&#8217;");
      expect(apostrophes.excerpt.rendered).toMatch(/^<p>[^<]+ \[&hellip;\]<\/p>\n$/);
      expect(
        apostrophes.excerpt.rendered
          .replace(/<[^>]+>/g, "")
          .split(/\s+/)
          .filter(Boolean),
      ).toHaveLength(56);
      const ampersand = await post(target.cases.ampersandTitle);
      expect(ampersand.title.rendered).toContain("&amp;");
      expect(ampersand.title.rendered).not.toMatch(/&(?![a-z]+;|#\d+;)/);
    },
  );

  it.skipIf(skip)(
    "keeps emoji and Japanese in a slug percent-encoded, in lower case, and finds the post by its slug either way",
    async () => {
      const encoded = await post(target.cases.encodedSlug);
      expect(encoded.slug).toMatch(/%[0-9a-f]{2}/);
      expect(encoded.slug).toBe(encoded.slug.toLowerCase());
      expect(decodeURIComponent(encoded.slug)).toContain("東京");
      expect(encoded.link).toBe(`${target.siteUrl}/${encoded.slug}/`);
      const bySlug = (slug: string) => api(`/posts?_fields=id,slug&slug=${encodeURIComponent(slug)}`);
      expect(((await bySlug(decodeURIComponent(encoded.slug))).body as Post[]).map((entry) => entry.id)).toEqual([encoded.id]);
      expect(((await bySlug(encoded.slug)).body as Post[]).map((entry) => entry.id)).toEqual([encoded.id]);
      const other = await post(target.cases.noPicture);
      const both = (await api(`/posts?_fields=id&slug=${encodeURIComponent(`${decodeURIComponent(encoded.slug)},${other.slug}`)}`))
        .body as Post[];
      expect(both.map((entry) => entry.id).sort()).toEqual([encoded.id, other.id].sort());
    },
  );

  it.skipIf(skip)("sends no text and no excerpt for a password-protected post, marked protected", async () => {
    const locked = await post(target.cases.passwordProtected);
    expect(locked.content).toEqual({ rendered: "", protected: true });
    expect(locked.excerpt).toEqual({ rendered: "", protected: true });
    expect(locked.title.rendered).toBe("Riservato agli abbonati: le quote del Derby");
  });

  it.skipIf(skip)("embeds an author and the picture with WordPress's sizes and the theme's 218x184 crop", async () => {
    const entry = await post(target.cases.entityTitle, "?_embed=1");
    expect(entry._embedded!.author![0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const media = entry._embedded!["wp:featuredmedia"]![0] as {
      source_url: string;
      media_details: { sizes: Record<string, { width: number; height: number; source_url: string }> };
    };
    expect(media.source_url.startsWith(`${target.siteUrl}/`)).toBe(true);
    expect(media.media_details.sizes["news-list"]).toMatchObject({ width: 218, height: 184 });
    expect(media.media_details.sizes.medium_large).toMatchObject({ width: 768, height: 432 });
    expect(media.media_details.sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
  });

  it.skipIf(skip)("leaves the picture out when there is none, and embeds no picture (but something else) for a deleted one", async () => {
    const bare = await post(target.cases.noPicture, "?_embed=1");
    expect(bare.featured_media).toBe(0);
    expect(bare._embedded!["wp:featuredmedia"]).toBeUndefined();
    const lost = await post(target.cases.deletedPicture, "?_embed=1");
    expect(lost.featured_media).not.toBe(0);
    const [embedded] = lost._embedded!["wp:featuredmedia"]!;
    expect(embedded.source_url).toBeUndefined();
    expect(embedded.media_details).toBeUndefined();
  });

  it.skipIf(skip)("embeds an error object for an author WordPress no longer has", async () => {
    const orphan = await post(target.cases.deletedAuthor, "?_embed=1");
    expect(orphan._embedded!.author![0]).toMatchObject({ code: "rest_user_invalid_id", data: { status: 404 } });
  });

  it.skipIf(skip)("dates a post twice: Rome's wall clock and UTC (00:30 on 1 January 2000 is 1999 in UTC)", async () => {
    const millennium = await post(target.cases.millennium);
    expect(millennium.date).toBe("2000-01-01T00:30:00");
    expect(millennium.date_gmt).toBe("1999-12-31T23:30:00");
  });

  it.skipIf(skip)("links posts to each other by permalink and by ?p=, and a gallery to its picture files", async () => {
    const [first, second] = target.cases.linkedPosts;
    const linking = (await post(target.cases.internalLinks)).content.rendered;
    const linked = await post(first);
    const hrefs = [...linking.matchAll(/<a href=['"]([^'"]+)['"]/g)].map((match) => match[1]);
    expect(hrefs.some((href) => href.startsWith(target.siteUrl) && href.replace(/\/$/, "").endsWith(`/${linked.slug}`))).toBe(true);
    expect(hrefs).toContain(`${target.siteUrl}/?p=${second}`);
    expect(hrefs.some((href) => href.startsWith(target.siteUrl) && /\.(png|jpe?g|svg)$/.test(href))).toBe(true);
    expect(linking).toMatch(/class=['"]gallery /);
  });

  it.skipIf(skip)("serves the static pages by id", async () => {
    for (const id of Object.values(target.cases.pages)) {
      const { status, body } = await api(`/pages/${id}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id, type: "page", status: "publish" });
    }
    const { headers } = await api("/pages");
    expect(Number(headers.get("x-wp-total"))).toBeGreaterThanOrEqual(2);
  });
});
