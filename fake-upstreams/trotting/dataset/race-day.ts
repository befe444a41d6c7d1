import { bigRacePurse } from "./big-race-purses";
import { BIG_RACES, bigRaceAccepts, bigRaceDay, bigRaceTrackIn } from "./big-races";
import { hasRecordedCampaign, recordedWinOf } from "./recorded-wins";
import { dayNumber, partsOf } from "./calendar";
import { RaceKind } from "./ledger";
import { type Card, MIN_FIELD, RacingSecretary } from "./race-cards";
import type { RaceConditions } from "./race-conditions";
import { RACECOURSES, TRACK_PROFILES } from "./racecourses";
import { RaceRunner } from "./race-run";
import type { RacingPools } from "./racing-pools";
import { Career, type SimHorse } from "./sim-horse";
import { OLDEST_RACING_AGE, type Simulation } from "./simulation";
import { topBy } from "./sim-tools";
import type { SimMeeting } from "./world-model";

/**
 * One day of racing: the big races take the best horses of their age, the racing secretary
 * writes races for the groups of ready horses at as many meetings as they fill, the drivers
 * are booked (each horse's own driver first), and the races are run.
 */

const TRIAL_FIELD = 8;
/** Drivers booked at one meeting: at least enough for the largest field, more for the horses' own drivers. */
const ROSTER_SIZE = 20;
const ROSTER_LIMIT = 60;
/**
 * Share of the ready horses the day's races take on a busy day (Sundays and big-race days, when
 * the country races at several tracks) and on another day (one meeting, a short card): the small
 * studbook fills a busy day's meetings only if the other days leave it horses.
 */
const BUSY_DAY_TAKE = 0.9;
const OTHER_DAY_TAKE = 0.35;
const STARTERS_PER_RACE = 9;
/** Races a busy day's meeting is planned with at least, and another day's meeting at most. */
export const BUSY_DAY_CARD = 4;
const OTHER_DAY_CARD = 5;
/** A horse comes to a big race rested: at least this long since its last start. */
const BIG_RACE_REST_DAYS = 12;
/** Tracks that hold a big race (the champions' Listed races are run there only). */
export const BIG_RACE_TRACKS = new Set(BIG_RACES.flatMap((race) => [race.track, ...(race.away ?? []).map((spell) => spell.track)]));

interface MeetingPlan {
  track: number;
  trials: SimHorse[][];
  cards: Card[];
}

const TRIAL_CONDITIONS = (distance: number): RaceConditions => ({
  kind: RaceKind.Trial,
  ageMin: 2,
  ageMax: OLDEST_RACING_AGE,
  earnMin: 0,
  earnMax: -1,
  fillies: false,
  autostart: true,
  distance,
  purse: 0,
  bigRace: -1,
});

export class RaceDays {
  private readonly runner: RaceRunner;
  private readonly gpDays = new Map<number, number[]>();
  private readonly lastRacedAt = new Int32Array(RACECOURSES.length).fill(-10);
  private readonly secretary: RacingSecretary;
  private readonly driverBookedOn: Int32Array;

  constructor(
    private readonly sim: Simulation,
    private readonly pools: RacingPools,
  ) {
    this.runner = new RaceRunner(sim, pools);
    this.secretary = new RacingSecretary(sim, pools);
    this.driverBookedOn = new Int32Array(sim.people.length + 2).fill(-1);
    for (let year = sim.archiveStartYear; year <= sim.lastEntryYear; year++) {
      BIG_RACES.forEach((race, index) => {
        const day = dayNumber(year, race.month, bigRaceDay(race, year));
        this.gpDays.set(day, [...(this.gpDays.get(day) ?? []), index]);
      });
    }
  }

