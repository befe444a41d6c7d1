/** Pedigree of five generations (docs/PRODUCT.md, "Pedigree and female line"): parents, grandparents … great-great-great-grandparents. */

export type PedigreeNode = {
  code: string;
  name: string;
  record: string | null;
  /** Colour of the crossing this ancestor belongs to, when it is duplicated. */
  color: string | null;
  sire: string | null;
  dam: string | null;
};

/** A duplicated ancestor: generations (1 = parents) where it appears on the sire's and on the dam's side. */
export type PedigreeCrossing = {
  name: string;
  sireSide: number[];
  damSide: number[];
  color: string | null;
};

/**
 * The five generations, sire's side first: 2, 4, 8, 16 and 32 positions, an unknown
 * ancestor as null. Position i of generation g has its parents at 2i and 2i+1 of g+1.
 */
export type Pedigree = {
  crossings: PedigreeCrossing[];
  generations: (PedigreeNode | null)[][];
};

/** The answer of a mating hypothesis: the would-be foal's pedigree under '{sire} + {dam}'. */
export type MatingPedigree = Pedigree & { title: string | null };

export const PEDIGREE_GENERATIONS = 5;

export const GENERATION_LABELS = ["Genitori", "Nonni", "Bisnonni", "Trisnonni", "Bisarcavoli"] as const;

/** The five generations padded with null, so the layout never breaks whatever the upstream sent. */
export function pedigreeGenerations(pedigree: Pick<Pedigree, "generations">): (PedigreeNode | null)[][] {
  return Array.from({ length: PEDIGREE_GENERATIONS }, (_, index) =>
    Array.from({ length: 2 ** (index + 1) }, (_, position) => pedigree.generations[index]?.[position] ?? null),
  );
}

/** The sire and dam of the pedigree's subject. */
export function pedigreeParents(pedigree: Pick<Pedigree, "generations">): { sire: PedigreeNode | null; dam: PedigreeNode | null } {
  const [parents] = pedigreeGenerations(pedigree);
  return { sire: parents[0], dam: parents[1] };
}

/** '(f. Padre e Madre)' under a node; an unknown parent shows as '?', none known gives no line. */
export function parentsLine(node: { sire: string | null; dam: string | null }): string | null {
  if (!node.sire && !node.dam) return null;
  return `(f. ${node.sire ?? "?"} e ${node.dam ?? "?"})`;
}

export function hasAnyAncestor(pedigree: Pick<Pedigree, "generations">): boolean {
  return pedigreeGenerations(pedigree).some((nodes) => nodes.some(Boolean));
}
