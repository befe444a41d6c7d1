import { describe, expect, it } from "vitest";
import { postListSchema, postSchema } from "~/adapters/content/schemas";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { collectDroppedRows } from "~/adapters/shared/tolerant-reader";
import { breederListSchema, foalListSchema, forSaleListSchema } from "~/adapters/trotting/schemas/breeding";
import { sponsorCardsSchema } from "~/adapters/trotting/schemas/home";
import { horseFileSchema, horseProfileSchema, horseSearchSchema, racingSonsSchema } from "~/adapters/trotting/schemas/horses";
import { pedigreeSchema } from "~/adapters/trotting/schemas/pedigree";
import { partnerTableSchema } from "~/adapters/trotting/schemas/partner";
import { meetingsSchema, qualificationsSchema, raceAtAGlanceSchema, raceDetailSchema } from "~/adapters/trotting/schemas/races";
import { rankingSchema } from "~/adapters/trotting/schemas/rankings";
import { UNNAMED_HORSE } from "~/src/domain/horses/horse";
import type { Logger } from "~/src/ports/logger";
import { isUpstreamError } from "~/src/ports/upstream-error";

/**
 * Every field and case that took a page down when a real upstream answered in a legal
 * but unusual way (issue: optional fields null or missing, numbers as text, PHP's [],
 * unknown fields, a row without a name): each answer that failed before now maps.
 */

/** Parses like the upstream client: the value and the rows left out on the way. */
const read = <T>(schema: { parse(value: unknown): T }, answer: unknown) => collectDroppedRows(() => schema.parse(answer));

const file = { CodiceCavallo: 102306, NomeCavallo: "Vagabondo Vr", slug: "102306-vagabondo-vr" };

