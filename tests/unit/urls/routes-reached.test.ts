import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import * as breeding from "~/src/urls/breeding";
import * as fantasy from "~/src/urls/fantasy";
import * as horses from "~/src/urls/horses";
import * as news from "~/src/urls/news";
import * as races from "~/src/urls/races";
import * as rankings from "~/src/urls/rankings";
import routes from "~/views/routes";
import { fantasyRoutes } from "~/views/routes/fantasy/routes";

/** The route configuration as React Router matches it, each route named by its id or, without one, its file. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file.replace(/\.tsx?$/, ""),
    path: entry.path,
    index: entry.index,
    children: entry.children ? routeObjects(entry.children) : undefined,
  })) as RouteObject[];
}

const ROUTES = routeObjects(routes);

/** Every route's whole pattern (`/trotto/arrivi/:date/:racecourse/:raceNumber?`, the index `/`), layouts passed through. */
function fullPatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : null;
    return [
      ...(own && !entry.children ? [own] : []),
      ...fullPatterns(entry.children ?? [], entry.path ? `${parent}/${entry.path}` : parent),
    ];
  });
}
/** The route an address reaches (the catch-all 404 included). */
const reached = (address: string) => matchRoutes(ROUTES, new URL(address, "http://sulky.test").pathname)?.at(-1)?.route.id;

const day = { year: 2026, month: 11, day: 22 };

describe("each builder's address reaches the route it is for, not the 404", () => {
  it.each([
    [horses.horseProfilePath({ code: "102306", name: "Vagabondo Vr" }), "routes/horses/horse-profile"],
    [horses.horseStartsCalendarPath({ code: "102306" }), "routes/horses/starts-calendar"],
    [horses.followedCalendarPath(["1", "2"]), "routes/horses/followed-calendar"],
    [horses.horseFilePath("stalloni", "102306-vagabondo"), "horse-file-stallion"],
    [horses.horseFilePath("fattrici", "101736-x"), "horse-file-mare"],
    [horses.horseFilePath("in-vendita", "101736-x"), "horse-file-for-sale"],
    [horses.horseFilePath("puledri", "101736-x"), "horse-file-foal"],
    [horses.horseSearchPath("ricerca"), "horse-search-entry"],
    [horses.matingPath({ sire: "1", dam: "2" }), "routes/horses/mating"],
    [horses.stallionsForMarePath("2"), "routes/horses/stallions-for-mare"],
    [horses.horseSuggestionsPath({ input: "Vare" }), "routes/horses/api-horse-search"],
    [races.raceListPath("arrivi"), "races/results-list"],
    [races.racePath("partenti", day, "NA", 3), "races/entries-detail"],
    [races.racePath("arrivi", day, "NA", null, { bare: true }), "races/results-detail"],
    [races.raceAtAGlancePath(day, "NA", 3), "routes/races/race-at-a-glance"],
    [races.startersByDatePath(day), "routes/races/starters-by-date"],
    [races.sireStartersPath("Varenne"), "routes/races/sire-starters"],
    [races.todayEntriesPath(), "routes/races/today-entries"],
    [races.drawDetailPath(day, "NA", 3), "routes/races/draw-detail"],
    [races.startingNumbersPath("NA"), "routes/races/starting-numbers"],
    [races.qualificationsPath({ year: 2024, all: true }), "routes/races/qualifications"],
    [races.fullQualificationListPath(2024), "routes/races/qualifications-list"],
    [races.qualificationRankingPath("stalloni", 2024, "1-x"), "routes/races/qualification-ranking"],
    [breeding.foalListPath({ trailingSlash: true }), "routes/breeding/foal-list"],
    [breeding.foalFilePath("101-alba"), "horse-file-foal"],
    [breeding.breedersPath("boxes"), "routes/breeding/breeders"],
    [breeding.breederSheetPath({ id: 7, name: "Lama" }), "routes/breeding/breeder-sheet"],
    [breeding.breederSuggestionsPath("lam"), "routes/breeding/api-breeder-suggestions"],
    [breeding.stallionTablePath("1-x", "figli"), "routes/breeding/stallion-offspring"],
    [breeding.stallionTablePath("1-x", "fattrici"), "routes/breeding/stallion-mares"],
    [breeding.featuredStallionsPath(), "routes/breeding/featured-stallions"],
    [breeding.forSalePath("carature"), "for-sale-carats"],
    [breeding.addFoalPath(), "routes/breeding/add-foal"],
    [rankings.rankingPath("stalloni"), "routes/rankings/ranking"],
    [rankings.entityRankingPath("stalloni", "1-x", 2025, "?eta=3"), "routes/rankings/entity-ranking"],
    [news.newsListPath(2), "routes/news/news-list"],
    [news.newsPostPath({ id: 1, slug: "a" }), "routes/news/news-post"],
    [news.staticPagePath("privacy"), "static-privacy"],
    [news.sitemapPath("cavalli"), "sitemap-cavalli"],
    [fantasy.fantasyAuthPath("registrati"), "routes/fantasy/auth"],
    [fantasy.fantasyRankingsPath("mese", "2026-11"), "routes/fantasy/rankings"],
    [fantasy.fantasyLogoutPath(), "routes/fantasy/logout"],
  ])("%s", (address, routeId) => {
    expect(reached(address)).toBe(routeId);
  });

  it("knows a route's own identity from its pattern, for every route that shares a page", () => {
    expect(horses.horseFileKindOfRoute("trotto/fattrici/:slug")).toBe("fattrici");
    expect(breeding.forSaleKindOfRoute("trotto/in-vendita/puledri")).toBe("puledri");
    expect(news.staticPageOfRoute("chi-siamo")).toBe("chi-siamo");
    expect(news.sitemapOfRoute("sitemap.xml")).toBe("index");
    expect(races.raceTypeOfRoute("trotto/arrivi/:date/:racecourse/:raceNumber?")).toBe("arrivi");
  });
});

describe("what src/urls knows of the routes is the route table's", () => {
  const patterns = fullPatterns(routes);

  it("names the pages a race-day event changes by patterns of the table", () => {
    expect(patterns.length).toBeGreaterThan(50);
    for (const pattern of [...Object.values(races.RACE_DAY_PAGE_PATTERNS), news.HOME_PATTERN]) expect(patterns).toContain(pattern);
  });

  it("tells the game's pages from every other route as the table groups them, with its one test", () => {
    const game = new Set(fullPatterns(fantasyRoutes));
    expect(game.size).toBeGreaterThan(4);
    for (const pattern of patterns) expect(fantasy.isFantasyPath(pattern), pattern).toBe(game.has(pattern));
    expect(fantasy.isFantasyPath("/fantatrottox")).toBe(false);
  });
});