  run(day: number): void {
    const { sim, pools } = this;
    const { year, month, weekday } = partsOf(day);
    const past = day < sim.todayDay;
    pools.fill(day, past);
    const bigRacesToday = this.gpDays.get(day) ?? [];
    const bigRaceFields = this.bigRaceFields(bigRacesToday, day, year);

    // the day's meetings: as many as the ready horses fill, at open tracks (the big races' first)
    const weekend = weekday === 0 || weekday === 6;
    // trials are held twice a week (Wednesdays and Sundays) and on big-race days
    const trialDay = weekday === 0 || weekday === 3 || bigRacesToday.length > 0;
    const busy = weekday === 0 || bigRacesToday.length > 0;
    const expectedStarts = pools.ready.length * (busy ? BUSY_DAY_TAKE : OTHER_DAY_TAKE);
    // Sundays and big-race days are busy: racing at several tracks across the country; another day has one meeting
    const expectedRaces = expectedStarts / STARTERS_PER_RACE;
    const tracks = this.chooseTracks(
      bigRaceFields,
      day,
      year,
      month,
      busy ? Math.max(2, Math.min(4, Math.floor(expectedRaces / BUSY_DAY_CARD))) : 1,
    );
    const racesPerMeeting = busy
      ? Math.max(BUSY_DAY_CARD + 1, Math.min(9, Math.round(expectedRaces / tracks.length)))
      : Math.max(1, Math.min(OTHER_DAY_CARD, Math.round(expectedRaces)));
    this.secretary.sortReadyHorses(day, year);

    // a driver works at one meeting a day, and a trainer waits for the horse's own driver: a horse
    // whose driver is already engaged at another meeting of the day is not entered. The racing
    // secretaries write the day's races one meeting after another, a race each in turn, so that on a
    // busy day every meeting fills its card (the first one would otherwise take the whole studbook).
    const driverMeeting = new Map<number, number>();
    const engage = (horse: SimHorse, meetingIndex: number) => {
      if (horse.driverId && !driverMeeting.has(horse.driverId)) driverMeeting.set(horse.driverId, meetingIndex);
    };
    const meetingOfBigRace = (bigRace: number) =>
      tracks.findIndex((track) => RACECOURSES[track].CodiceIppodromo === bigRaceTrackIn(BIG_RACES[bigRace], year));
    for (const [bigRace, field] of bigRaceFields) for (const horse of field) engage(horse, Math.max(0, meetingOfBigRace(bigRace)));
    const plans: MeetingPlan[] = tracks.map((track, meetingIndex) => {
      this.lastRacedAt[track] = day;
      // qualification trials in the morning, at the first meeting of a trial day (the big race's, if any)
      const trials: SimHorse[][] = [];
      if (past && meetingIndex === 0 && trialDay && pools.trials.length >= 2) {
        const candidates = sim.random.shuffle(pools.trials).slice(0, TRIAL_FIELD * 3);
        for (let heat = 0; heat * TRIAL_FIELD < candidates.length; heat++) {
          const field = candidates.slice(heat * TRIAL_FIELD, (heat + 1) * TRIAL_FIELD).map((index) => sim.horses[index]);
          if (field.length < 2) break;
          for (const horse of field) pools.removeFromTrials(horse);
          trials.push(field);
        }
      }
      for (const field of trials) for (const horse of field) engage(horse, meetingIndex);
      return { track, trials, cards: [] };
    });
    const bigRacesAt = plans.map((plan) =>
      bigRacesToday.filter(
        (bigRace) => bigRaceFields.has(bigRace) && bigRaceTrackIn(BIG_RACES[bigRace], year) === RACECOURSES[plan.track].CodiceIppodromo,
      ),
    );
    const namesTaken = plans.map(() => new Set<number>());
    // the champions' Listed races: on the busy days, at the tracks of the big races
    const championsRace = (track: number) =>
      (weekend || bigRacesToday.length > 0) && BIG_RACE_TRACKS.has(RACECOURSES[track].CodiceIppodromo);
    const open = plans.map((_, meetingIndex) => racesPerMeeting - bigRacesAt[meetingIndex].length);
    const retries = plans.map(() => 0);
    while (open.some((slots) => slots > 0)) {
      plans.forEach((plan, meetingIndex) => {
        if (open[meetingIndex] <= 0) return;
        open[meetingIndex] -= 1;
        const canRun = (horse: SimHorse) => (driverMeeting.get(horse.driverId) ?? meetingIndex) === meetingIndex;
        const card = this.secretary.writeCard(plan.track, day, year, month, canRun, namesTaken[meetingIndex], championsRace(plan.track));
        // no group can fill a race here any more: this meeting's card is complete; a busy day's meeting
        // tries a few more groups before it goes without a race
        if (card === null) open[meetingIndex] = 0;
        else if (!card && busy && !plan.cards.length && retries[meetingIndex]++ < 6) open[meetingIndex] += 1;
        if (!card) return;
        for (const horse of card.field) engage(horse, meetingIndex);
        plan.cards.push(card);
      });
    }
    plans.forEach((plan, meetingIndex) => {
      const { cards } = plan;
      // the big races close the card but one
      for (const bigRace of bigRacesAt[meetingIndex]) {
        const race = BIG_RACES[bigRace];
        const conditions: RaceConditions = {
          kind: RaceKind.BigRace,
          ageMin: race.minAge,
          ageMax: race.maxAge,
          earnMin: 0,
          earnMax: -1,
          fillies: race.fillies ?? false,
          autostart: race.autostart,
          distance: race.distance,
          purse: bigRacePurse(bigRace, year),
          bigRace,
        };
        cards.splice(Math.max(0, cards.length - 1), 0, {
          field: bigRaceFields.get(bigRace)!,
          conditions,
          name: sim.prizes.prize(race.name),
        });
      }
    });

    const rosters = this.bookDrivers(plans, day);
    plans.forEach((plan, meetingIndex) => {
      if (!plan.cards.length && !plan.trials.length) return;
      const profile = TRACK_PROFILES[plan.track];
      const racecourse = RACECOURSES[plan.track];
      const start = profile.evening && month >= 6 && month <= 8 ? 19 * 60 + 30 : weekday === 0 ? 14 * 60 : 14 * 60 + 30;
      const meeting: SimMeeting = {
        index: sim.meetings.length,
        day,
        track: plan.track,
        firstRace: sim.ledger.raceCount,
        trialCount: 0,
        raceCount: 0,
      };
      const setting = { meeting, roster: rosters[meetingIndex], rosterId: day * 4 + meetingIndex, day, year, month };
      const distance = racecourse.LunghezzaPista === 1000 ? 1600 : 1640;
      plan.trials.forEach((field, heat) => {
        this.runner.run(setting, field, TRIAL_CONDITIONS(distance), heat + 1, 10 * 60 + heat * 20, sim.prizes.trialNames[heat], true);
        meeting.trialCount += 1;
      });
      plan.cards.forEach((card, index) =>
        this.runner.run(setting, card.field, card.conditions, index + 1, start + index * 25, card.name, false),
      );
      meeting.raceCount = sim.ledger.raceCount - meeting.firstRace - meeting.trialCount;
      sim.meetings.push(meeting);
    });
  }

