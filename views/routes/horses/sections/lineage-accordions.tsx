import { Suspense, type ReactNode } from "react";
import type { PedigreeSection } from "~/src/application/horses/pedigree-section";
import type { FemaleLineEntry } from "~/src/domain/horses/female-line";
import type { FemaleLine as FemaleLineComponent } from "./female-line";
import type { PedigreeBlock as PedigreeBlockComponent } from "./pedigree-block";
import { deferredSection } from "~/views/deferred-section";
import { StaticSection } from "~/views/static-section";

// Both open on demand (closed accordions): their code stays out of the page's first load, inside the JS budget.
const femaleLine = deferredSection<Parameters<typeof FemaleLineComponent>[0]>(() =>
  import("./female-line").then((module) => module.FemaleLine),
);
const pedigreeBlock = deferredSection<Parameters<typeof PedigreeBlockComponent>[0]>(() =>
  import("./pedigree-block").then((module) => module.PedigreeBlock),
);

/** Loads both sections' code; a page's server loader awaits it so the server renders them in place. */
export async function preloadLineageSections(): Promise<void> {
  await Promise.all([femaleLine.preload(), pedigreeBlock.preload()]);
}

/** The female line, or a note that there is none. */
export function FemaleLineOrNone({ entries, subjectCode }: { entries: FemaleLineEntry[] | null; subjectCode: string }) {
  return entries ? (
    <Suspense fallback={null}>
      <femaleLine.Section entries={entries} subjectCode={subjectCode} />
    </Suspense>
  ) : (
    <p className="empty-state">Linea femminile non disponibile.</p>
  );
}

/**
 * The 'Genealogia' and 'Linea femminile' accordions shared by the horse file and the profile.
 * Both are static sections: on a landing page the browser keeps the server's markup and
 * loads neither their data nor their code to hydrate them.
 */
export function LineageAccordions({
  pedigree,
  femaleLine: femaleLineContent,
  open = false,
}: {
  /** Undefined when the loader kept it on the server (keptOnServer 'pedigree'). */
  pedigree: PedigreeSection | null | undefined;
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
        <StaticSection name="pedigree" data={pedigree}>
          {(section) => (
            <Suspense fallback={null}>
              <pedigreeBlock.Section section={section} />
            </Suspense>
          )}
        </StaticSection>
      </details>

      <details className="horse-accordion" id="linea-femminile" open={open}>
        <summary>
          <h2>Linea femminile</h2>
        </summary>
        {femaleLineContent}
      </details>
    </>
  );
}
