import { dayNumber } from "./calendar";
import { COATS, FOUNDERS, letterForYear } from "./names";
import { HISTORICAL_ANCESTORS, type AncestorRecord } from "./pedigree-records";
import type { SimHorse } from "./sim-horse";
import type { Simulation } from "./simulation";
import { meanTalent, TALENT_SPREAD } from "./speed-model";
import type { Sex } from "./types";

/** Foundation of the studbook: the founders with their real ancestors, then a founding population. */

const BASE_CROP = 120;
/** Years between a historical horse and its first recorded foal when the records give no birth year. */
const GENERATION_GAP = 6;
/**
 * Death years the records give; Varenne was alive in the latest ones (2021), so the world keeps him
 * to 35. The others are drawn.
 */
const KNOWN_DEATHS: Record<string, number> = { "Moni Maker": 2014, "Viking Kronos": 2023, "Ready Cash": 2023, Varenne: 2030 };

/** Pinned names of the showcase line (their letters are those of their fixed birth years). */
export const SHOWCASE_NAMES = { halfSiblingProduct: "Perla Grif", mare: "Urania Grif", stallion: "Corsaro Grif", noData: "Nibbio Mz" };

/**
 * Birth years of the historical ancestors: the recorded one, else a generation before the
 * first foal the records give them.
 */
function ancestorBirthYears(): Map<string, number> {
  const records = new Map(HISTORICAL_ANCESTORS.map((record) => [record.name, record]));
  const children: { sire?: string; dam?: string; birthYear?: number; name: string }[] = [...HISTORICAL_ANCESTORS, ...FOUNDERS];
  const years = new Map<string, number>();
  const yearOf = (name: string): number => {
    const known = years.get(name);
    if (known !== undefined) return known;
    const founder = FOUNDERS.find((seed) => seed.name === name);
    if (founder) return founder.birthYear;
    const record = records.get(name) as AncestorRecord;
    let year = record.birthYear;
    if (year === undefined) {
      const foals = children.filter((child) => child.sire === name || child.dam === name).map((child) => yearOf(child.name));
      year = Math.min(...foals) - GENERATION_GAP;
    }
    years.set(name, year);
    return year;
  };
  for (const record of HISTORICAL_ANCESTORS) yearOf(record.name);
  return years;
}

/** The founders and, before each, the real ancestors its records give (each created once). */
export function addFounders(sim: Simulation): void {
  const { random } = sim;
  const ancestors = new Map(HISTORICAL_ANCESTORS.map((record) => [record.name, record]));
  const birthYears = ancestorBirthYears();
  const byName = new Map<string, SimHorse>();
  const ensure = (name: string | undefined): number => {
    if (!name) return -1;
    const existing = byName.get(name);
    if (existing) return existing.index;
    const record = ancestors.get(name);
    if (!record) throw new Error(`pedigree: ${name} is neither a founder nor a historical ancestor`);
    const sire = ensure(record.sire);
    const dam = ensure(record.dam);
    const birthYear = birthYears.get(name)!;
    const horse = sim.addHorse({
      name,
      sex: record.sex,
      coat: "",
      birthYear,
      birthDay: dayNumber(birthYear, 3, 1),
      sire,
      dam,
      breederId: 0,
      talent: meanTalent(birthYear),
    });
    horse.historical = true;
    // Ialmaz is the Italian mare that foaled Varenne; the others were bred abroad
    horse.bredInItaly = name === "Ialmaz";
    horse.debutAge = 0;
    horse.careerEnd = 0;
    horse.deathYear = birthYear + 30;
    horse.ownerId = horse.trainerId = horse.driverId = 0;
    sim.names.reserve(name);
    byName.set(name, horse);
    return horse.index;
  };

  for (const seedFounder of FOUNDERS) {
    const sire = ensure(seedFounder.sire);
    const dam = ensure(seedFounder.dam);
    const horse = sim.addHorse({
      name: seedFounder.name,
      sex: seedFounder.sex,
      coat: seedFounder.coat,
      birthYear: seedFounder.birthYear,
      birthDay: dayNumber(seedFounder.birthYear, random.int(2, 5), random.int(1, 28)),
      sire,
      dam,
      breederId: seedFounder.racedInItaly ? sim.pickBreeder().id : 0,
      founder: true,
      talent: seedFounder.talent,
    });
    byName.set(horse.name, horse);
    sim.founderByName.set(horse.name, horse);
    horse.bredInItaly = seedFounder.bredInItaly ?? false;
    horse.deathYear = KNOWN_DEATHS[horse.name] ?? seedFounder.birthYear + random.int(26, 32);
    horse.debutAge = seedFounder.racedInItaly ? 2 : 0;
    horse.careerEnd = seedFounder.racedInItaly ? seedFounder.studFrom - seedFounder.birthYear - 1 : 0;
    horse.studFrom = seedFounder.studFrom;
    horse.studTo = Math.min(horse.deathYear - 1, seedFounder.birthYear + 24);
    horse.studBreederId = sim.pickBreeder().id;
    const driver = sim.historicalDriverOf(horse.name);
    if (driver) horse.driverId = driver.id;
  }
}

/** A founding population with unknown parents, and in it the gelding that has no data at all. */
export function addFoundingPopulation(sim: Simulation): SimHorse {
  const { random, gauss } = sim;
  let noData: SimHorse | null = null;
  for (let year = sim.baseFirstYear; year < sim.firstBreedingYear; year++) {
    for (let index = 0; index < BASE_CROP; index++) {
      const sex: Sex = index < BASE_CROP * 0.6 ? "F" : random.chance(0.3) ? "C" : "M";
      const breeder = sim.pickBreeder();
      sim.addHorse({
        name: sim.names.name(year, sex, breeder.affixes),
        sex,
        coat: random.pick(COATS),
        birthYear: year,
        birthDay: sim.birthDayIn(year),
        sire: -1,
        dam: -1,
        breederId: breeder.id,
        talent: meanTalent(year) + gauss() * TALENT_SPREAD,
      });
    }
    if (year === sim.baseFirstYear + 3) {
      // a gelding with no parents, no offspring, no races in the archive, no video
      const mz = sim.breeders.find((breeder) => breeder.nameSuffix === "Mz")!;
      // the docs' name when the year's letter allows it
      const noDataName =
        letterForYear(year) === SHOWCASE_NAMES.noData[0]
          ? sim.names.claim(year, SHOWCASE_NAMES.noData)
          : sim.names.name(year, "C", mz.affixes);
      noData = sim.addHorse({
        name: noDataName,
        sex: "C",
        coat: "grigio",
        birthYear: year,
        birthDay: sim.birthDayIn(year),
        sire: -1,
        dam: -1,
        breederId: mz.id,
        talent: meanTalent(year) + 2,
      });
      noData.debutAge = 0;
    }
  }
  return noData!;
}
