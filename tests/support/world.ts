import { buildDataset } from "~/fake-upstreams/trotting/dataset";
import type { Dataset } from "~/fake-upstreams/trotting/dataset";
import type { Horse, RaceMeeting } from "~/fake-upstreams/trotting/dataset/types";
import { TEST_TODAY } from "./today";

/**
 * The world the fakes serve on a day (default seed), as the route tests read it: the showcase's
 * days, races and horses, so a test asserts the spec's rules on whatever the simulation ran.
 */
export function testWorld(today: Date = TEST_TODAY) {
  const dataset: Dataset = buildDataset({ today, publicUrl: "http://127.0.0.1" });
  const byCode = new Map(dataset.horses.map((horse) => [horse.code, horse]));
  const horse = (code: string): Horse => {
    const found = byCode.get(code);
    if (!found) throw new Error(`no horse ${code} in the world`);
    return found;
  };
  const meeting = (ddmmyyyy: string, code: string): RaceMeeting => {
    const found = dataset.meetings.find((candidate) => candidate.ddmmyyyy === ddmmyyyy && candidate.racecourse.CodiceIppodromo === code);
    if (!found) throw new Error(`no meeting ${ddmmyyyy} ${code} in the world`);
    return found;
  };
  /**
   * The stallion with most sons among a meeting's runners: a search for his sons lists them (with a
   * single son the search goes straight to that horse's page).
   */
  const sireWithMostRunners = (runners: RaceMeeting): Horse => {
    const counts = new Map<string, number>();
    for (const race of runners.races)
      for (const row of race.rows) {
        const sire = horse(row.horseCode).sireCode;
        if (sire) counts.set(sire, (counts.get(sire) ?? 0) + 1);
      }
    return horse([...counts.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  };
  return { dataset, showcase: dataset.showcase, horse, meeting, sireWithMostRunners };
}

/** 'dd/mm/yyyy' from the routes' ddmmyyyy. */
export const slashDate = (ddmmyyyy: string) => `${ddmmyyyy.slice(0, 2)}/${ddmmyyyy.slice(2, 4)}/${ddmmyyyy.slice(4)}`;

/** Text as React writes it into the page (the apostrophe of "Sant'Artemio" becomes &#x27;). */
export const asHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
