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

/** What the game accepts of a registration's free text (Fortify's `max:255` on name and e-mail). */
export const REGISTRATION_TEXT_LIMITS = { name: 255, email: 255 } as const;

/** The first of a registration's texts that the game would refuse as too long, in Italian; null when all fit. */
export function registrationTooLong(form: { name: string; email: string }): string | null {
  if (form.name.length > REGISTRATION_TEXT_LIMITS.name)
    return `Il nome della scuderia può avere al massimo ${REGISTRATION_TEXT_LIMITS.name} caratteri.`;
  if (form.email.length > REGISTRATION_TEXT_LIMITS.email)
    return `L'indirizzo e-mail può avere al massimo ${REGISTRATION_TEXT_LIMITS.email} caratteri.`;
  return null;
}