describe("optional fields null or missing", () => {
  it("reads a horse file and a profile without hasVideo, or with it null", () => {
    expect(read(horseFileSchema, file).result.hasVideo).toBe(false);
    expect(read(horseFileSchema, { ...file, hasVideo: null }).result).toMatchObject({
      code: "102306",
      hasVideo: false,
      production: { columns: [], rows: [] },
    });
    expect(read(horseProfileSchema, { ...file, hasVideo: null, breeders: null, Deceased: null }).result).toMatchObject({
      hasVideo: false,
      breeders: [],
      deceased: false,
    });
  });

  it("keeps a sponsor card without href, img or title", () => {
    const { result } = read(sponsorCardsSchema, [{ type: "stallone", href: null, img: null, title: null }, { type: "sponsor" }]);
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({ kind: "stallion", href: null, image: null, title: "" });
  });

  it("keeps a search result without its route (the view builds one from the code)", () => {
    expect(read(horseSearchSchema, { results: [{ CodiceCavallo: 1, NomeCavallo: "A", route: null }] }).result.results[0].route).toBeNull();
    expect(
      read(racingSonsSchema, { title: "T", results: [{ CodiceCavallo: 1, NomeCavallo: "A", Data: "22112026" }] }).result.results[0].route,
    ).toBeNull();
  });

  it("keeps a pedigree crossing without a colour", () => {
    const { result } = read(pedigreeSchema, {
      crossings: [
        { name: "Varenne", p: [2], m: [4], color: null },
        { name: "Love You", p: [3], m: [3] },
      ],
      genitori: { p: null, m: null },
    });
    expect(result.crossings).toEqual([
      { name: "Varenne", sireSide: [2], damSide: [4], color: null },
      { name: "Love You", sireSide: [3], damSide: [3], color: null },
    ]);
  });

  it("reads the breeding flags null or missing as no", () => {
    const foal = { CodiceCavallo: 1, NomeCavallo: "Alba", slug: "1-alba", Visitabile: null, hasVideo: null, is_sold: null };
    const { result } = read(foalListSchema, { puledri: [foal, { CodiceCavallo: 2, NomeCavallo: "Brezza" }], addFoalActive: null });
    expect(result.addingOpen).toBe(false);
    expect(result.foals.map((item) => [item.visitable, item.hasVideo, item.sold, item.auction])).toEqual([
      [false, false, false, null],
      [false, false, false, null],
    ]);
    expect(
      read(forSaleListSchema, {
        items: [
          { name: "A", slug: "1-a", sold: null },
          { name: "B", slug: "2-b" },
        ],
      }).result.map((item) => item.sold),
    ).toEqual([false, false]);
  });

  it("reads an auction foal's lot number when there is one, and keeps the foal at its sale without it", () => {
    const sale = { is_auction: true, auct_name: "Asta ITS", auct_color: "#fff", auct_bgcolor: "#b71c1c" };
    const foals = [
      { CodiceCavallo: 1, NomeCavallo: "Alba", slug: "1-alba", ...sale, auct_lot: 12 },
      { CodiceCavallo: 2, NomeCavallo: "Brezza", slug: "2-brezza", ...sale, auct_lot: "7" },
      { CodiceCavallo: 3, NomeCavallo: "Cometa", slug: "3-cometa", ...sale },
      { CodiceCavallo: 4, NomeCavallo: "Duna", slug: "4-duna", ...sale, auct_lot: null },
      { CodiceCavallo: 5, NomeCavallo: "Eco", slug: "5-eco", ...sale, auct_lot: "B12" },
      { CodiceCavallo: 6, NomeCavallo: "Fiaba", slug: "6-fiaba", ...sale, auct_lot: 0 },
      { CodiceCavallo: 7, NomeCavallo: "Gaia", slug: "7-gaia", auct_lot: 3 },
    ];
    const { result } = read(foalListSchema, { puledri: foals });
    expect(result.foals.map((item) => item.auction?.lot)).toEqual([12, 7, null, null, null, null, undefined]);
    expect(result.foals.slice(0, 6).every((item) => item.auction?.label === "Asta ITS")).toBe(true);
  });

  it("reads the race at a glance without its date (the address has it)", () => {
    const race = { NumeroCorsa: 1, nomeIppodromo: "Napoli Agnano" };
    expect(read(raceAtAGlanceSchema, { cavalli: [], dettaglio: { ...race, date: null } }).result.race.day).toBeNull();
    expect(read(raceAtAGlanceSchema, { cavalli: [], dettaglio: race }).result.race).toMatchObject({
      raceNumber: 1,
      day: null,
      racecourseName: "Napoli Agnano",
    });
  });
});

describe("a row without a name: the row or the placeholder, never the list", () => {
  it("shows a nameless foal as '(nome in attesa)', as studbooks do", () => {
    const { result, dropped } = read(foalListSchema, {
      puledri: [
        { CodiceCavallo: 1, NomeCavallo: null, slug: "1" },
        { CodiceCavallo: 2, NomeCavallo: "Brezza", slug: "2-brezza" },
      ],
    });
    expect(result.foals.map((foal) => foal.name)).toEqual([UNNAMED_HORSE, "Brezza"]);
    expect(dropped).toEqual([]);
  });

  it("keeps race rows and qualifications whose horse has no name, under the placeholder", () => {
    const section = {
      NumeroCorsa: 1,
      prestazioni: [
        { CodiceCavallo: 1, NomeCavallo: null },
        { CodiceCavallo: 2, NomeCavallo: "B" },
      ],
    };
    const { result } = read(raceDetailSchema, { corse: [section], ippodromo: { CodiceIppodromo: "NA", data: "23102026" } });
    expect(result.races[0].rows.map((row) => row.horseName)).toEqual([UNNAMED_HORSE, "B"]);
    expect(result.track.racecourseName).toBe("NA");
    const qualifications = Array.from({ length: 277 }, (_, index) => ({
      DataPre: "20261023",
      CodiceIppodromo: "MI",
      CodiceCavallo: 1000 + index,
      NomeCavallo: index === 7 ? null : `Cavallo ${index}`,
    }));
    expect(read(qualificationsSchema, qualifications).result).toHaveLength(277);
  });

  it("names a meeting without its racecourse's name by its code", () => {
    const { result } = read(meetingsSchema, [
      { DataGiornata: "22112026", CodiceIppodromo: "NA", NomeIppodromo: null },
      { DataGiornata: "22112026", CodiceIppodromo: "FI", NomeIppodromo: "Firenze" },
    ]);
    expect(result.map((meeting) => meeting.racecourseName)).toEqual(["NA", "Firenze"]);
  });

  it("drops a ranking subject or a breeder without a name, keeps the rest and reports every issue of the row", () => {
    const ranking = read(rankingSchema, {
      items: [
        { Nome: null, slug: null, Corse: 3 },
        { Nome: "Varenne", slug: "100005-varenne", Corse: 4 },
      ],
      fields: [{ key: "Nome", label: "Nome" }],
    });
    expect(ranking.result.rows.map((row) => row.name)).toEqual(["Varenne"]);
    expect(ranking.dropped).toEqual([
      { list: "items", index: 0, issues: [expect.objectContaining({ path: "Nome" }), expect.objectContaining({ path: "slug" })] },
    ]);
    const breeders = read(breederListSchema, {
      items: [
        { id: 1, Nome: null },
        { id: 2, Nome: "Tenuta Le Querce" },
      ],
    });
    expect(breeders.result.map((breeder) => breeder.name)).toEqual(["Tenuta Le Querce"]);
    expect(breeders.dropped[0]).toMatchObject({ list: "items", index: 0 });
  });
});

