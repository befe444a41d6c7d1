import { z } from "zod";
import type { BestTime, NotPlacedReason, RaceWinner, StartType } from "~/src/domain/races/types";
import { anything, asText, fromUpstream, identity, number, optionalRows, text, wholeNumber } from "../../shared/tolerant-reader";
import { racecourseCode } from "./common";
import { day } from "./days";

/**
 * The fields of a complete form line that the spec does not list but a results service gives
 * (docs/decisions/035-complete-form-lines.md): how a race started (`TipoPartenza`), why a horse
 * is 'n.p.' (`MotivoNonPiazzato`), the race's winner (`NomeVincitore`, `CodiceVincitore`,
 * `TempoVincitore`) and a horse's best times by start and distance (`migliorTempi`). Each is
 * optional: an answer without them is read as before.
 */

const AUTOSTART = new Set(["autostart", "auto", "a", "as"]);
const TAPES = new Set(["nastri", "nastro", "n", "nastri"]);

/** "Autostart" or "Nastri", in any case or abbreviated; anything else is unknown. */
export const startType = anything.transform((value): StartType | null => {
  const word = asText(value)?.trim().toLowerCase() ?? "";
  return AUTOSTART.has(word) ? "autostart" : TAPES.has(word) ? "nastri" : null;
});

const REASONS: [RegExp, NotPlacedReason["kind"]][] = [
  [/^(rottura|rotto|rotta|galoppo|r|rp)\b/, "break"],
  [/^(squalific|sq\b)/, "disqualified"],
  [/^(ritirat|ritiro|rit\b)/, "withdrawn"],
];

/** The results' reason for an 'n.p.': a break, a disqualification, a withdrawal, or other words kept as they are. */
export const notPlacedReason = anything.transform((value): NotPlacedReason | null => {
  const words = asText(value)?.trim();
  if (!words) return null;
  const known = REASONS.find(([pattern]) => pattern.test(words.toLowerCase()));
  return known ? { kind: known[1] as "break" | "disqualified" | "withdrawn" } : { kind: "other", text: words };
});

/** The winner's three fields, read into one winner (none without a name). */
export const winnerFields = {
  winnerName: ["NomeVincitore", text],
  winnerCode: ["CodiceVincitore", text],
  winnerTime: ["TempoVincitore", text],
} as const;

export function winnerOf(fields: { winnerName: string | null; winnerCode: string | null; winnerTime: string | null }): RaceWinner | null {
  return fields.winnerName ? { name: fields.winnerName, code: fields.winnerCode, kmTime: fields.winnerTime } : null;
}

/** One best time: without a distance or a time it says nothing and is dropped. */
const bestTimeSchema = fromUpstream({
  startType: ["TipoPartenza", startType],
  distance: ["Distanza", wholeNumber],
  kmTime: ["TempoPre", identity],
  day: ["Data", day("iso")],
  racecourse: ["Ippodromo", text],
  racecourseCode: ["CodiceIppodromo", racecourseCode],
  raceNumber: ["NumeroCorsa", number],
}) satisfies z.ZodType<BestTime, unknown>;

/** `migliorTempi`: a horse's best times by start method and distance; missing, an empty list. */
export const bestTimes = optionalRows("migliorTempi", bestTimeSchema);
