import { describe, expect, it } from "vitest";
import {
  italianClockTime,
  italianEuro,
  italianInteger,
  italianLongDate,
  italianNumber,
  italianShortDate,
  romeWallClock,
  compareItalianText,
  sameItalianLetters,
} from "~/src/domain/italian-format";

/**
 * The hand-written Italian formats print exactly what Intl prints (decision 036). Each check
 * compares thousands of values against the formatter they replace; mismatches are collected so a
 * failure shows the first few instead of stopping at one.
 */

const ROME = "Europe/Rome";
const integer = new Intl.NumberFormat("it-IT");
const euro = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

function mismatches<T>(values: Iterable<T>, ours: (value: T) => string, theirs: (value: T) => string): string[] {
  const found: string[] = [];
  for (const value of values) {
    const a = ours(value);
    const b = theirs(value);
    if (a !== b) found.push(`${String(value)}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
    if (found.length >= 5) break;
  }
  return found;
}

/** Every integer to 100,000, then to 10⁷ in steps of 997, and each with its sign turned. */
function* integers(): Generator<number> {
  for (let n = 0; n <= 100_000; n += 1) yield n;
  for (let n = 100_000; n <= 10_000_000; n += 997) yield n;
  for (let n = 1; n <= 10_000_000; n += 9_973) yield -n;
  yield* [-0, 10_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e21, 1.5e300, Number.NaN, Infinity, -Infinity];
}

/** Fractions that test rounding: halves, near-halves, tiny and huge magnitudes, a fixed pseudo-random walk. */
function* fractions(): Generator<number> {
  for (let n = -2000; n <= 2000; n += 1) yield n / 8;
  for (let n = 0; n <= 20_000; n += 1) yield n / 1000 + 0.0005;
  yield* [0.1 + 0.2, 1.005, 2.675, 1e-7, 1.5e-7, 5e-324, 999.9995, 9999.9999, 0.00049, 123456.7891, -0.0001];
  let seed = 42;
  for (let i = 0; i < 20_000; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    yield (seed / 2 ** 31) * 10 ** ((i % 12) - 4) * (i % 3 === 0 ? -1 : 1);
  }
}

describe("Italian numbers without Intl", () => {
  it("writes integers as Intl's it-IT does, grouping from five digits up", () => {
    expect(mismatches(integers(), italianInteger, (n) => integer.format(n))).toEqual([]);
    expect(italianInteger(1234)).toBe("1234");
    expect(italianInteger(12345)).toBe("12.345");
  });

  it("writes euros as Intl's it-IT EUR currency without decimals does, with a no-break space before €", () => {
    expect(mismatches(integers(), italianEuro, (n) => euro.format(n))).toEqual([]);
    expect(mismatches(fractions(), italianEuro, (n) => euro.format(n))).toEqual([]);
    expect(italianEuro(12345)).toBe("12.345\u00a0€");
  });

  it.each([
    { minimumFractionDigits: 0, maximumFractionDigits: 3 },
    { minimumFractionDigits: 0, maximumFractionDigits: 2 },
    { minimumFractionDigits: 0, maximumFractionDigits: 5 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  ])("writes decimals and percentages as Intl does with %o", (digits) => {
    const theirs = new Intl.NumberFormat("it-IT", digits);
    expect(
      mismatches(
        fractions(),
        (n) => italianNumber(n, digits),
        (n) => theirs.format(n),
      ),
    ).toEqual([]);
  });

  it("groups from four digits up when asked to always group", () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    const theirs = new Intl.NumberFormat("it-IT", { ...options, useGrouping: "always" });
    const values = [...integers()].filter((_, index) => index % 7 === 0);
    expect(
      mismatches(
        values,
        (n) => italianNumber(n, { ...options, grouping: "always" }),
        (n) => theirs.format(n),
      ),
    ).toEqual([]);
    expect(italianNumber(1234, { ...options, grouping: "always" })).toBe("1.234,00");
  });
});

/** Every day of 1970–2040 at several hours, and every half hour of the weekend nights around each change of the clocks. */
function* instants(): Generator<number> {
  const hour = 3_600_000;
  for (let day = Date.UTC(1970, 0, 1); day < Date.UTC(2041, 0, 1); day += 24 * hour) {
    for (const h of [0, 1, 11, 22.5, 23.75]) yield day + h * hour;
  }
  for (let year = 1970; year <= 2040; year += 1) {
    for (const month of [3, 4, 5, 6, 9, 10]) {
      for (let t = Date.UTC(year, month - 1, 1); t < Date.UTC(year, month, 1); t += hour / 2) {
        // The clocks change on Saturday night (1970s) or Sunday morning (since), UTC.
        const at = new Date(t);
        if ((at.getUTCDay() === 6 && at.getUTCHours() >= 21) || (at.getUTCDay() === 0 && at.getUTCHours() < 3)) yield t;
      }
    }
  }
}

describe("the Rome wall clock without Intl", () => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: ROME,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const clock = new Intl.DateTimeFormat("it-IT", { timeZone: ROME, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const longDate = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: ROME });
  // What toLocaleDateString("it-IT", { timeZone }) builds on each call, built once.
  const shortDate = new Intl.DateTimeFormat("it-IT", { timeZone: ROME });

  it("reads the day and the time in Rome as Intl does, by Italy's and then the EU's summer-time rule", () => {
    const theirs = (t: number) => {
      const p = Object.fromEntries(parts.formatToParts(t).map((part) => [part.type, Number(part.value)]));
      return JSON.stringify({ year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute });
    };
    expect(mismatches(instants(), (t) => JSON.stringify(romeWallClock(t)), theirs)).toEqual([]);
  });

  it("writes clock times, short and long dates as Intl's it-IT does", () => {
    const sample = [...instants()].filter((_, index) => index % 4 === 0);
    expect(mismatches(sample, italianClockTime, (t) => clock.format(t))).toEqual([]);
    expect(mismatches(sample, italianShortDate, (t) => shortDate.format(t))).toEqual([]);
    expect(
      mismatches(
        sample,
        (t) => italianLongDate(romeWallClock(t)),
        (t) => longDate.format(t),
      ),
    ).toEqual([]);
    expect(italianLongDate({ year: 2026, month: 3, day: 1 })).toBe("1 marzo 2026");
  });
});

describe("Italian names compared without Intl", () => {
  const ALPHABET = "aAbBcCeEèÈéÉiIìoOòÒuUùzZ '0123456789";
  function* names(count: number, seed: number): Generator<string> {
    for (let i = 0; i < count; i += 1) {
      let name = "";
      const length = 1 + (i % 7);
      for (let j = 0; j < length; j += 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        name += ALPHABET[seed % ALPHABET.length];
      }
      yield name;
    }
  }
  const pairs = () => {
    const left = [...names(20_000, 7)];
    const right = [...names(20_000, 11)];
    // Half of the pairs differ only in accents or case, where the order is hardest.
    return left.map((name, index) => [name, index % 2 === 0 ? right[index] : name.toUpperCase()] as const);
  };

  it("sorts as localeCompare(…, 'it') does", () => {
    const collator = new Intl.Collator("it");
    expect(
      mismatches(
        pairs(),
        ([a, b]) => String(compareItalianText(a, b)),
        ([a, b]) => String(Math.sign(collator.compare(a, b))),
      ),
    ).toEqual([]);
    expect(["Òsimo", "orsa", "Orsa", "osimo", "Zeta"].sort(compareItalianText)).toEqual(["orsa", "Orsa", "osimo", "Òsimo", "Zeta"]);
  });

  it("tells the same letters as localeCompare at base sensitivity does", () => {
    const collator = new Intl.Collator("it-IT", { sensitivity: "base" });
    expect(
      mismatches(
        pairs(),
        ([a, b]) => String(sameItalianLetters(a, b)),
        ([a, b]) => String(collator.compare(a, b) === 0),
      ),
    ).toEqual([]);
    expect(sameItalianLetters("Agnàno", "AGNANO")).toBe(true);
  });
});
