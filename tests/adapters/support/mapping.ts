import { expect } from "vitest";
import type { Performance } from "~/src/domain/races/types";

/** Reads a fake's raw JSON answer, as Sulky's adapters receive it. */
export async function rawAnswer<T = unknown>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    ...init,
  });
  return (await response.json()) as T;
}

/** The same value on both sides: codes as text or numbers, numeric text as numbers, flags as 1/0, missing as null. */
function sameValue(domain: unknown, upstream: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");
  if (blank(domain) || blank(upstream)) return blank(domain) === blank(upstream) || domain === false;
  if (typeof domain === "boolean") return domain === (upstream === true || upstream === 1 || upstream === "1" || upstream === "true");
  if (typeof domain === "object" || typeof upstream === "object") return JSON.stringify(domain) === JSON.stringify(upstream);
  return String(domain) === String(upstream);
}

/**
 * The correspondence between a domain row and the upstream row it was read from, both
 * ways: every Sulky field holds the upstream field the table names (forward), and every
 * field of the upstream row is either in the table or listed as deliberately not read
 * (backward), so no upstream field is lost or read into the wrong place.
 */
export type Correspondence = string | readonly [upstreamName: string, asSulkyReadsIt: (value: unknown) => unknown];

export function expectMapped<Domain extends object>(
  domain: Domain,
  upstream: Record<string, unknown>,
  table: Partial<Record<keyof Domain, Correspondence>>,
  notRead: readonly string[] = [],
) {
  const entries = Object.entries(table) as [string, Correspondence][];
  for (const [name, correspondence] of entries) {
    const [upstreamName, read] = typeof correspondence === "string" ? [correspondence, (value: unknown) => value] : correspondence;
    const mine = (domain as Record<string, unknown>)[name];
    const theirs = read(upstream[upstreamName]);
    expect(sameValue(mine, theirs), `${name} ← ${upstreamName}: ${JSON.stringify(mine)} vs ${JSON.stringify(theirs)}`).toBe(true);
  }
  const mapped = new Set<string>([
    ...entries.map(([, correspondence]) => (typeof correspondence === "string" ? correspondence : correspondence[0])),
    ...notRead,
  ]);
  expect(
    Object.keys(upstream).filter((key) => !mapped.has(key)),
    "upstream fields the table does not account for",
  ).toEqual([]);
}

/** How Sulky reads a sex: 'f', 'F', 'femmina' → F. */
export const asSexLetter = (value: unknown) => (typeof value === "string" ? value.charAt(0).toUpperCase() : value);

/** How Sulky reads a day the upstream writes yyyy-mm-dd…, ddmmyyyy or yyyymmdd: one day value. */
const dayReader = (pattern: RegExp, order: [number, number, number]) => (value: unknown) => {
  const match = typeof value === "string" ? pattern.exec(value) : null;
  return match ? { year: Number(match[order[0]]), month: Number(match[order[1]]), day: Number(match[order[2]]) } : null;
};
export const asIsoDay = dayReader(/^(\d{4})-(\d{2})-(\d{2})/, [1, 2, 3]);
export const asCompactDay = dayReader(/^(\d{2})(\d{2})(\d{4})$/, [3, 2, 1]);
export const asTrialDay = dayReader(/^(\d{4})(\d{2})(\d{2})$/, [1, 2, 3]);
/** How Sulky reads a racecourse code: two letters, a trailing 'T' dropped. */
export const asRacecourseCode = (value: unknown) => (typeof value === "string" ? value.slice(0, 2).toUpperCase() : value);

/** How Sulky reads a start method: "Autostart", "Nastri" (the tapes). */
export const asStartType = (value: unknown) => (value === "Autostart" ? "autostart" : value === "Nastri" ? "nastri" : null);
/** How Sulky reads the fake's reasons for an 'n.p.'. */
export const asNotPlacedReason = (value: unknown) =>
  value === "rottura"
    ? { kind: "break" }
    : value === "squalificato"
      ? { kind: "disqualified" }
      : value === "ritirato"
        ? { kind: "withdrawn" }
        : null;

/** A best time by start method and distance (`migliorTempi`). */
export const BEST_TIME_FIELDS = {
  startType: ["TipoPartenza", asStartType],
  distance: "Distanza",
  kmTime: "TempoPre",
  day: ["Data", asIsoDay],
  racecourse: "Ippodromo",
  racecourseCode: ["CodiceIppodromo", asRacecourseCode],
  raceNumber: "NumeroCorsa",
} as const;

/** A past performance as the upstream writes it, in the two answers that carry one; its day is read from `date` (also in `Data`, `DataPre`). */
const PERFORMANCE_NOT_READ = ["Data", "DataPre"];
/** The winner's three fields make one value (`winner`), checked on its own. */
const WINNER_FIELDS = ["NomeVincitore", "CodiceVincitore", "TempoVincitore"];
const PERFORMANCE_FIELDS = {
  day: ["date", asIsoDay],
  racecourse: "Ippodromo",
  racecourseCode: ["CodiceIppodromo", asRacecourseCode],
  postPosition: "NumeroPartenza",
  category: "Categoria",
  prizeDescription: "DescrizionePremio",
  placement: "Piazzamento",
  notPlacedReason: ["MotivoNonPiazzato", asNotPlacedReason],
  distance: "Distanza",
  startType: ["TipoPartenza", asStartType],
  kmTime: "TempoPre",
  driver: "NomeGuidatore",
  prizeMoney: "ImportoPremio",
  raceNumber: "NumeroCorsa",
  starters: "NumeroPartenti",
  video: "videoLink",
  url: "url",
  isToday: "isToday",
  belowThreshold: "isBelowThreshold",
} as const;

/** A past performance read field by field, its winner from the three fields that name it. */
export function expectPerformanceMapped(performance: Performance, upstream: Record<string, unknown>) {
  expectMapped(performance, upstream, PERFORMANCE_FIELDS, [...PERFORMANCE_NOT_READ, ...WINNER_FIELDS]);
  const [name, code, time] = WINNER_FIELDS.map((field) => upstream[field] ?? null);
  expect(performance.winner).toEqual(name ? { name, code, kmTime: time } : null);
}
