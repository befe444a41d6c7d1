import { NOT_PLACED_THRESHOLD } from "../format";
import { compareItalianText, italianNumber } from "../italian-format";

/**
 * What a starting number is worth: for each track, start type and distance band, how often
 * each number won and was placed over the results the trotting API holds.
 */

export type StartType = "autostart" | "nastri";
export const START_TYPES: readonly StartType[] = ["autostart", "nastri"];
export const START_TYPE_LABELS: Record<StartType, string> = { autostart: "Autostart", nastri: "Nastri" };

/**
 * Distance bands as Italian trotting reads them: the short distance ("miglio", up to 1700 m,
 * the same bound as a horse's short record), the middle distances (the 2060–2120 m of most
 * programmes, up to 2150 m) and the long distance beyond (2250 m, 2600 m and more). The
 * statistics of the starting numbers, the records of a horse and its form lines share them
 * (docs/decisions/035-complete-form-lines.md).
 */
export type DistanceBand = "corta" | "media" | "lunga";
export const DISTANCE_BANDS: readonly DistanceBand[] = ["corta", "media", "lunga"];
export const DISTANCE_BAND_LABELS: Record<DistanceBand, string> = {
  corta: "Miglio (fino a 1700 m)",
  media: "Media (1701–2150 m)",
  lunga: "Lunga (oltre 2150 m)",
};
export const SHORT_DISTANCE_MAX = 1700;
export const MIDDLE_DISTANCE_MAX = 2150;

/** A place is a finish in the first three: the places of Italian place betting. */
export const PLACE_POSITIONS = 3;

export function distanceBandOf(distance: number | null | undefined): DistanceBand | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance) || distance <= 0) return null;
  if (distance <= SHORT_DISTANCE_MAX) return "corta";
  return distance <= MIDDLE_DISTANCE_MAX ? "media" : "lunga";
}

/**
 * A race's start type: its conditions say it ("Partenza con autostart.", "ai nastri"); when
 * they do not, the meeting's banner decides if the whole meeting used only one of the two.
 */
export function startTypeOf(
  conditions: string | null | undefined,
  meeting: { autostart: boolean | null; tapes: boolean | null } | null,
): StartType | null {
  const text = (conditions ?? "").toLocaleLowerCase("it-IT");
  if (/\bautostart\b/.test(text)) return "autostart";
  if (/\bnastri\b/.test(text)) return "nastri";
  const autostart = meeting?.autostart === true;
  const tapes = meeting?.tapes === true;
  if (autostart && !tapes) return "autostart";
  if (tapes && !autostart) return "nastri";
  return null;
}

/** One horse's line in a result: its starting number and its placing as the upstream writes it. */
export type NumberedFinish = { postPosition: number | null; placement: number | null };

/** One race of the results, reduced to what the statistics need. */
export type RaceResultSample = {
  trackCode: string;
  trackName: string;
  startType: StartType | null;
  distance: number | null;
  rows: NumberedFinish[];
};

/**
 * How a result line counts:
 * - a placing from 1 to 30 is a finish (1 a win, up to 3 a place; a dead heat gives two wins);
 * - 0 or over 30 is 'n.p.' (broke stride, disqualified, pulled up): the horse started, so it
 *   counts as a starter that neither won nor placed;
 * - no placing at all is a horse withdrawn before the start: not a starter, counted apart;
 * - no starting number: the line says nothing about numbers and is left out.
 */
export type FinishKind = "win" | "place" | "finished" | "notPlaced" | "withdrawn";

export function finishKindOf(placement: number | null): FinishKind {
  if (placement === null || !Number.isFinite(placement) || placement < 0) return "withdrawn";
  if (placement === 0 || placement > NOT_PLACED_THRESHOLD) return "notPlaced";
  if (placement === 1) return "win";
  return placement <= PLACE_POSITIONS ? "place" : "finished";
}

export type NumberFigures = {
  number: number;
  starters: number;
  wins: number;
  /** Finishes in the first three, wins included. */
  places: number;
  notPlaced: number;
  withdrawn: number;
  /** Percent of starters, one decimal; null without starters. */
  winPercent: number | null;
  placePercent: number | null;
};

