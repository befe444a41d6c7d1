/**
 * The simulated archive in columns: one row per race (trials included) and one per start.
 * A world holds about a million starts, so rows are typed arrays rather than objects;
 * the upstream's JSON objects are built from them on request.
 */

export const RaceKind = {
  Trial: 0,
  TwoYearOld: 1,
  Maiden: 2,
  ThreeYearOld: 3,
  Class: 4,
  Claimer: 5,
  Fillies: 6,
  Open: 7,
  Long: 8,
  BigRace: 9,
} as const;
export type RaceKind = (typeof RaceKind)[keyof typeof RaceKind];

/** Placement codes of horses that did not finish in the order (all shown as 'n.p.'). */
export const PLACE_BROKE = 31;
export const PLACE_DISQUALIFIED = 40;
export const PLACE_WITHDRAWN = 99;
export const NOT_PLACED = [PLACE_BROKE, PLACE_DISQUALIFIED, PLACE_WITHDRAWN];

function grow<T extends Int32Array | Uint8Array | Uint16Array>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(size);
  next.set(array);
  return next;
}

export class Ledger {
  raceCount = 0;
  startCount = 0;

  rDay = new Int32Array(1 << 17);
  rMeeting = new Int32Array(1 << 17);
  rNumber = new Uint8Array(1 << 17);
  rKind = new Uint8Array(1 << 17);
  rDistance = new Uint16Array(1 << 17);
  rPurse = new Int32Array(1 << 17);
  rAgeMin = new Uint8Array(1 << 17);
  rAgeMax = new Uint8Array(1 << 17);
  rEarnMin = new Int32Array(1 << 17);
  /** -1 = no upper limit */
  rEarnMax = new Int32Array(1 << 17);
  rFillies = new Uint8Array(1 << 17);
  rAutostart = new Uint8Array(1 << 17);
  /** index into BIG_RACES, -1 for other races */
  rBigRace = new Int32Array(1 << 17);
  /** index into the world's prize names */
  rName = new Int32Array(1 << 17);
  /** minutes after midnight */
  rTime = new Uint16Array(1 << 17);
  rVideo = new Uint8Array(1 << 17);
  /** starting numbers drawn (entries far ahead may not have them yet) */
  rDrawn = new Uint8Array(1 << 17);
  rFirst = new Int32Array(1 << 17);
  rCount = new Uint8Array(1 << 17);

  sHorse = new Int32Array(1 << 20);
  sRace = new Int32Array(1 << 20);
  sNumber = new Uint8Array(1 << 20);
  /** 0 = entry (not run yet), 1..18 placing, 31/40/99 not placed */
  sPlace = new Uint8Array(1 << 20);
  /** tenths of a second per km, 0 = no time */
  sTime = new Uint16Array(1 << 20);
  sPrize = new Int32Array(1 << 20);
  sDriver = new Uint16Array(1 << 20);

  private ensureRaces(extra: number): void {
    if (this.raceCount + extra <= this.rDay.length) return;
    const size = Math.max(this.rDay.length * 2, this.raceCount + extra);
    for (const key of [
      "rDay",
      "rMeeting",
      "rNumber",
      "rKind",
      "rDistance",
      "rPurse",
      "rAgeMin",
      "rAgeMax",
      "rEarnMin",
      "rEarnMax",
      "rFillies",
      "rAutostart",
      "rBigRace",
      "rName",
      "rTime",
      "rVideo",
      "rDrawn",
      "rFirst",
      "rCount",
    ] as const) {
      (this as Record<string, unknown>)[key] = grow(this[key], size);
    }
  }

  private ensureStarts(extra: number): void {
    if (this.startCount + extra <= this.sHorse.length) return;
    const size = Math.max(this.sHorse.length * 2, this.startCount + extra);
    for (const key of ["sHorse", "sRace", "sNumber", "sPlace", "sTime", "sPrize", "sDriver"] as const) {
      (this as Record<string, unknown>)[key] = grow(this[key], size);
    }
  }

  /** Appends a race with its field; returns the race index. Starts get filled in by the caller. */
  addRace(race: {
    day: number;
    meeting: number;
    number: number;
    kind: RaceKind;
    distance: number;
    purse: number;
    ageMin: number;
    ageMax: number;
    earnMin: number;
    earnMax: number;
    fillies: boolean;
    autostart: boolean;
    bigRace: number;
    name: number;
    time: number;
    video: boolean;
    drawn: boolean;
    field: number;
  }): number {
    this.ensureRaces(1);
    this.ensureStarts(race.field);
    const index = this.raceCount++;
    this.rDay[index] = race.day;
    this.rMeeting[index] = race.meeting;
    this.rNumber[index] = race.number;
    this.rKind[index] = race.kind;
    this.rDistance[index] = race.distance;
    this.rPurse[index] = race.purse;
    this.rAgeMin[index] = race.ageMin;
    this.rAgeMax[index] = race.ageMax;
    this.rEarnMin[index] = race.earnMin;
    this.rEarnMax[index] = race.earnMax;
    this.rFillies[index] = race.fillies ? 1 : 0;
    this.rAutostart[index] = race.autostart ? 1 : 0;
    this.rBigRace[index] = race.bigRace;
    this.rName[index] = race.name;
    this.rTime[index] = race.time;
    this.rVideo[index] = race.video ? 1 : 0;
    this.rDrawn[index] = race.drawn ? 1 : 0;
    this.rFirst[index] = this.startCount;
    this.rCount[index] = race.field;
    this.startCount += race.field;
    return index;
  }
}
