import { Suspense } from "react";
import type { FormAtAGlanceCharts as FormChartsComponent } from "~/views/components/charts/form-charts";
import type { HorseFiguresSection as HorseFiguresComponent } from "~/views/components/ratings/horse-figures";
import { deferredSection } from "~/views/deferred-section";
// The charts' sheet is the page's: a sheet imported only behind a dynamic import is not among the sheets the server inlines.
import "~/views/components/charts/charts.css";

// The profile's form at a glance (a static section) and its Sulky figures with their chart: their code arrives after the page's own (the JS budget).
const formCharts = deferredSection<Parameters<typeof FormChartsComponent>[0]>(() =>
  import("~/views/components/charts/form-charts").then((module) => module.FormAtAGlanceCharts),
);
const horseFigures = deferredSection<Parameters<typeof HorseFiguresComponent>[0]>(() =>
  import("~/views/components/ratings/horse-figures").then((module) => module.HorseFiguresSection),
);

/** The form at a glance: on a landing page a static section, whose code only a client navigation needs. */
export function HorseFormCharts(props: Parameters<typeof FormChartsComponent>[0]) {
  return (
    <Suspense fallback={null}>
      <formCharts.Section {...props} />
    </Suspense>
  );
}

/** The Sulky figures: the server's markup until their code has arrived, then hydrated (its links work before, as links). */
export const HorseFigures = horseFigures.Island;
