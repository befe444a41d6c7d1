import type { Racecourse } from "./types";

/** Real Italian trotting racecourses. Codes never end in 'T': site links add it (NAT, FIT...). */
export const RACECOURSES: Racecourse[] = [
  { CodiceIppodromo: "NA", NomeIppodromo: "Napoli Agnano", Localita: "Napoli", LunghezzaPista: 1000, Taratura: "Buona" },
  { CodiceIppodromo: "FI", NomeIppodromo: "Firenze Le Mulina", Localita: "Firenze", LunghezzaPista: 800, Taratura: "Buona" },
  { CodiceIppodromo: "BO", NomeIppodromo: "Bologna Arcoveggio", Localita: "Bologna", LunghezzaPista: 804, Taratura: "Buona" },
  { CodiceIppodromo: "PD", NomeIppodromo: "Padova Le Padovanelle", Localita: "Padova", LunghezzaPista: 800, Taratura: "Pesante" },
  { CodiceIppodromo: "TV", NomeIppodromo: "Treviso Sant'Artemio", Localita: "Treviso", LunghezzaPista: 1000, Taratura: "Buona" },
  { CodiceIppodromo: "TO", NomeIppodromo: "Torino Vinovo", Localita: "Vinovo", LunghezzaPista: 1000, Taratura: "Buona" },
  { CodiceIppodromo: "MO", NomeIppodromo: "Montecatini Sesana", Localita: "Montecatini Terme", LunghezzaPista: 800, Taratura: "Leggera" },
  { CodiceIppodromo: "CE", NomeIppodromo: "Cesena", Localita: "Cesena", LunghezzaPista: 800, Taratura: "Buona" },
  { CodiceIppodromo: "FO", NomeIppodromo: "Follonica", Localita: "Follonica", LunghezzaPista: 800, Taratura: "Buona" },
  { CodiceIppodromo: "TA", NomeIppodromo: "Taranto Paolo VI", Localita: "Taranto", LunghezzaPista: 1000, Taratura: "Buona" },
  { CodiceIppodromo: "PA", NomeIppodromo: "Palermo La Favorita", Localita: "Palermo", LunghezzaPista: 800, Taratura: "Buona" },
  { CodiceIppodromo: "RM", NomeIppodromo: "Roma Capannelle", Localita: "Roma", LunghezzaPista: 1000, Taratura: "Buona" },
  { CodiceIppodromo: "MI", NomeIppodromo: "Milano San Siro", Localita: "Milano", LunghezzaPista: 1000, Taratura: "Pesante" },
  { CodiceIppodromo: "MD", NomeIppodromo: "Modena", Localita: "Modena", LunghezzaPista: 800, Taratura: "Buona" },
];

/**
 * The trotting tracks of Rome and Milan moved (docs/FAKES.md, "Real facts"): Rome raced at Tor di
 * Valle until 2012, then at Capannelle; Milan at San Siro until 2012, then at La Maura, and at San
 * Siro again from 2025. One code per city, its name as it was in the year of the meeting.
 */
const FORMER_NAMES: Record<string, { until: number; name: string }[]> = {
  RM: [{ until: 2012, name: "Roma Tor di Valle" }],
  MI: [
    { until: 2012, name: "Milano San Siro" },
    { until: 2024, name: "Milano La Maura" },
  ],
};
const eras = new Map<string, Racecourse>();

/** A racecourse as it was named in a year (the present object for the present name). */
export function racecourseIn(track: number, year: number): Racecourse {
  const present = RACECOURSES[track];
  const former = FORMER_NAMES[present.CodiceIppodromo]?.find((era) => year <= era.until);
  if (!former) return present;
  const key = `${present.CodiceIppodromo}:${former.name}`;
  let era = eras.get(key);
  if (!era) eras.set(key, (era = { ...present, NomeIppodromo: former.name }));
  return era;
}

export type Region = "nord" | "centro" | "sud";

/** How each track races in the simulation: months open, how often it gets a meeting, where it is. */
export interface TrackProfile {
  code: string;
  region: Region;
  /** months (1-12) with racing: Montecatini and Cesena are summer tracks, Roma and Milano close in high summer */
  months: number[];
  /** relative share of the meetings */
  weight: number;
  /** summer meetings run in the evening */
  evening: boolean;
}

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const TRACK_PROFILES: TrackProfile[] = [
  { code: "NA", region: "sud", months: ALL_YEAR, weight: 3, evening: false },
  { code: "FI", region: "centro", months: ALL_YEAR, weight: 2, evening: true },
  { code: "BO", region: "nord", months: ALL_YEAR, weight: 2.5, evening: true },
  { code: "PD", region: "nord", months: ALL_YEAR, weight: 2, evening: true },
  { code: "TV", region: "nord", months: ALL_YEAR, weight: 2, evening: true },
  { code: "TO", region: "nord", months: ALL_YEAR, weight: 2.5, evening: false },
  { code: "MO", region: "centro", months: [6, 7, 8, 9], weight: 3, evening: true },
  { code: "CE", region: "nord", months: [6, 7, 8, 9], weight: 3, evening: true },
  { code: "FO", region: "centro", months: [1, 2, 3, 4, 5, 10, 11, 12], weight: 1.2, evening: false },
  { code: "TA", region: "sud", months: ALL_YEAR, weight: 1.2, evening: true },
  { code: "PA", region: "sud", months: ALL_YEAR, weight: 1, evening: false },
  { code: "RM", region: "centro", months: [1, 2, 3, 4, 5, 6, 9, 10, 11, 12], weight: 2.5, evening: false },
  { code: "MI", region: "nord", months: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12], weight: 2.5, evening: false },
  { code: "MD", region: "nord", months: ALL_YEAR, weight: 1.5, evening: true },
];

export const trackIndex = (code: string): number => RACECOURSES.findIndex((racecourse) => racecourse.CodiceIppodromo === code);

/** Accepts 'NA' or 'NAT' (any case) and returns the racecourse. */
export function findRacecourse(code: string): Racecourse | undefined {
  const upper = code.toUpperCase();
  const bare = upper.length === 3 && upper.endsWith("T") ? upper.slice(0, 2) : upper;
  return RACECOURSES.find((racecourse) => racecourse.CodiceIppodromo === bare);
}