describe("numbers as text, one rule everywhere", () => {
  it("reads '15400' and '3' as numbers in race rows, rankings and breeder lists", () => {
    const section = {
      NumeroCorsa: "1",
      PremioCorsa: "15400",
      prestazioni: [{ CodiceCavallo: "1", NomeCavallo: "A", NumeroPartenza: "3", Piazzamento: "2", ImportoPremio: "15400", Eta: "4" }],
    };
    const { result } = read(raceDetailSchema, {
      corse: [section],
      ippodromo: { CodiceIppodromo: "NA", data: "23102026", LunghezzaPista: "1000" },
    });
    expect(result.races[0]).toMatchObject({ raceNumber: 1, purse: 15400 });
    expect(result.races[0].rows[0]).toMatchObject({ postPosition: 3, placement: 2, prizeMoney: 15400, age: 4 });
    expect(result.track.trackLength).toBe(1000);
    const ranking = read(rankingSchema, {
      items: [{ Nome: "A", slug: "1-a", Corse: "12", SommeVinte: "15400" }],
      fields: [
        { key: "Corse", label: "Corse" },
        { key: "SommeVinte", label: "Somme" },
      ],
      yearOptions: ["2026", "2025"],
      perPage: "50",
    });
    expect(ranking.result.rows[0].cells).toEqual({ Corse: 12, SommeVinte: 15400 });
    expect(ranking.result).toMatchObject({ yearOptions: [2026, 2025], perPage: 50 });
    expect(read(breederListSchema, { items: [{ id: "7", Nome: "A", puledri: "3" }] }).result[0]).toMatchObject({ id: 7, foalCount: 3 });
  });

  it("keeps numeric text as text where it is text (a record time)", () => {
    const ranking = read(rankingSchema, {
      items: [{ Nome: "A", slug: "1-a", Record: "1.12.3" }],
      fields: [{ key: "Record", label: "Record" }],
    });
    expect(ranking.result.rows[0].cells.Record).toBe("1.12.3");
  });
});

describe("unknown fields", () => {
  it("are ignored, and a partner table leaves out a column that is not a scalar", () => {
    const { result } = read(partnerTableSchema, {
      title: "I figli",
      horses: [{ NomeCavallo: "A", slug: "1-a", dettagli: { nuovo: true } }],
      fields: [
        { key: "NomeCavallo", label: "Nome" },
        { key: "dettagli", label: "Dettagli" },
      ],
      campo_nuovo: "1",
    });
    expect(result.columns.map((column) => [column.id, column.label])).toEqual([["c1", "Nome"]]);
    expect(result.rows).toEqual([{ cells: { c1: "A" }, horseCode: null, horseSlug: "1-a" }]);
  });

  it("but a partner answer without horses or mares is unusable", () => {
    expect(partnerTableSchema.safeParse({ unexpected: true }).success).toBe(false);
  });
});

