import { data } from "react-router";
import { parseListYear } from "../../../src/domain/breeding/years";
import { isUpstreamError } from "../../../src/ports/upstream-error";

/** Year from ?year=: missing → default; malformed or out of range → 404 (never an upstream call). */
export function yearParam(url: URL, bounds: { defaultYear: number; currentYear: number }): number {
  const year = parseListYear(url.searchParams.get("year"), bounds.defaultYear, bounds.currentYear);
  if (year === null) throw data("Anno non valido", { status: 404 });
  return year;
}

/** On/off flags of a URL: 1/true on, 0/false/missing off, anything else → 404. */
export function flagParam(url: URL, name: string): boolean {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "" || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw data(`Parametro ${name} non valido`, { status: 404 });
}

/** Turns an upstream not-found into the 404 page; other failures go on to the error page. */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (isUpstreamError(error, "not-found")) throw data("Non trovato", { status: 404 });
    throw error;
  }
}

/** 429 for a form sent too often: the values come back so nothing typed is lost. */
export function tooManyAttempts<Values>(values: Values, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return data(
    { status: "limited" as const, values, message: `Troppi invii in poco tempo: riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.` },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
