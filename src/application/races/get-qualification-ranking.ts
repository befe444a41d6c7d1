import { calendarDateInItaly } from "../../domain/calendar";
import { qualificationYears } from "../../domain/races/rules";
import type { QualificationRanking, QualificationRankingType, QualificationSubject } from "../../domain/races/types";
import type { Clock } from "../../ports/clock";
import type { TrottingPort } from "../../ports/trotting-port";
import { unusableAsNull } from "../sections";

export type QualificationRankingPage =
  | { kind: "ranking"; type: QualificationRankingType; year: number; ranking: QualificationRanking | null }
  | { kind: "subject"; type: QualificationRankingType; year: number; slug: string; subject: QualificationSubject | null };

/** Subjects ranked by qualified horses of a crop; with a slug, one subject's qualified horses by birth year (null when unreadable). */
export function makeGetQualificationRanking(deps: { trotting: TrottingPort; clock: Clock }) {
  return async function getQualificationRanking(query: {
    type: QualificationRankingType;
    year?: number;
    slug?: string;
  }): Promise<QualificationRankingPage> {
    const year = query.year ?? qualificationYears(calendarDateInItaly(deps.clock.now()))[0].year;
    if (query.slug) {
      return {
        kind: "subject",
        type: query.type,
        year,
        slug: query.slug,
        subject: await unusableAsNull(deps.trotting.qualificationSubject(query.type, year, query.slug)),
      };
    }
    return { kind: "ranking", type: query.type, year, ranking: await unusableAsNull(deps.trotting.qualificationRanking(query.type, year)) };
  };
}
