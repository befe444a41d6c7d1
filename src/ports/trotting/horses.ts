/** Trotting-API slice for horse files, profiles, pedigrees, female lines, searches, mating hypothesis. */
export type HorsesTrottingPort = {};
