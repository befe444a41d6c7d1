import { describe, expect, it } from "vitest";
import { analyseInbreeding, formatShare } from "~/src/domain/pedigree/inbreeding";
import type { Pedigree, PedigreeNode } from "~/src/domain/pedigree/pedigree";

/**
 * Builds a pedigree from ids by generation (1 = parents, 2 = grandparents …) and position;
 * positions not named get a unique horse of their own, so only the named ones repeat.
 */
function pedigreeWith(named: Record<string, string>, options: { unknownBeyond?: number } = {}): Pedigree {
  const generations = [1, 2, 3, 4, 5].map((generation) =>
    Array.from({ length: 2 ** generation }, (_, position): PedigreeNode | null => {
      const id = named[`${generation}.${position}`];
      if (id) return node(id, id);
      if (options.unknownBeyond !== undefined && generation > options.unknownBeyond) return null;
      return node(`g${generation}p${position}`, `Cavallo ${generation}-${position}`);
    }),
  );
  return { crossings: [], generations };
}

function node(code: string, name: string): PedigreeNode {
  return { code, name, record: null, color: null, sire: null, dam: null };
}

/** The ancestors of a horse placed at (generation, position) repeated at another place. */
function copyAncestry(named: Record<string, string>, from: [number, number], to: [number, number]) {
  for (let depth = 1; from[0] + depth <= 5; depth++) {
    for (let offset = 0; offset < 2 ** depth; offset++) {
      named[`${to[0] + depth}.${to[1] * 2 ** depth + offset}`] = `anc-${from[0] + depth}-${from[1] * 2 ** depth + offset}`;
      named[`${from[0] + depth}.${from[1] * 2 ** depth + offset}`] = `anc-${from[0] + depth}-${from[1] * 2 ** depth + offset}`;
    }
  }
}

describe("Wright's coefficient of inbreeding", () => {
  it("is 25% for a mating of full siblings", () => {
    expect(
      analyseInbreeding(pedigreeWith({ "2.0": "X", "2.1": "Y", "2.2": "X", "2.3": "Y" }, { unknownBeyond: 2 })).coefficient,
    ).toBeCloseTo(0.25, 10);
  });

  it("stays 25% for full siblings whose parents have five known generations", () => {
    const named: Record<string, string> = { "2.0": "X", "2.1": "Y", "2.2": "X", "2.3": "Y" };
    copyAncestry(named, [2, 0], [2, 2]);
    copyAncestry(named, [2, 1], [2, 3]);
    const analysis = analyseInbreeding(pedigreeWith(named));
    expect(analysis.coefficient).toBeCloseTo(0.25, 10);
    // the grandparents' own ancestors repeat only because the grandparents do
    expect(analysis.duplicated.map((ancestor) => ancestor.notation)).toEqual(["2×2", "2×2"]);
  });

  it("is 12.5% for a mating of half siblings", () => {
    expect(analyseInbreeding(pedigreeWith({ "2.0": "X", "2.2": "X" })).coefficient).toBeCloseTo(0.125, 10);
  });

  it("is 3.125% for one ancestor duplicated 3×3", () => {
    expect(analyseInbreeding(pedigreeWith({ "3.0": "A", "3.4": "A" })).coefficient).toBeCloseTo(0.03125, 10);
  });

  it("is 0.78125% for one ancestor duplicated 4×4", () => {
    expect(analyseInbreeding(pedigreeWith({ "4.0": "A", "4.8": "A" })).coefficient).toBeCloseTo(0.0078125, 10);
  });

  it("is 0 with no common ancestor, even when an ancestor repeats on one side only", () => {
    expect(analyseInbreeding(pedigreeWith({})).coefficient).toBe(0);
    expect(analyseInbreeding(pedigreeWith({ "3.0": "A", "3.2": "A" })).coefficient).toBe(0);
  });

  it("is 0 for a horse with no known ancestor", () => {
    const empty: Pedigree = { crossings: [], generations: [] };
    expect(analyseInbreeding(empty)).toEqual({ duplicated: [], coefficient: 0 });
  });

  it("adds the common ancestor's own inbreeding (1 + F_A)", () => {
    // A at 2×2 (half siblings) and A itself out of a half-sibling mating: F_A = 12.5%
    const named: Record<string, string> = { "2.0": "A", "2.2": "A", "4.0": "Z", "4.2": "Z", "4.8": "Z", "4.10": "Z" };
    expect(analyseInbreeding(pedigreeWith(named)).coefficient).toBeCloseTo(0.125 * 1.125, 10);
  });

  it("sums every path: an ancestor 2 on the sire's side and 4,4 on the dam's side", () => {
    const analysis = analyseInbreeding(pedigreeWith({ "2.0": "V", "4.12": "V", "4.14": "V" }));
    expect(analysis.coefficient).toBeCloseTo(2 * 0.5 ** 5, 10);
    expect(analysis.duplicated).toEqual([
      expect.objectContaining({ id: "V", notation: "2×4,4", sireGenerations: [2], damGenerations: [4, 4], bloodShare: 0.375 }),
    ]);
  });
});

describe("duplicated ancestors", () => {
  it("writes the generations as sire's side × dam's side, like 'Speedy Crown 4×3'", () => {
    const [ancestor] = analyseInbreeding(pedigreeWith({ "4.0": "Speedy Crown", "3.4": "Speedy Crown" })).duplicated;
    expect(ancestor.notation).toBe("4×3");
    expect(ancestor.bloodShare).toBeCloseTo(0.0625 + 0.125, 10);
  });

  it("marks a side without the ancestor with a dash", () => {
    const [ancestor] = analyseInbreeding(pedigreeWith({ "3.0": "A", "4.6": "A" })).duplicated;
    expect(ancestor.notation).toBe("3,4×–");
  });

  it("takes the crossing colour of the upstream", () => {
    const pedigree = pedigreeWith({ "3.0": "A", "3.4": "A" });
    pedigree.crossings = [{ name: "A", sireSide: [3], damSide: [3], color: "#e53935" }];
    expect(analyseInbreeding(pedigree).duplicated[0].color).toBe("#e53935");
  });
});

describe("formatShare", () => {
  it("writes Italian percentages with the decimals they need", () => {
    expect(formatShare(0.25)).toBe("25%");
    expect(formatShare(0.03125)).toBe("3,125%");
    expect(formatShare(0.0078125)).toBe("0,78125%");
    expect(formatShare(0)).toBe("0%");
  });
});
