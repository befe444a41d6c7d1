import { describe, expect, it } from "vitest";
import { day, upstreamDay, upstreamPathDay, yesNo } from "~/adapters/trotting/schemas/days";

describe("the trotting API's days and yes/no answers, read into Sulky's values", () => {
  it("reads each of its day formats, real days only", () => {
    expect(upstreamDay("22112026", "ddmmyyyy")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(upstreamDay("20261122", "yyyymmdd")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(upstreamDay("2026-11-22T10:00:00", "iso")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(upstreamDay("29022026", "ddmmyyyy")).toBeNull();
    expect(upstreamDay("20260230", "yyyymmdd")).toBeNull();
    expect(upstreamDay("22112026", "yyyymmdd")).toBeNull();
    expect(upstreamDay(null, "iso")).toBeNull();
    expect(day("ddmmyyyy").parse(22112026)).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it("writes a day into its paths as ddmmyyyy", () => {
    expect(upstreamPathDay({ year: 2026, month: 2, day: 1 })).toBe("01022026");
  });

  it("reads 'Sì' and 'No' (any case, accent or not) as yes and no; anything else says nothing", () => {
    expect(["Sì", "SI", "si", " sì ", true].map((value) => yesNo.parse(value))).toEqual([true, true, true, true, true]);
    expect(["No", "NO", false].map((value) => yesNo.parse(value))).toEqual([false, false, false]);
    expect(["", "forse", null, undefined, 1].map((value) => yesNo.parse(value))).toEqual([null, null, null, null, null]);
  });
});
