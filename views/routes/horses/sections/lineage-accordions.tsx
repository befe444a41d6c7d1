import type { ReactNode } from "react";
import type { PedigreeSection } from "~/src/application/horses/pedigree-section";
import type { FemaleLineEntry } from "~/src/domain/horses/female-line";
import { FemaleLine } from "./female-line";
import { PedigreeBlock } from "./pedigree-block";

/** The female line, or a note that there is none. */
export function FemaleLineOrNone({ entries, subjectCode }: { entries: FemaleLineEntry[] | null; subjectCode: string }) {
  return entries ? (
    <FemaleLine entries={entries} subjectCode={subjectCode} />
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
        <PedigreeBlock section={pedigree} />
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
