/** The game's generic failure message (docs/PRODUCT.md, "Fantasy game"). */
export const PROCESSING_ERROR = "Errore durante l'elaborazione della richiesta";

/** The first message of the first field in a server's field errors, if any. */
export function firstFieldError(fieldErrors: Record<string, string[]> | undefined): string | null {
  for (const messages of Object.values(fieldErrors ?? {})) {
    const first = messages.find((message) => message.trim().length > 0);
    if (first) return first;
    return null;
  }
  return null;
}

/** The game ended a session Sulky still held (Laravel's sessions idle out after two hours). */
export const SESSION_EXPIRED = "La tua sessione di gioco è scaduta: entra di nuovo per continuare da dove eri rimasto.";

/** The game's throttle (429), with its Retry-After in seconds. */
export function gameBusyMessage(retryAfterSeconds: number): string {
  return `Il gioco sta ricevendo troppe richieste: riprova tra ${waitText(retryAfterSeconds)}.`;
}

/** Too many logins or registrations (Sulky's own limit, or the game's with its Retry-After). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Troppi tentativi: riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "un secondo" : `${Math.max(1, Math.round(seconds))} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "un minuto" : `${minutes} minuti`;
}
