/**
 * Italian numbers, euros, clock times and dates, written by hand instead of by `Intl`.
 *
 * The server and the browser share this module. In the browser, the first `Intl` object of a page
 * loads ICU's data (38–145 ms on a phone), on the main thread, while the page hydrates
 * (docs/decisions/036-taps-answered-at-once.md). The output is byte-identical to what
 * `Intl` prints for "it-IT" and Europe/Rome: `tests/domain/italian-format.test.ts` compares the two
 * over a large sample.
 */

const NO_BREAK_SPACE = "\u00a0";

export type ItalianNumberOptions = {
  /** Digits after the comma at least (Intl's `minimumFractionDigits`, default 0). */
  minimumFractionDigits?: number;
  /** Digits after the comma at most, rounded half away from zero (Intl's `maximumFractionDigits`, default 3). */
  maximumFractionDigits?: number;
  /** "min2" (Intl's default for Italian): thousands grouped from five integer digits up; "always": from four. */
  grouping?: "min2" | "always";
};

/** The decimal digits of a number's shortest round-trip form (what Intl rounds), and where the point goes. */
function decimalDigits(magnitude: number): { digits: string; point: number } {
  const text = String(magnitude);
  const [mantissa, exponentText] = text.split("e");
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [whole, fraction = ""] = mantissa.split(".");
  const digits = (whole + fraction).replace(/^0+/, "");
  // Leading zeros removed from the digits move the point left.
  const leadingZeros = (whole + fraction).length - (whole + fraction).replace(/^0+/, "").length;
  return { digits, point: whole.length + exponent - leadingZeros };
}

/** A number as `Intl.NumberFormat("it-IT", options)` writes it: 12.345,6 · 1234 · -0. */
export function italianNumber(value: number, options: ItalianNumberOptions = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(options.maximumFractionDigits ?? 3, minimum);
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative ? "-" : "";
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return `${sign}∞`;

  const { digits, point } = decimalDigits(Math.abs(value));
  // Integer digits and fraction digits, the fraction cut after `maximum` digits with half rounded up.
  let integer: string;
  let fraction: string;
  if (digits === "") {
    integer = "0";
    fraction = "";
  } else if (point >= digits.length) {
    integer = digits + "0".repeat(point - digits.length);
    fraction = "";
  } else if (point > 0) {
    integer = digits.slice(0, point);
    fraction = digits.slice(point);
  } else {
    integer = "0";
    fraction = "0".repeat(-point) + digits;
  }
  if (fraction.length > maximum) {
    const roundUp = fraction.charCodeAt(maximum) >= 53; // "5"
    fraction = fraction.slice(0, maximum);
    if (roundUp) [integer, fraction] = incremented(integer, fraction);
  }
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < minimum) fraction = fraction.padEnd(minimum, "0");
  integer = integer.replace(/^0+(?=\d)/, "");

  const groupFrom = options.grouping === "always" ? 4 : 5;
  const grouped = integer.length >= groupFrom ? integer.replace(/\B(?=(\d{3})+$)/g, ".") : integer;
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** Adds one unit in the last place of integer,fraction (carrying into the integer). */
function incremented(integer: string, fraction: string): [string, string] {
  const all = (integer + fraction).split("");
  let index = all.length - 1;
  while (index >= 0 && all[index] === "9") {
    all[index] = "0";
    index -= 1;
  }
  if (index < 0) all.unshift("1");
  else all[index] = String(Number(all[index]) + 1);
  const cut = all.length - fraction.length;
  return [all.slice(0, cut).join(""), all.slice(cut).join("")];
}

/** An integer (or a count) as Italian digits: 1234, 12.345 (Intl's "it-IT" default). */
export function italianInteger(value: number): string {
  return italianNumber(value);
}

/** Whole euros as `Intl`'s "it-IT" EUR currency with no decimals writes them: 12.345 €, a no-break space before €. */
export function italianEuro(amount: number): string {
  return `${italianNumber(amount, { maximumFractionDigits: 0 })}${NO_BREAK_SPACE}€`;
}

// ---- The Rome wall clock ----------------------------------------------------------------

/**
 * Italy's summer time before the EU rule, 1970–1980: each year's first and last day in UTC as
 * month and day (mmdd), the clocks changing at 23:00 UTC on that day (01:00 UTC in 1980).
 */
