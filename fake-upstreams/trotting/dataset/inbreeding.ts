import type { SimHorse } from "./sim-horse";

/**
 * Wright's coefficient of inbreeding of a foal of these parents, over the generations a pedigree
 * page shows: for every ancestor common to both sides, (1/2)^(n1 + n2 + 1) per pair of paths, where
 * n1 and n2 are its generations behind the sire and the dam. The common ancestors' own inbreeding
 * is left out (it is small in five generations).
 */
export function inbreedingOf(horses: SimHorse[], sire: number, dam: number, generations = PEDIGREE_GENERATIONS): number {
  const sireSide = ancestorDepths(horses, sire, generations - 1);
  const damSide = ancestorDepths(horses, dam, generations - 1);
  let coefficient = 0;
  for (const [ancestor, depths] of sireSide) {
    const other = damSide.get(ancestor);
    if (!other) continue;
    for (const n1 of depths) for (const n2 of other) coefficient += Math.pow(0.5, n1 + n2 + 1);
  }
  return coefficient;
}

/** Generations a pedigree page shows. */
export const PEDIGREE_GENERATIONS = 5;

/**
 * The ancestor depths over a pedigree page, kept per horse: a horse's parents never change once it is
 * foaled, and a stallion is weighed against many mares (the records behind the founders made these
 * walks longer, so the breeding season would otherwise slow the build).
 */
const pageDepths = new WeakMap<SimHorse, Map<number, number[]>>();

/** Each ancestor (the horse itself at depth 0) with the depth of every path that reaches it (read-only). */
function ancestorDepths(horses: SimHorse[], index: number, maxDepth: number): Map<number, number[]> {
  if (index < 0 || maxDepth !== PEDIGREE_GENERATIONS - 1) return walkDepths(horses, index, maxDepth);
  const cached = pageDepths.get(horses[index]);
  if (cached) return cached;
  const depths = walkDepths(horses, index, maxDepth);
  pageDepths.set(horses[index], depths);
  return depths;
}

function walkDepths(horses: SimHorse[], index: number, maxDepth: number): Map<number, number[]> {
  const depths = new Map<number, number[]>();
  const walk = (horse: number, depth: number) => {
    if (horse < 0 || depth > maxDepth) return;
    const list = depths.get(horse);
    if (list) list.push(depth);
    else depths.set(horse, [depth]);
    walk(horses[horse].sire, depth + 1);
    walk(horses[horse].dam, depth + 1);
  };
  walk(index, 0);
  return depths;
}
