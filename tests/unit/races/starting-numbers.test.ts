import { describe, expect, it } from "vitest";
import {
  aggregateStartingNumbers,
  distanceBandOf,
  finishKindOf,
  formatPercentOneDecimal,
  mergeGroups,
  startTypeOf,
  type RaceResultSample,
} from "~/src/domain/races/starting-numbers";

const race = (rows: [number | null, number | null][], overrides: Partial<RaceResultSample> = {}): RaceResultSample => ({
  trackCode: "NA",
  trackName: "Napoli Agnano",
  startType: "autostart",
  distance: 1600,
  rows: rows.map(([postPosition, placement]) => ({ postPosition, placement })),
  ...overrides,
});

describe("distance bands", () => {
  it("puts the mile up to 1700 m, the middle distances up to 2150 m, the long distance beyond", () => {
    expect([1600, 1700, 1701, 2100, 2150, 2151, 3000].map(distanceBandOf)).toEqual([
      "corta",
      "corta",
      "media",
      "media",
      "media",
      "lunga",
      "lunga",
    ]);
    expect(distanceBandOf(null)).toBeNull();
    expect(distanceBandOf(0)).toBeNull();
  });
});

describe("start type", () => {
  it("reads the race's conditions first, then a meeting that used one start type only", () => {
    expect(startTypeOf("Per cavalli di 3 anni. Partenza con autostart.", { autostart: false, tapes: true })).toBe("autostart");
    expect(startTypeOf("Per cavalli di 4 anni. Partenza ai nastri.", null)).toBe("nastri");
    expect(startTypeOf("Per cavalli di 4 anni.", { autostart: true, tapes: false })).toBe("autostart");
    expect(startTypeOf(null, { autostart: false, tapes: true })).toBe("nastri");
    expect(startTypeOf("Per cavalli di 4 anni.", { autostart: true, tapes: true })).toBeNull();
  });
});

describe("how a result line counts", () => {
  it("tells wins, places, other finishes, n.p. and withdrawn horses apart", () => {
    expect([1, 2, 3, 4, 30, 31, 40, 99, 0, null].map(finishKindOf)).toEqual([
      "win",
      "place",
      "place",
      "finished",
      "finished",
      "notPlaced",
      "notPlaced",
      "notPlaced",
      "notPlaced",
      "withdrawn",
    ]);
  });
});

describe("win % and place % per starting number", () => {
  it("counts every starter, wins and the first three, per track, start type and band", () => {
    const stats = aggregateStartingNumbers([
      race([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ]),
      race([
        [1, 3],
        [2, 1],
        [3, 99],
        [4, 2],
      ]),
    ]);
    expect(stats.groups).toHaveLength(1);
    const [group] = stats.groups;
    expect(group).toMatchObject({ trackCode: "NA", startType: "autostart", band: "corta", races: 2 });
    expect(
      group.numbers.map((figures) => [
        figures.number,
        figures.starters,
        figures.wins,
        figures.places,
        figures.winPercent,
        figures.placePercent,
      ]),
    ).toEqual([
      [1, 2, 1, 2, 50, 100],
      [2, 2, 1, 2, 50, 100],
      [3, 2, 0, 1, 0, 50],
      [4, 2, 0, 1, 0, 50],
    ]);
  });

  it("keeps n.p. horses as starters and withdrawn horses out of the percentages", () => {
    const [group] = aggregateStartingNumbers([
      race([
        [1, 31],
        [2, 1],
        [3, null],
      ]),
      race([
        [1, 40],
        [2, 2],
        [3, 1],
      ]),
    ]).groups;
    const one = group.numbers.find((figures) => figures.number === 1)!;
    expect(one).toMatchObject({ starters: 2, wins: 0, places: 0, notPlaced: 2, withdrawn: 0, winPercent: 0 });
    const three = group.numbers.find((figures) => figures.number === 3)!;
    expect(three).toMatchObject({ starters: 1, wins: 1, withdrawn: 1, winPercent: 100 });
  });

  it("gives both horses of a dead heat for first a win", () => {
    const [group] = aggregateStartingNumbers([
      race([
        [1, 1],
        [2, 1],
        [3, 3],
      ]),
    ]).groups;
    expect(group.numbers.map((figures) => figures.wins)).toEqual([1, 1, 0]);
  });

  it("separates tracks, start types and bands, and leaves out races it cannot classify", () => {
    const stats = aggregateStartingNumbers([
      race([[1, 1]]),
      race([[1, 1]], { startType: "nastri", distance: 2100 }),
      race([[1, 1]], { trackCode: "MI", trackName: "Milano San Siro", distance: 2250 }),
      race([[1, 1]], { startType: null }),
      race([[1, 1]], { distance: null }),
      race([[null, 1]]),
    ]);
    expect(stats.groups.map((group) => `${group.trackCode} ${group.startType} ${group.band}`)).toEqual([
      "MI autostart lunga",
      "NA autostart corta",
      "NA nastri media",
    ]);
    expect(stats.racesLeftOut).toBe(3);
  });

  it("merges the groups a filter selects into one set of figures per number", () => {
    const { groups } = aggregateStartingNumbers([
      race([
        [1, 1],
        [2, 2],
      ]),
      race(
        [
          [1, 2],
          [2, 1],
        ],
        { startType: "nastri", distance: 2100 },
      ),
      race([[1, 1]], { trackCode: "MI", trackName: "Milano San Siro" }),
    ]);
    const napoli = mergeGroups(groups, { trackCode: "NA", startType: null, band: null });
    expect(napoli.races).toBe(2);
    expect(napoli.numbers.map((figures) => [figures.number, figures.starters, figures.wins, figures.winPercent])).toEqual([
      [1, 2, 1, 50],
      [2, 2, 1, 50],
    ]);
    expect(mergeGroups(groups, { trackCode: null, startType: "autostart", band: "corta" }).numbers[0]).toMatchObject({
      starters: 2,
      wins: 2,
    });
    expect(mergeGroups(groups, { trackCode: "XX", startType: null, band: null })).toEqual({ races: 0, numbers: [] });
  });
});

describe("filters and figures", () => {
  it("writes percentages the Italian way, with one decimal", () => {
    expect(formatPercentOneDecimal(12.5)).toBe("12,5%");
    expect(formatPercentOneDecimal(0)).toBe("0,0%");
    expect(formatPercentOneDecimal(null)).toBe("–");
  });
});