export type StartingNumberGroup = {
  trackCode: string;
  trackName: string;
  startType: StartType;
  band: DistanceBand;
  races: number;
  numbers: NumberFigures[];
};

export type StartingNumberStats = {
  groups: StartingNumberGroup[];
  /** Races left out: no start type or distance known, or no numbered line. */
  racesLeftOut: number;
};

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

type Tally = { starters: number; wins: number; places: number; notPlaced: number; withdrawn: number };
const emptyTally = (): Tally => ({ starters: 0, wins: 0, places: 0, notPlaced: 0, withdrawn: 0 });

function figuresOf(number: number, tally: Tally): NumberFigures {
  return { number, ...tally, winPercent: percent(tally.wins, tally.starters), placePercent: percent(tally.places, tally.starters) };
}

/** Groups sorted by track name, then start type and band in their usual order; numbers ascending. */
export function aggregateStartingNumbers(races: readonly RaceResultSample[]): StartingNumberStats {
  const groups = new Map<string, { group: Omit<StartingNumberGroup, "numbers">; tallies: Map<number, Tally> }>();
  let racesLeftOut = 0;
  for (const race of races) {
    const band = distanceBandOf(race.distance);
    const numbered = race.rows.filter((row) => row.postPosition !== null && Number.isInteger(row.postPosition) && row.postPosition > 0);
    if (!race.startType || !band || numbered.length === 0) {
      racesLeftOut++;
      continue;
    }
    const key = `${race.trackCode}|${race.startType}|${band}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = {
        group: { trackCode: race.trackCode, trackName: race.trackName, startType: race.startType, band, races: 0 },
        tallies: new Map(),
      };
      groups.set(key, entry);
    }
    entry.group.races++;
    for (const row of numbered) {
      const number = row.postPosition as number;
      const tally = entry.tallies.get(number) ?? emptyTally();
      entry.tallies.set(number, tally);
      const kind = finishKindOf(row.placement);
      if (kind === "withdrawn") {
        tally.withdrawn++;
        continue;
      }
      tally.starters++;
      if (kind === "win") tally.wins++;
      if (kind === "win" || kind === "place") tally.places++;
      if (kind === "notPlaced") tally.notPlaced++;
    }
  }
  const result = [...groups.values()].map(({ group, tallies }) => ({
    ...group,
    numbers: [...tallies.entries()].sort(([a], [b]) => a - b).map(([number, tally]) => figuresOf(number, tally)),
  }));
  result.sort(
    (a, b) =>
      compareItalianText(a.trackName, b.trackName) ||
      START_TYPES.indexOf(a.startType) - START_TYPES.indexOf(b.startType) ||
      DISTANCE_BANDS.indexOf(a.band) - DISTANCE_BANDS.indexOf(b.band),
  );
  return { groups: result, racesLeftOut };
}

export type StartingNumberFilter = { trackCode: string | null; startType: StartType | null; band: DistanceBand | null };

/** The groups a filter selects merged into one set of figures per number (no filter: every race). */
export function mergeGroups(
  groups: readonly StartingNumberGroup[],
  filter: StartingNumberFilter,
): { races: number; numbers: NumberFigures[] } {
  const chosen = groups.filter(
    (group) =>
      (!filter.trackCode || group.trackCode === filter.trackCode) &&
      (!filter.startType || group.startType === filter.startType) &&
      (!filter.band || group.band === filter.band),
  );
  const tallies = new Map<number, Tally>();
  for (const group of chosen) {
    for (const figures of group.numbers) {
      const tally = tallies.get(figures.number) ?? emptyTally();
      tallies.set(figures.number, tally);
      tally.starters += figures.starters;
      tally.wins += figures.wins;
      tally.places += figures.places;
      tally.notPlaced += figures.notPlaced;
      tally.withdrawn += figures.withdrawn;
    }
  }
  return {
    races: chosen.reduce((sum, group) => sum + group.races, 0),
    numbers: [...tallies.entries()].sort(([a], [b]) => a - b).map(([number, tally]) => figuresOf(number, tally)),
  };
}

/** Italian percent with one decimal: 12,5%. */
export function formatPercentOneDecimal(value: number | null): string {
  return value === null ? "–" : `${italianNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
