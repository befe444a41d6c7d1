/** Pedigree of five generations (§3): parents, grandparents … great-great-great-grandparents. */

export type PedigreeNode = {
  id: string;
  nome: string;
  record?: string | null;
  /** Colour of the crossing this ancestor belongs to, when it is duplicated. */
  color?: string | null;
  padre?: string | null;
  madre?: string | null;
};

/** A duplicated ancestor: generations (1 = parents) where it appears on the sire's (p) and dam's (m) side. */
export type PedigreeCrossing = {
  name: string;
  p: number[];
  m: number[];
  color: string;
};

export type Pedigree = {
  crossings: PedigreeCrossing[];
  genitori: { p: PedigreeNode | null; m: PedigreeNode | null };
  nonni: (PedigreeNode | null)[];
  bisnonni: (PedigreeNode | null)[];
  trisnonni: (PedigreeNode | null)[];
  bisarcavoli: (PedigreeNode | null)[];
};

/** The answer of a mating hypothesis: the would-be foal's pedigree under '{father} + {mother}'. */
export type MatingPedigree = Pedigree & { title: string };

export const PEDIGREE_GENERATIONS = 5;
/** Rows of the grid: one per ancestor of the fifth generation. */
export const PEDIGREE_ROWS = 2 ** PEDIGREE_GENERATIONS;

export const GENERATION_LABELS = ["Genitori", "Nonni", "Bisnonni", "Trisnonni", "Bisarcavoli"] as const;

/**
 * The five generations as arrays of 2, 4, 8, 16 and 32 positions, sire's side first.
 * Position i of generation g has its parents at 2i and 2i+1 of generation g+1.
 * Missing positions are padded with null so the layout never breaks.
 */
export function pedigreeGenerations(pedigree: Pedigree): (PedigreeNode | null)[][] {
  const raw = [
    [pedigree.genitori.p, pedigree.genitori.m],
    pedigree.nonni,
    pedigree.bisnonni,
    pedigree.trisnonni,
    pedigree.bisarcavoli,
  ];
  return raw.map((nodes, index) => Array.from({ length: 2 ** (index + 1) }, (_, position) => nodes[position] ?? null));
}

/** '(f. Padre e Madre)' under a node; an unknown parent shows as '?', none known gives no line. */
export function parentsLine(node: PedigreeNode): string | null {
  if (!node.padre && !node.madre) return null;
  return `(f. ${node.padre ?? "?"} e ${node.madre ?? "?"})`;
}

export function hasAnyAncestor(pedigree: Pedigree): boolean {
  return pedigreeGenerations(pedigree).some((nodes) => nodes.some(Boolean));
}
