import type { Sex } from "./types";

export const NEVER = 99_999;

/** Where a horse stands in its racing life. */
export const Career = {
  /** too young, or never went to the track */
  None: 0,
  /** waiting for (another) qualification trial */
  Trials: 1,
  Racing: 2,
  Retired: 3,
} as const;
export type Career = (typeof Career)[keyof typeof Career];

/**
 * One horse of the simulated studbook: its hidden nature (talent, temper), its life plan
 * (career end, stud years, death) and what the archive has recorded so far. Every figure
 * the fake shows (starts, wins, earnings, records) is one of these counters, which grow
 * only from the horse's own starts.
 */
export class SimHorse {
  code = "";
  /** races in the archive (qualification trials excluded) */
  starts = 0;
  wins = 0;
  second = 0;
  third = 0;
  fourth = 0;
  fifth = 0;
  earnings = 0;
  /** earnings of the current and of the previous calendar year (for the big races' fields) */
  yearEarnings = 0;
  lastYearEarnings = 0;
  /** best time per km in tenths of a second, up to 1700 m and over */
  bestShort = 0;
  bestLong = 0;

  career: Career = Career.None;
  trialFails = 0;
  /** day it is next free to start (rest between races) */
  nextReady = 0;
  lastStart = -100;
  /** position in the ready pool, -1 when not in it */
  poolPos = -1;
  /** day it was last entered (no two starts on a day) */
  usedDay = -1;
  /** position in the pool of horses waiting for a qualification trial, -1 when not in it */
  trialPos = -1;
  bigRaceWins = 0;
  /** race group it was sorted into today */
  bucket = 0;

  ownerId = 0;
  trainerId = 0;
  driverId = 0;
  /** breeder that owns it while at stud (mares: the breeder of their foals) */
  studBreederId = 0;
  studFrom = NEVER;
  studTo = NEVER;
  /** popularity as a sire (recomputed every covering season) */
  sireWeight = 0;
  foalCount = 0;
  /** last year it had a foal (mares: at most one a year) */
  lastFoalYear = 0;
  /** a real ancestor of a founder: in the pedigrees only, never racing nor breeding here */
  historical = false;
  /** bred in Italy (every simulated foal is; founders and historical horses as their records say) */
  bredInItaly = true;
  /** coat genes (coats.ts): two alleles per locus, passed on to its foals */
  genes = 0;
  /** a gelding is a colt until this year (the season it is gelded, from two on); NEVER for the others */
  geldedFrom = NEVER;

  constructor(
    readonly index: number,
    public name: string,
    /** its sex for life: a gelding ("C") is born a colt, see `sexIn` */
    readonly sex: Sex,
    readonly coat: string,
    readonly birthYear: number,
    /** day number (days since 1970-01-01) */
    readonly birthDay: number,
    readonly sire: number,
    readonly dam: number,
    readonly breederId: number,
    readonly founder: boolean,
    /** seconds per km at maturity over a mile behind the autostart */
    public talent: number,
    /** extra chance of breaking stride */
    readonly temper: number,
    /** age of its first qualification trial (0: never goes to the track) */
    public debutAge: number,
    /** usual days between two starts */
    public frequency: number,
    /** last age it races */
    public careerEnd: number,
    public deathYear: number,
  ) {}

  ageIn(year: number): number {
    return year - this.birthYear;
  }

  /** Its sex in a year: a gelding is an entire colt ("M") before it is gelded. */
  sexIn(year: number): Sex {
    return this.sex === "C" && year < this.geldedFrom ? "M" : this.sex;
  }

  aliveIn(year: number): boolean {
    return year < this.deathYear;
  }
}
