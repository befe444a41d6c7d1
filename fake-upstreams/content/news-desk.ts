/**
 * The news desk of the fakes' newsroom (news.ts): a story's shape and categories, and the
 * simulated world as the stories read it.
 */
import type { Illustration, Silks } from "../shared/illustrations";
import { hashString } from "../shared/prng";
import { dateOfDay, partsOf } from "../trotting/dataset/calendar";
import { formatTenths } from "../trotting/dataset/horses";
import { RaceKind } from "../trotting/dataset/ledger";
import { euro as groupThousands } from "../trotting/dataset/race-conditions";
import { racecourseIn } from "../trotting/dataset/racecourses";
import type { Dataset } from "../trotting/dataset";
import type { Horse } from "../trotting/dataset/types";

/** A news story as the content service publishes it (posts.ts). */
export interface Story {
  date: Date;
  title: string;
  body: string;
  categories: number[];
  image: Illustration;
}

export const HOME = 33;
export const BREEDING = 5;
export const RACES = 7;
export const SALES = 9;

export const euro = (amount: number) => `${groupThousands(amount)} euro`;
/** Lire for one euro, the rate fixed when the euro replaced the lira. */
const LIRE_PER_EURO = 1936.27;
/**
 * Prize money as it was written at the time: the world keeps its amounts in euro, but before
 * 2002 Italian purses were in lire (converted at the fixed rate, rounded to the thousand).
 */
export const moneyOfYear = (amount: number, year: number): string =>
  year < 2002 ? `${groupThousands(Math.round((amount * LIRE_PER_EURO) / 1000) * 1000)} lire` : euro(amount);
export const at = (day: number, hour: number, minute = 0) => new Date(dateOfDay(day).getTime() + (hour * 60 + minute) * 60_000);
export const pick = <T>(seed: string, items: readonly T[]): T => items[hashString(seed) % items.length];
export const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);
export const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

interface StartView {
  horse: Horse;
  place: number;
  time: string | null;
  prize: number;
  driver: string;
  number: number;
}

export const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

/**
 * What every story reads the world through: its people, horses and archive, and the words the
 * stories share (a results table, a winning margin, words that agree with a horse's sex).
 */
