import { compareDays } from "../calendar";
import { formatPlacement, formatRaceTime } from "../format";
import { timeInTenths } from "../horses/form-at-a-glance";
import type { BestTime, NotPlacedReason, RaceWinner, StartType } from "./form-terms";
import { distanceBandOf, START_TYPE_LABELS, START_TYPES, type DistanceBand } from "./starting-numbers";

/**
 * The rules of a complete form line (docs/decisions/035-complete-form-lines.md): the start
 * method and the distance band of a race, why a horse is 'n.p.', the winner beside a beaten
 * horse, and the records split by start method and distance band.
 */

/** "Autostart" or "Nastri"; nothing when the results do not say. */
export function startTypeLabel(type: StartType | null): string {
  return type ? START_TYPE_LABELS[type] : "";
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
export type BandRecord = Omit<BestTime, "startType"> & { tenths: number };

export type RecordsOfStartType = { startType: StartType | null; bands: Record<DistanceBand, BandRecord | null> };

/**
 * The horse's records split by start method (autostart, then the tapes, then races whose start the
 * results do not give) and distance band. A tie goes to the time run first, as a record belongs
 * to whoever ran it first; an unreadable time or distance is left out. Start methods without any
 * time are left out.
 */
export function recordsByStartAndDistance(bestTimes: readonly BestTime[]): RecordsOfStartType[] {
  const types: (StartType | null)[] = [...START_TYPES, null];
  const grid = new Map<StartType | null, Record<DistanceBand, BandRecord | null>>();
  for (const time of bestTimes) {
    const band = distanceBandOf(time.distance);
    const tenths = timeInTenths(time.kmTime);
    if (band === null || tenths === null) continue;
    const { startType, ...rest } = time;
    let bands = grid.get(startType);
    if (!bands) grid.set(startType, (bands = { corta: null, media: null, lunga: null }));
    const held = bands[band];
    if (!held || tenths < held.tenths || (tenths === held.tenths && ranEarlier(time, held))) bands[band] = { ...rest, tenths };
  }
  return types.flatMap((startType) => {
    const bands = grid.get(startType);
    return bands ? [{ startType, bands }] : [];
  });
}

function ranEarlier(time: BestTime, held: BandRecord): boolean {
  if (!time.day) return false;
  return !held.day || compareDays(time.day, held.day) < 0;
}
