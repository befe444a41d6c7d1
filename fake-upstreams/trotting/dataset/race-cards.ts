import { RaceKind } from "./ledger";
import { BUCKET_COUNT, bucketOf, conditionsForBucket, ELITE, fits, widensTo, type RaceConditions } from "./race-conditions";
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

  /**
   * One race of a meeting's card: a group with enough horses, chosen in proportion to its size.
   * `canRun(horse)`: whether the horse can be entered here (its own driver is not engaged elsewhere
   * today); `namesTaken`: the race names the meeting's card already has; `championsRace`: whether the
   * champions' group may have a race here today. Null when no group can fill a race any more;
   * undefined when the group drawn could not fill this one.
   */
  writeCard(
    track: number,
    day: number,
    year: number,
    month: number,
    canRun: (horse: SimHorse) => boolean,
    namesTaken: Set<number>,
    championsRace: boolean,
  ): Card | null | undefined {
    const { sim, available, buckets, bucketSize, groupWeight, pairWeight } = this;
    const { random } = sim;
    const racecourse = RACECOURSES[track];
    // a thin class is written together with the next one ("da 8.000 a 50.000 euro")
    let total = 0;
    for (let bucket = 0; bucket < BUCKET_COUNT; bucket++) {
      groupWeight[bucket] = available[bucket] >= MIN_FIELD && (bucket !== ELITE || championsRace) ? available[bucket] : 0;
      const pair = widensTo(bucket) ? available[bucket] + available[bucket + 1] : 0;
      pairWeight[bucket] = available[bucket] < 7 && pair >= MIN_FIELD ? pair / 2 : 0;
      total += groupWeight[bucket] + pairWeight[bucket];
    }
    if (!total) return null;
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
    if (eligible.length < MIN_FIELD) return undefined;
    const size = Math.min(eligible.length, conditions.autostart ? random.int(7, 12) : random.int(7, 14));
    let field: SimHorse[];
    if (conditions.kind === RaceKind.Open) {
      // the richest; in the champions' race one horse per driver (a driver does not leave a champion to another)
      const drivers = new Set<number>();
      const entrants =
        bucketIndex === ELITE
          ? eligible
              .sort((a, b) => b.earnings - a.earnings || a.index - b.index)
              .filter((horse) => !horse.driverId || (!drivers.has(horse.driverId) && Boolean(drivers.add(horse.driverId))))
          : eligible;
      if (entrants.length < MIN_FIELD) return undefined;
      field = topBy(
        entrants,
        entrants.map((horse) => horse.earnings),
        Math.min(size, entrants.length),
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
    return { field, conditions, name: sim.prizes.raceName(conditions, track, month, namesTaken) };
  }
}
