import type { FemaleLineEntry } from "../../domain/horses/female-line";
import { formAtAGlance, type FormAtAGlance } from "../../domain/horses/form-at-a-glance";
import type { BestOffspringYear, HorseProfile, HorseStats, Performance } from "../../domain/horses/horse";
import type { HorseVideo } from "../../domain/horses/video";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { optionalSection } from "../optional-section";
import { pedigreeSection, type PedigreeSection } from "./pedigree-section";
import { unlessUnknown } from "./unless-unknown";

export type HorseProfilePage = {
  horse: HorseProfile;
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
    const [horse, stats, videos, bestOffspring, performances, pedigree, femaleLine] = await Promise.all([
      unlessUnknown(trotting.horseProfile(code)),
      optionalSection(trotting.horseStats(code)),
      optionalSection(trotting.horseVideos(code)),
      optionalSection(trotting.bestOffspring(code)),
      optionalSection(trotting.performances(code)),
      optionalSection(trotting.pedigree(code)),
      optionalSection(trotting.femaleLine(code)),
    ]);
    if (!horse) return null;
    return {
      horse,
      stats,
      videos: videos ?? [],
      bestOffspring,
      performances,
      form: performances ? formAtAGlance(performances.map(formStart), stats?.corse ?? null) : null,
      pedigree: pedigree ? pedigreeSection(pedigree) : null,
      femaleLine,
    };
  };
}

function formStart(performance: Performance) {
  return {
    date: performance.date ?? performance.Data ?? "",
    placing: performance.Piazzamento === null || performance.Piazzamento === undefined ? null : Number(performance.Piazzamento),
    prize: performance.ImportoPremio ?? null,
    timePerKm: performance.TempoPre ?? null,
  };
}
