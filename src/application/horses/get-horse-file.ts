import type { FemaleLineEntry } from "../../domain/horses/female-line";
import {
  isStallionFile,
  type BestOffspringYear,
  type HorseContacts,
  type HorseFile,
  type HorseFileKind,
  type HorseStats,
} from "../../domain/horses/horse";
import type { HorseVideo } from "../../domain/horses/video";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { mainSectionKeepingFrame, optionalSection } from "../sections";
import { pedigreeSection, type PedigreeSection } from "./pedigree-section";

export type HorseFilePage = {
  kind: HorseFileKind;
  /** null when the upstream failed or its answer could not be read: the page keeps its frame and says so. */
  file: HorseFile | null;
  contacts: HorseContacts | null;
  stats: HorseStats | null;
  videos: HorseVideo[];
  bestOffspring: BestOffspringYear[] | null;
  pedigree: PedigreeSection | null;
  femaleLine: FemaleLineEntry[] | null;
};

/**
 * Horse file (docs/PRODUCT.md, "Horse file"): the file itself is the main section (an unknown horse is a 404; any other
 * failure keeps the page's frame, as "Across the site" there says);
 * contacts, statistics, videos, best offspring, pedigree and female line are secondary.
 * An unknown horse gives null: the route answers 404.
 */
export function makeGetHorseFile(deps: { trotting: HorsesTrottingPort }) {
  return async function getHorseFile({ kind, code }: { kind: HorseFileKind; code: string }): Promise<HorseFilePage | null> {
    const { trotting } = deps;
    const [main, contacts, stats, videos, bestOffspring, pedigree, femaleLine] = await Promise.all([
      mainSectionKeepingFrame(trotting.horseFile(kind, code)),
      optionalSection(trotting.horseContacts(kind, code)),
      optionalSection(trotting.horseStats(code)),
      optionalSection(trotting.horseVideos(code)),
      isStallionFile(kind) ? optionalSection(trotting.bestOffspring(code)) : Promise.resolve(null),
      optionalSection(trotting.pedigree(code)),
      optionalSection(trotting.femaleLine(code)),
    ]);
    if (!main) return null;
    const file = main.section;
    return {
      kind,
      file,
      contacts,
      stats,
      videos: file?.hasVideo ? (videos ?? []) : [],
      bestOffspring,
      pedigree: pedigree ? pedigreeSection(pedigree) : null,
      femaleLine,
    };
  };
}
