import { calendarDateInItaly, formatRouteDate } from "~/src/domain/calendar";

export type BenchPage = { name: string; path: string; note: string };

/** The fixed list of pages under load, with the showcase data of docs/FAKES.md. */
export function benchPages(today: Date): BenchPage[] {
  const resultsDay = new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000);
  return [
    { name: "home", path: "/", note: "home: sponsor, allevatori, notizie, banner" },
    { name: "horse-file", path: "/trotto/stalloni/102306-vagabondo-vr", note: "scheda stallone 102306, genealogia e linea femminile" },
    { name: "results-day", path: `/trotto/arrivi/${formatRouteDate(calendarDateInItaly(resultsDay))}/NAT`, note: "arrivi di una giornata (qualifiche + GranPremio)" },
    { name: "ranking", path: "/trotto/classifiche/stalloni", note: "classifica stalloni, 300 righe" },
    { name: "news-list", path: "/news", note: "elenco notizie" },
    { name: "partner-table", path: "/iframe/stalloni/102306-vagabondo-vr/figli", note: "tabella partner: figli dello stallone" },
  ];
}
