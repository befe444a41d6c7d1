import { marketAction, purchaseBlocker, transactionAmount, type PurchaseBlocker } from "../../domain/fantasy/rules";
import type { MarketHorse, Transaction, TransactionAction } from "../../domain/fantasy/types";
import type { PlayerSession } from "../../ports/fantasy-port";
import type { Ports } from "../ports";
import { asSignedInPlayer, failureMessage, isFormRefusal, type PlayerResult } from "./player-guard";

export type MarketRow = MarketHorse & {
  action: TransactionAction | null;
  /** What the action moves: the rating to buy, a quarter of it to sell. */
  amount: number | null;
  /** For a purchase: why the rules would refuse it, if they would. */
  blocker: PurchaseBlocker | null;
};

export type MarketPage = {
  budget: number;
  rows: MarketRow[];
  /** The transaction the player picked and must confirm, when it still applies to a row. */
  pending: (Transaction & { name: string; amount: number; blocker: PurchaseBlocker | null }) | null;
};

/** /fantatrotto/mercato: rows with their action, the amount and, for purchases, what would block them. */
export function makeGetFantasyMarket({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession, picked?: Transaction): Promise<PlayerResult<MarketPage>> =>
    asSignedInPlayer(session, async () => {
      const market = await fantasy.getMarket(session);
      const stable = market.horses.filter((horse) => horse.owned);
      const rows: MarketRow[] = market.horses.map((horse) => {
        const action = marketAction(horse);
        return {
          ...horse,
          action,
          amount: action ? transactionAmount(action, horse.rating) : null,
          blocker: action === "buy" ? purchaseBlocker(horse, { budget: market.budget, stable }) : null,
        };
      });
      const row = picked ? rows.find((candidate) => candidate.code === picked.horseCode) : undefined;
      const pending =
        picked && row && row.action === picked.action && row.amount !== null
          ? { ...picked, name: row.name, amount: row.amount, blocker: row.blocker }
          : null;
      return { budget: market.budget, rows, pending };
    });
}

export type TradeOutcome = { status: "ok"; message: string | null } | { status: "failed"; message: string };

/** Confirmed buy or sell: the server's text on refusal, else the generic message. */
export function makeTradeFantasyHorse({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession, transaction: Transaction): Promise<PlayerResult<TradeOutcome>> =>
    asSignedInPlayer(session, async () => {
      try {
        const answer = await fantasy.trade(session, transaction);
        return { status: "ok", message: answer.message } as const;
      } catch (error) {
        if (!isFormRefusal(error)) throw error;
        return { status: "failed", message: failureMessage(error) } as const;
      }
    });
}
