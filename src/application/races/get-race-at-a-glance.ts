import { formatItalianDate, type CalendarDate } from "../../domain/calendar";
import { racecourseLabel } from "../../domain/races/rules";
import type { RaceAtAGlance } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { mainSection } from "../sections";

export type RaceAtAGlancePage = {
  title: string;
  date: CalendarDate;
  trackCode: string;
  raceNumber: number;
  /** null when the upstream's answer could not be read: the page keeps its title and says so. */
  glance: RaceAtAGlance | null;
};

/** Every horse of one race with its statistics and last performances. A meeting without race number means race 1. */
export function makeGetRaceAtAGlance(deps: { trotting: TrottingPort }) {
  return async function getRaceAtAGlance(query: {
    date: CalendarDate;
    trackCode: string;
    raceNumber?: number;
  }): Promise<RaceAtAGlancePage | null> {
    const raceNumber = query.raceNumber ?? 1;
    const answer = await mainSection(deps.trotting.raceAtAGlance(query.date, query.trackCode, raceNumber));
    if (!answer) return null;
    const glance = answer.section;
    const racecourse = glance ? racecourseLabel(glance.race.racecourseName, glance.race.town) : query.trackCode;
    const number = glance?.race.raceNumber ?? raceNumber;
    return {
      glance,
      date: query.date,
      trackCode: query.trackCode,
      raceNumber: number,
      title: `Corsa ${number} di ${racecourse} del ${formatItalianDate(glance?.race.day ?? query.date)}`,
    };
  };
}