  /** Big races take the best horses of their age and sex that have raced and rested. */
  private bigRaceFields(bigRaces: number[], day: number, year: number): Map<number, SimHorse[]> {
    const fields = new Map<number, SimHorse[]>();
    for (const bigRace of bigRaces) {
      const race = BIG_RACES[bigRace];
      const candidates: SimHorse[] = [];
      const scores: number[] = [];
      for (let age = race.minAge; age <= race.maxAge; age++) {
        for (const horse of this.sim.racingByCrop.get(year - age) ?? []) {
          // a famous horse runs the big races the records say it won, and only those
          const recorded = horse.founder && hasRecordedCampaign(horse.name);
          if (
            horse.career !== Career.Racing ||
            horse.starts === 0 ||
            horse.usedDay === day ||
            (!recorded && day - horse.lastStart < BIG_RACE_REST_DAYS) ||
            !bigRaceAccepts(race, horse.sexIn(year)) ||
            !horse.aliveIn(year) ||
            (recorded && !recordedWinOf(horse.name, bigRace, year))
          )
            continue;
          candidates.push(horse);
          // form of the last two seasons, and what the trainers see in the horse
          scores.push(
            (recorded ? 1e9 : 0) +
              horse.yearEarnings +
              0.6 * horse.lastYearEarnings +
              0.05 * horse.earnings +
              (76 - horse.talent) * 4_000 +
              this.sim.random.next() * 15_000,
          );
        }
      }
      if (candidates.length < MIN_FIELD) continue;
      const field = topBy(candidates, scores, race.field);
      for (const horse of field) horse.usedDay = day;
      fields.set(bigRace, field);
    }
    return fields;
  }

