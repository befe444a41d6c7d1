import { dayNumber } from "./calendar";
import { coatOfGenes, genesForCoat, inheritGenes, randomGenes } from "./coats";
import { FOUNDERS, letterForYear } from "./names";
import { HISTORICAL_ANCESTORS, type AncestorRecord } from "./pedigree-records";
import type { SimHorse } from "./sim-horse";
import type { Simulation } from "./simulation";
import { meanTalent, TALENT_SPREAD } from "./speed-model";
import type { Sex } from "./types";

/** Foundation of the studbook: the founders with their real ancestors, then a founding population. */

const BASE_CROP = 120;
/** Generations of foundation stock behind the founding population, and their sizes. */
const ANCESTRY_GENERATIONS = 4;
const GENERATION_YEARS = 11;
const STOCK_SIRES = 24;
const STOCK_DAMS = 90;
/** Dams of the generation that foals the founding population (120 foals a year). */
const FOUNDING_DAMS = 260;

/** Foaling years of the stock's dams (their foals are not born in year order). */
const stockFoalYears = new WeakMap<SimHorse, Set<number>>();

/** A dam of the stock free to foal in that year (one foal a year, from her 3rd to her 22nd). */
function freeDam(sim: Simulation, dams: SimHorse[], year: number): SimHorse {
  const fits = (dam: SimHorse) => !stockFoalYears.get(dam)?.has(year) && year - dam.birthYear >= 3 && year - dam.birthYear <= 22;
  let dam = dams[0];
  for (let attempt = 0; attempt < 40; attempt++) {
    dam = sim.random.pick(dams);
    if (fits(dam)) break;
  }
  if (!fits(dam)) dam = dams.find(fits) ?? dam;
  const years = stockFoalYears.get(dam) ?? new Set<number>();
  stockFoalYears.set(dam, years.add(year));
  dam.lastFoalYear = Math.max(dam.lastFoalYear, year);
  return dam;
}
/** Two horses of the same sire and dam (the stock's matings are of one generation: no parent nor grandparent to avoid). */
const fullSiblings = (a: SimHorse, b: SimHorse) => a.sire >= 0 && a.sire === b.sire && a.dam >= 0 && a.dam === b.dam;

/** A sire of the stock for this dam: never her full brother (a few draws, as a breeder would choose). */
function sireFor(sim: Simulation, sires: SimHorse[], dam: SimHorse, drawn: SimHorse): SimHorse {
  let sire = drawn;
  for (let attempt = 0; attempt < 20 && fullSiblings(sire, dam); attempt++) sire = sim.random.pick(sires);
  return sire;
}

/** Years between a historical horse and its first recorded foal when the records give no birth year. */
const GENERATION_GAP = 6;
/**
 * Death years the records give; Varenne was alive in the latest ones (2021), so the world keeps him
 * to 35. The others are drawn.
 */
const KNOWN_DEATHS: Record<string, number> = { "Moni Maker": 2014, "Viking Kronos": 2023, "Ready Cash": 2023, Varenne: 2030 };

/** Days between two Italian starts of a champion that raced abroad between them (Varenne: about half his 73 starts). */
const ITALIAN_SHARE_FREQUENCY = 38;

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
      genes: genesForCoat(random, seedFounder.coat),
      birthYear: seedFounder.birthYear,
      birthDay: dayNumber(seedFounder.birthYear, random.int(2, 5), random.int(1, 28)),
      sire,
      dam,
      breederId: seedFounder.breeder
        ? sim.breeders.find((breeder) => breeder.Nome === seedFounder.breeder)!.id
        : seedFounder.racedInItaly
          ? sim.pickBreeder().id
          : 0,
      founder: true,
      talent: seedFounder.talent,
    });
    byName.set(horse.name, horse);
    sim.founderByName.set(horse.name, horse);
    horse.bredInItaly = seedFounder.bredInItaly ?? false;
    horse.deathYear = KNOWN_DEATHS[horse.name] ?? seedFounder.birthYear + random.int(26, 32);
    horse.debutAge = seedFounder.racedInItaly ? (seedFounder.debutAge ?? 2) : 0;
    // a champion that raced abroad as well made only part of its public career's starts in Italy
    if (seedFounder.publicCareer) horse.frequency = ITALIAN_SHARE_FREQUENCY;
    horse.careerEnd = seedFounder.racedInItaly ? seedFounder.studFrom - seedFounder.birthYear - 1 : 0;
    horse.studFrom = seedFounder.studFrom;
    horse.studTo = Math.min(horse.deathYear - 1, seedFounder.birthYear + 24);
    horse.studBreederId = sim.pickBreeder().id;
    const driver = sim.historicalDriverOf(horse.name);
    if (driver) horse.driverId = driver.id;
  }
}

