import type { Sex } from "./types";

/**
 * The calendar of Gran Premi: each is run once a year, at one track, on one day of one month.
 * `real: true` marks races whose city, month and conditions (age, sex) follow the real Italian
 * calendar as the racecourses and the trade press report it (sources in docs/FAKES.md, "Real
 * facts"); the others are plausible inventions that keep a big race in every month of the season.
 * A data table of one entry per race: it runs past 300 lines for that reason only.
 */
export interface BigRace {
  name: string;
  track: string;
  month: number;
  /** fixed day of the month, or the n-th weekday (0 = Sunday) of the month */
  date: { day: number } | { nth: number; weekday: number };
  minAge: number;
  maxAge: number;
  fillies?: boolean;
  /** for entire colts and fillies: geldings may not run (the Derby) */
  noGeldings?: boolean;
  /** years it was run away from its usual track */
  away?: { from: number; to: number; track: string }[];
  /** who may run, as the programme words it (default: horses of the age, Italian and European) */
  entrants?: string;
  distance: number;
  autostart: boolean;
  purse: number;
  group: "Gruppo I" | "Gruppo II" | "Gruppo III";
  field: number;
  real: boolean;
}

export const BIG_RACES: BigRace[] = [
  {
    name: "Gran Premio d'Inverno",
    track: "FI",
    month: 1,
    date: { nth: 2, weekday: 0 },
    minAge: 4,
    maxAge: 14,
    distance: 2060,
    autostart: true,
    purse: 44_000,
    group: "Gruppo III",
    field: 10,
    real: false,
  },
  {
    name: "Gran Premio della Favorita",
    track: "PA",
    month: 2,
    date: { nth: 2, weekday: 0 },
    minAge: 4,
    maxAge: 14,
    distance: 1600,
    autostart: true,
    purse: 38_500,
    group: "Gruppo III",
    field: 10,
    real: false,
  },
  {
    name: "Gran Premio Città di Taranto",
    track: "TA",
    month: 3,
    date: { nth: 1, weekday: 0 },
    minAge: 4,
    maxAge: 14,
    distance: 2060,
    autostart: true,
    purse: 38_500,
    group: "Gruppo III",
    field: 10,
    real: false,
  },
  {
    name: "Gran Premio Primavera",
    track: "BO",
    month: 3,
    date: { nth: 4, weekday: 0 },
    minAge: 3,
    maxAge: 3,
    distance: 1660,
    autostart: true,
    purse: 55_000,
    group: "Gruppo II",
    field: 10,
    real: false,
  },
  {
    name: "Gran Premio Città di Treviso",
    track: "TV",
    month: 4,
    date: { nth: 2, weekday: 0 },
    minAge: 4,
    maxAge: 14,
    distance: 1600,
    autostart: true,
    purse: 66_000,
    group: "Gruppo II",
    field: 11,
    real: false,
  },
  {
    name: "Gran Premio Lotteria",
    track: "NA",
    month: 5,
    date: { nth: 1, weekday: 0 },
    minAge: 4,
    maxAge: 14,
    entrants: "per cavalli di 4 anni e oltre italiani ed esteri",
    distance: 1600,
    autostart: true,
    purse: 440_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio d'Europa",
    track: "MI",
    month: 5,
    date: { nth: 4, weekday: 0 },
    minAge: 4,
    maxAge: 4,
    distance: 2250,
    autostart: true,
    purse: 209_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Tino Triossi",
    track: "RM",
    month: 6,
    date: { day: 29 },
    minAge: 4,
    maxAge: 4,
    distance: 2100,
    autostart: true,
    purse: 154_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Gaetano Turilli",
    track: "RM",
    month: 10,
    date: { nth: 2, weekday: 0 },
    minAge: 5,
    maxAge: 14,
    distance: 2100,
    autostart: true,
    purse: 154_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Nazionale",
    track: "MI",
    month: 6,
    date: { nth: 2, weekday: 0 },
    minAge: 3,
    maxAge: 3,
    distance: 2100,
    autostart: true,
    purse: 220_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Nello Bellei",
    track: "MO",
    month: 7,
    date: { nth: 2, weekday: 6 },
    minAge: 4,
    maxAge: 4,
    distance: 2060,
    autostart: true,
    purse: 66_000,
    group: "Gruppo III",
    field: 10,
    real: true,
  },
  {
    name: "Gran Premio Società Terme",
    track: "MO",
    month: 7,
    date: { nth: 3, weekday: 6 },
    minAge: 3,
    maxAge: 3,
    distance: 2040,
    autostart: true,
    purse: 66_000,
    group: "Gruppo III",
    field: 11,
    real: true,
  },
  {
    name: "Gran Premio Città di Montecatini",
    track: "MO",
    month: 8,
    date: { day: 15 },
    minAge: 4,
    maxAge: 14,
    distance: 1640,
    autostart: true,
    purse: 121_000,
    group: "Gruppo I",
    field: 9,
    real: true,
  },
  {
    name: "Gran Premio Città di Cesena",
    track: "CE",
    month: 8,
    date: { day: 16 },
    minAge: 4,
    maxAge: 4,
    entrants: "per cavalli di 4 anni italiani",
    distance: 1660,
    autostart: true,
    purse: 66_000,
    group: "Gruppo III",
    field: 10,
    real: true,
  },
  {
    name: "Campionato Europeo",
    track: "CE",
    month: 9,
    date: { nth: 1, weekday: 6 },
    minAge: 5,
    maxAge: 14,
    distance: 1600,
    autostart: true,
    purse: 154_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Marangoni",
    track: "TO",
    month: 9,
    date: { nth: 1, weekday: 0 },
    minAge: 3,
    maxAge: 3,
    distance: 2100,
    autostart: true,
    purse: 154_000,
    group: "Gruppo I",
    field: 12,
    real: false,
  },
  {
    name: "Gran Premio Continentale",
    track: "BO",
    month: 9,
    date: { nth: 4, weekday: 0 },
    minAge: 4,
    maxAge: 4,
    distance: 2060,
    autostart: true,
    purse: 154_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Derby Italiano del Trotto",
    track: "RM",
    month: 10,
    date: { nth: 2, weekday: 0 },
    minAge: 3,
    maxAge: 3,
    noGeldings: true,
    entrants: "per maschi interi e femmine di 3 anni italiani",
    // two seasons at Napoli Agnano before it came back to Rome in 2020
    away: [{ from: 2018, to: 2019, track: "NA" }],
    distance: 2100,
    autostart: true,
    purse: 800_800,
    group: "Gruppo I",
    field: 14,
    real: true,
  },
  {
    name: "Oaks del Trotto",
    track: "RM",
    month: 10,
    date: { nth: 2, weekday: 0 },
    minAge: 3,
    maxAge: 3,
    fillies: true,
    entrants: "per femmine di 3 anni italiane",
    distance: 1600,
    autostart: true,
    purse: 253_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Città di Napoli",
    track: "NA",
    month: 6,
    date: { nth: 1, weekday: 0 },
    minAge: 3,
    maxAge: 3,
    distance: 1600,
    autostart: true,
    purse: 88_000,
    group: "Gruppo I",
    field: 11,
    real: true,
  },
  {
    name: "Gran Premio delle Nazioni",
    track: "MI",
    month: 11,
    date: { nth: 2, weekday: 0 },
    minAge: 4,
    maxAge: 14,
    distance: 2100,
    autostart: true,
    purse: 308_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Orsi Mangelli",
    track: "MI",
    month: 11,
    date: { day: 1 },
    minAge: 3,
    maxAge: 3,
    distance: 1600,
    autostart: true,
    purse: 300_300,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Criterium",
    track: "MI",
    month: 11,
    date: { nth: 3, weekday: 0 },
    minAge: 2,
    maxAge: 2,
    distance: 1600,
    autostart: true,
    purse: 220_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Allevatori",
    track: "RM",
    month: 12,
    date: { day: 26 },
    minAge: 2,
    maxAge: 2,
    distance: 2100,
    autostart: true,
    purse: 110_000,
    group: "Gruppo I",
    field: 12,
    real: true,
  },
  {
    name: "Gran Premio Gala Internazionale",
    track: "RM",
    month: 12,
    date: { day: 26 },
    minAge: 4,
    maxAge: 14,
    distance: 2100,
    autostart: true,
    purse: 88_000,
    group: "Gruppo II",
    field: 12,
    real: false,
  },
];

