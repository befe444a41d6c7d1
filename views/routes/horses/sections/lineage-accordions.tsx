import { lazy, Suspense, type ReactNode } from "react";
import type { PedigreeSection } from "~/src/application/horses/pedigree-section";
import type { FemaleLineEntry } from "~/src/domain/horses/female-line";

// Both open on demand (closed accordions): their code loads after the page's own, inside the JS budget.
// The server renders them whole; in the browser their markup stays until the code arrives.
const FemaleLine = lazy(() => import("./female-line").then((module) => ({ default: module.FemaleLine })));
const PedigreeBlock = lazy(() => import("./pedigree-block").then((module) => ({ default: module.PedigreeBlock })));

/** The female line, or a note that there is none. */
export function FemaleLineOrNone({ entries, subjectCode }: { entries: FemaleLineEntry[] | null; subjectCode: string }) {
  return entries ? (
    <Suspense fallback={null}>
      <FemaleLine entries={entries} subjectCode={subjectCode} />
    </Suspense>
  ) : (
    <p className="empty-state">Linea femminile non disponibile.</p>
  );
}

/** The 'Genealogia' and 'Linea femminile' accordions shared by the horse file and the profile. */
export function LineageAccordions({
  pedigree,
  femaleLine,
  open = false,
}: {
  pedigree: PedigreeSection | null;
  /** The female line's content (FemaleLineOrNone), as a page chooses to render it. */
  femaleLine: ReactNode;
  open?: boolean;
}) {
  return (
    <>
      <details className="horse-accordion" id="genealogia" open={open}>
        <summary>
          <h2>Genealogia</h2>
        </summary>
        <Suspense fallback={null}>
          <PedigreeBlock section={pedigree} />
        </Suspense>
      </details>

      <details className="horse-accordion" id="linea-femminile" open={open}>
        <summary>
          <h2>Linea femminile</h2>
        </summary>
        {femaleLine}
      </details>
    </>
  );
}
