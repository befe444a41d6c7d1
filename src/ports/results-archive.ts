import type { CalendarDate } from "../domain/calendar";
import type { ArchivedRace, MeetingKey } from "../domain/ratings/archive";
import type { RaceForecast } from "../domain/ratings/chances";

/** What the ingest knows of a meeting: stored for good, or still to read (with the failures so far). */
export type MeetingState = { meeting: MeetingKey; stored: boolean; failures: number; retryAfter: string | null };

/**
 * Sulky's own results archive (docs/decisions/034-results-archive-and-ratings.md). Meetings once
 * stored are final: the ingest never asks the upstream for them again.
 */
export type ResultsArchivePort = {
  /** Every meeting the archive knows, stored or still to read. */
  meetings(): Promise<MeetingState[]>;
  /** Notes meetings found (a race list, a horse's performances); known ones are left as they are. */
  discover(meetings: MeetingKey[]): Promise<void>;
  /** Stores a meeting's races for good, in one transaction. */
  store(meeting: MeetingKey, races: ArchivedRace[]): Promise<void>;
  /** A meeting that could not be read: tried again after `retryAfter` (ISO instant). */
  markFailed(meeting: MeetingKey, retryAfter: string): Promise<void>;
  /** Horses whose performances were read, and when (ISO day). */
  horsesAsked(): Promise<Map<string, string>>;
  noteHorsesAsked(codes: string[], day: string): Promise<void>;
  /** Every stored race from `from` (inclusive) to `to` (exclusive), oldest first. */
  races(range?: { from?: CalendarDate; to?: CalendarDate }): Promise<ArchivedRace[]>;
  /** Forecasts frozen when a card was published; a race's forecast is written once. */
  forecasts(range?: { from?: CalendarDate; to?: CalendarDate }): Promise<RaceForecast[]>;
  freezeForecasts(forecasts: RaceForecast[]): Promise<void>;
  /** Bytes on disk (0 in memory). */
  sizeOnDisk(): Promise<number>;
  /** Writes what is pending to disk. */
  flush(): Promise<void>;
};
