import { recordedWinOf } from "./recorded-wins";
import { PLACE_BROKE, PLACE_DISQUALIFIED, PLACE_WITHDRAWN, RaceKind } from "./ledger";
import { DEAD_HEAT_MARGIN, prizeFor, type RaceConditions } from "./race-conditions";
import type { RacingPools } from "./racing-pools";
import { Career, type SimHorse } from "./sim-horse";
import type { Simulation } from "./simulation";
import { sortByValue } from "./sim-tools";
import {
  ageAdjustment,
  distanceAdjustment,
  performanceNoise,
  seasonAdjustment,
  SHORT_RECORD_MAX_DISTANCE,
  startingNumberAdjustment,
  TAPES_ADJUSTMENT,
  TRACK_ADJUSTMENT,
  TRIAL_ADJUSTMENT,
} from "./speed-model";
import type { SimMeeting } from "./world-model";

/** One race (or qualification trial) entered in the ledger and, for a past day, run. */

/** Qualification standards (tenths of a second per km) a young horse must beat. */
export const TRIAL_STANDARD_TWO = 820;
export const TRIAL_STANDARD_OLDER = 810;
const MAX_TRIAL_FAILS = 3;
export const MIN_REST_DAYS = 5;
/** How much of the gap in ability a beaten horse loses at the post (the field runs together). */
const FIELD_COMPRESSION = 0.35;
/** How far ahead of the field (seconds per km) a winner stays when it has the race in hand. */
const EASING = 0.45;

/** Where a race is run and by whom: the meeting, its drivers, the day. */
export interface RaceSetting {
  meeting: SimMeeting;
  /** the drivers working at the meeting, the horses' own drivers first */
  roster: number[];
  rosterId: number;
  day: number;
  year: number;
  month: number;
}

/** Share of the starters disqualified (besides breaking) and of the entries scratched before the start. */
const DISQUALIFIED_SHARE = 0.002;
const WITHDRAWN_SHARE = 0.025;

export class RaceRunner {
  private readonly order = new Int32Array(20);
  private readonly times = new Float64Array(20);
  private readonly keys = new Float64Array(20);
  private readonly finishers = new Int32Array(20);
  private readonly driverUsed: Int32Array;
  /** the meeting (day * 4 + its place in the day) a driver works at */
  readonly driverRoster: Int32Array;

  constructor(
    private readonly sim: Simulation,
    private readonly pools: RacingPools,
  ) {
    this.driverUsed = new Int32Array(sim.people.length + 2).fill(-1);
    this.driverRoster = new Int32Array(sim.people.length + 2).fill(-1);
  }

