import pLimit from "p-limit";
import { calendarDateInItaly, compareDays, isoDay, type CalendarDate } from "../../domain/calendar";
import { archivedRacesOf, meetingId, type MeetingKey } from "../../domain/ratings/archive";
import { dayNumberOf } from "../../domain/ratings/horse-ratings";
import type { Clock } from "../../ports/clock";
import type { Logger } from "../../ports/logger";
import type { ResultsArchivePort } from "../../ports/results-archive";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { RacesTrottingPort } from "../../ports/trotting/races";

/**
 * Fills Sulky's results archive from what the trotting API publishes, in the background. The race
 * lists show only the last 30 days; older meetings are found through the performances of the
 * horses that ran in the meetings already stored (each line names its day and racecourse), and
 * read through the race detail, which answers for any past day. A stored meeting is final and
 * never asked again; a meeting that fails is skipped, logged and tried again later.
 */

export const ARCHIVE_YEARS = 3;
/** Meetings come almost every day: a longer gap between two known meetings sends the ingest looking for more. */
const GAP_DAYS = 2;
/** Horses whose performances are read for one gap, the oldest first (theirs reach furthest back). */
const HORSES_PER_GAP = 8;
/** The horses looked at for a gap ran in this many days after it. */
const SEARCH_DAYS = 30;
/** After a failure, a meeting waits this long, doubled at each further failure (up to a day). */
const RETRY_BASE_MS = 5 * 60 * 1000;
const RETRY_MAX_MS = 24 * 60 * 60 * 1000;
/** The archive is written to disk after this many meetings. */
const FLUSH_EVERY = 40;

export type IngestOptions = {
  /** Upstream calls at once. */
  concurrency: number;
  /** At most this many upstream calls a second (0: no limit). */
  callsPerSecond: number;
  /** A run stops after this long; the next run resumes. */
  budgetMs: number;
};
export const DEFAULT_INGEST_OPTIONS: IngestOptions = { concurrency: 2, callsPerSecond: 15, budgetMs: 4 * 60 * 1000 };

export type IngestReport = { stored: number; failed: number; horsesAsked: number; pending: number; finished: boolean };

