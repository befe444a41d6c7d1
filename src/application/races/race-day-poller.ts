import { calendarDateInItaly, compareDays, isoDay, type CalendarDate } from "../../domain/calendar";
import {
  isFollowedRaceDay,
  meetingState,
  raceDayChanges,
  type MeetingState,
  type RaceDayEvent,
  type RaceDaySnapshot,
} from "../../domain/races/race-day";
import type { Meeting } from "../../domain/races/types";
import type { Clock } from "../../ports/clock";
import type { RaceDayEventBus, RaceDayPollerCoordination } from "../../ports/race-day-events";
import type { RacesTrottingPort } from "../../ports/trotting/races";
import { isUpstreamError } from "../../ports/upstream-error";

export type PollOutcome =
  /** Another instance holds the lease: nothing was asked of the upstream. */
  { role: "follower" } | { role: "poller"; days: CalendarDate[]; events: RaceDayEvent[]; meetingsRead: number; meetingsFailed: number };

/**
 * One round of the race day's poller (docs/decisions/030-live-race-day-events.md),
 * background work the server runs at the interval of the race days' cache lifetime, never
 * a visitor's request. Only the holder of the lease polls: the days watched on any
 * instance, each meeting's entries answer (it carries the placings once a result is out and
 * the numbers once drawn), compared with the last snapshot; each change is published once.
 * A meeting that cannot be read keeps its last state, so its change is announced on the
 * next round that reads it; a round whose events could not be sent keeps the old snapshot.
 */
export function makePollRaceDays(deps: {
  trotting: Pick<RacesTrottingPort, "raceDays" | "raceDetail">;
  clock: Clock;
  bus: RaceDayEventBus;
  coordination: RaceDayPollerCoordination;
  /** How long the lease lasts unless renewed: longer than the interval between rounds. */
  leaseMs: number;
  /**
   * How long a day's last snapshot is kept for a successor: long enough to outlive a lapsed lease,
   * short enough that a day nobody watched for a while is looked at afresh, not compared with an
   * old snapshot (which would announce every race run meanwhile).
   */
  snapshotMs: number;
}) {
  /** The snapshots of this instance's own rounds, while it holds the lease (by the day's isoDay). */
  const remembered = new Map<string, RaceDaySnapshot>();

  async function snapshotOf(day: CalendarDate, meetings: Meeting[], previous: RaceDaySnapshot | null) {
    let failed = 0;
    const states = await Promise.all(
      meetings.map(async (meeting): Promise<MeetingState | null> => {
        try {
          return meetingState(meeting, await deps.trotting.raceDetail("partenti", day, meeting.racecourseCode));
        } catch (error) {
          if (!isUpstreamError(error)) throw error;
          failed++;
          return previous?.meetings.find((known) => known.racecourseCode === meeting.racecourseCode) ?? null;
        }
      }),
    );
    return { snapshot: { day, meetings: states.filter((state) => state !== null) }, failed };
  }

  return async function pollRaceDays(): Promise<PollOutcome> {
    if (!(await deps.coordination.holdLease(deps.leaseMs))) {
      // Another instance polls now; if the lease comes back, the shared snapshots are the newer ones.
      remembered.clear();
      return { role: "follower" };
    }
    const today = calendarDateInItaly(deps.clock.now());
    const watched = new Map((await deps.coordination.watchedDays()).map((day) => [isoDay(day), day]));
    const days = [...watched.values()].filter((day) => isFollowedRaceDay(day, today)).sort(compareDays);
    for (const key of remembered.keys()) if (!days.some((day) => isoDay(day) === key)) remembered.delete(key);
    if (days.length === 0) return { role: "poller", days, events: [], meetingsRead: 0, meetingsFailed: 0 };

    const meetings = await deps.trotting.raceDays("partenti");
    const events: RaceDayEvent[] = [];
    let meetingsRead = 0;
    let meetingsFailed = 0;
    for (const day of days) {
      const previous = remembered.get(isoDay(day)) ?? (await deps.coordination.lastSnapshot(day).catch(() => null));
      const { snapshot, failed } = await snapshotOf(
        day,
        meetings.filter((meeting) => compareDays(meeting.day, day) === 0),
        previous,
      );
      meetingsRead += snapshot.meetings.length - failed;
      meetingsFailed += failed;
      const changes = raceDayChanges(previous, snapshot);
      // Not sent: the old snapshot stays, and the next round announces the same changes.
      if (changes.length > 0) await deps.bus.publish(changes);
      remembered.set(isoDay(day), snapshot);
      await deps.coordination.saveSnapshot(snapshot, deps.snapshotMs).catch(() => undefined);
      events.push(...changes);
    }
    return { role: "poller", days, events, meetingsRead, meetingsFailed };
  };
}

export type PollRaceDays = ReturnType<typeof makePollRaceDays>;
