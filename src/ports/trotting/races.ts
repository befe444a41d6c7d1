import type { CalendarDate } from "../../domain/calendar";
import type {
  DrawDetail,
  DrawSearch,
  Qualification,
  QualificationRanking,
  QualificationRankingType,
  QualificationSubject,
  RaceAtAGlance,
  RaceDetail,
  Meeting,
  RaceType,
  StartersByDate,
} from "../../domain/races/types";

/** Trotting-API slice for entries, results, race detail, at-a-glance, starters, draws, qualifications. */
export type RacesTrottingPort = {
  /** The meetings with entries (partenti) or results (arrivi), day by day. */
  raceDays(type: RaceType): Promise<Meeting[]>;
  /** `raceNumber` omitted: the whole meeting; 0: every qualification trial. */
  raceDetail(type: RaceType, day: CalendarDate, trackCode: string, raceNumber?: number): Promise<RaceDetail>;
  raceAtAGlance(day: CalendarDate, trackCode: string, raceNumber: number): Promise<RaceAtAGlance>;
  startersByDate(day: CalendarDate): Promise<StartersByDate>;
  /** Rejected (422) when the name has fewer than three letters. */
  searchDraws(horseName: string): Promise<DrawSearch>;
  drawDetail(day: CalendarDate, trackCode: string, raceNumber: number): Promise<DrawDetail>;
  /** Qualifications of horses born in `birthYear`; `take` limits the rows. */
  qualifications(birthYear: number, take?: number): Promise<Qualification[]>;
  qualificationRanking(type: QualificationRankingType, birthYear: number): Promise<QualificationRanking>;
  qualificationSubject(type: QualificationRankingType, birthYear: number, slug: string): Promise<QualificationSubject>;
};
