/**
 * The ratings row of `npm run bench` (docs/PERFORMANCE.md, docs/RATINGS.md): Sulky's results
 * archive filled from the embedded trotting fake through the adapters, by the site's own job,
 * into a real SQLite file (its size on disk is the figure), then the seconds to rate a day as the
 * site's background job does: the first rating cold (the compression's search included), then
 * each following race day warm from the day before. Needs no build and no server:
 * `BENCH_ONLY=ratings npm run bench` runs this row alone.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isoDay } from "~/src/domain/calendar";
import { rate, type RatingsOnDay } from "~/src/domain/ratings/engine";
import { fillArchiveFromFake } from "../ratings/fill-archive";

/** The targets: three years read in under 5 minutes, a day rated in under 1 s. */
export const RATINGS_TARGET = { fillSeconds: 300, daySeconds: 1 };
/** Race days rated warm after the cold one. */
const WARM_DAYS = 14;

export type RatingsFigures = {
  races: number;
  starters: number;
  fillSeconds: number;
  fileBytes: number;
  coldSeconds: number;
  warmMedianSeconds: number;
  warmSlowestSeconds: number;
  warmDays: number;
  load: number;
};

export async function measureRatings(today: { day: string; instant: Date }): Promise<RatingsFigures> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "sulky-bench-ratings-"));
  try {
    const file = path.join(workDir, "results-archive.sqlite");
    const { archive, fillSeconds } = await fillArchiveFromFake({ today: today.day, instant: today.instant, file });
    const races = await archive.races();
    archive.close();

    const days = [...new Map(races.map((race) => [isoDay(race.day), race.day])).values()].slice(-(WARM_DAYS + 1));
    let previous: RatingsOnDay | undefined;
    const seconds: number[] = [];
    for (const day of days) {
      const started = performance.now();
      previous = rate(races, day, previous);
      seconds.push((performance.now() - started) / 1000);
    }
    const warm = seconds.slice(1).sort((a, b) => a - b);
    return {
      races: races.length,
      starters: races.reduce((sum, race) => sum + race.starters.length, 0),
      fillSeconds,
      fileBytes: statSync(file).size,
      coldSeconds: seconds[0] ?? 0,
      warmMedianSeconds: warm[Math.floor(warm.length / 2)] ?? 0,
      warmSlowestSeconds: warm.at(-1) ?? 0,
      warmDays: warm.length,
      load: os.loadavg()[0],
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Prints the row; true when both targets are met. */
export async function ratingsRow(today: { day: string; instant: Date }): Promise<boolean> {
  const figures = await measureRatings(today);
  const check = (met: boolean) => (met ? "raggiunto" : "NON raggiunto");
  const fillMet = figures.fillSeconds < RATINGS_TARGET.fillSeconds;
  // the site rates each new day warm from the day before; the cold rating comes once, at a first start
  const dayMet = figures.warmSlowestSeconds < RATINGS_TARGET.daySeconds;
  console.log(
    `\nIndice Sulky (archivio dei risultati al ${today.day}, ${figures.races} corse, ${figures.starters} partenti):\n` +
      `  archivio su disco (file SQLite) ${(figures.fileBytes / 2 ** 20).toFixed(1)} MB · lettura di tre anni dal finto upstream ${figures.fillSeconds.toFixed(1)} s ` +
      `(obiettivo < ${RATINGS_TARGET.fillSeconds} s: ${check(fillMet)})\n` +
      `  rating di una giornata: a freddo ${figures.coldSeconds.toFixed(2)} s · a caldo (dal giorno prima, ${figures.warmDays} giornate) mediana ` +
      `${figures.warmMedianSeconds.toFixed(2)} s, la più lenta ${figures.warmSlowestSeconds.toFixed(2)} s ` +
      `(obiettivo < ${RATINGS_TARGET.daySeconds} s a caldo: ${check(dayMet)}) · carico medio ${figures.load.toFixed(1)}`,
  );
  return fillMet && dayMet;
}
