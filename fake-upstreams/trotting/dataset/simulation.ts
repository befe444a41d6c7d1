import { createRandom, type Random } from "../../shared/prng";
import { generateBreeders, type BreederWithSuffix } from "./breeders";
import { dayNumber, partsOf } from "./calendar";
import { Ledger } from "./ledger";
import { NameBook } from "./name-book";
import { generatePeople, historicalDriver, type SimPerson } from "./people";
import { PrizeBook } from "./prize-book";
import { SimHorse } from "./sim-horse";
import { cumulativePicker, gaussian } from "./sim-tools";
import type { Sex } from "./types";
import type { SimMeeting } from "./world-model";

/** Years of results the archive keeps (Varenne's career falls inside it for today's dates). */
export const ARCHIVE_YEARS = 30;
/** Years of breeding simulated before the archive opens, on top of a founding population. */
export const BREEDING_LEAD = 22;
export const BASE_YEARS = 8;
export const ENTRY_DAYS = 7;
export const OLDEST_RACING_AGE = 14;

/** Foaling season: mostly March and April. */
const BIRTH_MONTH_SHARES = [0.03, 0.15, 0.3, 0.3, 0.18, 0.04];

export interface NewHorse {
  name: string;
  sex: Sex;
  coat: string;
  birthYear: number;
  birthDay: number;
  sire: number;
  dam: number;
  breederId: number;
  founder?: boolean;
  talent: number;
  /** its coat genes (coats.ts); the coat shows them */
  genes?: number;
}

/**
 * Everything the simulation of one world shares while it runs: the dates it spans, its draws,
 * the studbook, the people and the archive being written. The steps (studbook, breeding,
 * seasons, race days) are functions of this state in their own files.
 */
export class Simulation {
  readonly random: Random;
  readonly gauss: () => number;
  readonly currentYear: number;
  readonly archiveStartYear: number;
  readonly archiveStartDay: number;
  readonly lastEntryDay: number;
  readonly lastEntryYear: number;
  readonly firstBreedingYear: number;
  readonly baseFirstYear: number;

  readonly breeders: BreederWithSuffix[];
  readonly people: SimPerson[];
  readonly trainers: SimPerson[];
  /** the drivers booked for meetings (historical drivers drive only their own horse) */
  readonly drivers: SimPerson[];
  readonly driversByRegion: Map<string, SimPerson[]>;
  readonly pickBreeder: () => BreederWithSuffix;
  private readonly pickOwner: () => SimPerson;
  private readonly monthShares: number[];

  readonly horses: SimHorse[] = [];
  readonly byBirthYear = new Map<number, SimHorse[]>();
  readonly names: NameBook;
  /** prize money won by each horse's foals, indexed by the sire (grown as the studbook grows) */
  progenyEarnings = new Float64Array(1 << 14);
  readonly studMares: SimHorse[] = [];
  readonly studStallions: SimHorse[] = [];
  readonly founderByName = new Map<string, SimHorse>();
  /** horses of a crop that reached the track (some retired since): the big races' candidates */
  readonly racingByCrop = new Map<number, SimHorse[]>();

  readonly ledger = new Ledger();
  readonly meetings: SimMeeting[] = [];
  readonly prizes: PrizeBook;

