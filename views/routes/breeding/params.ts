import { data } from "react-router";
import { notFound } from "../../route-errors";
import { parseListYear } from "~/src/domain/breeding/years";

/** Year from ?year=: missing → default; malformed or out of range → 404 (never an upstream call). */
export function yearParam(url: URL, bounds: { defaultYear: number; currentYear: number }): number {
  const year = parseListYear(url.searchParams.get("year"), bounds.defaultYear, bounds.currentYear);
  return year ?? notFound("Anno non valido");
}

/** On/off flags of a URL: 1/true on, 0/false/missing off, anything else → 404. */
export function flagParam(url: URL, name: string): boolean {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "" || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  return notFound(`Parametro ${name} non valido`);
}

/** 429 for a form sent too often: the values come back so nothing typed is lost. */
export function tooManyAttempts<Values>(values: Values, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return data(
    {
      status: "limited" as const,
      values,
      message: `Troppi invii in poco tempo: riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
