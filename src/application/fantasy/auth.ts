import type { LoginForm, RegistrationForm } from "../../domain/fantasy/types";
import type { PlayerSession } from "../../ports/fantasy-port";
import type { Ports } from "../ports";
import { failureMessage, isFormFailure } from "./player-guard";

export type FormOutcome = { status: "ok" } | { status: "failed"; message: string };

async function asFormOutcome(work: () => Promise<void>): Promise<FormOutcome> {
  try {
    await work();
    return { status: "ok" };
  } catch (error) {
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

/** Registration, then the automatic login with the same e-mail and password. */
export function makeRegisterFantasyPlayer({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession, form: RegistrationForm): Promise<FormOutcome> =>
    asFormOutcome(async () => {
      await fantasy.register(session, form);
      const player = await fantasy.login(session, { email: form.email, password: form.password });
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
