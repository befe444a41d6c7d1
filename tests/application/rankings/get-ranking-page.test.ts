import { describe, expect, it } from "vitest";
import { makeGetEntityRankingPage } from "~/src/application/rankings/get-entity-ranking-page";
import { makeGetRankingPage } from "~/src/application/rankings/get-ranking-page";
import type { Ranking, RankingQuery } from "~/src/domain/rankings/ranking";
import type { RankingsTrottingPort } from "~/src/ports/trotting/rankings";
import { UpstreamError } from "~/src/ports/upstream-error";
import { aRanking } from "../../support/domain";

const clock = { now: () => new Date("2026-11-22T10:00:00Z") };

function rankingFor(query: RankingQuery, rows = 5, perPage = 2): Ranking {
  const year = query.year ?? 2026;
  return aRanking({
    rows: Array.from({ length: rows }, (_, index) => ({
      name: `Cavallo ${index + 1}`,
      slug: `${100 + index}-cavallo`,
      age: null,
      cells: { name: `Cavallo ${index + 1}`, record: index % 2 ? null : `1.1${index}.0` },
    })),
    columns: [
      { id: "name", label: "Nome", kind: "name" },
      { id: "record", label: "Record", kind: "record" },
    ],
    showYear: true,
    yearOptions: [2026, 2025, 2024],
    selectedYear: year,
    perPage,
    title: query.entity === "leaders" ? null : `Classifica ${query.entity} ${year}`,
  });
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

const base = { entity: "leaders" as const, year: null, age: null, type: null, page: 1, sort: null };

/** The page of a ranking the upstream answered. */
async function okPage(pending: ReturnType<ReturnType<typeof makeGetRankingPage>>) {
  const page = await pending;
  if (page?.status !== "ok") throw new Error("expected a ranking");
  return page;
}

describe("getRankingPage", () => {
  it("titles a ranking without server title 'Classifica {subjects} {year}' in Italian and cuts the server's page size", async () => {
    const page = await okPage(makeGetRankingPage({ trotting: inMemoryRankings(), clock })(base));
    expect(page.title).toBe("Classifica cavalli 2026");
    expect(page.rows.map((row) => row.name)).toEqual(["Cavallo 1", "Cavallo 2"]);
    expect(page.totalPages).toBe(3);
    expect(page.totalRows).toBe(5);
  });

  it("titles a ranking without server title with the year of its figures, not today's", async () => {
    const page = await okPage(makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, year: 2024 }));
    expect(page.year).toBe(2024);
    expect(page.title).toBe("Classifica cavalli 2024");
  });

  it("asks again for the current ranking when the chosen year is not among the options", async () => {
    const calls: RankingQuery[] = [];
    const page = await okPage(
      makeGetRankingPage({ trotting: inMemoryRankings(calls), clock })({ ...base, entity: "stalloni", year: 1999 }),
    );
    expect(calls.map((call) => call.year)).toEqual([1999, null]);
    expect(page.year).toBe(2026);
    const kept = await makeGetRankingPage({ trotting: inMemoryRankings(calls), clock })({ ...base, entity: "stalloni", year: 2025 });
    expect(kept?.title).toBe("Classifica stalloni 2025");
  });

  it("sorts the whole ranking before paging, empty values last, and ignores unknown columns", async () => {
    const sorted = await okPage(
      makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, page: 3, sort: { key: "record", direction: "desc" } }),
    );
    expect(sorted.rows.map((row) => row.cells.record)).toEqual([null]);
    const first = await okPage(
      makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, sort: { key: "record", direction: "desc" } }),
    );
    expect(first.rows.map((row) => row.cells.record)).toEqual(["1.14.0", "1.12.0"]);
    const unknown = await okPage(
      makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, sort: { key: "Segreto", direction: "asc" } }),
    );
    expect(unknown.sort).toBeNull();
    expect(unknown.rows[0].name).toBe("Cavallo 1");
  });

  it("answers null for a page past the last one", async () => {
    expect(await makeGetRankingPage({ trotting: inMemoryRankings(), clock })({ ...base, page: 4 })).toBeNull();
  });

  it("keeps the title and says the ranking is unavailable when the upstream's answer cannot be read", async () => {
    const unreadable: RankingsTrottingPort = {
      ...inMemoryRankings(),
      ranking: () => Promise.reject(new UpstreamError("trotting", "invalid-response", "dati non validi")),
    };
    expect(await makeGetRankingPage({ trotting: unreadable, clock })(base)).toEqual({
      status: "unavailable",
      entity: "leaders",
      title: "Classifica cavalli 2026",
    });
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
  const request = { entity: "stalloni" as const, slug: "100038-varenne", id: "100038", year: null, age: "3", type: null };

  it("defaults to this year, offers ten years and keeps the age asked", async () => {
    const row = {
      subjectName: "Varenne",
      horseName: "Zefiro Grif",
      slug: "102306-zefiro-grif",
      starts: 5,
      winnings: 1000,
      wins: 1,
      winPercent: 20,
      placings: 2,
    };
    const page = await makeGetEntityRankingPage({ trotting: port([row]), clock })(request);
    expect(page?.year).toBe(2026);
    expect(page?.years).toHaveLength(10);
    expect(page?.name).toBe("Varenne");
    expect(page).toMatchObject({ age: "3", type: null });
    expect(page?.note).toBe("solo per le corse italiane");
  });

  it("answers null for a year outside the last ten", async () => {
    const getPage = makeGetEntityRankingPage({ trotting: port([]), clock });
    expect(await getPage({ ...request, year: 2016 })).toBeNull();
    expect(await getPage({ ...request, year: 2027 })).toBeNull();
    // a ranked subject with no line that year keeps its page
    expect((await getPage({ ...request, slug: "100-cavallo", id: "100", year: 2017 }))?.year).toBe(2017);
  });

  it("answers null for an id no ranking knows when it has no line either (a made-up address)", async () => {
    const getPage = makeGetEntityRankingPage({ trotting: port([]), clock });
    expect(await getPage({ ...request, slug: "999-x", id: "999", year: 2026 })).toBeNull();
  });

  it("answers null when the upstream does not know the subject, and lets other failures through", async () => {
    expect(
      await makeGetEntityRankingPage({ trotting: port(new UpstreamError("trotting", "not-found", "x", 404)), clock })(request),
    ).toBeNull();
    await expect(
      makeGetEntityRankingPage({ trotting: port(new UpstreamError("trotting", "unavailable", "x", 503)), clock })(request),
    ).rejects.toThrow();
  });
});