/**
 * The stock behind the founding population: ANCESTRY_GENERATIONS generations of sires and dams,
 * each a generation older than the one it breeds, so that every horse of the founding population
 * has a full pedigree that far back and the last seasons' foals a complete fifth generation. They
 * were never raced nor bred in the simulation (they lived before it); only the oldest generation
 * has unknown parents.
 */
function addFoundationStock(sim: Simulation): { sires: SimHorse[]; dams: SimHorse[] } {
  const { random, gauss } = sim;
  let parents: { sires: SimHorse[]; dams: SimHorse[] } | null = null;
  for (let generation = ANCESTRY_GENERATIONS; generation >= 1; generation--) {
    const newest = sim.baseFirstYear - 5 - (generation - 1) * GENERATION_YEARS;
    const sires: SimHorse[] = [];
    const dams: SimHorse[] = [];
    const damCount = generation === 1 ? FOUNDING_DAMS : STOCK_DAMS;
    for (let index = 0; index < STOCK_SIRES + damCount; index++) {
      const sex: Sex = index < STOCK_SIRES ? "M" : "F";
      // the parents' generation is GENERATION_YEARS older: a dam foals between 3 and 20
      const year = newest - random.int(0, GENERATION_YEARS - 3);
      const drawn = parents ? random.pick(parents.sires) : null;
      const dam = parents ? freeDam(sim, parents.dams, year) : null;
      const sire = parents && drawn && dam ? sireFor(sim, parents.sires, dam, drawn) : null;
      const breeder = dam ? sim.breeders[dam.studBreederId - 1] : sim.pickBreeder();
      const genes = sire && dam ? inheritGenes(random, sire.genes, dam.genes) : randomGenes(random);
      const horse = sim.addHorse({
        name: sim.names.name(year, sex, breeder.affixes, true),
        sex,
        coat: coatOfGenes(genes),
        genes,
        birthYear: year,
        birthDay: sim.birthDayIn(year),
        sire: sire?.index ?? -1,
        dam: dam?.index ?? -1,
        breederId: breeder.id,
        talent: meanTalent(year) + gauss() * TALENT_SPREAD,
      });
      if (sire) sire.foalCount += 1;
      if (dam) dam.foalCount += 1;
      horse.debutAge = 0;
      horse.careerEnd = 0;
      horse.deathYear = Math.min(horse.deathYear, sim.baseFirstYear + 8);
      // at stud from two until its last foal (the next generation here), never in the simulated stud book
      horse.studBreederId = breeder.id;
      horse.studFrom = horse.birthYear + 2;
      horse.studTo = horse.birthYear + 2;
      (sex === "M" ? sires : dams).push(horse);
    }
    parents = { sires, dams };
  }
  return parents!;
}

/** A founding population bred from the foundation stock, and in it the gelding that has no data at all. */
export function addFoundingPopulation(sim: Simulation): SimHorse {
  const { random, gauss } = sim;
  const stock = addFoundationStock(sim);
  let noData: SimHorse | null = null;
  for (let year = sim.baseFirstYear; year < sim.firstBreedingYear; year++) {
    for (let index = 0; index < BASE_CROP; index++) {
      const sex: Sex = index < BASE_CROP * 0.6 ? "F" : random.chance(0.3) ? "C" : "M";
      const drawn = random.pick(stock.sires);
      const dam = freeDam(sim, stock.dams, year);
      const sire = sireFor(sim, stock.sires, dam, drawn);
      // the breeder of a foal is the stud farm that owns its dam
      const breeder = sim.breeders[dam.studBreederId - 1];
      sire.foalCount += 1;
      dam.foalCount += 1;
      const genes = inheritGenes(random, sire.genes, dam.genes);
      sim.addHorse({
        name: sim.names.name(year, sex, breeder.affixes),
        sex,
        coat: coatOfGenes(genes),
        genes,
        birthYear: year,
        birthDay: sim.birthDayIn(year),
        sire: sire.index,
        dam: dam.index,
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
        coat: "baio",
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
