/** For-sale lists (docs/PRODUCT.md, "Horses for sale and stallions"): mares, carats (shares of a horse) and trainees. */
export type ForSaleItem = { name: string; slug: string; sold: boolean };

/** A row of a for-sale list with what a buyer asks first, from the horse's file: sire, dam and age. */
export type ForSaleRow = ForSaleItem & { sire: string | null; dam: string | null; birthYear: number | null; age: number | null };

/** A trotter's age counts from the year of birth (every horse turns one year older on 1 January). */
export function ageInYear(birthYear: number | null, year: number): number | null {
  return birthYear !== null && birthYear <= year ? year - birthYear : null;
}

/** The three lists. */
export type ForSaleKind = "fattrici" | "carature" | "puledri";

export const FOR_SALE_TITLES: Record<ForSaleKind, string> = {
  fattrici: "Fattrici in vendita",
  carature: "Carature in vendita",
  puledri: "Puledri in vendita",
};

/** Rows shown while a client navigation loads a for-sale list (docs/PRODUCT.md, "Across the site"). */
export const FOR_SALE_SKELETON_ROWS = 25;