  /** Enters a field in the ledger and, for a past day, runs the race: times, placings, prizes, careers. */
  run(
    setting: RaceSetting,
    field: SimHorse[],
    conditions: RaceConditions,
    number: number,
    minutes: number,
    name: number,
    trial: boolean,
  ): void {
    const { sim, pools, order, times, keys, finishers } = this;
    const { random, gauss, ledger } = sim;
    const { meeting, roster, rosterId, day, year, month } = setting;
    const past = day < sim.todayDay;
    const size = field.length;
    // Numbers are drawn DRAW_DAYS_BEFORE (4) days before the race, at DRAW_TIME (race-day.ts): a race further
    // ahead is not drawn yet. The chance is still drawn so the rest of the world keeps its sequence.
    const drawn = past || day < sim.todayDay + 4;
    if (!drawn) random.chance(0.8);
    const race = ledger.addRace({
      day,
      meeting: meeting.index,
      number,
      kind: conditions.kind,
      distance: conditions.distance,
      purse: conditions.purse,
      ageMin: conditions.ageMin,
      ageMax: conditions.ageMax,
      earnMin: conditions.earnMin,
      earnMax: conditions.earnMax,
      fillies: conditions.fillies,
      autostart: conditions.autostart,
      bigRace: conditions.bigRace,
      name,
      time: minutes,
      video: past && random.chance(trial ? 0.25 : 0.6),
      drawn,
      field: size,
    });
    const first = ledger.rFirst[race];
    // the draw of the starting numbers
    for (let index = 0; index < size; index++) ledger.sNumber[first + index] = drawn ? index + 1 : 0;
    if (drawn) {
      for (let index = size - 1; index > 0; index--) {
        const other = Math.floor(random.next() * (index + 1));
        const swap = ledger.sNumber[first + index];
        ledger.sNumber[first + index] = ledger.sNumber[first + other];
        ledger.sNumber[first + other] = swap;
      }
    }
    // the best horses keep their own driver; the others get a free driver of the meeting
    for (let index = 0; index < size; index++) {
      order[index] = index;
      keys[index] = -field[index].earnings;
    }
    sortByValue(order, size, keys);
    const stamp = race + 1;
    for (let position = 0; position < size; position++) {
      const index = order[position];
      const horse = field[index];
      let driver = horse.driverId;
      if (this.driverRoster[driver] !== rosterId || this.driverUsed[driver] === stamp) {
        driver = roster[0];
        for (const candidate of roster) {
          if (this.driverUsed[candidate] !== stamp && !sim.people[candidate - 1].historical) {
            driver = candidate;
            break;
          }
        }
      }
      this.driverUsed[driver] = stamp;
      const start = first + index;
      ledger.sHorse[start] = horse.index;
      ledger.sRace[start] = race;
      ledger.sDriver[start] = driver;
      if (!trial) {
        pools.removeFromReady(horse);
        horse.lastStart = day;
        const rest = horse.frequency + random.int(0, 6);
        pools.schedule(horse, day + Math.max(MIN_REST_DAYS, rest));
      }
    }
    if (!past) return;

    // the result: talent, age, distance, start, track, season and the day's luck
    const common =
      distanceAdjustment(conditions.distance) +
      (conditions.autostart ? 0 : TAPES_ADJUSTMENT) +
      TRACK_ADJUSTMENT[meeting.track] +
      seasonAdjustment(month) +
      gauss() * (trial ? 0.3 : 0.35);
    let finished = 0;
    let lastToBreak = -1;
    const timeOf = (index: number) =>
      field[index].talent +
      ageAdjustment(year - field[index].birthYear, month) +
      common +
      (trial ? TRIAL_ADJUSTMENT : startingNumberAdjustment(ledger.sNumber[first + index], conditions.autostart)) +
      (trial ? gauss() : performanceNoise(gauss));
    // the records' winner of a big race (Varenne's classics) trots clean and wins it
    let recordedWinner = -1;
    if (conditions.bigRace >= 0)
      for (let index = 0; index < size; index++)
        if (field[index].founder && recordedWinOf(field[index].name, conditions.bigRace, year)) recordedWinner = index;
    for (let index = 0; index < size; index++) {
      const horse = field[index];
      const age = year - horse.birthYear;
      const breakChance =
        index === recordedWinner
          ? -1
          : 0.06 + horse.temper + (age === 2 ? 0.05 : 0) + (conditions.autostart ? 0 : 0.03) + (trial ? 0.04 : 0);
      const roll = random.next();
      // after the break, a disqualification now and then; a race also loses a few entries before the start (non partenti)
      if (roll < breakChance + DISQUALIFIED_SHARE + (trial ? 0 : WITHDRAWN_SHARE)) {
        ledger.sPlace[first + index] =
          roll < breakChance ? PLACE_BROKE : roll < breakChance + DISQUALIFIED_SHARE ? PLACE_DISQUALIFIED : PLACE_WITHDRAWN;
        if (ledger.sPlace[first + index] === PLACE_BROKE) lastToBreak = index;
        continue;
      }
      times[index] = timeOf(index);
      finishers[finished++] = index;
    }
    // a race always has a winner: when the whole field breaks, the last to break goes back to the trot and finishes
    if (!trial && finished === 0 && lastToBreak >= 0) {
      ledger.sPlace[first + lastToBreak] = 0;
      times[lastToBreak] = timeOf(lastToBreak) + 1.5;
      finishers[finished++] = lastToBreak;
    }
    if (recordedWinner >= 0) {
      let best = Infinity;
      for (let position = 0; position < finished; position++)
        if (finishers[position] !== recordedWinner) best = Math.min(best, times[finishers[position]]);
      times[recordedWinner] = Math.min(times[recordedWinner], best - 2 * DEAD_HEAT_MARGIN);
    }
    sortByValue(finishers, finished, times);
    const deadHeat = !trial && finished > 1 && times[finishers[1]] - times[finishers[0]] < DEAD_HEAT_MARGIN;
    if (!trial && finished > 1) {
      // a winner goes only as fast as the opposition makes it: a class horse beating a weak field
      // wins at the pace of that field, so fast times (and records) come from races of its class
      const fastest = times[finishers[0]];
      const winner = Math.max(fastest, times[finishers[1]] - EASING * (0.3 + random.next()));
      // a race is run in a bunch: the beaten horses finish lengths, not seconds a km, behind the winner
      times[finishers[0]] = winner;
      for (let position = 1; position < finished; position++)
        times[finishers[position]] = winner + (times[finishers[position]] - fastest) * FIELD_COMPRESSION;
    }
    for (let position = 0; position < finished; position++) {
      const start = first + finishers[position];
      const place = deadHeat && position === 1 ? 1 : position + 1;
      ledger.sPlace[start] = place;
      ledger.sTime[start] = Math.round(times[deadHeat && position === 1 ? finishers[0] : finishers[position]] * 10);
      if (!trial) ledger.sPrize[start] = prizeFor(conditions.purse, place, deadHeat);
    }

    for (let index = 0; index < size; index++) {
      const horse = field[index];
      const start = first + index;
      const place = ledger.sPlace[start];
      const tenths = ledger.sTime[start];
      if (trial) {
        horse.lastStart = day;
        const standard = year - horse.birthYear === 2 ? TRIAL_STANDARD_TWO : TRIAL_STANDARD_OLDER;
        if (tenths > 0 && tenths <= standard) {
          horse.career = Career.Racing;
          sim.racingOf(horse.birthYear).push(horse);
          horse.trialFails = 0;
          pools.schedule(horse, day + random.int(7, 16));
        } else if (++horse.trialFails >= MAX_TRIAL_FAILS) {
          horse.career = Career.Retired;
        } else {
          pools.scheduleTrial(horse, day + random.int(10, 25));
        }
        continue;
      }
      horse.starts += 1;
      if (place === 1) horse.wins += 1;
      else if (place === 2) horse.second += 1;
      else if (place === 3) horse.third += 1;
      else if (place === 4) horse.fourth += 1;
      else if (place === 5) horse.fifth += 1;
      const amount = ledger.sPrize[start];
      horse.earnings += amount;
      horse.yearEarnings += amount;
      if (horse.sire >= 0) sim.progenyEarnings[horse.sire] += amount;
      if (tenths > 0) {
        if (conditions.distance <= SHORT_RECORD_MAX_DISTANCE)
          horse.bestShort = horse.bestShort ? Math.min(horse.bestShort, tenths) : tenths;
        else horse.bestLong = horse.bestLong ? Math.min(horse.bestLong, tenths) : tenths;
      }
      if (place === 1 && conditions.kind === RaceKind.BigRace) horse.bigRaceWins += 1;
    }
  }
}
