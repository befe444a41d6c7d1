import { describe, expect, it } from "vitest";
import type { PartnerTable } from "~/src/domain/partner/partner-table";
import { createPartnerUseCases } from "~/src/application/partner";
import type { HorsesTrottingPort } from "~/src/ports/trotting/horses";
import type { PartnerTrottingPort } from "~/src/ports/trotting/partner";
import { pedigreeParents } from "~/src/domain/pedigree/pedigree";
import { UpstreamError } from "~/src/ports/upstream-error";
import { aPedigree, aPedigreeNode } from "../../support/domain";
import type { HorseFile } from "~/src/domain/horses/horse";
import type { BreederSheet } from "~/src/domain/breeding/breeders";
import type { BreedingTrottingPort } from "~/src/ports/trotting/breeding";
import { parseSlug } from "~/src/domain/slug";

const TODAY = new Date("2026-11-22T10:00:00Z");

/** `fail`: every table call fails so; `stallions`/`breeders`: the codes the upstream knows; `fallbackTo`: the code it answers for any other. */
type Behaviour = { fail?: unknown; stallions?: string[]; breeders?: number[]; fallbackTo?: string };

type Call = { method: keyof PartnerTrottingPort; query: Record<string, unknown> };

/** An in-memory partner API that records what it is asked and answers one table. */
function inMemoryPartnerApi(behaviour: Behaviour = {}) {
  const pedigreeCodes: string[] = [];
  const calls: Call[] = [];
  const answer =
    (method: keyof PartnerTrottingPort) =>
    async (query: Record<string, unknown>): Promise<PartnerTable> => {
      calls.push({ method, query });
      if (behaviour.fail) throw behaviour.fail;
      return {
        title: `${method} ${JSON.stringify(query)}`,
        columns: [{ id: "name", label: "Nome", kind: "horse" }],
        rows: [{ cells: { name: "Zefiro Grif" }, horseCode: "101", horseSlug: "101-zefiro-grif" }],
      };
    };
  const stallions = behaviour.stallions ?? ["102306"];
  const port: PartnerTrottingPort & Pick<HorsesTrottingPort, "pedigree" | "horseFile"> & Pick<BreedingTrottingPort, "breederSheet"> = {
    horseFile: async (_kind, code) => {
      if (stallions.includes(code)) return { code, name: "Nad Al Sheba", slug: null } as unknown as HorseFile;
      if (behaviour.fallbackTo) return { code: behaviour.fallbackTo, name: "Altro", slug: null } as unknown as HorseFile;
      throw new UpstreamError("trotting", "not-found", `404 on /api/v2/cavalli/${code}`, 404);
    },
    breederSheet: async (id) => {
      if ((behaviour.breeders ?? [3]).includes(id)) return { breeder: { id, name: "Allevamento Sant'Ilario" } } as BreederSheet;
      throw new UpstreamError("trotting", "not-found", `404 on /api/v2/allevatori/${id}`, 404);
    },
    pedigree: async (code) => {
      pedigreeCodes.push(code);
      if (behaviour.fail) throw behaviour.fail;
      return aPedigree(aPedigreeNode("1", "Varenne"));
    },
    stallionOffspring: answer("stallionOffspring"),
    stallionMares: answer("stallionMares"),
    stallionOffspringStatistics: answer("stallionOffspringStatistics"),
    stallionFastestOffspring: answer("stallionFastestOffspring"),
    stallionRichestOffspring: answer("stallionRichestOffspring"),
    breederHorses: answer("breederHorses"),
    breederMatings: answer("breederMatings"),
    breederFoals: answer("breederFoals"),
    breederMares: answer("breederMares"),
  };
  return { port, calls, pedigreeCodes };
}

function useCases(behaviour: Behaviour = {}) {
  const api = inMemoryPartnerApi(behaviour);
  return {
    ...createPartnerUseCases({ trotting: api.port, clock: { now: () => TODAY } }),
    calls: api.calls,
    pedigreeCodes: api.pedigreeCodes,
  };
}

/** A partner page's stallion or breeder, as the view reads it from the address. */
const subject = (slug: string) => parseSlug(slug)!;

