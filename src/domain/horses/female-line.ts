import type { HorseSex } from "./horse";

/** Female line (docs/PRODUCT.md, "Pedigree and female line"): the dam, her dam and so on, each with her foals. */

export type BigRaceResult = {
  date: string | null;
  racecourse: string | null;
  placement: number | null;
  description: string | null;
  prizeMoney: number | null;
};

export type FemaleLineChild = {
  code: string;
  name: string;
  slug: string | null;
  birthDate: string | null;
  sex: HorseSex | null;
  coat: string | null;
  sire: string | null;
  shortRecord: string | null;
  longRecord: string | null;
  winnings: number | null;
  deceased: boolean;
  bigRaces: BigRaceResult[];
};

export type FemaleLineEntry = {
  name: string;
  /** Her place in the line: 'Madre', 'Seconda madre', … */
  label: string;
  code: string | null;
  foals: FemaleLineChild[];
};

const NICE_RECORD_LIMIT = 15;

/** A record '1.MM.D' is nice when it begins with 1 and the two digits after it are under 15. */
export function isNiceRecord(record: string | null | undefined): boolean {
  const match = /^1\D?(\d{2})/.exec((record ?? "").trim());
  return match !== null && Number(match[1]) < NICE_RECORD_LIMIT;
}

/** A row is bold when its short or long record is nice (same section). */
export function hasNiceRecord(child: Pick<FemaleLineChild, "shortRecord" | "longRecord">): boolean {
  return isNiceRecord(child.shortRecord) || isNiceRecord(child.longRecord);
}

/** A child that won a big race is highlighted (same section). */
export function wonBigRace(child: Pick<FemaleLineChild, "bigRaces">): boolean {
  return child.bigRaces.some((race) => race.placement === 1);
}
