import request from "supertest";
import routes from "~/views/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";
import { hydrationDataOf } from "../../support/hydration-data";
import type { NewsroomCases } from "~/fake-upstreams/content/newsroom-cases";

const TODAY = new Date("2026-11-22T10:00:00Z");
const SITE_URL = "https://www.sulky.example";

/** The newest post of the content fake (id 1064): its slug comes from the story the world wrote. */
async function newestPost(contentUrl: string): Promise<string> {
  const [post] = (await (await fetch(`${contentUrl}/posts?per_page=1`)).json()) as { id: number; slug: string }[];
  expect(post.id).toBe(1064);
  return `${post.id}-${post.slug}`;
}

describe("news, posts and static pages", () => {
  let site: TestSite;
  const newsroomCases = async () => (await (await fetch(`${site.fakes.content!.origin}/__fake/newsroom-cases`)).json()) as NewsroomCases;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, env: { SITE_URL }, warmUp: ["/privacy"] });
  }, 120_000);
  afterAll(async () => site?.close());

  it("lists 15 posts: one main, two leads, twelve others; no '« Precedente' on page 1", async () => {
    const html = (await request(site.app).get("/news").expect(200)).text;
    expect(html.match(/class="news-card news-card-main"/g)).toHaveLength(1);
    expect(html.match(/class="news-card news-card-lead"/g)).toHaveLength(2);
    expect(html.match(/class="news-card news-card-other"/g)).toHaveLength(12);
    expect(html).toMatch(/width="218" height="184"/);
    expect(html).not.toContain("« Precedente");
    expect(html).toContain('href="/news?page=2"');
    expect(html).toContain("Successivo »");
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/news"/>`);
    // the cards are sent once, as markup: their pictures' sources are not in the hydration data too
    const hydrationData = hydrationDataOf(html);
    expect(html).toContain('<div data-static-section="news-posts">');
    expect(html).toContain("news-list-218x184");
    expect(hydrationData).not.toContain("news-list-218x184");
    expect(hydrationData).not.toContain("excerpt");
  });

  it("sends the cards' data with a client navigation's data request", async () => {
    const data = (await request(site.app).get("/news.data?page=2").expect(200)).text;
    expect(data).toContain("news-list-218x184");
  });

  it("shows '« Precedente' after page 1 and hides 'Successivo »' on the last page", async () => {
    const html = (await request(site.app).get("/news?page=5").expect(200)).text;
    expect(html).toContain("« Precedente");
    expect(html).toContain('href="/news?page=4"');
    expect(html).not.toContain("Successivo »");
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/news?page=5"/>`);
  });

  it("never goes below page 1 nor past the last page", async () => {
    for (const page of ["0", "-1", "abc", "6", "1.5"]) {
      const response = await request(site.app).get(`/news?page=${page}`);
      expect(response.status, page).toBe(404);
      expect(response.text).toContain("Ops... Non ho trovato questa pagina...");
    }
  });

  it("renders a post with date, author, featured image, sanitized body, Google News, share links and structured data", async () => {
    const html = (
      await request(site.app)
        .get(`/news/${await newestPost(site.fakes.content!.url)}`)
        .expect(200)
    ).text;
    expect(html).toMatch(/<time dateTime="[^"]+" class="post-date">\d+ \w+ 20\d\d<\/time>/);
    expect(html).toContain('<p class="post-author">di Redazione Sulky</p>');
    expect(html).toMatch(/<img [^>]*sizes="\(min-width: 800px\) 768px, 100vw"[^>]*width="768" height="432"/);
    expect(html).toMatch(/srcSet="[^"]+ 768w/);
    expect(html).toContain("Seguici su Google News");
    for (const label of ["WhatsApp", "Facebook", "X", "Telegram", "E-mail", "Copia link"]) expect(html).toContain(`>${label}`);
    expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${SITE_URL}/news/1064-`)}`);
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+news-1064-full/);
    expect(html).toMatch(/<meta name="description" content="[^"<]+"\/>/);
  });

  it("renders hostile posts without scripts, handlers or foreign frames", async () => {
    const links = await site.ports.content.allPostLinks();
    const hostile = links.find((link) => link.id === 1060)!;
    const html = (await request(site.app).get(`/news/${hostile.id}-${hostile.slug}`).expect(200)).text;
    const body = /<div class="post-body">([\s\S]*?)<\/div><p class="google-news">/.exec(html)?.[1] ?? "";
    expect(body).toContain("Il video della corsa");
    expect(body).not.toMatch(/<script|\son[a-z]+=|javascript:|evil\.example\.com/i);
    expect(body).toContain("https://www.youtube.com/embed/");
  });

  it("hides date and author of archive posts dated before 2000", async () => {
    const links = await site.ports.content.allPostLinks();
    // an archive post of the 1990s (the one of 00:30 on 1 January 2000 in Rome is already of 2000)
    const old = links.find((link) => (link.modified ?? "") < "1999-12-31")!;
    const html = (await request(site.app).get(`/news/${old.id}-${old.slug}`).expect(200)).text;
    expect(html).not.toContain('class="post-author"');
    expect(html).not.toContain('class="post-date"');
  });

  it("redirects a post with the wrong slug to its address and answers 404 for unknown or malformed ids", async () => {
    const redirect = await request(site.app).get("/news/1064-titolo-sbagliato").expect(301);
    expect(redirect.headers.location).toBe(`/news/${await newestPost(site.fakes.content!.url)}`);
    for (const path of ["/news/999999-nessuna", "/news/abc-def", "/news/-1"]) {
      expect((await request(site.app).get(path)).status, path).toBe(404);
    }
  });

  it("answers an outage of the content service with the error page, never a stack trace", async () => {
    await injectFault(site.fakes.content!.url, "^/wp-json/wp/v2/posts", "503");
    try {
      const response = await request(site.app).get("/news");
      // an outage behind the page, not a fault of it (decision 016)
      expect(response.status).toBe(503);
      expect(response.headers["retry-after"]).toBe("30");
      expect(response.text).toContain("Si è verificato un errore: riprova tra qualche istante.");
      const visible = /<section class="error-page"[\s\S]*?<\/section>/.exec(response.text)?.[0] ?? "";
      expect(visible).toMatch(/<h1 id="error-title">Errore<\/h1>/);
      expect(visible).not.toMatch(/UpstreamError|Service Unavailable|at [\w.]+ \(/);
    } finally {
      await clearFaults(site.fakes.content!.url);
    }
  });

  it("answers 404, as for a missing post, for posts WordPress does not publish (401 rest_forbidden)", async () => {
    const cases = await newsroomCases();
    for (const id of [cases.draft, cases.private, cases.scheduled, cases.trashed]) {
      const response = await request(site.app).get(`/news/${id}-bozza`);
      expect(response.status, String(id)).toBe(404);
      expect(response.text).toContain("Ops... Non ho trovato questa pagina...");
    }
  });

  it("links a post with emoji and Japanese in its slug from the news list, and serves it at that address", async () => {
    const { encodedSlug } = await newsroomCases();
    const post = (await (await fetch(`${site.fakes.content!.url}/posts/${encodedSlug}`)).json()) as { slug: string };
    expect(post.slug).toContain("%e6%9d%b1%e4%ba%ac");
    const expected = `/news/${encodedSlug}-${encodeURIComponent(decodeURIComponent(post.slug))}`;
    let listed = false;
    for (let page = 1; page <= 5 && !listed; page++)
      listed = (await request(site.app).get(`/news?page=${page}`)).text.includes(`href="${expected}"`);
    expect(listed).toBe(true);
    const html = (await request(site.app).get(expected).expect(200)).text;
    expect(html).toContain("Trotto a Tokyo 東京 🏇: la prima corsa in Giappone");
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${expected}"/>`);
    // WordPress's own lower-case encoding names the same post: one redirect to Sulky's address, no 404, no loop
    const lowerCase = await request(site.app).get(`/news/${encodedSlug}-${post.slug}`).expect(301);
    expect(lowerCase.headers.location).toBe(expected);
  });

  it("dates and signs the post of 00:30 on 1 January 2000 in Rome (1999 in UTC)", async () => {
    const { millennium } = await newsroomCases();
    const redirect = await request(site.app).get(`/news/${millennium}`).expect(301);
    const html = (await request(site.app).get(redirect.headers.location).expect(200)).text;
    expect(html).toMatch(/<time dateTime="1999-12-31T23:30:00.000Z" class="post-date">1 gennaio 2000<\/time>/);
    expect(html).toContain('class="post-author"');
  });

  it("gives link previews an absolute picture: og:image, twitter:image and the JSON-LD image", async () => {
    const html = (
      await request(site.app)
        .get(`/news/${await newestPost(site.fakes.content!.url)}`)
        .expect(200)
    ).text;
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
    const jsonLd = /"image":\["([^"]+)"\]/.exec(html)?.[1];
    for (const url of [og, twitter, jsonLd]) expect(url?.startsWith(`${SITE_URL}/`), url).toBe(true);
  });

  it("says in Italian that a password-protected post's text is not available, instead of an empty article", async () => {
    const { passwordProtected } = await newsroomCases();
    const redirect = await request(site.app).get(`/news/${passwordProtected}`).expect(301);
    const html = (await request(site.app).get(redirect.headers.location).expect(200)).text;
    expect(html).toContain("Questo articolo è protetto da password: il testo si può leggere solo sul sito della redazione.");
    expect(html).not.toContain('class="post-body"');
  });

  it("leads the links inside a post's body to Sulky's pages, not to the WordPress site", async () => {
    const { internalLinks, linkedPosts } = await newsroomCases();
    const fake = site.fakes.content!;
    const [first, second] = await Promise.all(
      linkedPosts.map(async (id) => (await (await fetch(`${fake.url}/posts/${id}`)).json()) as { id: number; slug: string }),
    );
    const redirect = await request(site.app).get(`/news/${internalLinks}`).expect(301);
    const html = (await request(site.app).get(redirect.headers.location).expect(200)).text;
    const body = /<div class="post-body">([\s\S]*?)<\/div><p class="google-news">/.exec(html)?.[1] ?? "";
    expect(body).toContain(`href="/news/${first.id}-${first.slug}"`);
    expect(body).toContain(`href="/news/${second.id}"`);
    expect(body).toContain('href="/news"');
    expect(body).toMatch(/<a href="\/media\/contenuti\/media\/news-1104-galleria-1-1280x720\.svg">/);
    expect(body).not.toContain(fake.origin);
    // the id alone leads to the post's own address
    expect((await request(site.app).get(`/news/${second.id}`).expect(301)).headers.location).toBe(`/news/${second.id}-${second.slug}`);
  });

  it("answers the news sitemap with 503 and Retry-After when WordPress is down and nothing is cached", async () => {
    await injectFault(site.fakes.content!.url, "^/wp-json/wp/v2/posts", "503");
    try {
      const response = await request(site.app).get("/sitemap-news.xml");
      expect(response.status).toBe(503);
      expect(response.headers["retry-after"]).toMatch(/^\d+$/);
      expect(response.text).not.toMatch(/at [\w.]+ \(|UpstreamError/);
    } finally {
      await clearFaults(site.fakes.content!.url);
    }
  });

  it("shows the static pages by their fixed ids", async () => {
    const pages: [string, string, string][] = [
      ["/chi-siamo", "Chi siamo", "Sulky, il portale del trotto"],
      ["/contatti", "Contatti", "Telefono: 02 8942 3176 (numero di esempio)"],
      ["/privacy", "Privacy", "Informativa sulla privacy"],
    ];
    for (const [path, title, text] of pages) {
      const html = (await request(site.app).get(path).expect(200)).text;
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(text);
      expect(html).toContain(`<title>${title} | Sulky</title>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    }
  });
});

describe("contact details", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      today: TODAY,
      env: { SITE_URL, CONTACT_EMAIL: "scrivici@trotto.example.it", ADVERTISING_EMAIL: "spazi@trotto.example.it" },
    });
  }, 60_000);
  afterAll(async () => site?.close());

  it("gives the contact page and the footer the same addresses, from one setting", async () => {
    const html = (await request(site.app).get("/contatti").expect(200)).text;
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    for (const part of [main, footer]) {
      expect(part).toContain('href="mailto:scrivici@trotto.example.it"');
      expect(part).toContain('href="mailto:spazi@trotto.example.it"');
    }
    const addresses = new Set([...html.matchAll(/mailto:([^"]+)"/g)].map((match) => match[1]));
    expect(addresses).toEqual(new Set(["scrivici@trotto.example.it", "spazi@trotto.example.it"]));
  });
});

describe("robots.txt and sitemaps", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, env: { SITE_URL }, warmUp: ["/privacy"] });
  }, 120_000);
  afterAll(async () => site?.close());

  it("serves robots.txt as text pointing at the sitemap", async () => {
    const response = await request(site.app).get("/robots.txt").expect(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("serves a sitemap index of four children, cached", async () => {
    const response = await request(site.app).get("/sitemap.xml").expect(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const children = [...response.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
    expect(children).toHaveLength(4);
    for (const child of children) {
      expect(child.startsWith(SITE_URL)).toBe(true);
      const xml = (await request(site.app).get(child.slice(SITE_URL.length)).expect(200)).text;
      expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>/g)];
      expect(urls.length, child).toBeGreaterThan(0);
      expect(xml.match(/<url>/g)).toHaveLength(urls.length);
      for (const [, loc] of urls) expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
    }
  });

  it("lists news posts, horse profiles, breeder sheets and static pages", async () => {
    const news = (await request(site.app).get("/sitemap-news.xml")).text;
    const published = Number((await fetch(`${site.fakes.content!.url}/posts?per_page=1`)).headers.get("x-wp-total"));
    expect(news.match(/<url>/g)).toHaveLength(published);
    expect(news).toContain(`${SITE_URL}/news/${await newestPost(site.fakes.content!.url)}`);
    expect((await request(site.app).get("/sitemap-cavalli.xml")).text).toMatch(new RegExp(`${SITE_URL}/cavalli/\\d+-`));
    const breeders = ((await (await fetch(`${site.fakes.trotting!.url}/api/v2/allevatori`)).json()) as { items: unknown[] }).items.length;
    expect(breeders).toBeGreaterThan(40);
    expect((await request(site.app).get("/sitemap-allevatori.xml")).text.match(/\/trotto\/allevatori\/\d+-/g)).toHaveLength(breeders);
    const pages = (await request(site.app).get("/sitemap-pagine.xml")).text;
    for (const path of ["/chi-siamo", "/contatti", "/privacy", "/news"]) expect(pages).toContain(`<loc>${SITE_URL}${path}</loc>`);
  });

  it(
    "lists every public page that needs no parameter (the sections), and only pages that answer and may be indexed",
    { timeout: 60_000 },
    async () => {
      const pages = (await request(site.app).get("/sitemap-pagine.xml")).text;
      const listed = new Set([...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].slice(SITE_URL.length)));
      for (const section of [
        "/trotto/partenti",
        "/trotto/arrivi",
        "/trotto/classifiche/leaders",
        "/trotto/qualifiche",
        "/trotto/puledri",
      ]) {
        expect(listed.has(section), section).toBe(true);
      }
      for (const path of parameterlessPagePaths()) {
        const response = await request(site.app).get(path);
        const indexable =
          response.status === 200 &&
          /^text\/html/.test(response.headers["content-type"] ?? "") &&
          !response.text.includes('content="noindex"');
        expect(listed.has(path), `${path} (${response.status})`).toBe(indexable);
      }
      for (const path of listed) {
        const response = await request(site.app).get(path);
        expect(response.status, path).toBe(200);
        expect(response.text, path).not.toContain('content="noindex"');
      }
    },
  );
});

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The paths of the route table that take no parameter, files (sitemaps, feeds, exports, JSON) left out. */
function parameterlessPagePaths(): string[] {
  const walk = (entries: RouteEntry[]): string[] =>
    entries.flatMap((entry) => [...(entry.index ? ["/"] : entry.path ? [`/${entry.path}`] : []), ...walk(entry.children ?? [])]);
  return [...new Set(walk(routes as RouteEntry[]))].filter(
    (path) => !/[:*]/.test(path) && !/\.(xml|txt|ics)$/.test(path) && !/^\/(api|esporta|iframe)\//.test(path),
  );
}
