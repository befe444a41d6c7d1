import type { Random } from "../../shared/prng";
import { FEMININE_ROOTS, MASCULINE_ROOTS, letterForYear } from "./names";
import type { Sex } from "./types";

/** Most foals of one crop that may share a root before another root is taken. */
export const ROOT_SHARE_LIMIT = 3;
const FEMININE_ADJECTIVES = ["Bella", "Bianca", "Chiara", "Dolce", "Fiera", "Lesta", "Nera", "Prima", "Rossa", "Serena"];
const MASCULINE_ADJECTIVES = ["Bello", "Bianco", "Chiaro", "Dolce", "Fiero", "Lesto", "Nero", "Primo", "Rosso", "Sereno"];

/**
 * Names a crop the way Italian breeders do: the year's letter, a root that fits the foal's sex,
 * the breeder's affix. Every name is unique in the studbook, and a root is shared by at most a
 * few foals of a crop.
 */
export class NameBook {
  private readonly used = new Set<string>();
  /** per crop (birth year), how many foals each root names */
  private readonly rootsInCrop = new Map<number, Map<string, number>>();

  constructor(private readonly random: Random) {}

  reserve(name: string): void {
    this.used.add(name.toLowerCase());
  }

  /** A name chosen elsewhere (the showcase line): reserved, and counted in its crop's roots. */
  claim(birthYear: number, name: string): string {
    this.reserve(name);
    const root = name.split(" ")[0];
    let crop = this.rootsInCrop.get(birthYear);
    if (!crop) this.rootsInCrop.set(birthYear, (crop = new Map()));
    crop.set(root, (crop.get(root) ?? 0) + 1);
    return name;
  }

  has(name: string): boolean {
    return this.used.has(name.toLowerCase());
  }

  /**
   * `affixes`: the breeder's affix first, then the ones it falls back on when a root is taken.
   * `adjectiveFirst`: the foundation stock's names take an adjective first ("Zeno Bello Grif"), so the
   * simulated crops of the same letter keep the plain names.
   */
  name(birthYear: number, sex: Sex, affixes: string[], adjectiveFirst = false): string {
    const letter = letterForYear(birthYear);
    const roots = (sex === "F" ? FEMININE_ROOTS : MASCULINE_ROOTS)[letter];
    const start = this.random.int(0, roots.length - 1);
    let crop = this.rootsInCrop.get(birthYear);
    if (!crop) this.rootsInCrop.set(birthYear, (crop = new Map()));
    const adjectives = sex === "F" ? FEMININE_ADJECTIVES : MASCULINE_ADJECTIVES;
    // a free root with one of the breeder's affixes; then the root with an adjective; only then a root used more often
    for (let limit = ROOT_SHARE_LIMIT; ; limit++) {
      for (const withAdjective of adjectiveFirst ? [true, false] : [false, true]) {
        for (const affix of affixes) {
          for (let offset = 0; offset < roots.length; offset++) {
            const root = roots[(start + offset) % roots.length];
            const uses = crop.get(root) ?? 0;
            if (uses >= limit) continue;
            const name = withAdjective ? `${root} ${adjectives[(start + offset) % adjectives.length]} ${affix}` : `${root} ${affix}`;
            if (this.has(name)) continue;
            crop.set(root, uses + 1);
            this.reserve(name);
            return name;
          }
        }
      }
    }
  }

  rootUses(birthYear: number, root: string): number {
    return this.rootsInCrop.get(birthYear)?.get(root) ?? 0;
  }
}
