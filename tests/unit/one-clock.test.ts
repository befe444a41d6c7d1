import { describe, expect, it } from "vitest";
import { resolveToday } from "~/fake-upstreams/shared/dates";
import { createClock } from "~/src/clock";
import { ConfigError, loadConfig } from "~/src/config";
import { calendarDateInItaly } from "~/src/domain/calendar";

describe("one clock for the site and the fakes (SULKY_TODAY)", () => {
  it("pins the site's clock to the day set, whatever the machine's date", () => {
    const config = loadConfig({ SULKY_TODAY: "2028-02-29" });
    expect(config.today).toBe("2028-02-29");
    expect(calendarDateInItaly(createClock(config.today).now())).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it("builds the fakes' world for the same Italian day", () => {
    expect(resolveToday(undefined, "2028-02-29").toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(resolveToday(createClock("2027-01-01").now()).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    // A given instant is read on the Italian calendar: 23:30 UTC on 31 December is already 1 January in Rome.
    expect(resolveToday(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("refuses a day that does not exist, with one clear line", () => {
    expect(() => loadConfig({ SULKY_TODAY: "2027-02-29" })).toThrow(ConfigError);
    expect(() => loadConfig({ SULKY_TODAY: "22/11/2026" })).toThrow(/SULKY_TODAY: deve essere un giorno nella forma AAAA-MM-GG/);
    expect(() => resolveToday(undefined, "domani")).toThrow(/SULKY_TODAY/);
    expect(() => resolveToday(undefined, "2027-02-29")).toThrow(/SULKY_TODAY/);
  });

  it("runs on the real time when no day is pinned", () => {
    expect(loadConfig({}).today).toBeUndefined();
    const before = Date.now();
    const reading = createClock(undefined).now().getTime();
    expect(reading).toBeGreaterThanOrEqual(before);
  });
});
