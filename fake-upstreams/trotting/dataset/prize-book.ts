import type { Random } from "../../shared/prng";
import { partsOf } from "./calendar";
import type { Ledger } from "./ledger";
import { RaceKind } from "./ledger";
import { FOUNDERS } from "./names";
import type { RaceConditions } from "./race-conditions";
import { RACECOURSES } from "./racecourses";

/**
 * The names races are given: seasons, towns, founders already at stud, retired big-race winners
 * and a few generic dedications. Names are stored once and races point at them by index.
 */

const GENERIC_PRIZES = [
  "Premio Allevatori",
  "Premio dei Fiori",
  "Premio Ippica Italiana",
  "Premio Amici del Trotto",
  "Premio Scuderie Riunite",
  "Premio Campionissimi",
  "Premio Driver Emergenti",
  "Premio Sulky d'Oro",
  "Premio Frustino d'Oro",
  "Premio della Stampa",
  "Premio Veterinari",
  "Premio Maniscalchi",
  "Premio Artieri",
  "Premio dei Tifosi",
];
const SEASON_PRIZES: Record<number, string[]> = {
  1: ["Premio Epifania", "Premio d'Inverno", "Premio Gennaio"],
  2: ["Premio Carnevale", "Premio San Valentino", "Premio Febbraio"],
  3: ["Premio Primavera", "Premio Festa della Donna", "Premio Marzo"],
  4: ["Premio Aprile", "Premio Pasqua", "Premio Germogli"],
  5: ["Premio Maggio", "Premio delle Rose", "Premio Fioritura"],
  6: ["Premio Giugno", "Premio Solstizio", "Premio Notte d'Estate"],
  7: ["Premio Luglio", "Premio Estate", "Premio Solleone"],
  8: ["Premio Ferragosto", "Premio Agosto", "Premio Stelle Cadenti"],
  9: ["Premio Settembre", "Premio Vendemmia", "Premio Fine Estate"],
  10: ["Premio Ottobre", "Premio Autunno", "Premio Castagne"],
  11: ["Premio Novembre", "Premio San Martino", "Premio delle Nebbie"],
  12: ["Premio Natale", "Premio Santo Stefano", "Premio Fine Anno"],
};
/** Names for young horses: only races for two- and three-year-olds carry them. */
export const YOUNG_PRIZES = [
  "Premio Esordienti",
  "Premio Prime Armi",
  "Premio Giovani Speranze",
  "Premio Puledri",
  "Premio Trotto Giovane",
];
/** The oldest age a race named for young horses admits. */
export const YOUNG_PRIZE_MAX_AGE = 3;

export class PrizeBook {
  readonly names: string[] = [];
  private readonly indexOf = new Map<string, number>();
  readonly trialNames: number[];
  private readonly young: number[];
  private readonly seasons: Record<number, number[]>;
  private readonly towns: number[];
  private readonly founders: number[];
  private readonly generic: number[];
  private readonly champions: number[] = [];
  private readonly honoured = new Set<number>();

  constructor(private readonly random: Random) {
    this.trialNames = [1, 2, 3, 4].map((heat) => this.prize(`Prova di qualifica ${heat}`));
    this.young = YOUNG_PRIZES.map((name) => this.prize(name));
    this.seasons = Object.fromEntries(
      Object.entries(SEASON_PRIZES).map(([month, list]) => [month, list.map((name) => this.prize(name))]),
    ) as Record<number, number[]>;
    this.towns = RACECOURSES.map((racecourse) => this.prize(`Premio Città di ${racecourse.Localita}`));
    this.founders = FOUNDERS.map((seedFounder) => this.prize(`Premio ${seedFounder.name}`));
    this.generic = GENERIC_PRIZES.map((name) => this.prize(name));
  }

  /** The index of a name, added the first time it is used. */
  prize(name: string): number {
    let index = this.indexOf.get(name);
    if (index === undefined) {
      index = this.names.length;
      this.names.push(name);
      this.indexOf.set(name, index);
    }
    return index;
  }

  /** A retired big-race winner gives its name to races from now on. */
  honour(horseIndex: number, name: string): void {
    if (this.honoured.has(horseIndex)) return;
    this.honoured.add(horseIndex);
    this.champions.push(this.prize(`Premio ${name}`));
  }

  /** A race's name, none repeated within a meeting. */
  raceName(conditions: RaceConditions, track: number, month: number, taken: Set<number>): number {
    for (let attempt = 0; attempt < 6; attempt++) {
      const name = this.anyRaceName(conditions, track, month);
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
    return this.generic.find((name) => !taken.has(name)) ?? this.generic[0];
  }

  private anyRaceName(conditions: RaceConditions, track: number, month: number): number {
    const random = this.random;
    const young = conditions.kind === RaceKind.TwoYearOld || (conditions.kind === RaceKind.Maiden && random.chance(0.5));
    if (young && conditions.ageMax <= YOUNG_PRIZE_MAX_AGE) return random.pick(this.young);
    const roll = random.next();
    if (roll < 0.25 && this.champions.length) return this.champions[random.int(0, this.champions.length - 1)];
    if (roll < 0.45) return random.pick(this.seasons[month]);
    if (roll < 0.6) return this.towns[track];
    if (roll < 0.7) return random.pick(this.founders);
    return random.pick(this.generic);
  }

  /**
   * A race honours a founder only once he has gone to stud: no Premio Face Time Bourbon in 1996, no
   * Premio Varenne won by Varenne. Renamed after the run (no draws) so the simulated races stay the same.
   */
  renameEarlyFounderPrizes(
    ledger: Ledger,
    meetings: { day: number; track: number; firstRace: number; trialCount: number; raceCount: number }[],
  ): void {
    const founderPrizeFrom = new Map(FOUNDERS.map((seedFounder, index) => [this.founders[index], seedFounder.studFrom]));
    for (const meeting of meetings) {
      const year = partsOf(meeting.day).year;
      const end = meeting.firstRace + meeting.trialCount + meeting.raceCount;
      for (let race = meeting.firstRace; race < end; race++) {
        const honouredFrom = founderPrizeFrom.get(ledger.rName[race]);
        if (honouredFrom === undefined || year >= honouredFrom) continue;
        const used = new Set(Array.from({ length: end - meeting.firstRace }, (_, offset) => ledger.rName[meeting.firstRace + offset]));
        ledger.rName[race] = [this.towns[meeting.track], ...this.generic].find((name) => !used.has(name)) ?? this.generic[0];
      }
    }
  }
}
