import { compareDays, isoDay, type CalendarDate } from "../calendar";
import { timeInTenths } from "../horses/form-at-a-glance";
import { startTypeOf, type StartType } from "../races/starting-numbers";
import type { NotPlacedReason, RaceDetail } from "../races/types";

/**
 * Sulky's own results archive: every race the trotting API published, as the ratings read it.
 * Results are final once published, so an archived meeting never changes.
 */

/** How a start ended: finished with a place and a time, broke stride (31), disqualified (40), withdrawn (99). */
export type StartOutcome = "arrivato" | "rottura" | "squalificato" | "ritirato" | "non-classificato";

export type ArchivedStart = {
  horseCode: string;
  horseName: string;
  postPosition: number | null;
  /** 1, 2, 3…; null when the horse was not placed. */
  placement: number | null;
  outcome: StartOutcome;
  /** Time per km in tenths of a second (1.14.5 is 745); null without a time. */
  kmTenths: number | null;
  age: number | null;
  driver: string | null;
  prize: number | null;
};

export type ArchivedRace = {
  day: CalendarDate;
  racecourseCode: string;
  raceNumber: number;
  distance: number | null;
  startType: StartType | null;
  purse: number | null;
  category: string | null;
  prizeName: string | null;
  starters: ArchivedStart[];
};

/** A meeting is a racecourse's races on a day. */
export type MeetingKey = { day: CalendarDate; racecourseCode: string };

export const meetingId = (meeting: MeetingKey): string => `${isoDay(meeting.day)}/${meeting.racecourseCode}`;

/** The upstream's placing codes for a horse that did not finish placed (docs/PRODUCT.md, "n.p."). */
const OUTCOME_OF_CODE: Record<number, StartOutcome> = { 31: "rottura", 40: "squalificato", 99: "ritirato" };

/** The result's own reason for an "n.p.", when it gives one (decision 035). */
const OUTCOME_OF_REASON: Record<NotPlacedReason["kind"], StartOutcome | null> = {
  break: "rottura",
  disqualified: "squalificato",
  withdrawn: "ritirato",
  other: null,
};

export function outcomeOf(placement: number | null, kmTenths: number | null): StartOutcome {
  if (placement !== null && placement >= 1 && placement <= 30) return kmTenths !== null ? "arrivato" : "non-classificato";
  return (placement !== null && OUTCOME_OF_CODE[placement]) || "non-classificato";
}

/** The races of a results meeting (trials left out: they are run, not raced). */
export function archivedRacesOf(detail: RaceDetail, meeting: MeetingKey): ArchivedRace[] {
  return detail.races
    .filter((race) => race.raceNumber > 0 && race.rows.length > 0)
    .map((race) => ({
      day: meeting.day,
      racecourseCode: meeting.racecourseCode,
      raceNumber: race.raceNumber,
      distance: race.distance,
      startType: race.startType ?? startTypeOf(race.raceDescription, detail.track),
      purse: race.purse,
      category: race.category,
      prizeName: race.prizeName,
      starters: race.rows.map((row) => {
        const kmTenths = timeInTenths(row.kmTime);
        const placement = row.placement !== null && row.placement >= 1 && row.placement <= 30 ? row.placement : null;
        return {
          horseCode: row.horseCode,
          horseName: row.horseName,
          postPosition: row.postPosition,
          placement,
          outcome:
            (placement === null && row.notPlacedReason ? OUTCOME_OF_REASON[row.notPlacedReason.kind] : null) ??
            outcomeOf(row.placement, kmTenths),
          kmTenths: placement === null ? null : kmTenths,
          age: row.age,
          driver: row.driver,
          prize: row.prizeMoney,
        };
      }),
    }));
}

/** Oldest first, then by racecourse and race number: the order the ratings replay the archive in. */
export function compareRaces(a: ArchivedRace, b: ArchivedRace): number {
  return compareDays(a.day, b.day) || a.racecourseCode.localeCompare(b.racecourseCode) || a.raceNumber - b.raceNumber;
}
