/** Entities of the fantasy game (docs/PRODUCT.md, "Fantasy game"), in Sulky's own terms. */

export type FantasyPlayer = { name: string; email: string };

/** A horse of the player's stable; its age in years when the game gives it. */
export type OwnedHorse = { code: string; name: string; rating: number; age: number | null };

export type FantasyProfile = {
  player: FantasyPlayer;
  budget: number;
  stable: OwnedHorse[];
};

export type MarketHorse = {
  code: string;
  name: string;
  rating: number;
  owned: boolean;
  enabled: boolean;
  age: number | null;
};

export type MarketList = { horses: MarketHorse[]; budget: number };

export type TransactionAction = "buy" | "sell";
export type Transaction = { action: TransactionAction; horseCode: string };

export type LoginForm = { email: string; password: string };
export type RegistrationForm = { name: string; email: string; password: string; passwordConfirmation: string };

export type RankingPeriod = "season" | "month" | "week";
export type RankingPeriodOption = { id: string; label: string };
/** A column of the game's ranking, as the game names it; `id` is its opaque key. */
export type RankingColumn = { id: string; label: string };
export type RankingRow = Record<string, string | number | null>;
export type RankingTable = {
  rows: RankingRow[];
  columns: RankingColumn[];
  periods: RankingPeriodOption[];
  selected: RankingPeriodOption | null;
};
