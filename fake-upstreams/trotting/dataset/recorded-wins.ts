import { BIG_RACES } from "./big-races";

/**
 * The Italian big races the famous horses that raced here won, by the public record (sources in
 * docs/FAKES.md): such a horse runs in these big races only, in their year, and wins them.
 */
export const RECORDED_BIG_RACE_WINS: Record<string, { race: string; year: number }[]> = {
  Varenne: [
    { race: "Derby Italiano del Trotto", year: 1998 },
    { race: "Gran Premio d'Europa", year: 1999 },
    { race: "Gran Premio Tino Triossi", year: 1999 },
    { race: "Gran Premio Continentale", year: 1999 },
    { race: "Gran Premio delle Nazioni", year: 1999 },
    { race: "Gran Premio Lotteria", year: 2000 },
    { race: "Gran Premio Lotteria", year: 2001 },
    { race: "Gran Premio Lotteria", year: 2002 },
  ],
  "Nad Al Sheba": [{ race: "Gran Premio Nazionale", year: 2010 }],
};

/** Whether a horse has a public big-race record (it then runs only the big races it won). */
export const hasRecordedCampaign = (name: string): boolean => name in RECORDED_BIG_RACE_WINS;

/** Whether the records say this horse won this big race in this year. */
export function recordedWinOf(name: string, bigRace: number, year: number): boolean {
  const wins = RECORDED_BIG_RACE_WINS[name];
  return !!wins && wins.some((win) => win.year === year && win.race === BIG_RACES[bigRace].name);
}
