import { formatItalianDate, parseRouteDate } from "../calendar";

/** Search pages (§2.16). */

export type HorseSearchResult = {
  CodiceCavallo: string;
  NomeCavallo: string;
  NomePadre?: string | null;
  NomeMadre?: string | null;
  route: string;
};

export type RacingSon = HorseSearchResult & {
  /** ddmmyyyy */
  Data: string;
  Ippodromo?: string | null;
  CodiceIppodromo?: string | null;
  NumeroCorsa?: number | null;
  Ora?: string | null;
  TempoPre?: string | null;
};

export type RacingSons = { title: string; description?: string | null; results: RacingSon[] };

export type StarterSearchRow = {
  Data: string;
  Ora?: string | null;
  Ippodromo?: string | null;
  CodiceIppodromo?: string | null;
  Corsa?: number | null;
  "Dotaz."?: number | string | null;
  "Dist."?: number | string | null;
  Cavallo?: string | null;
  CodiceCavallo?: string | null;
  Driver?: string | null;
  NumeroPartenza?: number | null;
  Piazzamento?: number | string | null;
  TempoPre?: string | null;
};

/** Longest search text we pass on; anything longer is cut. */
export const SEARCH_TEXT_MAX = 60;

export function normaliseSearchText(text: string | null | undefined): string {
  return (text ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_TEXT_MAX);
}

/** 'da {sire} e {dam}' under a search result; unknown parents are left out. */
export function parentage(result: { NomePadre?: string | null; NomeMadre?: string | null }): string {
  if (result.NomePadre && result.NomeMadre) return `da ${result.NomePadre} e ${result.NomeMadre}`;
  if (result.NomePadre) return `da ${result.NomePadre}`;
  if (result.NomeMadre) return `da ${result.NomeMadre}`;
  return "";
}

/** Racing sons grouped by race day and racecourse, in the order the upstream lists them. */
export function groupRacingSons(results: RacingSon[]): { key: string; Data: string; Ippodromo: string; CodiceIppodromo: string; sons: RacingSon[] }[] {
  const groups = new Map<string, { key: string; Data: string; Ippodromo: string; CodiceIppodromo: string; sons: RacingSon[] }>();
  for (const son of results) {
    const key = `${son.Data}-${son.CodiceIppodromo ?? son.Ippodromo ?? ""}`;
    const group = groups.get(key) ?? { key, Data: son.Data, Ippodromo: son.Ippodromo ?? "", CodiceIppodromo: son.CodiceIppodromo ?? "", sons: [] };
    group.sons.push(son);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A race day written ddmmyyyy in the API, shown dd/mm/yyyy. */
export function raceDayText(ddmmyyyy: string): string {
  const day = parseRouteDate(ddmmyyyy);
  return day ? formatItalianDate(day) : ddmmyyyy;
}
