import { describe, expect, it } from "vitest";
import { calendarDateInItaly, formatItalianDate, parseRouteDate, previousYear } from "~/src/domain/calendar";
import { externalLink, idFromSlug } from "~/src/domain/links";

describe("calendar", () => {
  it("reads the day in Italy, not in UTC", () => {
    expect(calendarDateInItaly(new Date("2026-12-31T23:30:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDateInItaly(new Date("2026-07-15T21:59:00Z"))).toEqual({ year: 2026, month: 7, day: 15 });
  });

  it("defaults to the previous year", () => {
    expect(previousYear({ year: 2026, month: 11, day: 22 })).toBe(2025);
  });

  it("parses ddmmyyyy route dates and rejects impossible ones", () => {
    expect(parseRouteDate("22112026")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseRouteDate("29022024")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseRouteDate("29022026")).toBeNull();
    expect(parseRouteDate("32012026")).toBeNull();
    expect(parseRouteDate("2026-11-22")).toBeNull();
    expect(parseRouteDate("../../etc")).toBeNull();
    expect(formatItalianDate({ year: 2026, month: 3, day: 7 })).toBe("07/03/2026");
  });
});

describe("links", () => {
  it("adds http:// to breeder links that lack a scheme", () => {
    expect(externalLink("www.allevamento.it")).toBe("http://www.allevamento.it");
    expect(externalLink("https://allevamento.it")).toBe("https://allevamento.it");
    expect(externalLink("http://allevamento.it")).toBe("http://allevamento.it");
  });

  it("takes the code before the first hyphen", () => {
    expect(idFromSlug("12345-varenne")).toBe("12345");
    expect(idFromSlug("12345")).toBe("12345");
  });
});
