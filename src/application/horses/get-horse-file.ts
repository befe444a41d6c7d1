import type { FemaleLineEntry } from "../../domain/horses/female-line";
import {
  HORSE_FILE_KINDS,
  isStallionFile,
  type BestOffspringYear,
  type HorseContacts,
  type HorseFile,
  type HorseFileKind,
  type HorseStats,
} from "../../domain/horses/horse";
import type { HorseVideo } from "../../domain/horses/video";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { optionalSection } from "../optional-section";
import { pedigreeSection, type PedigreeSection } from "./pedigree-section";
import { nullIfNotFound } from "../not-found";

export type HorseFilePage = {
  kind: HorseFileKind;
  file: HorseFile;
  contacts: HorseContacts | null;
  stats: HorseStats | null;
  videos: HorseVideo[];
  bestOffspring: BestOffspringYear[] | null;
  pedigree: PedigreeSection | null;
  femaleLine: FemaleLineEntry[] | null;
};

/**
 * Horse file (§2.4): the file itself is the main section (an unknown horse is a 404);
 * contacts, statistics, videos, best offspring, pedigree and female line are secondary.
 * An unknown horse gives null: the route answers 404.
 */
export function makeGetHorseFile(deps: { trotting: HorsesTrottingPort }) {
  return async function getHorseFile({ kind, code }: { kind: HorseFileKind; code: string }): Promise<HorseFilePage | null> {
    const { collection, subtype } = HORSE_FILE_KINDS[kind];
    const { trotting } = deps;
    const [file, contacts, stats, videos, bestOffspring, pedigree, femaleLine] = await Promise.all([
      nullIfNotFound(trotting.horseFile(collection, code, subtype)),
      optionalSection(trotting.horseContacts(collection, code)),
      optionalSection(trotting.horseStats(code)),
      optionalSection(trotting.horseVideos(code)),
      isStallionFile(kind) ? optionalSection(trotting.bestOffspring(code)) : Promise.resolve(null),
      optionalSection(trotting.pedigree(code)),
      optionalSection(trotting.femaleLine(code)),
    ]);
    if (!file) return null;
    return {
      kind,
      file,
      contacts,
      stats,
      videos: file.hasVideo ? (videos ?? []) : [],
      bestOffspring,
      pedigree: pedigree ? pedigreeSection(pedigree) : null,
      femaleLine,
    };
  };
}
