import { analyseInbreeding, type InbreedingAnalysis } from "../../domain/pedigree/inbreeding";
import { hasAnyAncestor, type Pedigree } from "../../domain/pedigree/pedigree";

export type PedigreeSection = { pedigree: Pedigree; inbreeding: InbreedingAnalysis; known: boolean };

/** A pedigree with its inbreeding analysis, as every horse screen shows it. */
export function pedigreeSection(pedigree: Pedigree): PedigreeSection {
  return { pedigree, inbreeding: analyseInbreeding(pedigree), known: hasAnyAncestor(pedigree) };
}
