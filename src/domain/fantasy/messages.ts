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
