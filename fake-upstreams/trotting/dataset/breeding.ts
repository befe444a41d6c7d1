import { coatOfGenes, inheritGenes } from "./coats";
import type { SimHorse } from "./sim-horse";
import type { Simulation } from "./simulation";
import { inbreedingOf } from "./inbreeding";
import { cumulativePicker } from "./sim-tools";
import { FASTEST_TALENT, meanTalent, SLOWEST_TALENT, TALENT_SPREAD } from "./speed-model";
import { SHOWCASE_NAMES } from "./studbook";
import type { Sex } from "./types";

/**
 * Breeding, year by year: each broodmare is covered by a stallion chosen by popularity, foals
 * inherit talent against their crop's average, and a few forced matings build the showcase line.
 */

/** Most foals a stallion at stud in Italy sires in one year (a world of about 280 foals a year). */
export const BOOK_LIMIT = 40;
/** Most Italian foals a year of a stallion standing abroad (Italian mares sent to him or his shipped semen). */
export const ABROAD_BOOK_LIMIT = 12;
/** The inbreeding breeders accept in a planned mating: 6.25%, the coefficient of a mating of first cousins. */
export const INBREEDING_LIMIT = 0.0625;
const bookLimit = (stallion: SimHorse) => (stallion.bredInItaly ? BOOK_LIMIT : ABROAD_BOOK_LIMIT);
/** Share of the parents' merit (talent against their crop's average) a foal inherits. */
const HERITABILITY = 0.45;

type Forced = { sire: () => SimHorse; dam: () => SimHorse; sex: Sex; name?: string; done: (foal: SimHorse) => void };
export type ShowcaseLine = Partial<Record<"son" | "daughter" | "product" | "mare" | "stallion", SimHorse>>;

/** No mating of a horse with its parent, grandparent, offspring, grandchild or full sibling. */
function related(horses: SimHorse[], stallion: SimHorse, mare: SimHorse): boolean {
  const isGrandparent = (candidate: number, horse: SimHorse) => {
    const sire = horse.sire < 0 ? undefined : horses[horse.sire];
    const dam = horse.dam < 0 ? undefined : horses[horse.dam];
    return sire?.sire === candidate || sire?.dam === candidate || dam?.sire === candidate || dam?.dam === candidate;
  };
  return (
    mare.sire === stallion.index ||
    stallion.dam === mare.index ||
    (stallion.sire >= 0 && stallion.sire === mare.sire && stallion.dam >= 0 && stallion.dam === mare.dam) ||
    isGrandparent(stallion.index, mare) ||
    isGrandparent(mare.index, stallion)
  );
}

const mareCanFoal = (mare: SimHorse, year: number) => {
  const age = year - mare.birthYear;
  return mare.studFrom <= year - 1 && mare.studTo >= year - 1 && age >= 3 && age <= 22 && mare.aliveIn(year) && mare.lastFoalYear < year;
};

export class Breeding {
  /** the showcase line: a son and a daughter of Varenne mated to each other, and down their female line the sponsor stallion */
  readonly line: ShowcaseLine = {};
  private readonly forced = new Map<number, Forced[]>();

  constructor(private readonly sim: Simulation) {
    for (const horse of sim.founderByName.values()) (horse.sex === "F" ? sim.studMares : sim.studStallions).push(horse);
    this.planShowcaseLine();
  }

  private founder(name: string): SimHorse {
    return this.sim.founderByName.get(name)!;
  }

  private planShowcaseLine(): void {
    const { line } = this;
    const GRIFONE = this.sim.breeders.find((breeder) => breeder.nameSuffix === "Grif")!.id;
    const plan = (horse: SimHorse, lastRacingAge: number, studFrom: number, talent?: number) => {
      horse.deathYear = Math.max(horse.deathYear, horse.birthYear + 24);
      horse.careerEnd = lastRacingAge;
      horse.debutAge = 2;
      horse.studFrom = studFrom;
      horse.studTo = horse.sex === "F" ? horse.birthYear + 21 : horse.birthYear + 24;
      horse.studBreederId = GRIFONE;
      if (talent !== undefined) horse.talent = talent;
      (horse.sex === "F" ? this.sim.studMares : this.sim.studStallions).push(horse);
    };
    const varenne = this.founder("Varenne");
    const varenneFirstCrop = varenne.studFrom + 1;
    const productYear = varenneFirstCrop + 5;
    const mareYear = productYear + 4;
    const stallionYear = mareYear + 5;
    this.forced.set(varenneFirstCrop, [
      {
        sire: () => varenne,
        dam: () => this.pickDamFor(varenne, varenneFirstCrop),
        sex: "M",
        done: (foal) => plan((line.son = foal), 3, productYear - 1),
      },
      {
        sire: () => varenne,
        dam: () => this.pickDamFor(varenne, varenneFirstCrop),
        sex: "F",
        done: (foal) => plan((line.daughter = foal), 3, productYear - 1),
      },
    ]);
    this.forced.set(productYear, [
      {
        sire: () => line.son!,
        dam: () => line.daughter!,
        sex: "F",
        name: SHOWCASE_NAMES.halfSiblingProduct,
        done: (foal) => plan((line.product = foal), 2, mareYear - 1),
      },
    ]);
    this.forced.set(mareYear, [
      {
        sire: () => this.founder("Love You"),
        dam: () => line.product!,
        sex: "F",
        name: SHOWCASE_NAMES.mare,
        done: (foal) => plan((line.mare = foal), 3, stallionYear - 1, meanTalent(mareYear) - 1.6),
      },
    ]);
    this.forced.set(stallionYear, [
      {
        sire: () => this.founder("Nad Al Sheba"),
        dam: () => line.mare!,
        sex: "M",
        name: SHOWCASE_NAMES.stallion,
        done: (foal) => plan((line.stallion = foal), 3, stallionYear + 4, meanTalent(stallionYear) - 3.6),
      },
    ]);
  }

