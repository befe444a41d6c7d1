import type { Performance } from "~/src/domain/races/types";
import type { StarterSearchRow } from "~/src/domain/horses/horse-search";
import type { BreederListItem } from "~/src/domain/breeding/breeders";
import type { HorseFile, HorseProfile } from "~/src/domain/horses/horse";
import type { HorseSuggestion } from "~/src/domain/horses/horse-suggestion";
import type { Pedigree, PedigreeNode } from "~/src/domain/pedigree/pedigree";
import type { Ranking } from "~/src/domain/rankings/ranking";
import { EMPTY_TABLE } from "~/src/domain/tables";

/** Domain objects for use-case tests: every field Sulky knows, with a plain default. */

/** A day of the calendar, written as numbers: `day(2026, 11, 24)`. */
export const day = (year: number, month: number, date: number) => ({ year, month, day: date });

export const aPerformance = (performance: Partial<Performance>): Performance => ({
  day: null,
  racecourse: null,
  racecourseCode: null,
  postPosition: null,
  category: null,
  prizeDescription: null,
  placement: null,
  notPlacedReason: null,
  distance: null,
  startType: null,
  kmTime: null,
  winner: null,
  driver: null,
  prizeMoney: null,
  raceNumber: null,
  starters: null,
  video: null,
  url: null,
  isToday: false,
  belowThreshold: false,
  ...performance,
});

export const aStarterSearchRow = (row: Partial<StarterSearchRow>): StarterSearchRow => ({
  day: day(2026, 11, 24),
  startTime: null,
  racecourse: null,
  racecourseCode: null,
  raceNumber: null,
  purse: null,
  distance: null,
  horseName: null,
  horseCode: null,
  driver: null,
  postPosition: null,
  placement: null,
  kmTime: null,
  ...row,
});

export const aBreederListItem = (item: Partial<BreederListItem> & Pick<BreederListItem, "id" | "name">): BreederListItem => ({
  slug: null,
  town: null,
  province: null,
  image: null,
  foalCount: 0,
  soldCount: 0,
  videoCount: 0,
  ...item,
});

export const aSuggestion = (code: string, name: string): HorseSuggestion => ({ code, name, sire: null, dam: null, label: null });

export const aPedigreeNode = (code: string, name: string): PedigreeNode => ({
  code,
  name,
  record: null,
  color: null,
  sire: null,
  dam: null,
});

/** A pedigree with its parents only (null for an unknown one). */
export const aPedigree = (sire: PedigreeNode | null = null, dam: PedigreeNode | null = null): Pedigree => ({
  crossings: [],
  generations: [[sire, dam]],
});

export const aHorseFile = (file: Partial<HorseFile> & Pick<HorseFile, "code" | "name">): HorseFile => ({
  slug: `${file.code}-cavallo`,
  sex: null,
  coat: null,
  birthDate: null,
  sire: null,
  dam: null,
  studFee: null,
  breeder: null,
  filePath: null,
  pictures: null,
  hasVideo: false,
  production: EMPTY_TABLE,
  link: null,
  record: null,
  ...file,
});

export const aHorseProfile = (profile: Partial<HorseProfile> & Pick<HorseProfile, "code" | "name">): HorseProfile => ({
  ...aHorseFile(profile),
  maternalGrandsire: null,
  shortRecord: null,
  longRecord: null,
  careerWinnings: null,
  deceased: false,
  age: null,
  breeders: [],
  owners: [],
  trainers: [],
  ...profile,
});

export const aRanking = (ranking: Partial<Ranking> = {}): Ranking => ({
  rows: [],
  columns: [],
  showYear: false,
  yearOptions: [],
  selectedYear: null,
  ageOptions: [],
  selectedAge: null,
  queryString: "",
  doubleHeader: false,
  description: null,
  perPage: 300,
  title: null,
  switchType: null,
  ...ranking,
});
