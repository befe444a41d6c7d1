import type { LoginForm, RegistrationForm } from "../../domain/fantasy/types";
import type { PlayerSession } from "../../ports/fantasy-port";
import { isUpstreamError } from "../../ports/upstream-error";
import type { Ports } from "../ports";
import { failureMessage, isFormFailure } from "./player-guard";

/** A login or registration: done, refused with a message, or throttled by the game (wait `retryAfterSeconds`). */
export type FormOutcome = { status: "ok" } | { status: "failed"; message: string } | { status: "throttled"; retryAfterSeconds: number };

async function asFormOutcome(work: () => Promise<void>): Promise<FormOutcome> {
  try {
    await work();
    return { status: "ok" };
  } catch (error) {
    // Laravel's login throttle (429 with Retry-After) is Sulky's own "too many attempts", not a refusal.
    if (isUpstreamError(error, "throttled")) return { status: "throttled", retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (!isFormFailure(error, { signedIn: false })) throw error;
    return { status: "failed", message: failureMessage(error) };
  }
}

/** Login: the fantasy API's session cookies go into a fresh Sulky session holding the player. */
export function makeLoginFantasyPlayer({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession, form: LoginForm): Promise<FormOutcome> =>
    asFormOutcome(async () => {
      const player = await fantasy.login(session, form);
      await session.signIn(player);
    });
}

/** Registration: the game signs the new player in (the adapter logs in itself where the game does not). */
export function makeRegisterFantasyPlayer({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession, form: RegistrationForm): Promise<FormOutcome> =>
    asFormOutcome(async () => {
      const player = await fantasy.register(session, form);
      await session.signIn(player);
    });
}

/** Logout: upstream first (best effort), then Sulky's session is destroyed. */
export function makeLogoutFantasyPlayer({ fantasy }: Pick<Ports, "fantasy">) {
  return async (session: PlayerSession): Promise<void> => {
    if (session.player) await fantasy.logout(session).catch(() => undefined);
    await session.signOut();
  };
}
