export type BreederBox = {
  id: number;
  Nome: string;
  img_path?: string | null;
  slug: string;
  puledri?: number | null;
};

export type BreederBoxes = {
  breeders: BreederBox[];
  aboveTitle?: string | null;
  belowTitle?: string | null;
};

/** A breeder (§3); Link gets http:// when missing (see externalLink). */
export type Breeder = {
  id: number;
  Nome: string;
  indirizzo?: string | null;
  CAP?: string | null;
  citta?: string | null;
  provincia?: string | null;
  telefono1?: string | null;
  telefono2?: string | null;
  email?: string | null;
  Link?: string | null;
  big_banner?: string | null;
  img_path?: string | null;
  slug?: string | null;
  contacts?: BreederContact[] | null;
};

export type BreederContact = { name?: string | null; phone?: string | null; email?: string | null; website?: string | null };

/** A row of the breeders list: the breeder plus foal, sold and video counts. */
export type BreederListItem = {
  id: number;
  Nome: string;
  slug?: string | null;
  citta?: string | null;
  provincia?: string | null;
  img_path?: string | null;
  puledri: number;
  sold: number;
  videos: number;
};