/** The track a big race was run at in a year. */
export function bigRaceTrackIn(race: BigRace, year: number): string {
  return race.away?.find((spell) => year >= spell.from && year <= spell.to)?.track ?? race.track;
}

/** Whether a horse of this sex (in the race's year: a gelding is a colt before it is gelded) may run. */
export function bigRaceAccepts(race: BigRace, sex: Sex): boolean {
  if (race.fillies) return sex === "F";
  return !(race.noGeldings && sex === "C");
}

/** Day of the month a big race falls on in a given year. */
export function bigRaceDay(race: BigRace, year: number): number {
  if ("day" in race.date) return race.date.day;
  const firstWeekday = new Date(Date.UTC(year, race.month - 1, 1)).getUTCDay();
  const firstMatch = 1 + ((race.date.weekday - firstWeekday + 7) % 7);
  return firstMatch + 7 * (race.date.nth - 1);
}

/**
 * The Italian big races the famous horses that raced here won, by the public record (sources in
 * docs/FAKES.md): such a horse runs in these big races only, in their year, and wins them.
 */
export const RECORDED_BIG_RACE_WINS: Record<string, { race: string; year: number }[]> = {
  Varenne: [
    { race: "Derby Italiano del Trotto", year: 1998 },
    { race: "Gran Premio d'Europa", year: 1999 },
    { race: "Gran Premio Tino Triossi", year: 1999 },
    { race: "Gran Premio Continentale", year: 1999 },
    { race: "Gran Premio delle Nazioni", year: 1999 },
    { race: "Gran Premio Lotteria", year: 2000 },
    { race: "Gran Premio Lotteria", year: 2001 },
    { race: "Gran Premio Lotteria", year: 2002 },
  ],
  "Nad Al Sheba": [{ race: "Gran Premio Nazionale", year: 2010 }],
};

