import { describe, expect, it } from "vitest";
import { placingWithReason, recordsByStartAndDistance, startTypeLabel, winnerBeside } from "~/src/domain/races/form-lines";
import { distanceBandOf } from "~/src/domain/races/starting-numbers";
import type { BestTime } from "~/src/domain/races/types";

const best = (time: Partial<BestTime> & Pick<BestTime, "distance" | "kmTime">): BestTime => ({
  startType: "autostart",
  day: { year: 2025, month: 6, day: 1 },
  racecourse: "Montecatini",
  racecourseCode: "MO",
  raceNumber: 3,
  ...time,
});

describe("distance bands", () => {
  it("puts the mile up to 1700 m, the middle distance up to 2150 m, the rest long", () => {
    expect([1600, 1609, 1700, 1701, 2060, 2100, 2150, 2151, 2250, 2640].map(distanceBandOf)).toEqual([
      "corta",
      "corta",
      "corta",
      "media",
      "media",
      "media",
      "media",
      "lunga",
      "lunga",
      "lunga",
    ]);
  });

  it("has no band without a length", () => {
    expect([null, 0, -1600, Number.NaN].map(distanceBandOf)).toEqual([null, null, null, null]);
  });
});

describe("the placing, the start and the winner of a form line", () => {
  it("gives the reason of an 'n.p.' in words that need no agreement, and the placing alone otherwise", () => {
    expect(placingWithReason(31, { kind: "break" })).toBe("n.p. (rottura)");
    expect(placingWithReason(40, { kind: "disqualified" })).toBe("n.p. (squalifica)");
    expect(placingWithReason(99, { kind: "withdrawn" })).toBe("n.p. (ritiro)");
    expect(placingWithReason(0, { kind: "other", text: "caduto" })).toBe("n.p. (caduto)");
    expect(placingWithReason(null, { kind: "break" })).toBe("n.p. (rottura)");
    expect(placingWithReason(31, null)).toBe("n.p.");
    expect(placingWithReason(3, null)).toBe("3°");
  });

  it("names the start method in Italian, and nothing when the results do not say", () => {
    expect([startTypeLabel("autostart"), startTypeLabel("nastri"), startTypeLabel(null)]).toEqual(["Autostart", "Nastri", ""]);
  });

  it("shows the winner and its time beside a beaten horse, never beside the winner", () => {
    const winner = { name: "Daino Cr", code: "105797", kmTime: "1.14.3" };
    expect(winnerBeside({ placement: 2, winner })).toBe("Daino Cr 14.3");
    expect(winnerBeside({ placement: 31, winner })).toBe("Daino Cr 14.3");
    expect(winnerBeside({ placement: 31, winner: { ...winner, kmTime: null } })).toBe("Daino Cr");
    expect(winnerBeside({ placement: 1, winner })).toBe("");
    expect(winnerBeside({ placement: 4, winner: null })).toBe("");
  });
});

describe("records by start method and distance band", () => {
  it("keeps the fastest time of each start method and band, autostart first", () => {
    const records = recordsByStartAndDistance([
      best({ startType: "nastri", distance: 2100, kmTime: "1.14.9" }),
      best({ distance: 1600, kmTime: "1.12.8" }),
      best({ distance: 1650, kmTime: "1.12.4", racecourse: "Milano" }),
      best({ distance: 2060, kmTime: "1.13.5" }),
      best({ distance: 2100, kmTime: "1.13.9" }),
      best({ startType: "nastri", distance: 2640, kmTime: "1.15.2" }),
    ]);
    expect(records.map((row) => row.startType)).toEqual(["autostart", "nastri"]);
    const [autostart, nastri] = records;
    expect(autostart.bands.corta).toMatchObject({ kmTime: "1.12.4", distance: 1650, racecourse: "Milano", tenths: 724 });
    expect(autostart.bands.media).toMatchObject({ kmTime: "1.13.5", distance: 2060 });
    expect(autostart.bands.lunga).toBeNull();
    expect(nastri.bands).toMatchObject({ corta: null, media: { kmTime: "1.14.9" }, lunga: { kmTime: "1.15.2", distance: 2640 } });
  });

  it("splits the band at its limits: 1700 m is the mile, 1701 m and 2150 m the middle distance, 2151 m long", () => {
    const [autostart] = recordsByStartAndDistance([
      best({ distance: 1700, kmTime: "1.12.0" }),
      best({ distance: 1701, kmTime: "1.12.1" }),
      best({ distance: 2150, kmTime: "1.12.9" }),
      best({ distance: 2151, kmTime: "1.13.2" }),
    ]);
    expect([autostart.bands.corta?.distance, autostart.bands.media?.kmTime, autostart.bands.lunga?.distance]).toEqual([
      1700,
      "1.12.1",
      2151,
    ]);
  });

  it("gives a tie to the time run first, and a dated time before an undated one", () => {
    const [autostart] = recordsByStartAndDistance([
      best({ distance: 1600, kmTime: "1.12.8", day: { year: 2025, month: 9, day: 1 }, racecourse: "Later" }),
      best({ distance: 1640, kmTime: "1.12.8", day: { year: 2024, month: 9, day: 1 }, racecourse: "First" }),
      best({ distance: 1660, kmTime: "1.12.8", day: null, racecourse: "Undated" }),
    ]);
    expect(autostart.bands.corta?.racecourse).toBe("First");
  });

  it("keeps races whose start the results do not give apart, last, and leaves out unreadable times and distances", () => {
    const records = recordsByStartAndDistance([
      best({ startType: null, distance: 2100, kmTime: "1.14.0" }),
      best({ distance: 2100, kmTime: "14.0" }),
      best({ distance: 0, kmTime: "1.13.0" }),
      best({ startType: "nastri", distance: 1640, kmTime: "1.13.1" }),
    ]);
    expect(records.map((row) => row.startType)).toEqual(["nastri", null]);
    expect(records[1].bands.media?.kmTime).toBe("1.14.0");
  });

  it("has no rows without best times", () => {
    expect(recordsByStartAndDistance([])).toEqual([]);
  });

  it("agrees with the spec's records: the best of the mile is the short record, the best beyond it the long one", () => {
    const times = [
      best({ distance: 1600, kmTime: "1.12.8" }),
      best({ startType: "nastri", distance: 1640, kmTime: "1.12.6" }),
      best({ distance: 2100, kmTime: "1.13.5" }),
      best({ startType: "nastri", distance: 2640, kmTime: "1.13.4" }),
    ];
    const records = recordsByStartAndDistance(times).flatMap((row) => Object.entries(row.bands));
    const fastest = (bands: string[]) =>
      Math.min(...records.filter(([band, record]) => bands.includes(band) && record).map(([, record]) => record!.tenths));
    expect(fastest(["corta"])).toBe(726);
    expect(fastest(["media", "lunga"])).toBe(734);
  });
});
