import { describe, expect, it } from "vitest";
import {
  defaultMaresYear,
  defaultOffspringYear,
  FIRST_PARTNER_YEAR,
  parseYearQuery,
  partnerYearOptions,
} from "~/src/domain/partner/partner-params";

const TODAY = { year: 2026, month: 11, day: 22 };

describe("partner page parameters", () => {
  it("defaults offspring tables to the previous year and the mares page to the current year", () => {
    expect(defaultOffspringYear(TODAY)).toBe(2025);
    expect(defaultMaresYear(TODAY)).toBe(2026);
    expect(defaultOffspringYear({ year: 2027, month: 1, day: 1 })).toBe(2026);
  });

  it("reads the year query: absent or empty takes the default, a plausible year is kept, anything else is invalid", () => {
    expect(parseYearQuery(null, TODAY)).toEqual({ kind: "absent" });
    expect(parseYearQuery("", TODAY)).toEqual({ kind: "absent" });
    expect(parseYearQuery("2020", TODAY)).toEqual({ kind: "year", year: 2020 });
    expect(parseYearQuery("2026", TODAY)).toEqual({ kind: "year", year: 2026 });
    expect(parseYearQuery(String(FIRST_PARTNER_YEAR), TODAY)).toEqual({ kind: "year", year: FIRST_PARTNER_YEAR });
    for (const text of ["2027", "1979", "20x0", "202", "02020", " 2020", "2020.0", "-2020"])
      expect(parseYearQuery(text, TODAY)).toEqual({ kind: "invalid" });
  });

  it("offers every year from the current one back to the first, newest first", () => {
    const options = partnerYearOptions(TODAY);
    expect(options[0]).toBe(2026);
    expect(options.at(-1)).toBe(FIRST_PARTNER_YEAR);
    expect(options).toHaveLength(2026 - FIRST_PARTNER_YEAR + 1);
  });
});
