import { compareDays } from "../calendar";
import { formatPlacement, formatRaceTime } from "../format";
import { timeInTenths } from "../horses/form-at-a-glance";
import type { BestTime, NotPlacedReason, RaceWinner, StartMethod } from "./form-terms";

/**
 * The rules of a complete form line (docs/decisions/035-complete-form-lines.md): the start
 * method and the distance band of a race, why a horse is 'n.p.', the winner beside a beaten
 * horse, and the records split by start method and distance band.
 */

export type DistanceBand = "short" | "middle" | "long";

/**
 * The three distances Italian trotting races are run over: the mile ("corta", up to 1700 m, the
 * spec's "breve" record), the middle distance (the 2060-2100 m of most races) and the long
 * distance (2250 m and beyond). The spec's "lunga" record is the best of the last two bands.
 */
export const DISTANCE_BANDS: readonly { band: DistanceBand; label: string; range: string; upTo: number }[] = [
  { band: "short", label: "Corta", range: "fino a 1700 m", upTo: 1700 },
  { band: "middle", label: "Media", range: "1701–2150 m", upTo: 2150 },
  { band: "long", label: "Lunga", range: "oltre 2150 m", upTo: Infinity },
];

/** The band of a distance in metres; null for no distance (or one that is not a length). */
export function distanceBandOf(distance: number | null): DistanceBand | null {
  if (distance === null || !Number.isFinite(distance) || distance <= 0) return null;
  return (DISTANCE_BANDS.find((band) => distance <= band.upTo) as (typeof DISTANCE_BANDS)[number]).band;
}

const START_METHOD_LABELS: Record<StartMethod, string> = { autostart: "Autostart", tapes: "Nastri" };
export const START_METHODS: readonly StartMethod[] = ["autostart", "tapes"];

/** "Autostart" or "Nastri"; nothing when the results do not say. */
export function startMethodLabel(method: StartMethod | null): string {
  return method ? START_METHOD_LABELS[method] : "";
}

/**
 * Why a horse is not placed, in a word that needs no agreement with the horse's sex: "rottura"
 * (a break of gait, "galoppo"), "squalifica", "ritiro", or the results' own words.
 */
export function notPlacedReasonLabel(reason: NotPlacedReason | null): string {
  if (!reason) return "";
  switch (reason.kind) {
    case "break":
      return "rottura";
    case "disqualified":
      return "squalifica";
    case "withdrawn":
      return "ritiro";
    case "other":
      return reason.text;
  }
}

/** The placing of a form line: '3°', 'n.p.', or 'n.p. (rottura)' when the results give the reason. */
export function placingWithReason(placement: number | null, reason: NotPlacedReason | null): string {
  const placing = formatPlacement(placement);
  const why = notPlacedReasonLabel(reason);
  if (placing === "n.p." && why) return `n.p. (${why})`;
  if (placing === "" && why) return `n.p. (${why})`;
  return placing;
}

/** The winner beside a horse that did not win ("Daino Cr 14.3"); nothing beside a winner or without a result. */
export function winnerBeside(line: { placement: number | null; winner: RaceWinner | null }): string {
  if (!line.winner || line.placement === 1) return "";
  const time = formatRaceTime(line.winner.kmTime);
  return time ? `${line.winner.name} ${time}` : line.winner.name;
}

/** A record of one start method and band: the fastest of its best times. */
export type BandRecord = Omit<BestTime, "startMethod"> & { tenths: number };

export type RecordsOfStartMethod = { startMethod: StartMethod | null; bands: Record<DistanceBand, BandRecord | null> };

/**
 * The horse's records split by start method (autostart, then the tapes, then races whose start the
 * results do not give) and distance band. A tie goes to the time run first, as a record belongs
 * to whoever ran it first; an unreadable time or distance is left out. Start methods without any
 * time are left out.
 */
export function recordsByStartAndDistance(bestTimes: readonly BestTime[]): RecordsOfStartMethod[] {
  const methods: (StartMethod | null)[] = [...START_METHODS, null];
  const grid = new Map<StartMethod | null, Record<DistanceBand, BandRecord | null>>();
  for (const time of bestTimes) {
    const band = distanceBandOf(time.distance);
    const tenths = timeInTenths(time.kmTime);
    if (band === null || tenths === null) continue;
    const { startMethod, ...rest } = time;
    let bands = grid.get(startMethod);
    if (!bands) grid.set(startMethod, (bands = { short: null, middle: null, long: null }));
    const held = bands[band];
    if (!held || tenths < held.tenths || (tenths === held.tenths && ranEarlier(time, held))) bands[band] = { ...rest, tenths };
  }
  return methods.flatMap((startMethod) => {
    const bands = grid.get(startMethod);
    return bands ? [{ startMethod, bands }] : [];
  });
}

function ranEarlier(time: BestTime, held: BandRecord): boolean {
  if (!time.day) return false;
  return !held.day || compareDays(time.day, held.day) < 0;
}
