import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "../../adapters/http/upstream-client";
import { rankingsCalls } from "../../adapters/trotting/rankings-calls";
import { startFake } from "../../fake-upstreams/index";
import type { Logger } from "../../src/ports/logger";
import type { RankingsTrottingPort } from "../../src/ports/trotting/rankings";
import { isUpstreamError } from "../../src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };

describe("rankings calls against the trotting fake", () => {
  let close: () => Promise<void>;
  let rankings: RankingsTrottingPort;

  beforeAll(async () => {
    const fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    close = () => fake.close();
    rankings = rankingsCalls(
      createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false }),
    );
  });
  afterAll(async () => close?.());

  it("reads the leaders ranking: no title, page size defaults to 300, switchType 'year'", async () => {
    const ranking = await rankings.ranking({ entity: "leaders", year: null, eta: null, type: null });
    expect(ranking.title).toBeNull();
    expect(ranking.perPage).toBe(300);
    expect(ranking.switchType).toBe("year");
    expect(ranking.yearOptions).toHaveLength(10);
    expect(ranking.items.length).toBeGreaterThan(0);
    expect(ranking.items[0]).toMatchObject({ Nome: expect.any(String), slug: expect.stringMatching(/^\d+-/) });
    expect(ranking.etaOptions[0]).toEqual({ value: "", label: "Tutte le età" });
  });

  it("reads the stallions ranking with double header, description and age filter", async () => {
    const ranking = await rankings.ranking({ entity: "stalloni", year: 2025, eta: "3", type: null });
    expect(ranking.title).toBe("Classifica stalloni 2025");
    expect(ranking.showDoubleHeader).toBe(true);
    expect(ranking.switchType).toBe("classics");
    expect(ranking.yearSelected).toBe(2025);
    expect(ranking.etaSelected).toBe("3");
    expect(ranking.queryString).toBe("?eta=3");
    expect(ranking.description?.texts.length).toBeGreaterThan(0);
    expect(ranking.fields.map((field) => field.key)).toContain("Record");
  });

  it("reads a single-entity ranking and answers not-found for an unknown entity", async () => {
    const stallions = await rankings.ranking({ entity: "stalloni", year: 2026, eta: null, type: null });
    const id = stallions.items[0].slug.split("-")[0];
    const rows = await rankings.entityRanking({ entity: "stalloni", id, year: 2026, eta: null, type: null });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ NomeEntity: stallions.items[0].Nome, NomeCavallo: expect.any(String), slug: expect.any(String) });
    await expect(rankings.entityRanking({ entity: "unicorni", id, year: 2026, eta: null, type: null })).rejects.toSatisfy((error) =>
      isUpstreamError(error, "not-found"),
    );
  });

  it("lists the breeders' slugs for the sitemap", async () => {
    const slugs = await rankings.sitemapBreederSlugs();
    expect(slugs).toHaveLength(44);
    expect(slugs[0]).toMatch(/^\d+-[a-z0-9-]+$/);
  });
});
