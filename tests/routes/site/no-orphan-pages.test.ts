import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/views/routes";
import { startTestSite, type TestSite } from "../../support/test-site";

/**
 * Every page of the site can be reached by following links from the home page. The crawl starts
 * at `/`, follows the links of each page it reads and reads one address per route (the first it
 * finds), so it stays short; a route no link leads to is an orphan.
 */

/** Routes that are not pages one reaches by a link, each with the reason. */
const NOT_LINKED: Record<string, string> = {
  "api/allevatori/suggerimenti": "JSON for the breeder field",
  "api/cavalli/cerca": "JSON for the horse pickers",
  "api/ricerca": "JSON for the header's suggestions",
  "robots.txt": "for crawlers",
  "sitemap.xml": "for crawlers (robots.txt names it)",
  "sitemap-news.xml": "for crawlers",
  "sitemap-cavalli.xml": "for crawlers",
  "sitemap-allevatori.xml": "for crawlers",
  "sitemap-pagine.xml": "for crawlers",
  "fantatrotto/esci": "the game's sign-out, a form post",
  "trotto/qualifiche/elenco": "the qualifications' full list, fetched by their page's script",
  "*": "the 404 page",
  "fantatrotto/mercato": "the game's pages are for signed-in players, linked from the game's own menu",
  "fantatrotto/classifiche/:type?/:id?": "the game's pages are for signed-in players, linked from the game's own menu",
  "fantatrotto/regolamento": "the game's pages are for signed-in players, linked from the game's own menu",
  "iframe/*": "partner pages are framed by partners' sites, not linked",
};
const NOT_LINKED_PREFIXES = ["esporta/csv/", "iframe/"];

type FlatRoute = { id: string; path: string };

function flatten(entries: readonly RouteConfigEntry[], parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.index || entry.path !== undefined ? [{ id: entry.id ?? entry.file, path: entry.index ? parent : path }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

const pageRoutes = flatten(routes).filter(
  (route) =>
    !(route.path in NOT_LINKED) && !NOT_LINKED_PREFIXES.some((prefix) => route.path.startsWith(prefix)) && !route.path.endsWith(".ics"),
);
const matchable = flatten(routes).map((route) => ({ id: route.path, path: `/${route.path}` }));

function routeOf(path: string): string | null {
  const matches = matchRoutes(matchable, path);
  return matches?.at(-1)?.route.id ?? null;
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#]*)/g)].map((match) => match[1].replace(/&amp;/g, "&"));
}

describe("links from the home page", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => site?.close());

  it("reach every page of the site", { timeout: 240_000 }, async () => {
    const reached = new Map<string, string>([["", "/"]]);
    const queue = ["/"];
    while (queue.length > 0) {
      const address = queue.shift()!;
      const response = await request(site.app).get(address);
      const location = response.headers.location as string | undefined;
      const found = response.status >= 300 && response.status < 400 && location ? [location] : linksOf(response.text ?? "");
      for (const link of found) {
        const route = routeOf(new URL(link, "http://sulky.test").pathname);
        if (route === null || reached.has(route)) continue;
        reached.set(route, link);
        queue.push(link);
      }
    }
    const orphans = pageRoutes.map((route) => route.path).filter((path) => !reached.has(path));
    expect(orphans).toEqual([]);
  });
});
