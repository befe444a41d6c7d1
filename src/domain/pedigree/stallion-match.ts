import { analyseInbreeding, formatShare, type DuplicatedAncestor } from "./inbreeding";
import type { StallionMatchFilters, StallionMatchSort } from "./stallion-match-filters";
import type { BestOffspringYear } from "../horses/horse";
import { timeInTenths } from "../horses/form-at-a-glance";
import { pedigreeGenerations, PEDIGREE_GENERATIONS, type Pedigree, type PedigreeNode } from "./pedigree";

/** A horse with its own five generations, as one parent of a would-be foal. */
export type PedigreeSubject = { code: string; name: string; record: string | null; pedigree: Pedigree };

/**
 * The would-be foal's five generations, built from its parents' own pedigrees: the
 * parents first, then the first four generations of each, the sire's side first.
 * Position i of generation g keeps its parents at 2i and 2i+1 of g+1, as on every pedigree.
 */
export function foalPedigree(sire: PedigreeSubject, dam: PedigreeSubject): Pedigree {
  const sireGrid = pedigreeGenerations(sire.pedigree);
  const damGrid = pedigreeGenerations(dam.pedigree);
  const parent = (subject: PedigreeSubject, grid: (PedigreeNode | null)[][]): PedigreeNode => ({
    code: subject.code,
    name: subject.name,
    record: subject.record,
    color: null,
    sire: grid[0][0]?.name ?? null,
    dam: grid[0][1]?.name ?? null,
  });
  const generations: (PedigreeNode | null)[][] = [[parent(sire, sireGrid), parent(dam, damGrid)]];
  for (let generation = 1; generation < PEDIGREE_GENERATIONS; generation += 1) {
    generations.push([...sireGrid[generation - 1], ...damGrid[generation - 1]]);
  }
  return { crossings: [], generations };
}

/**
 * The ancestors the pair has in common, 'Speedy Crown 3×4' as the mating page writes them.
 * An ancestor repeated on one side only is the parent's own inbreeding, the same whichever
 * partner is chosen: it says nothing about the pair and is left out.
 */
export function repeatedAncestorLabels(duplicated: readonly DuplicatedAncestor[]): string[] {
  return duplicated
    .filter((ancestor) => ancestor.sireGenerations.length > 0 && ancestor.damGenerations.length > 0)
    .map((ancestor) => `${ancestor.name} ${ancestor.notation}`);
}

/** What the stallion brings apart from his blood: fee, offspring and sponsorship. */
export type StallionFacts = {
  code: string;
  name: string;
  slug: string;
  /** Mount fee in euro; null when the stallion's file gives none. */
  fee: number | null;
  /** In the sponsor grid. */
  sponsor: boolean;
  /** What his offspring won in the season of the sire ranking; null when he is not in it. */
  offspringEarnings: number | null;
  /** His fastest offspring (best km time over every crop listed). */
  bestOffspring: { name: string; slug: string; record: string } | null;
};

/** The fastest of a stallion's best offspring, over every crop listed; null when no time can be read. */
export function fastestOffspring(years: readonly BestOffspringYear[]): StallionFacts["bestOffspring"] {
  let fastest: { name: string; slug: string; record: string; tenths: number } | null = null;
  for (const year of years) {
    for (const child of year.offspring) {
      const tenths = timeInTenths(child.kmTime);
      if (tenths === null || !child.kmTime) continue;
      if (!fastest || tenths < fastest.tenths) fastest = { name: child.name, slug: child.slug, record: child.kmTime, tenths };
    }
  }
  return fastest && { name: fastest.name, slug: fastest.slug, record: fastest.record };
}

export type StallionMatch = StallionFacts & {
  /** Wright's coefficient of the would-be foal, 0..1. */
  coefficient: number;
  /** The coefficient as the mating page writes it: '3,125%'. */
  coefficientText: string;
  repeatedAncestors: string[];
};

/** The match of one stallion with the mare: the foal's COI over five generations and its repeated ancestors. */
export function matchStallion(
  mare: PedigreeSubject,
  stallion: StallionFacts & { pedigree: Pedigree; record: string | null },
): StallionMatch {
  const { pedigree, record, ...facts } = stallion;
  const analysis = analyseInbreeding(foalPedigree({ code: stallion.code, name: stallion.name, record, pedigree }, mare));
  return {
    ...facts,
    coefficient: analysis.coefficient,
    coefficientText: formatShare(analysis.coefficient),
    repeatedAncestors: repeatedAncestorLabels(analysis.duplicated),
  };
}

function passes(match: StallionMatch, filters: StallionMatchFilters): boolean {
  if (filters.sponsorOnly && !match.sponsor) return false;
  // a tiny tolerance: 3,125% typed by the visitor must keep a foal of exactly 1/32
  if (filters.maxCoefficient !== null && match.coefficient > filters.maxCoefficient + 1e-9) return false;
  // a fee range asks for a known fee
  if (filters.minFee !== null && (match.fee === null || match.fee < filters.minFee)) return false;
  if (filters.maxFee !== null && (match.fee === null || match.fee > filters.maxFee)) return false;
  return true;
}

/** Missing values go last whatever the direction. */
function compareKnownFirst(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/** The stallions that pass the filters, in the chosen order; ties by lower COI, then by name. */
export function rankStallionMatches(matches: readonly StallionMatch[], filters: StallionMatchFilters): StallionMatch[] {
  const byName = (a: StallionMatch, b: StallionMatch) => a.name.localeCompare(b.name, "it");
  const byCoefficient = (a: StallionMatch, b: StallionMatch) => a.coefficient - b.coefficient;
  const primary: Record<StallionMatchSort, (a: StallionMatch, b: StallionMatch) => number> = {
    coi: byCoefficient,
    monta: (a, b) => compareKnownFirst(a.fee, b.fee, 1),
    guadagni: (a, b) => compareKnownFirst(a.offspringEarnings, b.offspringEarnings, -1),
  };
  return matches
    .filter((match) => passes(match, filters))
    .sort((a, b) => primary[filters.sort](a, b) || byCoefficient(a, b) || byName(a, b));
}

export {
  DEFAULT_STALLION_MATCH_FILTERS,
  STALLION_MATCH_SORT_LABELS,
  STALLION_MATCH_SORTS,
  type StallionMatchFilters,
  type StallionMatchSort,
} from "./stallion-match-filters";
