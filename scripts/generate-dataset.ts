/**
 * Builds the simulated racing world the fakes serve, says how long it took, and writes the
 * trotting dataset to a JSON file for inspection (the archive's columns are summarised).
 *   npx tsx scripts/generate-dataset.ts out.json [--seed=123] [--today=2026-11-22] [--public-url=http://localhost:4001]
 * Without --today the day is SULKY_TODAY, else the current day in Italy.
 */
import { writeFileSync } from "node:fs";
import { buildDataset } from "~/fake-upstreams/trotting/dataset";
import { resolveToday } from "~/fake-upstreams/shared/dates";
import { DEFAULT_FAKE_PORTS } from "~/fake-upstreams/shared/types";

const args = process.argv.slice(2);
const option = (name: string) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split("=")
    .slice(1)
    .join("=");
const output = args.find((arg) => !arg.startsWith("--")) ?? "dataset.json";
const startedAt = performance.now();
const dataset = buildDataset({
  seed: option("seed") ? Number(option("seed")) : undefined,
  // --today, else SULKY_TODAY, else the current day in Italy: the same day the fakes would use.
  today: resolveToday(undefined, option("today") ?? process.env.SULKY_TODAY),
  publicUrl: option("public-url") ?? `http://localhost:${DEFAULT_FAKE_PORTS.trotting}`,
});
const totalMs = Math.round(performance.now() - startedAt);
const { world, ...data } = dataset;
writeFileSync(
  output,
  JSON.stringify(
    {
      ...data,
      archive: {
        races: world.ledger.raceCount,
        starts: world.ledger.startCount,
        meetings: world.meetings.length,
        prizeNames: world.prizeNames,
      },
    },
    null,
    1,
  ),
);
console.log(
  `Mondo simulato in ${world.buildMs} ms (dataset completo in ${totalMs} ms): ${dataset.horses.length} cavalli, ${world.meetings.length} riunioni, ${world.ledger.raceCount} corse, ${world.ledger.startCount} partenze.`,
);
console.log(`Dataset scritto in ${output}.`);
console.log("Vetrina:", JSON.stringify(dataset.showcase, null, 1));
