import { href } from "react-router";
import type { CalendarDate } from "../domain/calendar";
import {
  DISTANCE_BANDS,
  START_TYPES,
  type DistanceBand,
  type StartingNumberFilter,
  type StartType,
} from "../domain/races/starting-numbers";
import type { QualificationRankingType, RaceType } from "../domain/races/types";
import { addressDay, addressRacecourse, parseAddressRacecourse, queryString, segment, type PagePattern } from "./values";

/** Addresses of the race screens: entries and results, starters, draws, statistics and qualifications. */

/** A race day's list: /trotto/partenti or /trotto/arrivi. */
export function raceListPath(type: RaceType): string {
  return href(RACE_LIST_PATTERNS[type]);
}

/**
 * The patterns of the race-day pages, written once as views/routes/races/routes.ts declares them
 * (typed against the route table): the builders below follow them, and the race-day updates
 * recognises its pages by them (src/urls/race-day-events.ts).
 */
export const RACE_DAY_PAGE_PATTERNS = {
  entriesList: "/trotto/partenti",
  resultsList: "/trotto/arrivi",
  startersByDate: "/trotto/partenti/:date",
  raceAtAGlance: "/trotto/partenti/dettaglio-corsa/:date/:racecourse/:raceNumber?",
  entriesDetail: "/trotto/partenti/:date/:racecourse/:raceNumber?",
  resultsDetail: "/trotto/arrivi/:date/:racecourse/:raceNumber?",
  draws: "/trotto/sorteggi",
  drawDetail: "/trotto/sorteggi/:date/:racecourse/:raceNumber",
} as const satisfies Record<string, PagePattern>;

const RACE_LIST_PATTERNS = {
  partenti: RACE_DAY_PAGE_PATTERNS.entriesList,
  arrivi: RACE_DAY_PAGE_PATTERNS.resultsList,
} as const satisfies Record<RaceType, PagePattern>;
const RACE_DETAIL_PATTERNS = {
  partenti: RACE_DAY_PAGE_PATTERNS.entriesDetail,
  arrivi: RACE_DAY_PAGE_PATTERNS.resultsDetail,
} as const satisfies Record<RaceType, PagePattern>;

/** Which list a route shows (entries or results), from the route's pattern (a loader's `pattern`); null for another route. */
export function raceTypeOfRoute(pattern: string): RaceType | null {
  const route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  for (const type of ["partenti", "arrivi"] as const)
    if (route === RACE_LIST_PATTERNS[type] || route === RACE_DETAIL_PATTERNS[type]) return type;
  return null;
}

/**
 * How a link names the racecourse. Addresses write the code with its 'T' (NAT, docs/PRODUCT.md "Addresses"); the lists of
 * meetings, the starter search, the racing sons and the draws have always linked the bare code
 * (NA), which reaches the same page: `bare` keeps those links as they are.
 */
export type RacecourseSpelling = { bare?: boolean };

const racecourseSegment = (code: string, spelling: RacecourseSpelling) => segment(spelling.bare ? code : addressRacecourse(code));

/** A meeting or one of its races: /trotto/{partenti|arrivi}/{ddmmyyyy}/{code}T[/{number}] (0: the qualification trials). */
export function racePath(
  type: RaceType,
  day: CalendarDate,
  racecourseCode: string,
  raceNumber?: number | null,
  spelling: RacecourseSpelling = {},
): string {
  return href(RACE_DETAIL_PATTERNS[type], {
    date: addressDay(day),
    racecourse: racecourseSegment(racecourseCode, spelling),
    raceNumber: raceNumber === undefined || raceNumber === null ? undefined : String(raceNumber),
  });
}

/** Every horse of one race at a glance: /trotto/partenti/dettaglio-corsa/{ddmmyyyy}/{code}T/{number}. */
export function raceAtAGlancePath(day: CalendarDate, racecourseCode: string, raceNumber: number): string {
  return href(RACE_DAY_PAGE_PATTERNS.raceAtAGlance, {
    date: addressDay(day),
    racecourse: segment(addressRacecourse(racecourseCode)),
    raceNumber: String(raceNumber),
  });
}

/** Today's entries, whichever day that is: /partenti/oggi. */
export function todayEntriesPath(): string {
  return href("/partenti/oggi");
}

