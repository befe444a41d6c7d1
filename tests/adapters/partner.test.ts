import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "../../adapters/http/upstream-client";
import { partnerCalls } from "../../adapters/trotting/partner-calls";
import { startFake, type RunningFake } from "../../fake-upstreams/index";
import type { Logger } from "../../src/ports/logger";
import type { PartnerTrottingPort } from "../../src/ports/trotting/partner";
import { isUpstreamError } from "../../src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };
const SHOWCASE_STALLION = "102306";
const BREEDER = "3";

describe("partner calls against the trotting fake", () => {
  let fake: RunningFake;
  let partner: PartnerTrottingPort;

  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    partner = partnerCalls(createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false }));
  });
  afterAll(async () => fake?.close());

  it("reads a stallion's offspring of one year with the server's title and fields", async () => {
    const table = await partner.stallionOffspring({ stallionCode: SHOWCASE_STALLION, year: 2025 });
    expect(table.title).toMatch(/^I figli di .+ nati nel 2025$/);
    expect(table.fields.map((field) => field.key)).toContain("NomeCavallo");
    expect(table.horses.length).toBeGreaterThan(0);
    for (const horse of table.horses) expect(horse).toMatchObject({ Anno: 2025, slug: expect.stringMatching(/^\d+-/) });
  });

  it("keeps the mares of a stallion under horses", async () => {
    const table = await partner.stallionMares({ stallionCode: SHOWCASE_STALLION, year: 2025 });
    expect(table.title).toMatch(/^Le fattrici di .+ nel 2025$/);
    expect(table.horses.length).toBeGreaterThan(0);
    expect(table.horses.every((mare) => mare.Sesso === "F")).toBe(true);
  });

  it("reads the statistics, fastest and richest offspring with their percent column", async () => {
    const statistics = await partner.stallionOffspringStatistics({ stallionCode: SHOWCASE_STALLION });
    expect(statistics.fields).toContainEqual({ key: "perc", label: "%" });
    expect(typeof statistics.horses[0].perc).toBe("number");
    const fastest = await partner.stallionFastestOffspring({ stallionCode: SHOWCASE_STALLION });
    const richest = await partner.stallionRichestOffspring({ stallionCode: SHOWCASE_STALLION, year: 2020 });
    expect(fastest.title).toMatch(/^I figli più veloci di /);
    expect(richest.title).toMatch(/^I figli più ricchi di /);
    expect(richest.horses.every((horse) => horse.Anno === 2020)).toBe(true);
    const winnings = richest.horses.map((horse) => Number(horse.Vincite));
    expect(winnings).toEqual([...winnings].sort((a, b) => b - a));
  });

  it("reads the four breeder tables", async () => {
    const horses = await partner.breederHorses({ breederId: BREEDER });
    const matings = await partner.breederMatings({ breederId: BREEDER, year: 2026 });
    const foals = await partner.breederFoals({ breederId: BREEDER, year: 2025 });
    const mares = await partner.breederMares({ breederId: BREEDER });
    expect(horses.title).toMatch(/^I cavalli di /);
    expect(matings.fields.map((field) => field.key)).toEqual(["Fattrice", "Stallone", "Prodotto"]);
    expect(foals.title).toMatch(/^I prodotti 2025 di /);
    expect(mares.fields.map((field) => field.label)).toContain("Prodotti");
    for (const table of [horses, matings, foals, mares]) expect(table.horses.length).toBeGreaterThan(0);
  });

  it("raises an invalid-response error when the answer has the wrong shape", async () => {
    await expect(
      partnerCallsWithFault("wrong-shape").breederMares({ breederId: BREEDER }),
    ).rejects.toSatisfy((error) => isUpstreamError(error, "invalid-response"));
  });

  it("raises an upstream error when the server fails", async () => {
    await expect(partnerCallsWithFault("503").stallionOffspring({ stallionCode: SHOWCASE_STALLION, year: 2025 })).rejects.toSatisfy((error) => isUpstreamError(error));
  });

  function partnerCallsWithFault(fault: string) {
    return partnerCalls(
      createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false, headers: { "X-Fake-Fault": fault } }),
    );
  }
});
