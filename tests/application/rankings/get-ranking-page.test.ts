import { describe, expect, it } from "vitest";
import { makeGetEntityRankingPage } from "../../../src/application/rankings/get-entity-ranking-page";
import { makeGetRankingPage } from "../../../src/application/rankings/get-ranking-page";
import type { Ranking, RankingQuery } from "../../../src/domain/rankings/ranking";
import type { RankingsTrottingPort } from "../../../src/ports/trotting/rankings";
import { UpstreamError } from "../../../src/ports/upstream-error";

const clock = { now: () => new Date("2026-11-22T10:00:00Z") };

function rankingFor(query: RankingQuery, rows = 5, perPage = 2): Ranking {
  const year = query.year ?? 2026;
  return {
    items: Array.from({ length: rows }, (_, index) => ({ Nome: `Cavallo ${index + 1}`, slug: `${100 + index}-cavallo`, Record: index % 2 ? null : `1.1${index}.0` })),
    fields: [{ key: "Nome", label: "Nome" }, { key: "Record", label: "Record" }],
    showYear: true,
    yearOptions: [2026, 2025, 2024],
    yearSelected: year,
    etaOptions: [],
    etaSelected: null,
    queryString: "",
    showDoubleHeader: false,
    description: null,
    perPage,
    title: query.entity === "leaders" ? null : `Classifica ${query.entity} ${year}`,
    switchType: null,
  };
}

function inMemoryRankings(calls: RankingQuery[] = []): RankingsTrottingPort {
  return {
    async ranking(query) {
      calls.push(query);
      return rankingFor(query);
    },
    async entityRanking() {
      return [];
    },
    async sitemapBreederSlugs() {
      return [];
    },
  };
}

const base = { entity: "leaders" as const, year: null, eta: null, type: null, page: 1, sort: null };

describe("getRankingPage", () => {
  it("titles a ranking without server title 'Classifica {entity} {current year}' and cuts the server's page size", async () => {
    const page = await makeGetRankingPage({ trotting: inMemoryRankings(), clock })(base);
    expect(page?.title).toBe("Classifica leaders 2026");
    expect(page?.rows.map((row) => row.Nome)).toEqual(["Cavallo 1", "Cavallo 2"]);
    expect(page?.totalPages).toBe(3);
    expect(page?.totalRows).toBe(5);
  });

  it("asks again for the current ranking when the chosen year is not among the options", async () => {
    const calls: RankingQuery[] = [];
    const page = await makeGetRankingPage({ trotting: inMemoryRankings(calls), clock })({ ...base, entity: "stalloni", year: 1999 });
    expect(calls.map((call) => call.year)).toEqual([1999, null]);
    expect(page?.year).toBe(2026);
    const kept = await makeGetRankingPage({ trotting: inMemoryRankings(calls), clock })({ ...base, entity: "stalloni", year: 2025 });
    expect(kept?.title).toBe("Classifica stalloni 2025");
  });

  it("sorts the whole ranking before paging, empty values last, and ignores unknown columns", async () => {
    const sorted = await makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, page: 3, sort: { key: "Record", direction: "desc" } });
    expect(sorted?.rows.map((row) => row.Record)).toEqual([null]);
    const first = await makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, sort: { key: "Record", direction: "desc" } });
    expect(first?.rows.map((row) => row.Record)).toEqual(["1.14.0", "1.12.0"]);
    const unknown = await makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, sort: { key: "Segreto", direction: "asc" } });
    expect(unknown?.sort).toBeNull();
    expect(unknown?.rows[0].Nome).toBe("Cavallo 1");
  });

  it("answers null for a page past the last one", async () => {
    expect(await makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, page: 4 })).toBeNull();
  });
});

describe("getEntityRankingPage", () => {
  const port = (rows: Awaited<ReturnType<RankingsTrottingPort["entityRanking"]>> | Error): RankingsTrottingPort => ({
    ...inMemoryRankings(),
    async entityRanking() {
      if (rows instanceof Error) throw rows;
      return rows;
    },
  });
  const request = { entity: "stalloni", slug: "100038-varenne", id: "100038", year: null, eta: "3", type: null };

  it("defaults to this year, offers ten years and keeps eta in the query string", async () => {
    const row = { NomeEntity: "Varenne", NomeCavallo: "Zefiro Grif", slug: "102306-zefiro-grif", Corse: 5, SommeVinte: 1000, Vittorie: 1, perc: 20, Piazzamenti: 2 };
    const page = await makeGetEntityRankingPage({ trotting: port([row]), clock })(request);
    expect(page?.year).toBe(2026);
    expect(page?.years).toHaveLength(10);
    expect(page?.name).toBe("Varenne");
    expect(page?.queryString).toBe("?eta=3");
    expect(page?.note).toBe("solo per le corse italiane");
  });

  it("answers null for a year outside the last ten", async () => {
    const getPage = makeGetEntityRankingPage({ trotting: port([]), clock });
    expect(await getPage({ ...request, year: 2016 })).toBeNull();
    expect(await getPage({ ...request, year: 2027 })).toBeNull();
    expect((await getPage({ ...request, year: 2017 }))?.year).toBe(2017);
  });

  it("answers null when the upstream does not know the subject, and lets other failures through", async () => {
    expect(await makeGetEntityRankingPage({ trotting: port(new UpstreamError("trotting", "not-found", "x", 404)), clock })(request)).toBeNull();
    await expect(makeGetEntityRankingPage({ trotting: port(new UpstreamError("trotting", "unavailable", "x", 503)), clock })(request)).rejects.toThrow();
  });
});
