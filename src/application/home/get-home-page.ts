import type { Banners } from "../../domain/banners";
import type { BreederBoxes } from "../../domain/breeders";
import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { homeBlockOrder, type HomeBlock } from "../../domain/home";
import type { NewsPostSummary } from "../../domain/news";
import type { SponsorItem } from "../../domain/stallions";
import type { Clock } from "../../ports/clock";
import type { ContentPort } from "../../ports/content-port";
import type { TrottingPort } from "../../ports/trotting-port";
import { optionalSection } from "../optional-section";

export const HOME_NEWS_CATEGORY = 33;
export const HOME_NEWS_COUNT = 30;

export type HomePage = {
  blockOrder: HomeBlock[];
  foalsYear: number;
  sponsors: SponsorItem[] | null;
  breeders: BreederBoxes | null;
  news: NewsPostSummary[] | null;
  banners: Banners | null;
};

/** Every block of the home page is secondary: a failing one is left out. */
export function makeGetHomePage(deps: { trotting: TrottingPort; content: ContentPort; clock: Clock }) {
  return async function getHomePage(): Promise<HomePage> {
    const today = calendarDateInItaly(deps.clock.now());
    const [sponsors, breeders, news, banners] = await Promise.all([
      optionalSection(deps.trotting.sponsorStallions()),
      optionalSection(deps.trotting.breederBoxes()),
      optionalSection(deps.content.latestNews({ category: HOME_NEWS_CATEGORY, perPage: HOME_NEWS_COUNT })),
      optionalSection(deps.trotting.banners()),
    ]);
    return { blockOrder: homeBlockOrder(today), foalsYear: previousYear(today), sponsors, breeders, news, banners };
  };
}
