import type { CalendarDate } from "../calendar";
import type { MarketHorse, OwnedHorse, TransactionAction } from "./types";

/** The game's constants (docs/PRODUCT.md, "Fantasy game"). */
export const STARTING_BUDGET = 200_000;
export const SELL_SHARE = 0.25;
export const FREE_CHANGES = 5;
export const MONTHLY_UPKEEP_PER_HORSE = 800;
export const TRANSPORT_PER_RACE = 100;
export const WEEKLY_PRIZE = 2_000;
export const MONTHLY_PRIZE = 10_000;

export type AgeGroup = "3" | "4" | "5+";
export const AGE_GROUPS: readonly AgeGroup[] = ["3", "4", "5+"];
/** The squad: 4 horses of 3 years, 4 of 4 years, 7 of 5 years or more. */
export const SQUAD_LIMITS: Record<AgeGroup, number> = { "3": 4, "4": 4, "5+": 7 };
export const SQUAD_SIZE = SQUAD_LIMITS["3"] + SQUAD_LIMITS["4"] + SQUAD_LIMITS["5+"];

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = { "3": "3 anni", "4": "4 anni", "5+": "5 anni e oltre" };

/** The age group of a horse of the given age; null when the age is unknown or under 3. */
export function ageGroupOf(age: number | null | undefined): AgeGroup | null {
  if (age === null || age === undefined || !Number.isFinite(age) || age < 3) return null;
  if (age === 3) return "3";
  if (age === 4) return "4";
  return "5+";
}

/** A horse costs its rating. */
export function buyCost(rating: number): number {
  return rating;
}

/** Selling pays a quarter of the rating. */
export function sellValue(rating: number): number {
  return Math.round(rating * SELL_SHARE);
}

/** What a transaction moves: the rating to buy, 0.25 × rating to sell. */
export function transactionAmount(action: TransactionAction, rating: number): number {
  return action === "buy" ? buyCost(rating) : sellValue(rating);
}

/** Market rows: an owned horse can be sold, otherwise an enabled horse bought, otherwise nothing. */
export function marketAction(horse: Pick<MarketHorse, "owned" | "enabled">): TransactionAction | null {
  if (horse.owned) return "sell";
  return horse.enabled ? "buy" : null;
}

export type SquadGroup = { group: AgeGroup; label: string; count: number; limit: number };

/** The stable against the squad's composition, group by group. */
export function squadComposition(horses: Pick<OwnedHorse, "age">[]): SquadGroup[] {
  return AGE_GROUPS.map((group) => ({
    group,
    label: AGE_GROUP_LABELS[group],
    count: horses.filter((horse) => ageGroupOf(horse.age) === group).length,
    limit: SQUAD_LIMITS[group],
  }));
}

export type PurchaseBlocker =
  | { reason: "owned" }
  | { reason: "disabled" }
  | { reason: "budget"; missing: number }
  | { reason: "group-full"; group: AgeGroup; limit: number };

/** Why buying this horse cannot succeed, or null when the rules allow it. */
export function purchaseBlocker(
  horse: Pick<MarketHorse, "rating" | "owned" | "enabled" | "age">,
  player: { budget: number; stable: Pick<OwnedHorse, "age">[] },
): PurchaseBlocker | null {
  if (horse.owned) return { reason: "owned" };
  if (!horse.enabled) return { reason: "disabled" };
  const cost = buyCost(horse.rating);
  if (cost > player.budget) return { reason: "budget", missing: cost - player.budget };
  const group = ageGroupOf(horse.age);
  if (group) {
    const count = player.stable.filter((owned) => ageGroupOf(owned.age) === group).length;
    if (count >= SQUAD_LIMITS[group]) return { reason: "group-full", group, limit: SQUAD_LIMITS[group] };
  }
  return null;
}

/** The season in play ends on 31 December of the current year. */
export function seasonEnd(today: CalendarDate): CalendarDate {
  return { year: today.year, month: 12, day: 31 };
}
