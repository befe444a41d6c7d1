/** Trotting-API slice for foals, breeders, stallions, for-sale lists, add-a-foal and follow forms. */
export type BreedingTrottingPort = {};
