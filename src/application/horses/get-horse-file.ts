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
import { calendarDateInItaly, type CalendarDate } from "../../domain/calendar";
import type { NextStart } from "../../domain/races/next-start";
import type { Clock } from "../../ports/clock";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import type { ForSaleKind } from "../../domain/breeding/for-sale";
import type { SaleListing } from "../../domain/breeding/sale-enquiry";
import { mainSectionKeepingFrame, optionalSection } from "../sections";
import { makeFindNextStart } from "./find-next-start";
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
  /** A horse for sale (`in-vendita`): the list it is offered in and whether it is sold; null elsewhere or when no list names it. */
  sale: SaleListing | null;
  /** The next race the horse is entered in ("Corre oggi"), or null. */
  nextStart: NextStart | null;
  /** Today, for the next start's label. */
  today: CalendarDate;
};

const FOR_SALE_KINDS: ForSaleKind[] = ["fattrici", "carature", "puledri"];

/**
 * Horse file (docs/PRODUCT.md, "Horse file"): the file itself is the main section (an unknown horse is a 404; any other
 * failure keeps the page's frame, as "Across the site" there says);
 * contacts, statistics, videos, best offspring, pedigree and female line are secondary.
 * An unknown horse gives null: the route answers 404.
 */
export function makeGetHorseFile(deps: { trotting: HorsesTrottingPort & Pick<BreedingTrottingPort, "forSaleList">; clock: Clock }) {
  const findNextStart = makeFindNextStart(deps);
  return async function getHorseFile({ kind, code }: { kind: HorseFileKind; code: string }): Promise<HorseFilePage | null> {
    const { trotting } = deps;
    const pendingMain = mainSectionKeepingFrame(trotting.horseFile(kind, code));
    // The starter search needs the name: it starts as soon as the file is read, beside the other sections.
    const pendingNextStart = pendingMain.then((main) => (main?.section ? findNextStart(main.section) : null)).catch(() => null);
    const [main, contacts, stats, videos, bestOffspring, pedigree, femaleLine, sale, nextStart] = await Promise.all([
      pendingMain,
      optionalSection(trotting.horseContacts(kind, code)),
      optionalSection(trotting.horseStats(code)),
      optionalSection(trotting.horseVideos(code)),
      isStallionFile(kind) ? optionalSection(trotting.bestOffspring(code)) : Promise.resolve(null),
      optionalSection(trotting.pedigree(code)),
      optionalSection(trotting.femaleLine(code)),
      kind === "in-vendita" ? saleListing(trotting, code) : Promise.resolve(null),
      pendingNextStart,
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
      sale,
      nextStart,
      today: calendarDateInItaly(deps.clock.now()),
    };
  };
}

/** The for-sale list that offers this horse (three cached GETs), found by the code its slug starts with. */
async function saleListing(trotting: Pick<BreedingTrottingPort, "forSaleList">, code: string): Promise<SaleListing | null> {
  const lists = await Promise.all(
    FOR_SALE_KINDS.map(async (kind) => ({ kind, items: (await optionalSection(trotting.forSaleList(kind))) ?? [] })),
  );
  for (const { kind, items } of lists) {
    const item = items.find((candidate) => candidate.slug.split("-")[0] === code);
    if (item) return { kind, sold: item.sold };
  }
  return null;
}
