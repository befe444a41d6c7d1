import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { Clock } from "../../ports/clock";

export type SiteFrame = { currentYear: number; lastYear: number };

/** The years the header and footer show, decided on the server so hydration agrees. */
export function makeGetSiteFrame(deps: { clock: Clock }) {
  return function getSiteFrame(): SiteFrame {
    const today = calendarDateInItaly(deps.clock.now());
    return { currentYear: today.year, lastYear: previousYear(today) };
  };
}
