import type { FemaleLineEntry } from "../../domain/horses/female-line";
import { formAtAGlance, type FormAtAGlance } from "../../domain/horses/form-at-a-glance";
import type { BestOffspringYear, HorseProfile, HorseStats } from "../../domain/horses/horse";
import type { Performance } from "../../domain/races/types";
import type { HorseVideo } from "../../domain/horses/video";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { mainSection, optionalSection } from "../sections";
import { pedigreeSection, type PedigreeSection } from "./pedigree-section";

export type HorseProfilePage = {
  /** null when the upstream's answer could not be read: the page keeps its frame and says so. */
  horse: HorseProfile | null;
  stats: HorseStats | null;
  videos: HorseVideo[];
  bestOffspring: BestOffspringYear[] | null;
  performances: Performance[] | null;
  /** Last placings, earnings per season and best time per year, from the performances. */
  form: FormAtAGlance | null;
  pedigree: PedigreeSection | null;
  femaleLine: FemaleLineEntry[] | null;
};

/** Horse profile (/cavalli/{slug}): the horse is the main section, the rest is secondary; null for an unknown horse. */
export function makeGetHorseProfile(deps: { trotting: HorsesTrottingPort }) {
  return async function getHorseProfile({ code }: { code: string }): Promise<HorseProfilePage | null> {
    const { trotting } = deps;
    const [main, stats, videos, bestOffspring, performances, pedigree, femaleLine] = await Promise.all([
      mainSection(trotting.horseProfile(code)),
      optionalSection(trotting.horseStats(code)),
      optionalSection(trotting.horseVideos(code)),
      optionalSection(trotting.bestOffspring(code)),
      optionalSection(trotting.performances(code)),
      optionalSection(trotting.pedigree(code)),
      optionalSection(trotting.femaleLine(code)),
    ]);
    if (!main) return null;
    return {
      horse: main.section,
      stats,
      videos: videos ?? [],
      bestOffspring,
      performances,
      form: performances ? formAtAGlance(performances.map(formStart), stats?.starts ?? null) : null,
      pedigree: pedigree ? pedigreeSection(pedigree) : null,
      femaleLine,
    };
  };
}

function formStart(performance: Performance) {
  return {
    date: performance.day,
    placing: performance.placement,
    prize: performance.prizeMoney,
    timePerKm: performance.kmTime,
  };
}
