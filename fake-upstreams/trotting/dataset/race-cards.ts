import { RaceKind } from "./ledger";
import { BUCKET_COUNT, bucketOf, conditionsForBucket, fits, widensTo, type RaceConditions } from "./race-conditions";
import { RACECOURSES } from "./racecourses";
import type { RacingPools } from "./racing-pools";
import type { SimHorse } from "./sim-horse";
import type { Simulation } from "./simulation";
import { topBy } from "./sim-tools";

/** The racing secretary: sorts the ready horses into groups and writes a meeting's races for them. */

export const MIN_FIELD = 5;

export interface Card {
  field: SimHorse[];
  conditions: RaceConditions;
  name: number;
}

export class RacingSecretary {
  private readonly buckets: SimHorse[][] = Array.from({ length: BUCKET_COUNT }, () => []);
  private readonly available = new Int32Array(BUCKET_COUNT);
  private readonly bucketSize = new Int32Array(BUCKET_COUNT);
  private readonly groupWeight = new Float64Array(BUCKET_COUNT);
  private readonly pairWeight = new Float64Array(BUCKET_COUNT);

  constructor(
    private readonly sim: Simulation,
    private readonly pools: RacingPools,
  ) {}

  /** The ready horses, by the group a race could be written for. */
  sortReadyHorses(day: number, year: number): void {
    const { bucketSize, buckets } = this;
    bucketSize.fill(0);
    for (const index of this.pools.ready) {
      const horse = this.sim.horses[index];
      if (horse.usedDay === day) continue;
      const bucket = bucketOf(horse, year);
      horse.bucket = bucket;
      buckets[bucket][bucketSize[bucket]++] = horse;
    }
    this.available.set(bucketSize);
  }

  /** The racing secretary's card: a group with enough horses, chosen in proportion to its size. */
  /** `canRun(horse)`: whether the horse can be entered here (its own driver is not busy elsewhere today). */
  writeCards(track: number, slots: number, day: number, year: number, month: number, canRun: (horse: SimHorse) => boolean): Card[] {
    const { sim, available, buckets, bucketSize, groupWeight, pairWeight } = this;
    const { random } = sim;
    const racecourse = RACECOURSES[track];
    const cards: Card[] = [];
    const namesTaken = new Set<number>();
    for (let slot = 0; slot < slots; slot++) {
      // a thin class is written together with the next one ("da 8.000 a 50.000 euro")
      let total = 0;
      for (let bucket = 0; bucket < BUCKET_COUNT; bucket++) {
        groupWeight[bucket] = available[bucket] >= MIN_FIELD ? available[bucket] : 0;
        const pair = widensTo(bucket) ? available[bucket] + available[bucket + 1] : 0;
        pairWeight[bucket] = available[bucket] < 7 && pair >= MIN_FIELD ? pair / 2 : 0;
        total += groupWeight[bucket] + pairWeight[bucket];
      }
      if (!total) break;
      let target = random.next() * total;
      let bucketIndex = 0;
      let widen = false;
      for (; bucketIndex < BUCKET_COUNT - 1; bucketIndex++) {
        target -= groupWeight[bucketIndex];
        if (target <= 0) break;
        target -= pairWeight[bucketIndex];
        if (target <= 0) {
          widen = true;
          break;
        }
      }
      const { conditions, accepts } = conditionsForBucket(random, bucketIndex, racecourse.LunghezzaPista, widen);
      const eligible: SimHorse[] = [];
      for (const bucket of widen ? [bucketIndex, bucketIndex + 1] : [bucketIndex]) {
        const members = buckets[bucket];
        for (let member = 0; member < bucketSize[bucket]; member++) {
          const horse = members[member];
          if (horse.usedDay !== day && canRun(horse) && accepts(horse, year) && fits(horse, conditions, year)) eligible.push(horse);
        }
      }
      if (eligible.length < MIN_FIELD) continue;
      const size = Math.min(eligible.length, conditions.autostart ? random.int(7, 12) : random.int(7, 14));
      let field: SimHorse[];
      if (conditions.kind === RaceKind.Open) {
        field = topBy(
          eligible,
          eligible.map((horse) => horse.earnings),
          size,
        );
      } else {
        for (let index = 0; index < size; index++) {
          const other = index + Math.floor(random.next() * (eligible.length - index));
          const swap = eligible[index];
          eligible[index] = eligible[other];
          eligible[other] = swap;
        }
        field = eligible.slice(0, size);
      }
      for (const horse of field) {
        horse.usedDay = day;
        available[horse.bucket] -= 1;
      }
      cards.push({ field, conditions, name: sim.prizes.raceName(conditions, track, month, namesTaken) });
    }
    return cards;
  }
}