/** The starters of one day by initial: /trotto/partenti/{ddmmyyyy}. */
export function startersByDatePath(day: CalendarDate): string {
  return href(RACE_DAY_PAGE_PATTERNS.startersByDate, { date: addressDay(day) });
}

/** The sons and daughters of a sire among the starters: /trotto/partenti/figli-di[?padreText=…]. */
export function sireStartersPath(sireName?: string | null): string {
  return href("/trotto/partenti/figli-di") + queryString({ padreText: sireName });
}

export function drawsPath(): string {
  return href(RACE_DAY_PAGE_PATTERNS.draws);
}

/** The numbers drawn for one race: /trotto/sorteggi/{ddmmyyyy}/{code}T/{number}. */
export function drawDetailPath(day: CalendarDate, racecourseCode: string, raceNumber: number, spelling: RacecourseSpelling = {}): string {
  return href(RACE_DAY_PAGE_PATTERNS.drawDetail, {
    date: addressDay(day),
    racecourse: racecourseSegment(racecourseCode, spelling),
    raceNumber: String(raceNumber),
  });
}

/** The statistics page's filters as its address carries them (?ippodromo=NAT&partenza=autostart&distanza=corta). */
export const STARTING_NUMBER_QUERY = { track: "ippodromo", start: "partenza", band: "distanza" } as const;

/** The starting-number statistics, of every track or of one: /trotto/statistiche/numeri[?ippodromo={code}]. */
export function startingNumbersPath(trackCode?: string | null): string {
  return href("/trotto/statistiche/numeri") + queryString({ [STARTING_NUMBER_QUERY.track]: trackCode });
}

/** The qualifications of one crop: /trotto/qualifiche[?anno={year}][&tutte=1]. */
export function qualificationsPath(options: { year?: number | null; all?: boolean } = {}): string {
  return href("/trotto/qualifiche") + queryString({ anno: options.year, tutte: options.all ? 1 : null });
}

/** The whole crop's qualifications as data, for the page's browser code: /trotto/qualifiche/elenco?anno={year}. */
export function fullQualificationListPath(year: number): string {
  return href("/trotto/qualifiche/elenco") + queryString({ anno: year });
}

/**
 * A qualification ranking, /trotto/qualifiche/classifiche/{type}/{year}[/{slug}]. The links of the
 * rankings' own pages end with a slash after the year, as they always have.
 */
export function qualificationRankingPath(
  type: QualificationRankingType,
  year?: number | null,
  slug?: string | null,
  trailingSlash = false,
): string {
  const path = href("/trotto/qualifiche/classifiche/:type/:year?/:slug?", {
    type,
    year: year === null || year === undefined ? undefined : String(year),
    slug: slug ? segment(slug) : undefined,
  });
  return trailingSlash && !slug ? `${path}/` : path;
}

/** Where a qualification links: the trials of that day, /trotto/arrivi/{ddmmyyyy}/{code}T/0; null without a day or a racecourse. */
export function qualificationResultPath(row: { trialDay: CalendarDate; racecourseCode: string | null }): string | null {
  return row.racecourseCode ? racePath("arrivi", row.trialDay, row.racecourseCode, 0) : null;
}

/** Each past performance links to its result, /trotto/arrivi/{ddmmyyyy}/{code}T/{number}, else to the page the upstream names. */
export function performanceResultPath(performance: {
  day: CalendarDate | null;
  racecourseCode: string | null;
  raceNumber: number | null;
  url: string | null;
}): string | null {
  const { day, racecourseCode, raceNumber } = performance;
  return day && racecourseCode && raceNumber !== null ? racePath("arrivi", day, racecourseCode, raceNumber) : performance.url;
}

/** Filter values as the visitor wrote them; a value that is not one of ours is ignored (null). */
export function parseStartingNumberFilter(asked: {
  track?: string | null;
  start?: string | null;
  band?: string | null;
}): StartingNumberFilter {
  const start = (asked.start ?? "").trim().toLowerCase();
  const band = (asked.band ?? "").trim().toLowerCase();
  return {
    trackCode: parseAddressRacecourse((asked.track ?? "").trim()),
    startType: (START_TYPES as readonly string[]).includes(start) ? (start as StartType) : null,
    band: (DISTANCE_BANDS as readonly string[]).includes(band) ? (band as DistanceBand) : null,
  };
}
