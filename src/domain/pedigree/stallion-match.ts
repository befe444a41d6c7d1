import { analyseInbreeding, type DuplicatedAncestor } from "./inbreeding";
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
  repeatedAncestors: string[];
};

/** The match of one stallion with the mare: the foal's COI over five generations and its repeated ancestors. */
export function matchStallion(
  mare: PedigreeSubject,
  stallion: StallionFacts & { pedigree: Pedigree; record: string | null },
): StallionMatch {
  const { pedigree, record, ...facts } = stallion;
  const analysis = analyseInbreeding(foalPedigree({ code: stallion.code, name: stallion.name, record, pedigree }, mare));
  return { ...facts, coefficient: analysis.coefficient, repeatedAncestors: repeatedAncestorLabels(analysis.duplicated) };
}

export const STALLION_MATCH_SORTS = ["coi", "monta", "guadagni"] as const;
export type StallionMatchSort = (typeof STALLION_MATCH_SORTS)[number];

export const STALLION_MATCH_SORT_LABELS: Record<StallionMatchSort, string> = {
  coi: "Consanguineità",
  monta: "Prezzo di monta",
  guadagni: "Vincite dei figli",
};

export type StallionMatchFilters = {
  /** Highest coefficient accepted, 0..1; null = any. */
  maxCoefficient: number | null;
  minFee: number | null;
  maxFee: number | null;
  sponsorOnly: boolean;
  sort: StallionMatchSort;
};

export const DEFAULT_STALLION_MATCH_FILTERS: StallionMatchFilters = {
  maxCoefficient: null,
  minFee: null,
  maxFee: null,
  sponsorOnly: false,
  sort: "coi",
};

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

type QueryReader = { get(name: string): string | null };

/** A number as an Italian visitor types it: '3,125', '1.500' (thousands) or '1500'. */
function parseItalianNumber(raw: string): number | null {
  const text = raw.trim().replace(/\s|€|%/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(text)) return null;
  const normal = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) ? text.replace(/\./g, "").replace(",", ".") : text.replace(",", ".");
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

export const MAX_FEE_ACCEPTED = 1_000_000;

/**
 * Filters from the page's address (?coiMax=…&montaMin=…&montaMax=…&sponsor=1&ordine=…).
 * A value that cannot be read is left out with a message saying so; the page still answers.
 */
export function parseStallionMatchFilters(query: QueryReader): { filters: StallionMatchFilters; errors: string[] } {
  const errors: string[] = [];
  const filters: StallionMatchFilters = { ...DEFAULT_STALLION_MATCH_FILTERS };
  const present = (name: string) => {
    const value = query.get(name);
    return value !== null && value.trim() !== "" ? value : null;
  };

  const coi = present("coiMax");
  if (coi !== null) {
    const percent = parseItalianNumber(coi);
    if (percent === null || percent < 0 || percent > 100)
      errors.push("La consanguineità massima deve essere una percentuale tra 0 e 100: filtro ignorato.");
    else filters.maxCoefficient = percent / 100;
  }

  const fee = (name: string, label: string) => {
    const raw = present(name);
    if (raw === null) return null;
    const value = parseItalianNumber(raw);
    if (value === null || value < 0 || value > MAX_FEE_ACCEPTED) {
      errors.push(`Il prezzo di monta ${label} deve essere un importo in euro tra 0 e 1.000.000: filtro ignorato.`);
      return null;
    }
    return value;
  };
  filters.minFee = fee("montaMin", "minimo");
  filters.maxFee = fee("montaMax", "massimo");
  if (filters.minFee !== null && filters.maxFee !== null && filters.minFee > filters.maxFee) {
    errors.push("Il prezzo di monta minimo supera il massimo: filtro del prezzo ignorato.");
    filters.minFee = null;
    filters.maxFee = null;
  }

  filters.sponsorOnly = query.get("sponsor") === "1";
  const sort = present("ordine");
  if (sort !== null) {
    if ((STALLION_MATCH_SORTS as readonly string[]).includes(sort)) filters.sort = sort as StallionMatchSort;
    else errors.push("Ordinamento sconosciuto: stalloni ordinati per consanguineità.");
  }
  return { filters, errors };
}

/** The page's address for a mare and filters: only what differs from the defaults. */
export function stallionMatchSearch(mareCode: string | null, filters: StallionMatchFilters): string {
  const query = new URLSearchParams();
  if (mareCode) query.set("fattrice", mareCode);
  const decimal = (value: number) => String(Math.round(value * 1e6) / 1e6).replace(".", ",");
  if (filters.maxCoefficient !== null) query.set("coiMax", decimal(filters.maxCoefficient * 100));
  if (filters.minFee !== null) query.set("montaMin", decimal(filters.minFee));
  if (filters.maxFee !== null) query.set("montaMax", decimal(filters.maxFee));
  if (filters.sponsorOnly) query.set("sponsor", "1");
  if (filters.sort !== DEFAULT_STALLION_MATCH_FILTERS.sort) query.set("ordine", filters.sort);
  const text = query.toString();
  return text ? `?${text}` : "";
}