  private pickDamFor(stallion: SimHorse, year: number): SimHorse {
    return this.sim.random.pick(this.sim.studMares.filter((mare) => mareCanFoal(mare, year) && !related(this.sim.horses, stallion, mare)));
  }

  /** Each year's foals come from the matings of the year before. */
  breed(year: number): void {
    const sim = this.sim;
    const { random, gauss, horses, studMares, studStallions, progenyEarnings } = sim;
    const covering = year - 1;
    const stallions = studStallions.filter(
      (stallion) =>
        stallion.studFrom <= covering && stallion.studTo >= covering && stallion.aliveIn(covering) && stallion.birthYear + 3 <= covering,
    );
    // a few popular sires get most of the mares: fame, their offspring's earnings, novelty
    for (const stallion of stallions) {
      const age = covering - stallion.birthYear;
      const fame = stallion.founder ? 4 + (72 - stallion.talent) * 4 : 1 + stallion.earnings / 60_000;
      const success = progenyEarnings[stallion.index] / 250_000;
      const novelty = covering - stallion.studFrom < 3 ? 1.3 : 1;
      // the sponsor stallion of the showcase line is advertised: breeders send him more mares
      const promoted = stallion === this.line.stallion ? 5 : 1;
      stallion.sireWeight = Math.pow((fame + success) * novelty * promoted * (age > 20 ? 0.5 : 1), 2.2);
    }
    const booked = new Map<number, number>();
    const matings: { sire: SimHorse; dam: SimHorse; forced?: Forced }[] = [];
    const mate = (sire: SimHorse, dam: SimHorse, forcedMating?: Forced) => {
      dam.lastFoalYear = year;
      booked.set(sire.index, (booked.get(sire.index) ?? 0) + 1);
      matings.push({ sire, dam, forced: forcedMating });
    };
    for (const mating of this.forced.get(year) ?? []) mate(mating.sire(), mating.dam(), mating);
    const pickSire = stallions.length ? cumulativePicker(random, stallions, (stallion) => stallion.sireWeight) : null;
    for (const mare of studMares) {
      if (!pickSire || !mareCanFoal(mare, year)) continue;
      const age = year - mare.birthYear;
      if (!random.chance(age <= 12 ? 0.78 : age <= 17 ? 0.68 : 0.55)) continue;
      for (let attempt = 0; attempt < 40; attempt++) {
        const candidate = pickSire();
        if ((booked.get(candidate.index) ?? 0) >= bookLimit(candidate) || related(horses, candidate, mare)) continue;
        if (inbreedingOf(horses, candidate.index, mare.index) > INBREEDING_LIMIT) continue;
        mate(candidate, mare);
        break;
      }
    }
    // talent is inherited against the crop's average, so good sires and dams give better
    // foals while the breed's average follows meanTalent instead of drifting with selection
    const merit = (horse: SimHorse) => horse.talent - meanTalent(horse.birthYear);
    const middles = matings.map(({ sire, dam }) => (merit(sire) + merit(dam)) / 2);
    const average = middles.reduce((sum, value) => sum + value, 0) / Math.max(1, middles.length);
    matings.forEach(({ sire, dam, forced: forcedMating }, index) => {
      const talent = Math.min(
        SLOWEST_TALENT,
        Math.max(FASTEST_TALENT, meanTalent(year) + HERITABILITY * (middles[index] - average) + gauss() * TALENT_SPREAD * 0.95),
      );
      const birthDay = sim.birthDayIn(year);
      const sex: Sex = forcedMating?.sex ?? (random.chance(0.5) ? "F" : random.chance(0.35) ? "C" : "M");
      const genes = inheritGenes(random, sire.genes, dam.genes);
      // a foal due after today is not born yet
      if (birthDay > sim.todayDay && !forcedMating) return;
      const breeder = sim.breeders[dam.studBreederId - 1];
      const foal = sim.addHorse({
        name: forcedMating?.name ? sim.names.claim(year, forcedMating.name) : sim.names.name(year, sex, breeder.affixes),
        sex,
        coat: coatOfGenes(genes),
        genes,
        birthYear: year,
        birthDay: Math.min(birthDay, sim.todayDay),
        sire: sire.index,
        dam: dam.index,
        breederId: breeder.id,
        talent,
      });
      sire.foalCount += 1;
      dam.foalCount += 1;
      forcedMating?.done(foal);
    });
    for (let index = studMares.length - 1; index >= 0; index--) {
      const mare = studMares[index];
      if (mare.studTo < year || !mare.aliveIn(year + 1)) studMares.splice(index, 1);
    }
  }
}
