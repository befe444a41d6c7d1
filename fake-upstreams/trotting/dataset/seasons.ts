import { dayNumber } from "./calendar";
import type { RacingPools } from "./racing-pools";
import { Career, NEVER, type SimHorse } from "./sim-horse";
import { OLDEST_RACING_AGE, type Simulation } from "./simulation";
import { ageAdjustment, TRIAL_ADJUSTMENT } from "./speed-model";
import { TRIAL_STANDARD_OLDER } from "./race-run";

/** The turn of the seasons: young horses go to their first trial, careers end, horses go to stud. */

/** Broodmares the studbook tends to (about 280 foals a year). */
const BROODMARE_TARGET = 400;
/** Broodmares every stud farm keeps at least (when the year's new broodmares allow it). */
const MIN_MARES_PER_BREEDER = 8;
/** Colts of a crop that go to stud: the best earners of their generation. */
const STALLIONS_PER_CROP = 3;

/** Young horses are booked for their first trial; when the archive opens, older ones are already racing. */
export function startSeason(sim: Simulation, pools: RacingPools, year: number): void {
  const { random } = sim;
  const yearStart = Math.max(dayNumber(year, 1, 1), sim.archiveStartDay);
  for (let age = 2; age <= OLDEST_RACING_AGE; age++) {
    for (const horse of sim.byBirthYear.get(year - age) ?? []) {
      if (horse.career !== Career.None || horse.debutAge === 0 || horse.studFrom <= year || !horse.aliveIn(year) || age > horse.careerEnd)
        continue;
      if (year === sim.archiveStartYear && horse.debutAge < age) {
        if (horse.talent + ageAdjustment(3, 6) + TRIAL_ADJUSTMENT + 0.3 > TRIAL_STANDARD_OLDER / 10 + 1) continue;
        horse.career = Career.Racing;
        sim.racingOf(horse.birthYear).push(horse);
        pools.schedule(horse, yearStart + random.int(0, horse.frequency));
        continue;
      }
      if (horse.debutAge !== age) continue;
      horse.career = Career.Trials;
      const from = age === 2 ? dayNumber(year, 6, 1) : age === 3 ? dayNumber(year, 2, 1) : dayNumber(year, 3, 1);
      const to = age === 2 ? dayNumber(year, 11, 30) : age === 3 ? dayNumber(year, 9, 30) : dayNumber(year, 8, 31);
      pools.scheduleTrial(horse, from + random.int(0, to - from));
    }
  }
}

/** Careers end, colts go to stud, fillies become broodmares (as many as the studbook holds). */
export function endOfYear(sim: Simulation, pools: RacingPools, year: number): void {
  const { random } = sim;
  const archive = year >= sim.archiveStartYear;
  const stock = (horse: SimHorse) => !horse.founder && !horse.historical;
  // the best colts of the generation that turned four go to stud
  const colts = (sim.byBirthYear.get(year - 4) ?? []).filter(
    (horse) => horse.sex === "M" && horse.studFrom === NEVER && horse.aliveIn(year + 1) && stock(horse),
  );
  const score = (horse: SimHorse) => (archive ? horse.earnings : (76 - horse.talent) * 10_000 + random.next() * 8_000);
  for (const colt of colts.sort((a, b) => score(b) - score(a)).slice(0, STALLIONS_PER_CROP)) {
    if (archive && colt.earnings === 0) continue;
    colt.studFrom = year + 1;
    colt.studTo = Math.min(colt.deathYear - 1, colt.birthYear + 24);
    colt.studBreederId = colt.breederId;
    colt.careerEnd = Math.min(colt.careerEnd, year - colt.birthYear);
    sim.studStallions.push(colt);
  }

  // careers end with the season, with death or with stud duty
  for (let age = 2; age <= OLDEST_RACING_AGE; age++) {
    for (const horse of sim.byBirthYear.get(year - age) ?? []) {
      if (horse.career === Career.Racing || horse.career === Career.Trials) {
        if (age >= horse.careerEnd || age >= OLDEST_RACING_AGE || !horse.aliveIn(year + 1) || horse.studFrom <= year + 1)
          pools.retire(horse);
      }
      horse.lastYearEarnings = horse.yearEarnings;
      horse.yearEarnings = 0;
    }
  }

  // fillies done with racing (or never raced) become broodmares while the studbook has room
  const activeNextYear = sim.studMares.filter(
    (mare) => mare.studFrom <= year + 1 && mare.studTo >= year + 1 && mare.aliveIn(year + 2),
  ).length;
  const candidates: SimHorse[] = [];
  for (let age = 2; age <= 8; age++) {
    for (const horse of sim.byBirthYear.get(year - age) ?? []) {
      if (horse.sex !== "F" || horse.studFrom !== NEVER || !stock(horse) || !horse.aliveIn(year + 2)) continue;
      const done =
        horse.career === Career.Retired ||
        (horse.debutAge === 0 && age >= 3) ||
        (!archive && age >= horse.careerEnd) ||
        (horse.career === Career.None && age >= horse.debutAge + 2);
      if (done) candidates.push(horse);
    }
  }
  const chosen = candidates
    .map((horse) => ({ horse, score: (archive ? horse.earnings : 0) + (78 - horse.talent) * 5_000 + random.next() * 40_000 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, BROODMARE_TARGET - activeNextYear));
  // every stud farm keeps a few broodmares, so each has foals every year
  const maresOf = new Map<number, number>(sim.breeders.map((breeder) => [breeder.id, 0]));
  for (const mare of sim.studMares)
    if (mare.studTo >= year + 1 && mare.aliveIn(year + 2)) maresOf.set(mare.studBreederId, (maresOf.get(mare.studBreederId) ?? 0) + 1);
  for (const { horse } of chosen) {
    horse.studFrom = year + 1;
    horse.studTo = Math.min(horse.birthYear + 21 - (random.chance(0.4) ? random.int(0, 4) : 0), horse.deathYear - 2);
    horse.studBreederId = random.chance(0.8) ? horse.breederId : sim.pickBreeder().id;
    const smallest = [...maresOf.entries()].reduce((least, entry) => (entry[1] < least[1] ? entry : least));
    if (smallest[1] < MIN_MARES_PER_BREEDER) horse.studBreederId = smallest[0];
    maresOf.set(horse.studBreederId, (maresOf.get(horse.studBreederId) ?? 0) + 1);
    sim.studMares.push(horse);
    pools.retire(horse);
  }
  // the others leave the studbook for good (sold abroad, pleasure horses)
  for (const horse of candidates) if (horse.studFrom === NEVER) horse.studFrom = NEVER + 1;
  // retired big-race winners give their names to races
  for (let age = 3; age <= OLDEST_RACING_AGE + 1; age++) {
    for (const horse of sim.byBirthYear.get(year - age) ?? [])
      if (horse.bigRaceWins > 0 && horse.career === Career.Retired) sim.prizes.honour(horse.index, horse.name);
  }
}
