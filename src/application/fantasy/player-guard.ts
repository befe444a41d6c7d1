import { firstFieldError, PROCESSING_ERROR } from "../../domain/fantasy/messages";
import type { PlayerSession } from "../../ports/fantasy-port";
import { isUpstreamError } from "../../ports/upstream-error";

/**
 * A game screen's answer: its data; or the player must (again) log in (`expired` when the game
 * ended a session Sulky still held: the player is told, and sent back where they were); or the
 * game asks to wait (its throttle), for `retryAfterSeconds`.
 */
export type PlayerResult<T> =
  { status: "ok"; value: T } | { status: "signed-out"; expired: boolean } | { status: "throttled"; retryAfterSeconds: number };

/**
 * Runs a game screen for a signed-in player. Without a player nothing is asked upstream; when
 * the fantasy API no longer knows the player (401: Laravel's session idled out) Sulky forgets the
 * player too, and the screen sends them to the login page saying why. A 429 is the game's
 * throttle, not an outage: the screen says to wait.
 */
export async function asSignedInPlayer<T>(session: PlayerSession, work: () => Promise<T>): Promise<PlayerResult<T>> {
  if (!session.player) return { status: "signed-out", expired: false };
  try {
    return { status: "ok", value: await work() };
  } catch (error) {
    if (isUpstreamError(error, "throttled")) return { status: "throttled", retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (!isUpstreamError(error, "unauthenticated")) throw error;
    await session.signOut();
    return { status: "signed-out", expired: true };
  }
}

/** A form's outcome as the player reads it: the first server message of the first field, else the generic one. */
export function failureMessage(error: unknown): string {
  if (isUpstreamError(error, "rejected")) return firstFieldError(error.fieldErrors) ?? PROCESSING_ERROR;
  return PROCESSING_ERROR;
}

/**
 * Whatever the fantasy API answered wrong, a refusal or an outage, the player reads it as a red
 * alert inside the form's page (docs/PRODUCT.md, "Fantasy game"), never as the error page. Only a lost session
 * (401 while signed in) and the game's throttle (429) are the guard's business; programming
 * errors propagate.
 */
export function isFormFailure(error: unknown, options: { signedIn: boolean }): boolean {
  if (!isUpstreamError(error) || isUpstreamError(error, "throttled")) return false;
  return !(options.signedIn && isUpstreamError(error, "unauthenticated"));
}
