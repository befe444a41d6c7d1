import type { Dataset } from "../trotting/dataset";
import { at, newsDesk, type Story } from "./news-desk";
import { bigRacePreviews, bigRaceReports, meetingReports, trialRoundups } from "./race-stories";
import { archiveStories, cropStories, seasonLeaders } from "./season-stories";

export { BREEDING, HOME, RACES, SALES, type Story } from "./news-desk";

/**
 * News stories written from the simulated world: big-race reports and previews, meeting
 * reports and qualification trials (race-stories.ts), the new crop, the season's leaders and
 * the archive (season-stories.ts). Every name, time and figure comes from the archive, and
 * each body is built from its own race.
 */
export function worldStories(dataset: Dataset): { recent: Story[]; archive: Story[] } {
  const desk = newsDesk(dataset);
  const stories = [
    ...bigRaceReports(desk),
    ...bigRacePreviews(desk),
    ...meetingReports(desk),
    ...trialRoundups(desk),
    ...cropStories(desk),
    ...seasonLeaders(desk),
  ];
  const recent = stories
    .filter((story) => story.date.getTime() < at(desk.today, 10).getTime())
    .sort((a, b) => b.date.getTime() - a.date.getTime());

  return { recent, archive: archiveStories(desk) };
}
