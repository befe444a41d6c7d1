import type { CalendarDate } from "../calendar";
import type { StartType } from "./starting-numbers";

/** The words of a complete form line, shared by the races and the horses (docs/decisions/035-complete-form-lines.md). */

/** How a race started: behind the autostart (the moving gate) or from the tapes (nastri). */
export type { StartType } from "./starting-numbers";

/**
 * Why a horse is 'n.p.' (not placed), where the results say: it broke stride (rottura, galoppo),
 * was disqualified or was pulled up; any other reason is kept in the results' own words.
 */
export type NotPlacedReason = { kind: "break" | "disqualified" | "withdrawn" } | { kind: "other"; text: string };

/** The winner of a past race, as its result gives it. */
export type RaceWinner = { name: string; code: string | null; kmTime: string | null };

/**
 * A horse's best time for one start method and one distance, with where and when it first ran it
 * (the records by start method and distance band are drawn from these: src/domain/races/form-lines.ts).
 */
export type BestTime = {
  startType: StartType | null;
  distance: number;
  kmTime: string;
  day: CalendarDate | null;
  racecourse: string | null;
  racecourseCode: string | null;
  raceNumber: number | null;
};
