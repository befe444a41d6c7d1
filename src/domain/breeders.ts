/** A breeder's box on the home page and the boxes view of the breeders list. */
export type BreederBox = {
  id: number;
  name: string;
  image: string | null;
  /** The breeder sheet's slug, or a site path. */
  slug: string;
  foalCount: number | null;
};

export type BreederBoxes = {
  breeders: BreederBox[];
  titleAbove: string | null;
  titleBelow: string | null;
};

export type BreederContact = { name: string | null; phone: string | null; email: string | null; website: string | null };

/** A breeder (docs/PRODUCT.md, "Breeders"); the website gets http:// when missing (see externalLink). */
export type Breeder = {
  id: number;
  name: string;
  address: string | null;
  postalCode: string | null;
  town: string | null;
  province: string | null;
  phone: string | null;
  otherPhone: string | null;
  email: string | null;
  website: string | null;
  banner: string | null;
  image: string | null;
  slug: string | null;
  contacts: BreederContact[];
};

/** A row of the breeders list: the breeder plus foal, sold and video counts. */
export type BreederListItem = {
  id: number;
  name: string;
  slug: string | null;
  town: string | null;
  province: string | null;
  image: string | null;
  foalCount: number;
  soldCount: number;
  videoCount: number;
};