describe("partner use cases", () => {
  it("asks for a stallion's offspring of the previous year by default, with the id from the slug", async () => {
    const { getStallionOffspringPage, calls } = useCases();
    const page = await getStallionOffspringPage({ subject: subject("102306-nad-al-sheba"), year: null });
    expect(calls).toEqual([{ method: "stallionOffspring", query: { stallionCode: "102306", year: 2025 } }]);
    expect(page).toMatchObject({ id: "102306", slug: "102306-nad-al-sheba", year: 2025, yearChoice: { allYears: false } });
    expect(page?.yearChoice?.options[0]).toBe(2026);
    expect(page?.table?.rows).toHaveLength(1);
  });

  it("asks for a stallion's mares of the current year by default, or of the chosen year", async () => {
    const { getStallionMaresPage, calls } = useCases();
    await getStallionMaresPage({ subject: subject("102306-x"), year: null });
    await getStallionMaresPage({ subject: subject("102306-x"), year: "2019" });
    expect(calls.map((call) => call.query.year)).toEqual([2026, 2019]);
  });

  it("asks for every year on the fastest, richest and horses pages unless one is chosen", async () => {
    const { getStallionFastestOffspringPage, getStallionRichestOffspringPage, getBreederHorsesPage, calls } = useCases();
    const fastest = await getStallionFastestOffspringPage({ subject: subject("102306"), year: null });
    await getStallionRichestOffspringPage({ subject: subject("102306"), year: "2021" });
    await getBreederHorsesPage({ subject: subject("3-allevamento"), year: "" });
    expect(calls).toEqual([
      { method: "stallionFastestOffspring", query: { stallionCode: "102306", year: undefined } },
      { method: "stallionRichestOffspring", query: { stallionCode: "102306", year: 2021 } },
      { method: "breederHorses", query: { breederId: "3", year: undefined } },
    ]);
    expect(fastest).toMatchObject({ year: null, yearChoice: { allYears: true } });
  });

  it("ignores the year on pages without one", async () => {
    const { getStallionStatisticsPage, getBreederMaresPage, calls } = useCases();
    const statistics = await getStallionStatisticsPage({ subject: subject("102306-x"), year: "2020" });
    await getBreederMaresPage({ subject: subject("3-x"), year: null });
    expect(calls).toEqual([
      { method: "stallionOffspringStatistics", query: { stallionCode: "102306" } },
      { method: "breederMares", query: { breederId: "3" } },
    ]);
    expect(statistics).toMatchObject({ year: null, yearChoice: null });
  });

  it("defaults a breeder's matings to the current year and foals to the previous year", async () => {
    const { getBreederMatingsPage, getBreederFoalsPage, calls } = useCases();
    await getBreederMatingsPage({ subject: subject("3-x"), year: null });
    await getBreederFoalsPage({ subject: subject("3-x"), year: null });
    expect(calls).toEqual([
      { method: "breederMatings", query: { breederId: "3", year: 2026 } },
      { method: "breederFoals", query: { breederId: "3", year: 2025 } },
    ]);
  });

  it("answers null without calling upstream for a malformed year", async () => {
    const { getStallionOffspringPage, getBreederFoalsPage, calls } = useCases();
    await expect(getStallionOffspringPage({ subject: subject("102306"), year: "duemila" })).resolves.toBeNull();
    await expect(getBreederFoalsPage({ subject: subject("3-x"), year: "2099" })).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it("answers null (the 404) for a stallion or breeder the upstream does not know, even when it falls back to another's table", async () => {
    const {
      getStallionOffspringPage,
      getStallionMaresPage,
      getStallionStatisticsPage,
      getStallionFastestOffspringPage,
      getStallionRichestOffspringPage,
    } = useCases({ fallbackTo: "102306" });
    for (const page of [
      getStallionOffspringPage,
      getStallionMaresPage,
      getStallionStatisticsPage,
      getStallionFastestOffspringPage,
      getStallionRichestOffspringPage,
    ]) {
      await expect(page({ subject: subject("999999-xyz"), year: null })).resolves.toBeNull();
      await expect(page({ subject: subject("102306-nad-al-sheba"), year: null })).resolves.not.toBeNull();
    }
    const { getBreederHorsesPage, getBreederMatingsPage, getBreederFoalsPage, getBreederMaresPage } = useCases();
    for (const page of [getBreederHorsesPage, getBreederMatingsPage, getBreederFoalsPage, getBreederMaresPage]) {
      await expect(page({ subject: subject("999-xyz"), year: null })).resolves.toBeNull();
      await expect(page({ subject: subject("3-x"), year: null })).resolves.not.toBeNull();
    }
  });

  it("keeps the page without the table when the upstream fails", async () => {
    const { getBreederFoalsPage } = useCases({ fail: new UpstreamError("trotting", "unavailable", "503 on /api/iframe/prodotti-di", 503) });
    const page = await getBreederFoalsPage({ subject: subject("3-x"), year: null });
    expect(page).toMatchObject({ id: "3", table: null, year: 2025 });
  });

  it("lets a programming error through", async () => {
    const { getBreederFoalsPage } = useCases({ fail: new TypeError("bug") });
    await expect(getBreederFoalsPage({ subject: subject("3-x"), year: null })).rejects.toThrow("bug");
  });

  it("reads the stallion's pedigree by the code in the slug", async () => {
    const { getStallionPedigreePage, pedigreeCodes } = useCases();
    const page = await getStallionPedigreePage({ subject: subject("102306-vagabondo-vr") });
    expect(pedigreeCodes).toEqual(["102306"]);
    expect(page?.pedigree && pedigreeParents(page.pedigree).sire?.name).toBe("Varenne");
    // the stallion's own slug, from his file: the page at another name redirects there
    expect(page?.ownSlug).toBe("102306-nad-al-sheba");
  });

  it("gives a table page its subject's own slug, from the stallion's file or the breeder's sheet", async () => {
    const { getBreederMaresPage, getStallionMaresPage } = useCases();
    expect((await getBreederMaresPage({ subject: subject("3-x"), year: null }))?.ownSlug).toBe("3-allevamento-sant-ilario");
    expect((await getStallionMaresPage({ subject: subject("102306"), year: null }))?.ownSlug).toBe("102306-nad-al-sheba");
  });

  it("answers null for an unknown horse", async () => {
    const unknown = useCases({ fail: new UpstreamError("trotting", "not-found", "404 on /api/v1/cavalli/genealogia/999", 404) });
    await expect(unknown.getStallionPedigreePage({ subject: subject("999") })).resolves.toBeNull();
  });

  it("keeps the pedigree page without the grid when the upstream fails", async () => {
    const { getStallionPedigreePage } = useCases({ fail: new UpstreamError("trotting", "timeout", "timeout") });
    await expect(getStallionPedigreePage({ subject: subject("102306") })).resolves.toEqual({
      slug: "102306",
      ownSlug: "102306-nad-al-sheba",
      pedigree: null,
    });
  });
});
