/** For-sale lists (docs/PRODUCT.md, "Horses for sale and stallions"): mares, carats (shares of a horse) and trainees. */
export type ForSaleItem = { name: string; slug: string; sold: boolean };

/** The three lists. */
export type ForSaleKind = "fattrici" | "carature" | "puledri";

export const FOR_SALE_TITLES: Record<ForSaleKind, string> = {
  fattrici: "Fattrici in vendita",
  carature: "Carature in vendita",
  puledri: "Puledri in vendita",
};

/** Rows shown while a client navigation loads a for-sale list (docs/PRODUCT.md, "Across the site"). */
export const FOR_SALE_SKELETON_ROWS = 25;
