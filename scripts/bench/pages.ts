import { showcaseResultsDayPath } from "~/fake-upstreams/trotting/showcase-paths";

export { showcaseResultsDayPath };

export type BenchPage = { name: string; path: string; note: string };

/** The fixed list of pages under load, with the showcase data of docs/FAKES.md. */
export function benchPages(today: Date): BenchPage[] {
  return [
    { name: "home", path: "/", note: "home: sponsor, allevatori, notizie, banner" },
    { name: "horse-file", path: "/trotto/stalloni/102306-corsaro-grif", note: "scheda stallone 102306, genealogia e linea femminile" },
    { name: "results-day", path: showcaseResultsDayPath(today), note: "arrivi di una giornata (qualifiche + GranPremio)" },
    { name: "ranking", path: "/trotto/classifiche/stalloni", note: "classifica stalloni, 300 righe" },
    { name: "news-list", path: "/news", note: "elenco notizie" },
    { name: "partner-table", path: "/iframe/stalloni/102306-corsaro-grif/figli", note: "tabella partner: figli dello stallone" },
  ];
}
