import type { CalendarDate } from "../../domain/calendar";
import { raceDetailTitle, racecourseLabel } from "../../domain/races/rules";
import type { RaceDetail, RaceType } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { mainSection } from "../sections";

export type RaceDetailPage = {
  type: RaceType;
  date: CalendarDate;
  trackCode: string;
  title: string;
  racecourse: string;
  /** null when the upstream's answer could not be read: the page keeps its title and says so. */
  detail: RaceDetail | null;
};

/** Entries or results of a meeting (or one race of it); null when the upstream has no such meeting. */
export function makeGetRaceDetail(deps: { trotting: TrottingPort }) {
  return async function getRaceDetail(query: {
    type: RaceType;
    date: CalendarDate;
    trackCode: string;
    raceNumber?: number;
  }): Promise<RaceDetailPage | null> {
    const answer = await mainSection(deps.trotting.raceDetail(query.type, query.date, query.trackCode, query.raceNumber));
    if (!answer) return null;
    const detail = answer.section;
    const name = detail?.track.racecourseName ?? query.trackCode;
    return {
      type: query.type,
      date: query.date,
      trackCode: query.trackCode,
      racecourse: detail ? racecourseLabel(name, detail.track.town) : name,
      title: raceDetailTitle(query.type, name, query.date),
      detail,
    };
  };
}
