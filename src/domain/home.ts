import type { CalendarDate } from "./calendar";

export type HomeBlock = "stallions" | "news" | "breeders";

/**
 * Breeder season runs from 16 July to 9 December: foals are being sold, so the
 * breeders' block leads the home page.
 */
export function isBreederSeason(date: CalendarDate): boolean {
  const afterMidJuly = date.month > 7 || (date.month === 7 && date.day > 15);
  const beforeDecemberTenth = date.month < 12 || date.day < 10;
  return afterMidJuly && beforeDecemberTenth;
}

export function homeBlockOrder(date: CalendarDate): HomeBlock[] {
  return isBreederSeason(date) ? ["breeders", "news", "stallions"] : ["stallions", "news", "breeders"];
}
