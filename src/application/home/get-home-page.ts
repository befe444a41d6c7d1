import type { Banners } from "../../domain/banners";
import type { BreederBoxes } from "../../domain/breeding/breeders";
import { calendarDateInItaly, compareDays, previousYear, type CalendarDate } from "../../domain/calendar";
import { todayAtTheRaces, type TodayAtTheRaces } from "../../domain/races/today";
import { homeBlockOrder, type HomeBlock } from "../../domain/home";
import type { NewsPostSummary } from "../../domain/news";
import type { SponsorCard } from "../../domain/breeding/stallions";
import type { Clock } from "../../ports/clock";
import type { ContentPort } from "../../ports/content-port";
import type { TrottingPort } from "../../ports/trotting-port";
import { optionalSection } from "../sections";

export const HOME_NEWS_CATEGORY = 33;
export const HOME_NEWS_COUNT = 30;

export type HomePage = {
  blockOrder: HomeBlock[];
  foalsYear: number;
  sponsors: SponsorCard[] | null;
  breeders: BreederBoxes | null;
  /** Streamed after the first bytes: a slow content service must not hold the page back. */
  news: Promise<NewsPostSummary[] | null>;
  /** Streamed after the first bytes, like the news. */
  banners: Promise<Banners | null>;
  /** Today at the races, the page's opening block; null when the entries cannot be read. */
  today: TodayAtTheRaces | null;
};

/**
 * Every block of the home page is secondary: a failing one is left out. All calls
 * start together; the page waits for the trotting blocks only, the news and the
 * banners arrive later in the same response.
 */
export function makeGetHomePage(deps: { trotting: TrottingPort; content: ContentPort; clock: Clock }) {
  return async function getHomePage(): Promise<HomePage> {
    const today = calendarDateInItaly(deps.clock.now());
    const news = settledLater(optionalSection(deps.content.latestNews({ category: HOME_NEWS_CATEGORY, perPage: HOME_NEWS_COUNT })));
    const banners = settledLater(optionalSection(deps.trotting.banners()));
    const [sponsors, breeders, races] = await Promise.all([
      optionalSection(deps.trotting.sponsorCards()),
      optionalSection(deps.trotting.breederBoxes()),
      todayAtTheRacesOf(deps.trotting, today),
    ]);
    return { blockOrder: homeBlockOrder(today), foalsYear: previousYear(today), sponsors, breeders, news, banners, today: races };
  };
}

/** Today's meetings and each one's races (the entries carry the placings once a race is run); every answer is a cached GET. */
async function todayAtTheRacesOf(trotting: TrottingPort, today: CalendarDate): Promise<TodayAtTheRaces | null> {
  const meetings = await optionalSection(trotting.raceDays("partenti"));
  if (!meetings) return null;
  const todays = meetings.filter((meeting) => compareDays(meeting.day, today) === 0);
  const races = await Promise.all(
    todays.map(
      async (meeting) =>
        [
          meeting.racecourseCode,
          (await optionalSection(trotting.raceDetail("partenti", today, meeting.racecourseCode)))?.races ?? null,
        ] as const,
    ),
  );
  return todayAtTheRaces(today, meetings, new Map(races));
}

/** A promise handed on unawaited: marked as handled so that a failure before the view subscribes is not reported twice. */
function settledLater<T>(pending: Promise<T>): Promise<T> {
  pending.catch(() => undefined);
  return pending;
}