  private chooseTracks(bigRaceFields: Map<number, SimHorse[]>, day: number, year: number, month: number, meetingCount: number): number[] {
    const tracks: number[] = [];
    for (const bigRace of bigRaceFields.keys()) {
      const track = RACECOURSES.findIndex((racecourse) => racecourse.CodiceIppodromo === bigRaceTrackIn(BIG_RACES[bigRace], year));
      if (!tracks.includes(track)) tracks.push(track);
    }
    while (tracks.length < meetingCount) {
      let total = 0;
      const weights = TRACK_PROFILES.map((profile, index) => {
        const weight =
          profile.months.includes(month) && !tracks.includes(index) && day - this.lastRacedAt[index] > 1
            ? profile.weight * Math.min(6, day - this.lastRacedAt[index])
            : 0;
        total += weight;
        return weight;
      });
      if (!total) break;
      let target = this.sim.random.next() * total;
      let chosen = 0;
      while (chosen < weights.length - 1 && (target -= weights[chosen]) > 0) chosen++;
      tracks.push(chosen);
    }
    return tracks;
  }

  /**
   * Drivers work at one meeting a day. The richest horses entered today get their own driver
   * first, wherever they run; each meeting's roster is then filled with drivers from its region.
   */
  private bookDrivers(plans: MeetingPlan[], day: number): number[][] {
    const { sim, driverBookedOn } = this;
    const { driverRoster } = this.runner;
    const rosters: number[][] = plans.map(() => []);
    const book = (driver: number, meetingIndex: number) => {
      driverBookedOn[driver] = day;
      driverRoster[driver] = day * 4 + meetingIndex;
      rosters[meetingIndex].push(driver);
    };
    const entries: { horse: SimHorse; meetingIndex: number }[] = [];
    plans.forEach((plan, meetingIndex) => {
      for (const card of plan.cards) for (const horse of card.field) entries.push({ horse, meetingIndex });
      for (const field of plan.trials) for (const horse of field) entries.push({ horse, meetingIndex });
    });
    // a historical driver (Varenne's) first: the records say who drove that horse
    const historical = (horse: SimHorse) => (sim.people[horse.driverId - 1]?.historical ? 1 : 0);
    entries.sort(
      (a, b) => historical(b.horse) - historical(a.horse) || b.horse.earnings - a.horse.earnings || a.horse.index - b.horse.index,
    );
    for (const { horse, meetingIndex } of entries) {
      if (horse.driverId && driverBookedOn[horse.driverId] !== day && rosters[meetingIndex].length < ROSTER_LIMIT)
        book(horse.driverId, meetingIndex);
    }
    plans.forEach((plan, meetingIndex) => {
      const regional = sim.driversByRegion.get(TRACK_PROFILES[plan.track].region)!;
      for (const list of [regional, sim.drivers]) {
        const offset = sim.random.int(0, list.length - 1);
        for (let step = 0; step < list.length && rosters[meetingIndex].length < ROSTER_SIZE; step++) {
          const driver = list[(offset + step) % list.length].id;
          if (driverBookedOn[driver] !== day) book(driver, meetingIndex);
        }
      }
    });
    return rosters;
  }
}