describe("WordPress", () => {
  const post = { id: 1064, slug: "gran-premio", date: "2026-05-13T23:30:00", title: { rendered: "Varenne" } };

  it("reads PHP's empty array as an empty object: media_details: [] is a picture without sizes", () => {
    const { result } = read(postSchema, {
      ...post,
      _embedded: { "wp:featuredmedia": [{ source_url: "/media/a.jpg", media_details: [] }], author: [] },
    });
    expect(result.image).toEqual({ url: "/media/a.jpg", alt: "", width: 768, height: 432, srcSet: undefined });
    expect(read(postListSchema, [{ ...post, _embedded: [] }]).result[0].image).toBeNull();
  });

  it("dates a post from date_gmt, or from its Italian wall-clock time: 23:30 in Rome is still that day", () => {
    expect(read(postSchema, { ...post, date_gmt: "2026-05-13T21:30:00" }).result.date).toBe("2026-05-13T21:30:00.000Z");
    expect(read(postSchema, post).result.date).toBe("2026-05-13T21:30:00.000Z");
    expect(read(postSchema, { ...post, date: "2026-01-13T23:30:00" }).result.date).toBe("2026-01-13T22:30:00.000Z");
  });

  it("reads a title with inline HTML as plain text, never literal tags", () => {
    expect(read(postSchema, { ...post, title: { rendered: "<b>Varenne</b> &amp; Ready Cash &#8211; il derby" } }).result.title).toBe(
      "Varenne & Ready Cash – il derby",
    );
  });
});

describe("the upstream client's log lines", () => {
  function clientAnswering(body: unknown) {
    const lines: { level: string; details: Record<string, unknown>; message?: string }[] = [];
    const record = (level: string) => (details: object, message?: string) =>
      void lines.push({ level, details: details as Record<string, unknown>, message });
    const logger: Logger = { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") };
    const degraded: string[] = [];
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl: "http://upstream.test",
      timeoutMs: 1000,
      retry: false,
      scope: () => ({ logger, noteDegraded: (reason) => void degraded.push(reason) }),
      fetch: async () => Response.json(body),
    });
    return { client, lines, degraded };
  }

  it("write one line per dropped row, with the endpoint and every issue, and mark the page degraded", async () => {
    const { client, lines, degraded } = clientAnswering({ items: [{ id: null, Nome: null }, { id: 2, Nome: "B" }, { Nome: "C" }] });
    expect(await client.get("/api/v2/allevatori", breederListSchema)).toHaveLength(1);
    const drops = lines.filter((line) => line.level === "warn");
    expect(drops.map((line) => line.details)).toEqual([
      {
        upstream: "trotting",
        endpoint: "GET /api/v2/allevatori",
        list: "items",
        index: 0,
        issues: [expect.objectContaining({ path: "id" }), expect.objectContaining({ path: "Nome" })],
      },
      {
        upstream: "trotting",
        endpoint: "GET /api/v2/allevatori",
        list: "items",
        index: 2,
        issues: [expect.objectContaining({ path: "id" })],
      },
    ]);
    expect(degraded).toHaveLength(1);
  });

  it("write one line for a rejected answer with all its issues, not only the first", async () => {
    const { client, lines, degraded } = clientAnswering({ NomeCavallo: "Senza codice" });
    const error = await client.get("/api/v2/stalloni/1", horseFileSchema).catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "invalid-response")).toBe(true);
    const rejected = lines.filter((line) => line.level === "warn");
    expect(rejected).toHaveLength(1);
    expect(rejected[0].details).toMatchObject({ endpoint: "GET /api/v2/stalloni/1", kind: "invalid-response" });
    expect((rejected[0].details.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual(["CodiceCavallo", "slug"]);
    expect(degraded).toHaveLength(1);
  });
});
