import { pedigreeGenerations, type Pedigree, type PedigreeNode } from "./pedigree";
import { compareItalianText, italianNumber } from "../italian-format";

/** An ancestor met more than once in the pedigree. Generations count from the parents (1). */
export type DuplicatedAncestor = {
  id: string;
  name: string;
  sireGenerations: number[];
  damGenerations: number[];
  /** 'Speedy Crown 4×3': sire's side × dam's side; several meetings on one side are joined by commas. */
  notation: string;
  /** Share of the subject's blood coming from this ancestor, 0..1: Σ (1/2)^generation. */
  bloodShare: number;
  /** Crossing colour given by the upstream, when it marks this ancestor. */
  color: string | null;
};

export type InbreedingAnalysis = {
  duplicated: DuplicatedAncestor[];
  /** Wright's coefficient of inbreeding, 0..1, over the generations available. */
  coefficient: number;
};

type Grid = (PedigreeNode | null)[][];

/** generation 0 is the subject itself (position 0); generation g holds 2^g positions. */
type Position = { generation: number; index: number };

type Occurrence = {
  id: string;
  /** Generation counted from the root whose inbreeding is computed (1 = its parents). */
  relativeGeneration: number;
  absolute: Position;
  side: "sire" | "dam";
  /** Ids of the ancestors between the root and this occurrence, itself excluded. */
  via: string[];
};

function nodeAt(grid: Grid, { generation, index }: Position): PedigreeNode | null {
  return generation >= 1 ? (grid[generation - 1]?.[index] ?? null) : null;
}

/** Every known ancestor of the horse at `root`, with the path that leads to it. */
function occurrencesBelow(grid: Grid, root: Position): Occurrence[] {
  const occurrences: Occurrence[] = [];
  const walk = (position: Position, relativeGeneration: number, side: "sire" | "dam", via: string[]) => {
    if (position.generation > grid.length) return;
    const node = nodeAt(grid, position);
    // an unknown ancestor still stands on the path: give it an id no real horse has
    const id = node?.code ?? `?${position.generation}-${position.index}`;
    if (node) occurrences.push({ id, relativeGeneration, absolute: position, side, via });
    const next = position.generation + 1;
    walk({ generation: next, index: position.index * 2 }, relativeGeneration + 1, side, [...via, id]);
    walk({ generation: next, index: position.index * 2 + 1 }, relativeGeneration + 1, side, [...via, id]);
  };
  const parents = root.generation + 1;
  walk({ generation: parents, index: root.index * 2 }, 1, "sire", []);
  walk({ generation: parents, index: root.index * 2 + 1 }, 1, "dam", []);
  return occurrences;
}

/**
 * Wright: F = Σ (1/2)^(n1 + n2 + 1) (1 + F_A) over every path sire → A → dam that meets
 * no horse twice, n1 and n2 counted from the sire and the dam. With generations counted
 * from the subject (parents = 1) the exponent is g_sire + g_dam − 1. F_A is computed from
 * A's own ancestors in the same pedigree (0 when they are unknown).
 */
function coefficientAt(grid: Grid, root: Position): number {
  const occurrences = occurrencesBelow(grid, root);
  const sireSide = occurrences.filter((occurrence) => occurrence.side === "sire");
  const damSide = occurrences.filter((occurrence) => occurrence.side === "dam");
  let coefficient = 0;
  for (const fromSire of sireSide) {
    for (const fromDam of damSide) {
      if (fromSire.id !== fromDam.id) continue;
      const sirePath = new Set(fromSire.via);
      if (fromDam.via.some((id) => sirePath.has(id))) continue;
      const ancestorInbreeding = coefficientAt(grid, fromSire.absolute);
      coefficient += 0.5 ** (fromSire.relativeGeneration + fromDam.relativeGeneration - 1) * (1 + ancestorInbreeding);
    }
  }
  return coefficient;
}

function notationOf(sire: number[], dam: number[]): string {
  const side = (generations: number[]) => (generations.length ? generations.join(",") : "–");
  return `${side(sire)}×${side(dam)}`;
}

/**
 * Duplicated ancestors and Wright's coefficient of a pedigree. An ancestor is listed
 * when it appears at least twice and at least once through a line of its own: the
 * ancestors of a listed horse, repeated only because that horse is, are left out.
 */
export function analyseInbreeding(pedigree: Pedigree): InbreedingAnalysis {
  const grid = pedigreeGenerations(pedigree);
  const subject: Position = { generation: 0, index: 0 };
  const occurrences = occurrencesBelow(grid, subject);

  const byId = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) byId.set(occurrence.id, [...(byId.get(occurrence.id) ?? []), occurrence]);
  const repeated = new Set([...byId].filter(([, found]) => found.length > 1).map(([id]) => id));

  const colorByName = new Map(pedigree.crossings.map((crossing) => [crossing.name, crossing.color]));
  const duplicated: DuplicatedAncestor[] = [];
  for (const [id, found] of byId) {
    if (!repeated.has(id)) continue;
    const ownLine = found.some((occurrence) => !occurrence.via.some((ancestor) => repeated.has(ancestor)));
    if (!ownLine) continue;
    const node = nodeAt(grid, found[0].absolute) as PedigreeNode;
    const generationsOn = (side: "sire" | "dam") =>
      found
        .filter((occurrence) => occurrence.side === side)
        .map((occurrence) => occurrence.relativeGeneration)
        .sort((a, b) => a - b);
    const sireGenerations = generationsOn("sire");
    const damGenerations = generationsOn("dam");
    duplicated.push({
      id,
      name: node.name,
      sireGenerations,
      damGenerations,
      notation: notationOf(sireGenerations, damGenerations),
      bloodShare: found.reduce((share, occurrence) => share + 0.5 ** occurrence.relativeGeneration, 0),
      color: node.color ?? colorByName.get(node.name) ?? null,
    });
  }
  duplicated.sort((a, b) => b.bloodShare - a.bloodShare || compareItalianText(a.name, b.name));

  return { duplicated, coefficient: coefficientAt(grid, subject) };
}

/** A share (0..1) as an Italian percentage with as many decimals as it needs, up to 5: '3,125%'. */
export function formatShare(fraction: number): string {
  const percent = italianNumber(fraction * 100, { maximumFractionDigits: 5 });
  return `${percent}%`;
}
