import type {
  FantasyPlayer,
  FantasyProfile,
  LoginForm,
  MarketList,
  RankingPeriod,
  RankingTable,
  RegistrationForm,
  Transaction,
} from "../domain/fantasy/types";

/**
 * The player's state with the fantasy API (its cookies), as an opaque text kept in
 * Sulky's session. The adapter alone knows its format.
 */
export type UpstreamCredentials = {
  read(): string | undefined;
  write(serialized: string | undefined): void;
};

/**
 * One player's place in Sulky's session. `exclusive` runs the player's upstream
 * calls one at a time (two tabs cannot interleave cookie rotations): the state is
 * re-read before the work and saved after it.
 */
export type PlayerSession = {
  readonly player: FantasyPlayer | null;
  /**
   * The visitor's own address, as Sulky resolved it: the game counts failed logins per e-mail and
   * address (Laravel's login throttle), so it must see the visitor's, not Sulky's. Null when unknown.
   */
  readonly clientAddress: string | null;
  exclusive<T>(work: (credentials: UpstreamCredentials) => Promise<T>): Promise<T>;
  /** After a successful login: a new session id, holding the player and the upstream cookies. */
  signIn(player: FantasyPlayer): Promise<void>;
  /** Logout or an upstream 401: the player and the upstream cookies are forgotten. */
  signOut(): Promise<void>;
};

/** The fantasy game's API, spoken on behalf of one player. */
export type FantasyPort = {
  /** Registers and signs the new player in with the game (its session cookies in the player's credentials). */
  register(session: PlayerSession, form: RegistrationForm): Promise<FantasyPlayer>;
  login(session: PlayerSession, form: LoginForm): Promise<FantasyPlayer>;
  logout(session: PlayerSession): Promise<void>;
  getProfile(session: PlayerSession): Promise<FantasyProfile>;
  getMarket(session: PlayerSession): Promise<MarketList>;
  trade(session: PlayerSession, transaction: Transaction): Promise<{ message: string | null }>;
  getRanking(session: PlayerSession, period: RankingPeriod, id: string | undefined): Promise<RankingTable>;
};
