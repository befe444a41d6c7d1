import { squadComposition } from "../../domain/fantasy/rules";
import type { PlayerSession } from "../../ports/fantasy-port";
import type { Ports } from "../ports";
import { asSignedInPlayer } from "./player-guard";

/** /fantatrotto: the stable's name, budget, horses and the squad against its composition. */
export function makeGetFantasyStable({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession) =>
    asSignedInPlayer(session, async () => {
      const profile = await fantasy.getProfile(session);
      return {
        stableName: profile.player.name,
        budget: profile.budget,
        horses: profile.stable,
        squad: squadComposition(profile.stable),
      };
    });
}