  constructor(
    readonly seed: number,
    readonly todayDay: number,
    archiveYears: number = ARCHIVE_YEARS,
  ) {
    this.random = createRandom(seed);
    this.gauss = gaussian(this.random);
    this.currentYear = partsOf(todayDay).year;
    this.archiveStartYear = this.currentYear - archiveYears;
    this.archiveStartDay = dayNumber(this.archiveStartYear, 1, 1);
    this.lastEntryDay = todayDay + ENTRY_DAYS - 1;
    this.lastEntryYear = partsOf(this.lastEntryDay).year;
    this.firstBreedingYear = this.archiveStartYear - BREEDING_LEAD;
    this.baseFirstYear = this.firstBreedingYear - BASE_YEARS;

    const random = this.random;
    this.breeders = generateBreeders(random);
    this.people = generatePeople(random);
    const owners = this.people.filter((person) => person.role === "proprietario");
    this.trainers = this.people.filter((person) => person.role === "allenatore");
    this.drivers = this.people.filter((person) => person.role === "guidatore" && !person.historical);
    this.driversByRegion = new Map(
      ["nord", "centro", "sud"].map((region) => [region, this.drivers.filter((driver) => driver.region === region)]),
    );
    this.pickBreeder = cumulativePicker(random, this.breeders, (breeder) => breeder.size);
    this.pickOwner = cumulativePicker(random, owners, (_owner, index) => 1 / Math.sqrt(index + 1));
    this.monthShares = BIRTH_MONTH_SHARES.map(
      (share, index) => share / BIRTH_MONTH_SHARES.slice(index).reduce((sum, rest) => sum + rest, 0),
    );
    this.names = new NameBook(random);
    this.prizes = new PrizeBook(random);
  }

  /** A day of the foaling season of a year. */
  birthDayIn(year: number): number {
    const random = this.random;
    let month = 1;
    while (month < this.monthShares.length && random.next() >= this.monthShares[month - 1]) month++;
    return dayNumber(year, month, month === 1 ? random.int(15, 31) : random.int(1, 28));
  }

  /** Adds a horse to the studbook with its life plan: debut, career, gelding, death, people. */
  addHorse(fields: NewHorse): SimHorse {
    const random = this.random;
    const u = random.next();
    const debutAge = u < 0.12 ? 0 : u < 0.47 ? 2 : u < 0.92 ? 3 : 4;
    const careerEnd = fields.sex === "C" ? random.int(6, 12) : fields.sex === "M" ? random.int(4, 9) : random.int(3, 8);
    const deathAge = random.chance(0.03) ? random.int(3, 14) : 17 + Math.floor(Math.pow(random.next(), 0.8) * 15);
    const horse = new SimHorse(
      this.horses.length,
      fields.name,
      fields.sex,
      fields.coat,
      fields.birthYear,
      fields.birthDay,
      fields.sire,
      fields.dam,
      fields.breederId,
      fields.founder ?? false,
      fields.talent,
      random.next() * random.next() * 0.09,
      debutAge,
      // days between two starts: about fourteen starts a season for a sound horse
      random.int(16, 26),
      careerEnd,
      fields.birthYear + deathAge,
    );
    if (fields.genes !== undefined) horse.genes = fields.genes;
    // colts are gelded when their racing starts (two to four), never as foals
    if (fields.sex === "C") horse.geldedFrom = fields.birthYear + (debutAge >= 2 ? debutAge : random.int(2, 4));
    const trainer = this.trainers[random.int(0, this.trainers.length - 1)];
    const regional = this.driversByRegion.get(trainer.region)!;
    horse.ownerId = this.pickOwner().id;
    horse.trainerId = trainer.id;
    horse.driverId = regional[random.int(0, regional.length - 1)].id;
    this.horses.push(horse);
    let crop = this.byBirthYear.get(horse.birthYear);
    if (!crop) this.byBirthYear.set(horse.birthYear, (crop = []));
    crop.push(horse);
    if (this.horses.length > this.progenyEarnings.length) {
      const next = new Float64Array(this.progenyEarnings.length * 2);
      next.set(this.progenyEarnings);
      this.progenyEarnings = next;
    }
    return horse;
  }

  /** The historical driver of a founder that raced in Italy, when the records name one. */
  historicalDriverOf(name: string): SimPerson | undefined {
    const driver = historicalDriver(name);
    return driver ? this.people.find((person) => person.historical && person.Nome === driver) : undefined;
  }

  racingOf(birthYear: number): SimHorse[] {
    let crop = this.racingByCrop.get(birthYear);
    if (!crop) this.racingByCrop.set(birthYear, (crop = []));
    return crop;
  }
}
