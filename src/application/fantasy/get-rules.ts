import { calendarDateInItaly } from "../../domain/calendar";
import {
  FREE_CHANGES,
  MONTHLY_PRIZE,
  MONTHLY_UPKEEP_PER_HORSE,
  SELL_SHARE,
  seasonEnd,
  SQUAD_LIMITS,
  STARTING_BUDGET,
  TRANSPORT_PER_RACE,
  WEEKLY_PRIZE,
} from "../../domain/fantasy/rules";
import type { PlayerSession } from "../../ports/fantasy-port";
import type { Ports } from "../ports";
import { asSignedInPlayer } from "./player-guard";

/** /fantatrotto/regolamento: the game's constants, with the end of the season in play. */
export function makeGetFantasyRules({ clock }: Pick<Ports, "clock">) {
  return (session: PlayerSession) =>
    asSignedInPlayer(session, async () => ({
      startingBudget: STARTING_BUDGET,
      squadLimits: SQUAD_LIMITS,
      sellShare: SELL_SHARE,
      freeChanges: FREE_CHANGES,
      monthlyUpkeep: MONTHLY_UPKEEP_PER_HORSE,
      transportPerRace: TRANSPORT_PER_RACE,
      weeklyPrize: WEEKLY_PRIZE,
      monthlyPrize: MONTHLY_PRIZE,
      seasonEnd: seasonEnd(calendarDateInItaly(clock.now())),
    }));
}
