import { showcaseResultsDayPath } from "~/fake-upstreams/trotting/showcase-paths";

export { showcaseResultsDayPath };

/** The stallions for the showcase mare (docs/FAKES.md): every active stallion's pedigree behind one page. */
export const STALLIONS_FOR_MARE_PATH = "/ipotesi-accoppiamento/stalloni?fattrice=101736";

export type BenchPage = { name: string; path: string; note: string };

/** The fixed list of pages under load, with the showcase data of docs/FAKES.md. */
export function benchPages(today: Date): BenchPage[] {
  return [
    { name: "home", path: "/", note: "home: sponsor, allevatori, notizie, banner" },
    { name: "horse-file", path: "/trotto/stalloni/102306-corsaro-grif", note: "scheda stallone 102306, genealogia e linea femminile" },
    { name: "results-day", path: showcaseResultsDayPath(today), note: "arrivi di una giornata (qualifiche + GranPremio)" },
    { name: "ranking", path: "/trotto/classifiche/stalloni", note: "classifica stalloni, 300 righe" },
    { name: "news-list", path: "/news", note: "elenco notizie" },
    { name: "horse-profile", path: "/cavalli/102306-corsaro-grif", note: "profilo: la forma in breve (SVG), prestazioni, genealogia" },
    { name: "ranking-csv", path: "/trotto/classifiche/stalloni?formato=csv", note: "classifica stalloni in CSV, tutte le righe" },
    {
      name: "starts-calendar",
      path: "/cavalli/102306-corsaro-grif/partenti.ics",
      note: "calendario delle partenze di un cavallo (iCalendar)",
    },
    { name: "stallions-mare", path: STALLIONS_FOR_MARE_PATH, note: "stalloni per una fattrice: COI del puledro con ogni stallone" },
    {
      name: "number-stats",
      path: "/trotto/statistiche/numeri?partenza=autostart",
      note: "statistiche dei numeri di partenza (SVG e tabella, dall'aggregato in memoria)",
    },
    { name: "partner-table", path: "/iframe/stalloni/102306-corsaro-grif/figli", note: "tabella partner: figli dello stallone" },
  ];
}