export function newsDesk(dataset: Dataset) {
  const { world, horses, people, breeders } = dataset;
  const { ledger } = world;
  const person = (id: number | null) => (id ? (people[id - 1]?.Nome ?? "") : "");
  const breederName = (id: number | null) => (id ? (breeders[id - 1]?.Nome ?? "") : "");
  const silksOf = (horse: Horse): Silks => world.people[(horse.ownerId ?? 1) - 1]?.colours ?? ["#b71c1c", "#fafafa"];
  const byCode = new Map(horses.map((horse) => [horse.code, horse]));
  const nameOf = (code: string | null) => (code ? (byCode.get(code)?.name ?? null) : null);
  const sireOf = (horse: Horse) => (horse.sireCode ? (byCode.get(horse.sireCode) ?? null) : null);
  const damOf = (horse: Horse) => (horse.damCode ? (byCode.get(horse.damCode) ?? null) : null);
  const today = world.todayDay;

  const startsOf = (race: number): StartView[] => {
    const views: StartView[] = [];
    for (let start = ledger.rFirst[race]; start < ledger.rFirst[race] + ledger.rCount[race]; start++) {
      views.push({
        horse: horses[ledger.sHorse[start]],
        place: ledger.sPlace[start],
        time: ledger.sTime[start] ? formatTenths(ledger.sTime[start]) : null,
        prize: ledger.sPrize[start],
        driver: person(ledger.sDriver[start]),
        number: ledger.sNumber[start],
      });
    }
    return views.sort((a, b) => a.place - b.place || a.number - b.number);
  };
  /** A horse's record up to a race (the news reports what was known that day). */
  const recordBefore = (horse: Horse, race: number) => {
    const { offsets, starts } = world.startsByHorse;
    let runs = 0;
    let wins = 0;
    let earnings = 0;
    let bigWins = 0;
    for (let position = offsets[horse.index]; position < offsets[horse.index + 1]; position++) {
      const start = starts[position];
      const other = ledger.sRace[start];
      if (other > race || ledger.rKind[other] === RaceKind.Trial) continue;
      runs += 1;
      if (ledger.sPlace[start] === 1) {
        wins += 1;
        if (ledger.rBigRace[other] >= 0) bigWins += 1;
      }
      earnings += ledger.sPrize[start];
    }
    return { runs, wins, earnings, bigWins };
  };
  const trackOf = (race: number) => racecourseIn(world.meetings[ledger.rMeeting[race]].track, partsOf(ledger.rDay[race]).year);
  const resultsTable = (views: StartView[], rows: number, day: number) =>
    `<table><thead><tr><th>Pos.</th><th>Cavallo</th><th>Guidatore</th><th>Tempo</th><th>Premio</th></tr></thead><tbody>${views
      .filter((view) => view.place <= 30)
      .slice(0, rows)
      .map(
        (view) =>
          `<tr><td>${view.place}</td><td>${view.horse.name}</td><td>${view.driver}</td><td>${view.time ?? ""}</td><td>${view.prize ? moneyOfYear(view.prize, partsOf(day).year) : ""}</td></tr>`,
      )
      .join("")}</tbody></table>`;
  const marginText = (seed: string, winner: StartView, second: StartView | undefined) => {
    if (!second || second.place > 30) return pick(seed, ["senza avversari all'arrivo", "in splendida solitudine"]);
    if (second.place === 1) return "in parità con " + second.horse.name + ": arrivo a pari merito";
    const gap = (Number(second.time?.replace(/\./g, "")) || 0) - (Number(winner.time?.replace(/\./g, "")) || 0);
    if (gap <= 0) return pick(seed, ["al fotofinish", "per una narice", "di un soffio"]);
    if (gap <= 3) return pick(seed, ["di misura", "con un ultimo quarto di forza", "resistendo al ritorno degli avversari"]);
    return pick(seed, ["con ampio margine", "in scioltezza", "staccando tutti in retta d'arrivo"]);
  };
  /** Words that agree with the horse's sex: o/a endings, lo/la, figlio/figlia. */
  const agree = (horse: Horse) => {
    const female = horse.sex === "F";
    return {
      o: female ? "a" : "o",
      lo: female ? "la" : "lo",
      Lo: female ? "La" : "Lo",
      winner: female ? "Alla vincitrice" : "Al vincitore",
      heading: female ? "La vincitrice" : "Il vincitore",
      child: female ? "figlia" : "figlio",
      it: female ? "eccola" : "eccolo",
    };
  };
  const QUOTES = [
    (trainer: string, horse: Horse) =>
      `«${agree(horse).Lo} sapevamo in gran forma, ma vincere qui è un'altra cosa», ha detto ${trainer}, che ${agree(horse).lo} allena.`,
    (trainer: string, horse: Horse) =>
      `«Ha fatto tutto da sol${agree(horse).o}: noi dobbiamo solo tener${agree(horse).lo} seren${agree(horse).o}», il commento di ${trainer}.`,
    (trainer: string, horse: Horse) =>
      `${trainer} ha già in mente il prossimo impegno: «${agree(horse).Lo} faremo riposare, poi decideremo».`,
    (trainer: string) => `«Una giornata che ripaga mesi di lavoro», ha raccontato ${trainer} al rientro nelle scuderie.`,
    (trainer: string) => `«Il merito è di tutta la squadra», ha detto ${trainer} dopo la premiazione.`,
    (trainer: string, horse: Horse) =>
      `Per ${trainer} è una vittoria speciale: «${agree(horse).Lo} abbiamo aspettat${agree(horse).o}, ed ${agree(horse).it} qui».`,
  ];
  const sexWord = (horse: Horse) => (horse.sex === "F" ? "la femmina" : horse.sex === "C" ? "il castrone" : "il maschio");
  return {
    world,
    ledger,
    horses,
    today,
    person,
    breederName,
    silksOf,
    byCode,
    nameOf,
    sireOf,
    damOf,
    startsOf,
    recordBefore,
    trackOf,
    resultsTable,
    marginText,
    agree,
    QUOTES,
    sexWord,
  };
}

export type NewsDesk = ReturnType<typeof newsDesk>;
