import { bigRaceResults } from "./dataset/archive";
import type { Horse } from "./dataset/types";
import type { TrottingStore } from "./store";

/** Pedigree (5 generations) and female line computed from the dataset. */

export interface PedigreeNode {
  id: string;
  nome: string;
  record: string | null;
  color: string | null;
  padre: string | null;
  madre: string | null;
}

export interface Crossing {
  name: string;
  /** generations (1 = parents) where the ancestor appears on the sire's side */
  p: number[];
  /** generations where it appears on the dam's side */
  m: number[];
  color: string;
}

const GENERATION_NAMES = ["genitori", "nonni", "bisnonni", "trisnonni", "bisarcavoli"] as const;
const CROSSING_COLORS = [
  "#e53935",
  "#1e88e5",
  "#43a047",
  "#fb8c00",
  "#8e24aa",
  "#00acc1",
  "#fdd835",
  "#6d4c41",
  "#d81b60",
  "#3949ab",
  "#7cb342",
  "#546e7a",
];

/** generations[g] holds 2^(g+1) codes (or null), sire side first. */
function ancestorGenerations(store: TrottingStore, sireCode: string | null, damCode: string | null): (string | null)[][] {
  const generations: (string | null)[][] = [[sireCode, damCode]];
  for (let generation = 1; generation < GENERATION_NAMES.length; generation++) {
    generations.push(
      generations[generation - 1].flatMap((code) => {
        const horse = store.horse(code);
        return [horse?.sireCode ?? null, horse?.damCode ?? null];
      }),
    );
  }
  return generations;
}

export function buildPedigree(store: TrottingStore, sireCode: string | null, damCode: string | null) {
  const generations = ancestorGenerations(store, sireCode, damCode);
  const occurrences = new Map<string, { p: number[]; m: number[] }>();
  generations.forEach((codes, generationIndex) => {
    const half = codes.length / 2;
    codes.forEach((code, position) => {
      if (!code) return;
      const entry = occurrences.get(code) ?? { p: [], m: [] };
      (position < half ? entry.p : entry.m).push(generationIndex + 1);
      occurrences.set(code, entry);
    });
  });
  const crossings: Crossing[] = [];
  const colorOf = new Map<string, string>();
  for (const [code, sides] of occurrences) {
    if (sides.p.length + sides.m.length < 2) continue;
    const color = CROSSING_COLORS[crossings.length % CROSSING_COLORS.length];
    colorOf.set(code, color);
    crossings.push({ name: store.nameOf(code) ?? code, p: sides.p, m: sides.m, color });
  }
  const node = (code: string | null): PedigreeNode | null => {
    const horse = store.horse(code);
    if (!horse) return null;
    return {
      id: horse.code,
      nome: horse.name,
      record: horse.recordBreve ?? horse.recordLunga,
      color: colorOf.get(horse.code) ?? null,
      padre: store.nameOf(horse.sireCode),
      madre: store.nameOf(horse.damCode),
    };
  };
  const [parents, ...older] = generations.map((codes) => codes.map(node));
  return {
    crossings,
    genitori: { p: parents[0], m: parents[1] },
    ...Object.fromEntries(older.map((nodes, index) => [GENERATION_NAMES[index + 1], nodes])),
  } as { crossings: Crossing[]; genitori: { p: PedigreeNode | null; m: PedigreeNode | null } } & Record<
    "nonni" | "bisnonni" | "trisnonni" | "bisarcavoli",
    (PedigreeNode | null)[]
  >;
}

/** How many generations of known ancestors a horse has (0 = no known parent). */
export function ancestorDepth(store: TrottingStore, horse: Horse | undefined): number {
  if (!horse) return 0;
  const parents = [store.horse(horse.sireCode), store.horse(horse.damCode)].filter((parent): parent is Horse => Boolean(parent));
  return parents.length ? 1 + Math.max(...parents.map((parent) => ancestorDepth(store, parent))) : 0;
}

const LINE_LABELS = ["Madre", "Seconda madre", "Terza madre", "Quarta madre", "Quinta madre", "Sesta madre"];

/** Female line: the dam, her dam and so on, each with all her foals. */
export function buildFemaleLine(store: TrottingStore, horse: Horse) {
  const line = [];
  let mare = store.horse(horse.damCode);
  for (let depth = 0; mare && depth < LINE_LABELS.length; depth++) {
    line.push({
      name: mare.name,
      label: LINE_LABELS[depth],
      CodiceCavallo: mare.code,
      foals: store
        .children(mare.code)
        .filter((child) => child.damCode === mare!.code)
        .map((child) => femaleLineChild(store, child)),
    });
    mare = store.horse(mare.damCode);
  }
  return line;
}

function femaleLineChild(store: TrottingStore, child: Horse) {
  return {
    CodiceCavallo: child.code,
    NomeCavallo: child.name,
    slug: child.slug,
    DataNascita: child.birthDate,
    date: child.birthDate,
    Sesso: child.sex,
    ColoreMantello: child.coat,
    NomePadre: store.nameOf(child.sireCode),
    record_breve: child.recordBreve,
    record_lunga: child.recordLunga,
    vincite: child.winnings,
    Deceased: child.deceased,
    gps: bigRaceResults(store.dataset.world, child.index),
  };
}
