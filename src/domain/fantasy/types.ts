/** Entities of the fantasy game, with the field names of the game's API (001 §3). */

export type FantasyPlayer = { name: string; email: string };

export type FieldLabel = { key: string; label: string };

/** A horse of the player's stable. `eta` is its age in years when the API gives it. */
export type OwnedHorse = { CodiceCavallo: string; name: string; rating: number; eta?: number };

export type FantasyProfile = {
  user: FantasyPlayer;
  budget: number;
  horsesList: OwnedHorse[];
  fields: FieldLabel[];
};

export type MarketHorse = {
  CodiceCavallo: string;
  name: string;
  rating: number;
  owned: boolean;
  enabled: boolean;
  eta?: number;
};

export type MarketList = { horses: MarketHorse[]; budget: number; fields: FieldLabel[] };

export type TransactionAction = "buy" | "sell";
export type Transaction = { action: TransactionAction; CodiceCavallo: string };

export type LoginForm = { email: string; password: string };
export type RegistrationForm = { name: string; email: string; password: string; password_confirmation: string };

export type RankingPeriod = "season" | "month" | "week";
export type RankingPeriodOption = { id: string; label: string };
export type RankingRow = Record<string, string | number | null>;
export type RankingTable = {
  items: RankingRow[];
  fields: FieldLabel[];
  all: RankingPeriodOption[];
  selected: RankingPeriodOption | null;
};
