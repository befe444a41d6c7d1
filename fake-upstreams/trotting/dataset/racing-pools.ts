import type { SimHorse } from "./sim-horse";
import { Career } from "./sim-horse";
import type { Simulation } from "./simulation";

/**
 * The horses ready to race and those waiting for a qualification trial, refilled day by day
 * from per-day buckets (a horse is scheduled for the day it is next free).
 */
export class RacingPools {
  readonly ready: number[] = [];
  readonly trials: number[] = [];
  private readonly readyBuckets: number[][];
  private readonly trialBuckets: number[][];

  constructor(private readonly sim: Simulation) {
    const totalDays = sim.lastEntryDay - sim.archiveStartDay + 60;
    this.readyBuckets = Array.from({ length: totalDays }, () => []);
    this.trialBuckets = Array.from({ length: totalDays }, () => []);
  }

  /** The horse is free to race again from `day`. */
  schedule(horse: SimHorse, day: number): void {
    horse.nextReady = day;
    if (day <= this.sim.lastEntryDay) this.readyBuckets[day - this.sim.archiveStartDay].push(horse.index);
  }

  /** The horse goes to a qualification trial from `day`. */
  scheduleTrial(horse: SimHorse, day: number): void {
    horse.nextReady = day;
    if (day <= this.sim.lastEntryDay) this.trialBuckets[day - this.sim.archiveStartDay].push(horse.index);
  }

  /** Moves the horses due today into the pools (trials only on past days: entries are not trials). */
  fill(day: number, past: boolean): void {
    const { horses, archiveStartDay } = this.sim;
    for (const index of this.readyBuckets[day - archiveStartDay]) {
      const horse = horses[index];
      if (horse.career === Career.Racing && horse.nextReady === day && horse.poolPos < 0) {
        horse.poolPos = this.ready.length;
        this.ready.push(index);
      }
    }
    if (!past) return;
    for (const index of this.trialBuckets[day - archiveStartDay]) {
      const horse = horses[index];
      if (horse.career === Career.Trials && horse.nextReady === day && horse.trialPos < 0) {
        horse.trialPos = this.trials.length;
        this.trials.push(index);
      }
    }
  }

  removeFromReady(horse: SimHorse): void {
    if (horse.poolPos < 0) return;
    const last = this.ready.pop()!;
    if (last !== horse.index) {
      this.ready[horse.poolPos] = last;
      this.sim.horses[last].poolPos = horse.poolPos;
    }
    horse.poolPos = -1;
  }

  removeFromTrials(horse: SimHorse): void {
    if (horse.trialPos < 0) return;
    const last = this.trials.pop()!;
    if (last !== horse.index) {
      this.trials[horse.trialPos] = last;
      this.sim.horses[last].trialPos = horse.trialPos;
    }
    horse.trialPos = -1;
  }

  retire(horse: SimHorse): void {
    horse.career = Career.Retired;
    this.removeFromReady(horse);
    this.removeFromTrials(horse);
  }
}
