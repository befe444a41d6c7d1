import type { FemaleLineEntry } from "../../domain/horses/female-line";
import { formAtAGlance, type FormAtAGlance } from "../../domain/horses/form-at-a-glance";
import type { BestOffspringYear, HorseProfile, HorseStats } from "../../domain/horses/horse";
import type { Performance } from "../../domain/races/types";
import type { HorseVideo } from "../../domain/horses/video";
import { calendarDateInItaly, type CalendarDate } from "../../domain/calendar";
import type { NextStart } from "../../domain/races/next-start";
import type { Clock } from "../../ports/clock";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { mainSection, optionalSection } from "../sections";
import { makeFindNextStart } from "./find-next-start";
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
  /** The next race the horse is entered in ("Corre oggi"), or null. */
  nextStart: NextStart | null;
  /** Today, for the next start's label. */
  today: CalendarDate;
};

/** Horse profile (/cavalli/{slug}): the horse is the main section, the rest is secondary; null for an unknown horse. */
export function makeGetHorseProfile(deps: { trotting: HorsesTrottingPort; clock: Clock }) {
  const findNextStart = makeFindNextStart(deps);
  return async function getHorseProfile({ code }: { code: string }): Promise<HorseProfilePage | null> {
    const { trotting } = deps;
    const pendingMain = mainSection(trotting.horseProfile(code));
    // The starter search needs the name: it starts as soon as the horse is read, beside the other sections.
    const pendingNextStart = pendingMain.then((main) => (main?.section ? findNextStart(main.section) : null)).catch(() => null);
    const [main, stats, videos, bestOffspring, performances, pedigree, femaleLine, nextStart] = await Promise.all([
      pendingMain,
      optionalSection(trotting.horseStats(code)),
      optionalSection(trotting.horseVideos(code)),
      optionalSection(trotting.bestOffspring(code)),
      optionalSection(trotting.performances(code)),
      optionalSection(trotting.pedigree(code)),
      optionalSection(trotting.femaleLine(code)),
      pendingNextStart,
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
      nextStart,
      today: calendarDateInItaly(deps.clock.now()),
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
