import type { Banners } from "../../domain/banners";
import type { BreederBoxes } from "../../domain/breeders";
import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { homeBlockOrder, type HomeBlock } from "../../domain/home";
import type { NewsPostSummary } from "../../domain/news";
import type { SponsorCard } from "../../domain/stallions";
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
    const [sponsors, breeders] = await Promise.all([
      optionalSection(deps.trotting.sponsorCards()),
      optionalSection(deps.trotting.breederBoxes()),
    ]);
    return { blockOrder: homeBlockOrder(today), foalsYear: previousYear(today), sponsors, breeders, news, banners };
  };
}

/** A promise handed on unawaited: marked as handled so that a failure before the view subscribes is not reported twice. */
function settledLater<T>(pending: Promise<T>): Promise<T> {
  pending.catch(() => undefined);
  return pending;
}
