/** The fantasy-game API. The session-bound operations arrive with the game screens. */
export type FantasyPort = {
  ping(): Promise<boolean>;
};
