import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { partnerCalls } from "~/adapters/trotting/partner-calls";
import { startFake, type RunningFake } from "~/fake-upstreams/index";
import type { Logger } from "~/src/ports/logger";
import type { PartnerTrottingPort } from "~/src/ports/trotting/partner";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";
import { rawAnswer } from "./support/mapping";
import type { PartnerTable } from "~/src/domain/partner/partner-table";

type RawTable = {
  title?: string;
  horses?: Record<string, unknown>[];
  mares?: Record<string, unknown>[];
  fields: { key: string; label: string }[];
};

/**
 * Both ways: the upstream's fields are the columns (under Sulky's own ids, in the same order),
 * its rows the rows, each cell the upstream's value under that field's key.
 */
function expectSameTable(table: PartnerTable, raw: RawTable) {
  const rows = raw.horses ?? raw.mares ?? [];
  expect(table.title).toBe(raw.title ?? "");
  expect(table.columns.map((column) => [column.id, column.label])).toEqual(
    raw.fields.map((field, index) => [`c${index + 1}`, field.label]),
  );
  expect(table.rows).toHaveLength(rows.length);
  table.rows.forEach((row, index) => {
    table.columns.forEach((column, position) =>
      expect(row.cells[column.id] ?? null, column.id).toEqual(rows[index][raw.fields[position].key] ?? null),
    );
    expect([row.horseCode, row.horseSlug]).toEqual([
      rows[index].CodiceCavallo === undefined ? null : String(rows[index].CodiceCavallo),
      rows[index].slug ?? null,
    ]);
  });
}

/** The column read from the upstream's field `key` (columns keep the fields' order). */
function columnFrom(table: PartnerTable, raw: RawTable, key: string) {
  return table.columns[raw.fields.findIndex((field) => field.key === key)];
}

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };
const SHOWCASE_STALLION = "102306";
const BREEDER = "3";

describe("partner calls against the trotting fake", () => {
  let fake: RunningFake;
  let partner: PartnerTrottingPort;

  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    partner = partnerCalls(
      createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false }),
    );
  });
  afterAll(async () => fake?.close());

  it("reads a stallion's offspring of one year with the server's title and fields", async () => {
    const table = await partner.stallionOffspring({ stallionCode: SHOWCASE_STALLION, year: 2025 });
    const raw = await rawAnswer<RawTable>(fake.url, `/api/iframe/figli-nad-al-sheba?stallion=${SHOWCASE_STALLION}&year=2025`);
    expectSameTable(table, raw);
    expect(table.title).toMatch(/^I figli di .+ nati nel 2025$/);
    expect(columnFrom(table, raw, "NomeCavallo").kind).toBe("horse");
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) expect(row.horseSlug).toMatch(/^\d+-/);
  });

  it("keeps the mares of a stallion under horses", async () => {
    const table = await partner.stallionMares({ stallionCode: SHOWCASE_STALLION, year: 2025 });
    expectSameTable(
      table,
      await rawAnswer<RawTable>(fake.url, `/api/iframe/fattrici-nad-al-sheba?stallion=${SHOWCASE_STALLION}&year=2025`),
    );
    expect(table.title).toMatch(/^Le fattrici di .+ nel 2025$/);
    expect(table.rows.length).toBeGreaterThan(0);
  });

  it("reads the statistics, fastest and richest offspring with their percent column", async () => {
    const statistics = await partner.stallionOffspringStatistics({ stallionCode: SHOWCASE_STALLION });
    const rawStatistics = await rawAnswer<RawTable>(fake.url, `/api/iframe/statistiche-figli-nad-al-sheba?stallion=${SHOWCASE_STALLION}`);
    expectSameTable(statistics, rawStatistics);
    const percent = columnFrom(statistics, rawStatistics, "perc");
    expect(percent).toMatchObject({ label: "%", kind: "percent" });
    expect(typeof statistics.rows[0].cells[percent.id]).toBe("number");
    const fastest = await partner.stallionFastestOffspring({ stallionCode: SHOWCASE_STALLION });
    const richest = await partner.stallionRichestOffspring({ stallionCode: SHOWCASE_STALLION, year: 2020 });
    expect(fastest.title).toMatch(/^I figli più veloci di /);
    expect(richest.title).toMatch(/^I figli più ricchi di /);
    expectSameTable(
      fastest,
      await rawAnswer<RawTable>(fake.url, `/api/iframe/statistiche-figli-piu-veloci-nad-al-sheba?stallion=${SHOWCASE_STALLION}`),
    );
    const rawRichest = await rawAnswer<RawTable>(
      fake.url,
      `/api/iframe/statistiche-figli-piu-ricchi-nad-al-sheba?stallion=${SHOWCASE_STALLION}&year=2020`,
    );
    expectSameTable(richest, rawRichest);
    expect(rawRichest.horses?.every((horse) => horse.Anno === 2020)).toBe(true);
    const winningsColumn = columnFrom(richest, rawRichest, "Vincite");
    expect(winningsColumn.kind).toBe("money");
    const winnings = richest.rows.map((row) => Number(row.cells[winningsColumn.id]));
    expect(winnings).toEqual([...winnings].sort((a, b) => b - a));
  });

  it("reads the four breeder tables", async () => {
    const horses = await partner.breederHorses({ breederId: BREEDER });
    const matings = await partner.breederMatings({ breederId: BREEDER, year: 2026 });
    const foals = await partner.breederFoals({ breederId: BREEDER, year: 2025 });
    const mares = await partner.breederMares({ breederId: BREEDER });
    expect(horses.title).toMatch(/^I cavalli di /);
    expect(matings.columns.map((column) => [column.label, column.kind])).toEqual([
      ["Fattrice", "text"],
      ["Stallone", "text"],
      ["Prodotto", "horse"],
    ]);
    expect(foals.title).toMatch(/^I prodotti 2025 di /);
    expect(mares.columns.map((column) => column.label)).toContain("Prodotti");
    expectSameTable(mares, await rawAnswer<RawTable>(fake.url, `/api/iframe/fattrici-di?breeder=${BREEDER}`));
    expectSameTable(horses, await rawAnswer<RawTable>(fake.url, `/api/iframe/cavalli-di?breeder=${BREEDER}`));
    expectSameTable(matings, await rawAnswer<RawTable>(fake.url, `/api/iframe/accoppiamenti-di?breeder=${BREEDER}&year=2026`));
    expectSameTable(foals, await rawAnswer<RawTable>(fake.url, `/api/iframe/prodotti-di?breeder=${BREEDER}&year=2025`));
    for (const table of [horses, matings, foals, mares]) expect(table.rows.length).toBeGreaterThan(0);
  });

  it("raises an invalid-response error when the answer has the wrong shape", async () => {
    await expect(partnerCallsWithFault("wrong-shape").breederMares({ breederId: BREEDER })).rejects.toSatisfy((error) =>
      isUpstreamError(error, "invalid-response"),
    );
  });

  it("raises an upstream error when the server fails", async () => {
    await expect(partnerCallsWithFault("503").stallionOffspring({ stallionCode: SHOWCASE_STALLION, year: 2025 })).rejects.toSatisfy(
      (error) => isUpstreamError(error),
    );
  });

  function partnerCallsWithFault(fault: string) {
    return partnerCalls(
      createUpstreamClient({
        upstream: "trotting",
        baseUrl: fake.url,
        timeoutMs: 5000,
        scope: () => ({ logger: silent }),
        retry: false,
        headers: { "X-Fake-Fault": fault },
      }),
    );
  }
});
