import type { Clock } from "../ports/clock";
import type { ContentPort } from "../ports/content-port";
import type { FantasyPort } from "../ports/fantasy-port";
import type { RaceDayEventCursor } from "../ports/race-day-events";
import type { ResultsArchivePort } from "../ports/results-archive";
import type { TrottingPort } from "../ports/trotting-port";

/** Every port the use cases may reach, as the composition root hands them over. */
export type Ports = {
  trotting: TrottingPort;
  content: ContentPort;
  fantasy: FantasyPort;
  clock: Clock;
  /** The race day's stream on this instance (src/server/race-day). */
  raceDayEvents: RaceDayEventCursor;
  /** Sulky's own results archive (decision 034). */
  resultsArchive: ResultsArchivePort;
};