/** Whether a horse has a public big-race record (it then runs only the big races it won). */
export const hasRecordedCampaign = (name: string): boolean => name in RECORDED_BIG_RACE_WINS;

/** Whether the records say this horse won this big race in this year. */
export function recordedWinOf(name: string, bigRace: number, year: number): boolean {
  const wins = RECORDED_BIG_RACE_WINS[name];
  return !!wins && wins.some((win) => win.year === year && win.race === BIG_RACES[bigRace].name);
}

/**
 * A big race's purse in a year: its calendar purse, scaled by the era (richer before the cuts of
 * the 2010s) and changed a little every edition. No two editions of the calendar share a figure:
 * a purse already given goes up by 110 euro until it is free. Multiples of 110 euro, as every
 * purse. Simulated: the real purses are not used.
 */
export function bigRacePurse(bigRace: number, year: number): number {
  if (!PURSES.size) fillPurseTable();
  return PURSES.get(year * 100 + bigRace) ?? Math.round(BIG_RACES[bigRace].purse / 110) * 110;
}

const PURSE_YEARS = [1950, 2100] as const;
const PURSES = new Map<number, number>();

/** Every edition's purse, year by year and race by race, so the table is the same whatever is asked first. */
function fillPurseTable(): void {
  const given = new Set<number>();
  for (let year = PURSE_YEARS[0]; year <= PURSE_YEARS[1]; year++) {
    const era = year < 2012 ? 1.18 : year < 2020 ? 0.92 : 1;
    BIG_RACES.forEach((race, bigRace) => {
      // a fixed hash of race and year: the same world every time, without a draw
      const hash = Math.imul(bigRace * 7919 + year * 104_729, 2_654_435_761) >>> 0;
      const edition = 0.95 + (hash % 1001) / 10_000;
      let purse = Math.round((race.purse * era * edition) / 110) * 110;
      while (given.has(purse)) purse += 110;
      given.add(purse);
      PURSES.set(year * 100 + bigRace, purse);
    });
  }
}