type Deps = {
  archive: ResultsArchivePort;
  races: Pick<RacesTrottingPort, "raceDays" | "raceDetail">;
  horses: Pick<HorsesTrottingPort, "performances">;
  clock: Clock;
  logger: Logger;
  /** Monotonic milliseconds, for the rate and the budget. */
  elapsedMs?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const addDays = (day: CalendarDate, days: number): CalendarDate => {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export function makeIngestResults(deps: Deps, options: IngestOptions = DEFAULT_INGEST_OPTIONS) {
  const elapsed = deps.elapsedMs ?? (() => performance.now());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let nextCallAt = 0;
  /** Spaces the calls out: each waits its turn at the configured rate. */
  const polite = async <T>(call: () => Promise<T>): Promise<T> => {
    if (options.callsPerSecond > 0) {
      const now = elapsed();
      const at = Math.max(now, nextCallAt);
      nextCallAt = at + 1000 / options.callsPerSecond;
      if (at > now) await sleep(at - now);
    }
    return call();
  };
  let running: Promise<IngestReport> | null = null;

  async function ingest(): Promise<IngestReport> {
    const started = elapsed();
    const now = deps.clock.now();
    const today = calendarDateInItaly(now);
    const horizon = addDays(today, -366 * ARCHIVE_YEARS);
    const inRange = (day: CalendarDate) => compareDays(day, horizon) >= 0 && compareDays(day, today) < 0;
    const limit = pLimit(options.concurrency);
    const report: IngestReport = { stored: 0, failed: 0, horsesAsked: 0, pending: 0, finished: false };
    const log = deps.logger;

    // the last 30 days, from the race list
    try {
      const listed = await polite(() => deps.races.raceDays("arrivi"));
      await deps.archive.discover(
        listed.filter((meeting) => inRange(meeting.day)).map((meeting) => ({ day: meeting.day, racecourseCode: meeting.racecourseCode })),
      );
    } catch (error) {
      log.warn({ err: error }, "archivio risultati: elenco degli arrivi non disponibile, si riprova più tardi");
    }
    const asked = await deps.archive.horsesAsked();
    const todayIso = isoDay(today);
    let sinceFlush = 0;

    for (;;) {
      const states = (await deps.archive.meetings()).filter((state) => inRange(state.meeting.day));
      const due = states.filter((state) => !state.stored && (!state.retryAfter || state.retryAfter <= now.toISOString()));
      report.pending = states.filter((state) => !state.stored).length;
      if (elapsed() - started > options.budgetMs) break;

      if (due.length) {
        // newest first: the recent days matter most to the ratings
        await Promise.all(due.slice(0, 20).map((state) => limit(() => readMeeting(state.meeting, state.failures))));
        if ((sinceFlush += Math.min(20, due.length)) >= FLUSH_EVERY) {
          sinceFlush = 0;
          await flushQuietly();
        }
        continue;
      }
      // nothing due: look for meetings in the gaps between the ones known, horses' performances first
      const gap = firstGap(
        states.map((state) => state.meeting),
        today,
        horizon,
      );
      if (!gap) {
        report.finished = true;
        break;
      }
      const found = await lookIntoGap(gap.after);
      if (!found) gap.exhausted();
    }
    await flushQuietly();
    report.pending = (await deps.archive.meetings()).filter((state) => !state.stored && inRange(state.meeting.day)).length;
    log.info({ ...report, seconds: Math.round((elapsed() - started) / 1000) }, "archivio risultati: giro completato");
    return report;

    /** A disk that refuses the file (read-only, full) costs the copy on disk, never the archive in memory nor the run. */
    async function flushQuietly(): Promise<void> {
      try {
        await deps.archive.flush();
      } catch (error) {
        log.warn({ err: error }, "archivio risultati: scrittura su disco non riuscita, l'archivio resta in memoria");
      }
    }

    async function readMeeting(meeting: MeetingKey, failures: number): Promise<void> {
      try {
        const detail = await polite(() => deps.races.raceDetail("arrivi", meeting.day, meeting.racecourseCode));
        const races = archivedRacesOf(detail, meeting);
        if (!races.length) throw new Error("nessuna corsa nella risposta");
        await deps.archive.store(meeting, races);
        report.stored++;
      } catch (error) {
        const waitMs = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures);
        await deps.archive.markFailed(meeting, new Date(now.getTime() + waitMs).toISOString());
        report.failed++;
        log.warn(
          { err: error, meeting: meetingId(meeting), failures: failures + 1 },
          "archivio risultati: riunione non letta (mancante o malformata), saltata e ritentata più tardi",
        );
      }
    }

    /** Reads the performances of the oldest horses of the meeting after a gap; true when it found a meeting. */
    async function lookIntoGap(after: MeetingKey): Promise<boolean> {
      // the horses that ran in the month after the gap, the oldest first
      const races = await deps.archive.races({ from: after.day, to: addDays(after.day, SEARCH_DAYS) });
      const horses = races
        .flatMap((race) => race.starters)
        .filter((start) => !asked.has(start.horseCode))
        .sort((a, b) => (b.age ?? 0) - (a.age ?? 0))
        .slice(0, HORSES_PER_GAP);
      if (!horses.length) return false;
      const found: MeetingKey[] = [];
      await Promise.all(
        horses.map((horse) =>
          limit(async () => {
            try {
              const lines = await polite(() => deps.horses.performances(horse.horseCode));
              for (const line of lines)
                if (line.day && line.racecourseCode && inRange(line.day))
                  found.push({ day: line.day, racecourseCode: line.racecourseCode });
              asked.set(horse.horseCode, todayIso);
              report.horsesAsked++;
            } catch (error) {
              log.warn({ err: error, horse: horse.horseCode }, "archivio risultati: prestazioni di un cavallo non lette");
            }
          }),
        ),
      );
      await deps.archive.noteHorsesAsked(
        horses.map((horse) => horse.horseCode).filter((code) => asked.has(code)),
        todayIso,
      );
      const known = new Set((await deps.archive.meetings()).map((state) => meetingId(state.meeting)));
      const fresh = found.filter((meeting) => !known.has(meetingId(meeting)));
      await deps.archive.discover(fresh);
      return fresh.length > 0;
    }
  }

  /** Gaps already searched without finding anything: searched again only by a later run. */
  const exhaustedGaps = new Set<string>();
  function firstGap(known: MeetingKey[], today: CalendarDate, horizon: CalendarDate) {
    const days = [...new Map(known.map((meeting) => [isoDay(meeting.day), meeting])).values()].sort((a, b) => compareDays(b.day, a.day));
    const boundary = [...days, { day: addDays(horizon, -GAP_DAYS - 1), racecourseCode: "" }];
    for (let index = 0; index + 1 < boundary.length; index++) {
      const after = boundary[index];
      const before = boundary[index + 1];
      const key = isoDay(after.day);
      if (dayNumberOf(after.day) - dayNumberOf(before.day) > GAP_DAYS && !exhaustedGaps.has(key))
        return { after, exhausted: () => exhaustedGaps.add(key) };
    }
    void today;
    return null;
  }

  return {
    /** One run; runs never overlap. */
    run(): Promise<IngestReport> {
      running ??= ingest().finally(() => (running = null));
      return running;
    },
    resetSearch() {
      exhaustedGaps.clear();
    },
  };
}
