import type { Random } from "../../shared/prng";

/**
 * Coat colours by inheritance. Each horse carries two alleles at five loci; its coat is what they
 * show, and a foal takes one allele of each locus from each parent (Mendel), so a colour appears
 * only when the parents can pass it on:
 * - Grey (G) is dominant and masks every other colour: a grey foal has a grey parent.
 * - Roan (Rn) is dominant too, and nearly unknown among trotters: a roan foal has a roan parent.
 * - Extension (E): two recessive e make a chestnut, so chestnut × chestnut gives chestnut.
 * - Agouti (A): on a black base, two recessive a make a black, one A a bay; black × black gives no bay.
 * - A dominant darkening modifier (D) makes a bay a dark bay ("baio scuro").
 * The allele frequencies of the foundation stock give the trotter's usual mix: bay and dark bay
 * most of the breed, then black, chestnut, a few greys, hardly any roan.
 */

/** Dominant alleles (0, 1 or 2) per locus, two bits each. */
const LOCI = { extension: 0, agouti: 2, grey: 4, roan: 6, dark: 8 } as const;
type Locus = keyof typeof LOCI;

/** Frequency of the dominant allele of each locus in the foundation stock. */
const DOMINANT_FREQUENCY: Record<Locus, number> = {
  extension: 0.72,
  agouti: 0.7,
  grey: 0.002,
  roan: 0.0006,
  dark: 0.2,
};

export const COAT = {
  bay: "baio",
  darkBay: "baio scuro",
  black: "morello",
  chestnut: "sauro",
  grey: "grigio",
  roan: "roano",
} as const;

const count = (genes: number, locus: Locus) => (genes >> LOCI[locus]) & 3;

export function coatOfGenes(genes: number): string {
  if (count(genes, "grey") > 0) return COAT.grey;
  if (count(genes, "roan") > 0) return COAT.roan;
  if (count(genes, "extension") === 0) return COAT.chestnut;
  if (count(genes, "agouti") === 0) return COAT.black;
  return count(genes, "dark") > 0 ? COAT.darkBay : COAT.bay;
}

/** Genes drawn from the foundation stock's allele frequencies. */
export function randomGenes(random: Random): number {
  let genes = 0;
  for (const locus of Object.keys(LOCI) as Locus[]) {
    const alleles = Number(random.chance(DOMINANT_FREQUENCY[locus])) + Number(random.chance(DOMINANT_FREQUENCY[locus]));
    genes |= alleles << LOCI[locus];
  }
  return genes;
}

/** Genes of a horse whose coat the records give (a founder): the stock's genes that show that coat. */
export function genesForCoat(random: Random, coat: string): number {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const genes = randomGenes(random);
    if (coatOfGenes(genes) === coat) return genes;
  }
  // a colour the stock almost never shows (roan): one dominant allele on a bay base
  const locus = coat === COAT.grey ? "grey" : "roan";
  return (2 << LOCI.extension) | (2 << LOCI.agouti) | (1 << LOCI[locus]);
}

/** A foal's genes: one allele of each locus from each parent. */
export function inheritGenes(random: Random, sire: number, dam: number): number {
  let genes = 0;
  for (const locus of Object.keys(LOCI) as Locus[]) {
    const fromSire = Number(random.chance(count(sire, locus) / 2));
    const fromDam = Number(random.chance(count(dam, locus) / 2));
    genes |= (fromSire + fromDam) << LOCI[locus];
  }
  return genes;
}

/** Coats the rules forbid for a foal of these parents (what the world invariants check from coats alone). */
export function impossibleCoat(foal: string, sire: string, dam: string): string | null {
  if (foal === COAT.grey && sire !== COAT.grey && dam !== COAT.grey) return "grigio senza un genitore grigio";
  if (foal === COAT.roan && sire !== COAT.roan && dam !== COAT.roan) return "roano senza un genitore roano";
  if (sire === COAT.chestnut && dam === COAT.chestnut && foal !== COAT.chestnut) return "sauro × sauro dà solo sauri";
  const bay = foal === COAT.bay || foal === COAT.darkBay;
  if (bay && sire === COAT.black && dam === COAT.black) return "morello × morello non dà bai";
  return null;
}
