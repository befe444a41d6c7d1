import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { rankingsCalls } from "~/adapters/trotting/rankings-calls";
import { startFake } from "~/fake-upstreams/index";
import type { Logger } from "~/src/ports/logger";
import type { RankingsTrottingPort } from "~/src/ports/trotting/rankings";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";
import { expectMapped, rawAnswer } from "./support/mapping";

type Raw = Record<string, unknown>;

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };

describe("rankings calls against the trotting fake", () => {
  let close: () => Promise<void>;
  let rankings: RankingsTrottingPort;
  let url: string;

  beforeAll(async () => {
    const fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    url = fake.url;
    close = () => fake.close();
    rankings = rankingsCalls(
      createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false }),
    );
  });
  afterAll(async () => close?.());

  it("reads the leaders ranking: no title, page size defaults to 300, switchType 'year', every row and column", async () => {
    const raw = await rawAnswer<{ items: Raw[]; fields: { key: string; label: string }[] }>(url, "/api/v2/classifiche?entity=leaders");
    const ranking = await rankings.ranking({ entity: "leaders", year: null, age: null, type: null });
    expect(ranking.title).toBeNull();
    expect(ranking.perPage).toBe(300);
    expect(ranking.switchType).toBe("year");
    expect(ranking.yearOptions).toHaveLength(10);
    expect(ranking.columns.map((column) => [column.id, column.label])).toEqual(raw.fields.map((field) => [field.key, field.label]));
    expect(ranking.columns.find((column) => column.id === "Nome")?.kind).toBe("name");
    expect(ranking.rows).toHaveLength(raw.items.length);
    ranking.rows.forEach((row, index) => {
      const upstream = raw.items[index];
      expectMapped(row, upstream, { name: "Nome", slug: "slug", age: "Eta" }, Object.keys(upstream));
      for (const column of ranking.columns) expect(row.cells[column.id] ?? null).toEqual(upstream[column.id] ?? null);
    });
    expect(ranking.ageOptions[0]).toEqual({ value: "", label: "Tutte le età" });
  });

  it("answers a generation ranking that differs from the annual one: one crop of horses over their seasons", async () => {
    const annual = await rankings.ranking({ entity: "leaders", year: 2026, age: null, type: null });
    const generation = await rankings.ranking({ entity: "leaders", year: 2026, age: null, type: "generazione" });
    expect(generation.rows.length).toBeGreaterThan(0);
    expect(generation.rows.map((row) => row.name)).not.toEqual(annual.rows.map((row) => row.name));
    expect(new Set(generation.rows.map((row) => row.age))).toEqual(new Set([3]));
  });

  it("reads the stallions ranking with double header, description and age filter", async () => {
    const raw = await rawAnswer<{ items: Raw[]; fields: { key: string; label: string }[]; title: string }>(
      url,
      "/api/v2/classifiche?entity=stalloni&year=2025&eta=3",
    );
    const ranking = await rankings.ranking({ entity: "stalloni", year: 2025, age: "3", type: null });
    expect(ranking.title).toBe(raw.title);
    expect(ranking.columns.map((column) => [column.id, column.label])).toEqual(raw.fields.map((field) => [field.key, field.label]));
    expect(ranking.rows).toHaveLength(raw.items.length);
    ranking.rows.forEach((row, index) => {
      expectMapped(row, raw.items[index], { name: "Nome", slug: "slug", age: "Eta" }, Object.keys(raw.items[index]));
      for (const column of ranking.columns) expect(row.cells[column.id] ?? null).toEqual(raw.items[index][column.id] ?? null);
    });
    expect(ranking.title).toBe("Classifica stalloni 2025");
    expect(ranking.doubleHeader).toBe(true);
    expect(ranking.switchType).toBe("classics");
    expect(ranking.selectedYear).toBe(2025);
    expect(ranking.selectedAge).toBe("3");
    expect(ranking.queryString).toBe("?eta=3");
    expect(ranking.description?.texts.length).toBeGreaterThan(0);
    expect(ranking.columns.find((column) => column.id === "Record")?.kind).toBe("record");
  });

  it("reads a single-entity ranking and answers not-found for an unknown entity", async () => {
    const stallions = await rankings.ranking({ entity: "stalloni", year: 2026, age: null, type: null });
    const id = stallions.rows[0].slug.split("-")[0];
    const raw = await rawAnswer<Raw[]>(url, `/api/v2/classifiche/stalloni/${id}/2026`);
    const rows = await rankings.entityRanking({ entity: "stalloni", id, year: 2026, age: null, type: null });
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((row, index) =>
      expectMapped(row, raw[index], {
        subjectName: "NomeEntity",
        horseName: "NomeCavallo",
        slug: "slug",
        starts: "Corse",
        winnings: "SommeVinte",
        wins: "Vittorie",
        winPercent: "perc",
        placings: "Piazzamenti",
      }),
    );
    expect(rows[0].subjectName).toBe(stallions.rows[0].name);
    await expect(rankings.entityRanking({ entity: "unicorni", id, year: 2026, age: null, type: null })).rejects.toSatisfy((error) =>
      isUpstreamError(error, "not-found"),
    );
  });

  it("lists the breeders' slugs for the sitemap: one for each breeder of the world", async () => {
    const slugs = await rankings.sitemapBreederSlugs();
    // as many as the world has breeders, in the upstream's order
    const raw = await rawAnswer<{ items: { slug: string }[] }>(url, "/api/v2/allevatori");
    expect(raw.items.length).toBeGreaterThan(0);
    expect(slugs).toEqual(raw.items.map((breeder) => breeder.slug));
    expect(slugs[0]).toMatch(/^\d+-[a-z0-9-]+$/);
  });
});