const ITALIAN_SUMMER_TIME =
  "0530 0926 0522 0925 0527 0930 0602 0929 0525 0928 0531 0927 0529 0925 0521 0924 0527 0930 0526 0929 0406 0928".split(" ");

/** 01:00 UTC on the last Sunday of a month (the EU's switch of summer time). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Minutes Rome is ahead of UTC at an instant: 60, or 120 in summer time. */
export function romeOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const old = year >= 1970 && year <= 1980 ? ITALIAN_SUMMER_TIME.slice((year - 1970) * 2, (year - 1970) * 2 + 2) : null;
  const [start, end] = old
    ? old.map((mmdd) => Date.UTC(year, Number(mmdd.slice(0, 2)) - 1, Number(mmdd.slice(2)), year === 1980 ? 1 : 23))
    : year > 1980
      ? // The EU rule: last Sunday of March to the last Sunday of October (September until 1995), 01:00 UTC.
        [lastSundayAtOneUtc(year, 3), lastSundayAtOneUtc(year, year <= 1995 ? 9 : 10)]
      : [0, 0];
  return instant >= start && instant < end ? 120 : 60;
}

export type RomeWallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** The day and time on a wall clock in Rome at an instant. */
export function romeWallClock(instant: Date | number): RomeWallClock {
  const time = typeof instant === "number" ? instant : instant.getTime();
  const local = new Date(time + romeOffsetMinutes(time) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** 15:42 on the clock in Rome. */
export function italianClockTime(instant: Date | number): string {
  const clock = romeWallClock(instant);
  return `${pad2(clock.hour)}:${pad2(clock.minute)}`;
}

/** 01/03/2026: the day in Rome, as `toLocaleDateString("it-IT")` writes it. */
export function italianShortDate(instant: Date | number): string {
  const clock = romeWallClock(instant);
  return `${pad2(clock.day)}/${pad2(clock.month)}/${clock.year}`;
}

export const ITALIAN_MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
] as const;

/** "1 marzo 2026": a day written out, as Intl's long Italian date. */
export function italianLongDate(day: { year: number; month: number; day: number }): string {
  return `${day.day} ${ITALIAN_MONTHS[day.month - 1]} ${day.year}`;
}

// ---- Comparing names ---------------------------------------------------------------------

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** A name's letters without accents or case: what a base-strength comparison sees. */
function baseLetters(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase();
}

/** Accents in the order Unicode's collation ranks them (acute before grave before circumflex…). */
const ACCENT_RANK: Record<string, number> = {
  "\u0301": 1,
  "\u0300": 2,
  "\u0306": 3,
  "\u0302": 4,
  "\u030c": 5,
  "\u030a": 6,
  "\u0308": 7,
  "\u0303": 8,
};

/** Each letter's accent rank (0: none) and case (0: lower, 1: upper), for the ties of baseLetters. */
function accentsAndCase(text: string): { accents: number[]; cases: number[] } {
  const accents: number[] = [];
  const cases: number[] = [];
  for (const char of text.normalize("NFD")) {
    if (char >= "\u0300" && char <= "\u036f") {
      accents[accents.length - 1] = ACCENT_RANK[char] ?? char.charCodeAt(0);
      continue;
    }
    accents.push(0);
    cases.push(char !== char.toLowerCase() ? 1 : 0);
  }
  return { accents, cases };
}

function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
}

/**
 * Italian names in dictionary order, as `a.localeCompare(b, "it")` sorts letters, digits, spaces
 * and apostrophes: letters first without accents or case, then accents, then lower case first.
 */
export function compareItalianText(a: string, b: string): number {
  const left = baseLetters(a);
  const right = baseLetters(b);
  if (left !== right) return left < right ? -1 : 1;
  const x = accentsAndCase(a);
  const y = accentsAndCase(b);
  return Math.sign(compareRanks(x.accents, y.accents) || compareRanks(x.cases, y.cases));
}

/** The same letters, accents and case aside (`localeCompare` at base sensitivity): "Agnano" and "AGNANO". */
export function sameItalianLetters(a: string, b: string): boolean {
  return baseLetters(a) === baseLetters(b);
}
