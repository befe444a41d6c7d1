import pLimit from "p-limit";
import {
  aggregateStartingNumbers,
  mergeGroups,
  startTypeOf,
  type NumberFigures,
  type RaceResultSample,
  type StartingNumberFilter,
  type StartingNumberStats,
} from "../../domain/races/starting-numbers";
import { compareDays, type CalendarDate } from "../../domain/calendar";
import type { Meeting } from "../../domain/races/types";
import type { Clock } from "../../ports/clock";
import type { RacesTrottingPort } from "../../ports/trotting/races";
import { isUpstreamError } from "../../ports/upstream-error";

/** The aggregate is recomputed once per lifetime, in the background (src/application/background-jobs.ts). */
export const STARTING_NUMBER_STATS_LIFETIME_MS = 60 * 60 * 1000;
/** Results days asked of the trotting API at the same time while the aggregate is computed. */
export const RESULT_CALLS_AT_ONCE = 3;

export type StartingNumberSnapshot = {
  stats: StartingNumberStats;
  computedAt: Date;
  /** The results days read (the first and last meeting's), null without any. */
  firstDay: CalendarDate | null;
  lastDay: CalendarDate | null;
  meetingsRead: number;
  /** Meetings whose results could not be read this time: left out of the aggregate. */
  meetingsFailed: number;
};

/**
 * Keeps the last aggregate of the starting-number statistics. Visitors only read it
 * (`current`); `refresh` reads every results day the trotting API lists and is run by a
 * background job (src/application/background-jobs.ts), never by a visitor's request. One
 * refresh runs at a time; a refresh that reads nothing keeps the previous aggregate.
 */
export function createStartingNumberStatsStore(deps: { trotting: RacesTrottingPort; clock: Clock }) {
  let snapshot: StartingNumberSnapshot | null = null;
  let running: Promise<StartingNumberSnapshot | null> | null = null;

  async function readMeeting(meeting: Meeting, samples: RaceResultSample[]): Promise<void> {
    const detail = await deps.trotting.raceDetail("arrivi", meeting.day, meeting.racecourseCode);
    const banner = detail.track;
    for (const race of detail.races) {
      samples.push({
        trackCode: meeting.racecourseCode,
        trackName: banner.racecourseName || meeting.racecourseName,
        startType: race.startType ?? startTypeOf(race.raceDescription, banner),
        distance: race.distance,
        rows: race.rows.map((row) => ({ postPosition: row.postPosition, placement: row.placement })),
      });
    }
  }

  async function compute(): Promise<StartingNumberSnapshot | null> {
    const meetings = await deps.trotting.raceDays("arrivi");
    const samples: RaceResultSample[] = [];
    let failed = 0;
    const limit = pLimit(RESULT_CALLS_AT_ONCE);
    await Promise.all(
      meetings.map((meeting) =>
        limit(async () => {
          try {
            await readMeeting(meeting, samples);
          } catch (error) {
            if (!isUpstreamError(error)) throw error;
            failed++;
          }
        }),
      ),
    );
    if (meetings.length > 0 && failed === meetings.length) return snapshot;
    const days = meetings.map((meeting) => meeting.day).sort(compareDays);
    snapshot = {
      stats: aggregateStartingNumbers(samples),
      computedAt: deps.clock.now(),
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      meetingsRead: meetings.length - failed,
      meetingsFailed: failed,
    };
    return snapshot;
  }

  return {
    current: (): StartingNumberSnapshot | null => snapshot,
    refresh(): Promise<StartingNumberSnapshot | null> {
      running ??= compute().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type StartingNumberStatsStore = ReturnType<typeof createStartingNumberStatsStore>;

export type StartingNumbersPage =
  | { status: "preparing"; filter: StartingNumberFilter }
  | {
      status: "ready";
      filter: StartingNumberFilter;
      /** A track asked for that the results do not hold: the filter was dropped. */
      unknownTrack: boolean;
      tracks: { code: string; name: string }[];
      races: number;
      numbers: NumberFigures[];
      firstDay: CalendarDate | null;
      lastDay: CalendarDate | null;
      racesLeftOut: number;
    };

/** The statistics page: the last aggregate, filtered; never an upstream call. */
export function makeGetStartingNumberStats(deps: { startingNumbers: StartingNumberStatsStore }) {
  return function getStartingNumberStats(requested: StartingNumberFilter): StartingNumbersPage {
    const snapshot = deps.startingNumbers.current();
    if (!snapshot) return { status: "preparing", filter: requested };
    const tracks = new Map<string, string>();
    for (const group of snapshot.stats.groups) tracks.set(group.trackCode, group.trackName);
    const unknownTrack = requested.trackCode !== null && !tracks.has(requested.trackCode);
    const filter = unknownTrack ? { ...requested, trackCode: null } : requested;
    const merged = mergeGroups(snapshot.stats.groups, filter);
    return {
      status: "ready",
      filter,
      unknownTrack,
      tracks: [...tracks.entries()].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, "it")),
      races: merged.races,
      numbers: merged.numbers,
      firstDay: snapshot.firstDay,
      lastDay: snapshot.lastDay,
      racesLeftOut: snapshot.stats.racesLeftOut,
    };
  };
}

/** Each number's win % at one track (every start type and distance), for the draws page. */
export type TrackWinRates = {
  trackCode: string;
  trackName: string;
  byNumber: Record<number, { winPercent: number | null; starters: number }>;
};

export function trackWinRates(store: StartingNumberStatsStore, trackCode: string): TrackWinRates | null {
  const snapshot = store.current();
  if (!snapshot) return null;
  const groups = snapshot.stats.groups.filter((group) => group.trackCode === trackCode);
  if (groups.length === 0) return null;
  const byNumber: TrackWinRates["byNumber"] = {};
  for (const figures of mergeGroups(groups, { trackCode, startType: null, band: null }).numbers)
    byNumber[figures.number] = { winPercent: figures.winPercent, starters: figures.starters };
  return { trackCode, trackName: groups[0].trackName, byNumber };
}
