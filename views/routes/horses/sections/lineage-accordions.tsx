import type { PedigreeSection } from "~/src/application/horses/pedigree-section";
import type { FemaleLineEntry } from "~/src/domain/horses/female-line";
import { FemaleLine } from "./female-line";
import { PedigreeBlock } from "./pedigree-block";

/** The 'Genealogia' and 'Linea femminile' accordions shared by the horse file and the profile. */
export function LineageAccordions({
  pedigree,
  femaleLine,
  subjectCode,
  open = false,
}: {
  pedigree: PedigreeSection | null;
  femaleLine: FemaleLineEntry[] | null;
  subjectCode: string;
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
        {femaleLine ? <FemaleLine entries={femaleLine} subjectCode={subjectCode} /> : <p className="empty-state">Linea femminile non disponibile.</p>}
      </details>
    </>
  );
}
