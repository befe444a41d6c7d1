import { Suspense } from "react";
import type { BestTime, Performance } from "~/src/domain/races/types";
import type { FormLines as FormLinesComponent } from "~/views/components/races/form-lines";
import type { RecordsByStart as RecordsByStartComponent } from "~/views/components/races/records-by-start";
import { deferredSection } from "~/views/deferred-section";

// Static sections on the horse pages: the browser keeps the server's markup, so their code stays out of the first load (the JS budget).
const formLines = deferredSection<Parameters<typeof FormLinesComponent>[0]>(() =>
  import("~/views/components/races/form-lines").then((module) => module.FormLines),
);
const recordsByStart = deferredSection<Parameters<typeof RecordsByStartComponent>[0]>(() =>
  import("~/views/components/races/records-by-start").then((module) => module.RecordsByStart),
);

/** Loads the form lines' and records' code; a horse page's server loader awaits it so the server renders them in place. */
export async function preloadFormSections(): Promise<void> {
  await Promise.all([formLines.preload(), recordsByStart.preload()]);
}

export function HorseFormLines({ rows }: { rows: Performance[] }) {
  return (
    <Suspense fallback={null}>
      <formLines.Section rows={rows} caption="Ultime prestazioni" empty="Nessuna prestazione registrata." />
    </Suspense>
  );
}

export function HorseRecordsByStart({ bestTimes }: { bestTimes: BestTime[] }) {
  return (
    <Suspense fallback={null}>
      <recordsByStart.Section bestTimes={bestTimes} caption="Record per partenza e distanza" />
    </Suspense>
  );
}
