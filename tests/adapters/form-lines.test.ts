import { describe, expect, it } from "vitest";
import { collectDroppedRows } from "~/adapters/shared/tolerant-reader";
import { horseStatsSchema, performancesSchema } from "~/adapters/trotting/schemas/horses";
import { raceDetailSchema } from "~/adapters/trotting/schemas/races";

/**
 * The fields of a complete form line beyond the spec (docs/decisions/035-complete-form-lines.md)
 * are optional: an answer without them reads as before, odd values are unknown, never an error.
 */

const read = <T>(schema: { parse(value: unknown): T }, answer: unknown) => collectDroppedRows(() => schema.parse(answer));

const performance = { date: "2026-11-04", Ippodromo: "Follonica", Piazzamento: 2, Distanza: 2080, TempoPre: "1.15.8" };

describe("form-line fields of a performance", () => {
  it("reads an answer without them as before: no start method, no reason, no winner", () => {
    const [line] = read(performancesSchema, [performance]).result;
    expect(line).toMatchObject({ startType: null, notPlacedReason: null, winner: null, placement: 2, distance: 2080 });
  });

  it("reads the start method in any case or abbreviated, and anything else as unknown", () => {
    const methods = ["Autostart", "AUTOSTART", "as", "Nastri", "nastri", "N", "volante", 7, null].map(
      (TipoPartenza) => read(performancesSchema, [{ ...performance, TipoPartenza }]).result[0].startType,
    );
    expect(methods).toEqual(["autostart", "autostart", "autostart", "nastri", "nastri", "nastri", null, null, null]);
  });

  it("reads the usual Italian words for an 'n.p.' and keeps any other reason in the results' words", () => {
    const reasons = [
      "rottura",
      "Galoppo",
      "rp",
      "squalificato",
      "sq.",
      "Squalifica per andatura",
      "ritirato",
      "rit.",
      "caduto",
      " ",
      3,
    ].map(
      (MotivoNonPiazzato) => read(performancesSchema, [{ ...performance, Piazzamento: 31, MotivoNonPiazzato }]).result[0].notPlacedReason,
    );
    expect(reasons).toEqual([
      { kind: "break" },
      { kind: "break" },
      { kind: "break" },
      { kind: "disqualified" },
      { kind: "disqualified" },
      { kind: "disqualified" },
      { kind: "withdrawn" },
      { kind: "withdrawn" },
      { kind: "other", text: "caduto" },
      null,
      { kind: "other", text: "3" },
    ]);
  });

  it("reads the winner from its three fields; without a name there is no winner", () => {
    const winner = { NomeVincitore: "Daino Cr", CodiceVincitore: 105797, TempoVincitore: "1.14.3" };
    expect(read(performancesSchema, [{ ...performance, ...winner }]).result[0].winner).toEqual({
      name: "Daino Cr",
      code: "105797",
      kmTime: "1.14.3",
    });
    expect(read(performancesSchema, [{ ...performance, NomeVincitore: "Daino Cr" }]).result[0].winner).toEqual({
      name: "Daino Cr",
      code: null,
      kmTime: null,
    });
    expect(read(performancesSchema, [{ ...performance, NomeVincitore: null, TempoVincitore: "1.14.3" }]).result[0].winner).toBeNull();
  });
});

describe("best times by start method and distance", () => {
  const stats = { vincite: 1000, corse: 3, recordBreve: "1.13.3", recordLunga: "1.14.0" };
  const best = {
    TipoPartenza: "Autostart",
    Distanza: 1650,
    TempoPre: "1.13.3",
    Data: "2025-05-12",
    Ippodromo: "Firenze",
    CodiceIppodromo: "FI",
  };

  it("are an empty list when the upstream gives none, or gives something that is not a list", () => {
    expect(read(horseStatsSchema, stats).result.bestTimes).toEqual([]);
    expect(read(horseStatsSchema, { ...stats, migliorTempi: {} }).result.bestTimes).toEqual([]);
  });

  it("drop a time without a distance or a time, and report it; an unknown start is kept as unknown", () => {
    const { result, dropped } = read(horseStatsSchema, {
      ...stats,
      migliorTempi: [best, { ...best, Distanza: null }, { ...best, TempoPre: "" }, { ...best, TipoPartenza: "?", Distanza: "2100" }],
    });
    expect(result.bestTimes).toEqual([
      {
        startType: "autostart",
        distance: 1650,
        kmTime: "1.13.3",
        day: { year: 2025, month: 5, day: 12 },
        racecourse: "Firenze",
        racecourseCode: "FI",
        raceNumber: null,
      },
      expect.objectContaining({ startType: null, distance: 2100 }),
    ]);
    expect(dropped.map((row) => [row.list, row.index])).toEqual([
      ["migliorTempi", 1],
      ["migliorTempi", 2],
    ]);
  });
});

describe("form-line fields of a race", () => {
  it("reads a race's start method and each row's reason for an 'n.p.', and a race without them as before", () => {
    const detail = (race: object, row: object) => ({
      corse: [{ NumeroCorsa: 1, ...race, prestazioni: [{ NomeCavallo: "Daino Cr", CodiceCavallo: 1, Piazzamento: 31, ...row }] }],
      ippodromo: { NomeIppodromo: "Firenze", CodiceIppodromo: "FI", data: "04112026" },
    });
    const withFields = read(raceDetailSchema, detail({ TipoPartenza: "Nastri" }, { MotivoNonPiazzato: "rottura" })).result.races[0];
    expect(withFields.startType).toBe("nastri");
    expect(withFields.rows[0].notPlacedReason).toEqual({ kind: "break" });
    const without = read(raceDetailSchema, detail({}, {})).result.races[0];
    expect(without.startType).toBeNull();
    expect(without.rows[0].notPlacedReason).toBeNull();
  });
});
