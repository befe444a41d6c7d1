import type { CalendarDate } from "../calendar";
import type { HorseSex } from "../horses/horse";
import type { ServerTable } from "../tables";
import type { BestTime, NotPlacedReason, RaceWinner, StartType } from "./form-terms";

export type { BestTime, NotPlacedReason, RaceWinner, StartType } from "./form-terms";

/** Entities of the races screens, in Sulky's own terms. */

/** The two lists of races: entries (partenti) and results (arrivi). */
export type RaceType = "partenti" | "arrivi";

/** One meeting of a day: a racecourse racing that day. */
export type Meeting = {
  day: CalendarDate;
  racecourseCode: string;
  racecourseName: string;
  town: string | null;
};

export type RaceCaption = {
  /** 0 for the qualification trials. */
  raceNumber: number;
  prizeName: string | null;
  startTime: string | null;
  purse: number | null;
  category: string | null;
  subcategory: string | null;
  distance: number | null;
  /** null when the upstream does not say */
  startType: StartType | null;
  raceDescription: string | null;
  prizeDescription: string | null;
  /** A top-level race (Gran Premio). */
  bigRace: boolean;
  video: string | null;
  racecourseCode: string | null;
};

/** A horse's line in an entry or result table. */
export type RaceRow = {
  postPosition: number | null;
  horseName: string;
  horseCode: string;
  slug: string | null;
  sex: HorseSex | null;
  age: number | null;
  driver: string | null;
  shortRecord: string | null;
  longRecord: string | null;
  careerWinnings: number | null;
  sire: string | null;
  dam: string | null;
  breeder: string | null;
  placement: number | null;
  /** Why the horse is 'n.p.', when the result says. */
  notPlacedReason: NotPlacedReason | null;
  kmTime: string | null;
  prizeMoney: number | null;
  /** The sire is a sponsor: his name links to his page. */
  sireIsSponsor: boolean;
  sponsorUrl: string | null;
  siblingUrl: string | null;
  siblingName: string | null;
};

export type RaceSection = RaceCaption & { rows: RaceRow[] };

export type TrackBanner = {
  racecourseName: string;
  racecourseCode: string;
  day: CalendarDate;
  town: string | null;
  startTime: string | null;
  trackLength: number | null;
  calibration: string | null;
  /** Whether the meeting used the autostart, and the tapes; null when the upstream does not say. */
  autostart: boolean | null;
  tapes: boolean | null;
};

export type RaceDetail = { trials: RaceSection[]; races: RaceSection[]; track: TrackBanner };

/** A past performance of a horse. */
export type Performance = {
  /** The race day; null when the upstream wrote none that can be read. */
  day: CalendarDate | null;
  racecourse: string | null;
  racecourseCode: string | null;
  postPosition: number | null;
  category: string | null;
  prizeDescription: string | null;
  placement: number | null;
  /** Why the horse is 'n.p.', when the result says. */
  notPlacedReason: NotPlacedReason | null;
  distance: number | null;
  /** null when the upstream does not say */
  startType: StartType | null;
  kmTime: string | null;
  /** The horse placed first in that race's result, with its time (the horse itself when it won). */
  winner: RaceWinner | null;
  driver: string | null;
  prizeMoney: number | null;
  raceNumber: number | null;
  /** The field size. */
  starters: number | null;
  video: string | null;
  url: string | null;
  isToday: boolean;
  belowThreshold: boolean;
};

/** Starts, wins, placings, winnings and records over one period. */
export type PeriodStats = {
  starts: number | null;
  wins: number | null;
  placings: number | null;
  winnings: number | null;
  shortRecord: string | null;
  longRecord: string | null;
};

/** A horse of the at-a-glance page. */
export type GlanceHorse = RaceRow & {
  coat: string | null;
  career: PeriodStats;
  season: PeriodStats;
  quarter: PeriodStats;
  performances: Performance[];
  /** Best times by start method and distance over the career; empty when the upstream gives none. */
  bestTimes: BestTime[];
};

/** The race of an at-a-glance page; its day may be missing (the address has it). */
export type GlanceRace = RaceCaption & { day: CalendarDate | null; racecourseName: string; town: string | null };

export type RaceAtAGlance = { horses: GlanceHorse[]; race: GlanceRace };

export type StarterIndexEntry = {
  horseName: string;
  horseCode: string;
  /** The racecourse's two-letter code. */
  track: string;
  racecourseName: string | null;
  raceNumber: number;
  postPosition: number | null;
  startTime: string | null;
};

export type StartersByDate = { letters: Record<string, StarterIndexEntry[]>; letterList: string[]; longDate: string | null };

export type DrawRow = {
  day: CalendarDate | null;
  town: string | null;
  racecourseName: string | null;
  racecourseCode: string | null;
  raceNumber: number | null;
  number: number | null;
  starters: number | null;
  horseCode: string | null;
};

/** The draws of every horse whose name matched, horse by horse. */
export type DrawSearch = { horses: { name: string; draws: DrawRow[] }[] };

export type DrawDetail = {
  racecourse: { code: string; name: string; town: string | null } | null;
  /** The numbers drawn, with the columns the upstream chooses. */
  numbers: ServerTable;
  /** Each row's starting number, in the order of `numbers.rows` (null when the row has none). */
  startingNumbers: (number | null)[];
  title: string | null;
  subtitle: string | null;
};

export type Qualification = {
  /** The day of the trial. */
  trialDay: CalendarDate;
  racecourse: string | null;
  racecourseCode: string | null;
  horseCode: string;
  horseName: string;
  slug: string | null;
  sire: string | null;
  dam: string | null;
  maternalGrandsire: string | null;
  breeder: string | null;
  owner: string | null;
  trainer: string | null;
  kmTime: string | null;
  video: string | null;
};

export const QUALIFICATION_RANKING_TYPES = ["stalloni", "allevatori", "proprietari", "allenatori", "nonni"] as const;
export type QualificationRankingType = (typeof QUALIFICATION_RANKING_TYPES)[number];

export type QualificationRankingRow = { position: number; name: string; slug: string; qualified: number | null };

export type QualificationYearRow = { horseName: string; slug: string | null; kmTime: string | null; trialDay: CalendarDate | null };

/** Subjects with more than 3 qualified horses born in a year. */
export type QualificationRanking = { year: number; title: string | null; rows: QualificationRankingRow[] };

/** One subject's qualified horses, by birth year. */
export type QualificationSubject = {
  year: number;
  title: string | null;
  crops: { year: number; horses: QualificationYearRow[] }[];
};
