/** Foal list of GET /api/v2/puledri and POST /api/v2/ricerca/puledri (§2.5, §3). */

export type FoalListItem = {
  CodiceCavallo: string;
  NomeCavallo: string;
  NomePadre?: string | null;
  NomeMadre?: string | null;
  Allevamento?: string | null;
  slug: string;
  /** 'f' for a filly; anything else is a colt. */
  Sesso: string;
  Mese?: number | null;
  Visitabile: boolean;
  hasVideo: boolean;
  is_sold: boolean;
  is_auction: boolean;
  auct_name?: string | null;
  auct_color?: string | null;
  auct_bgcolor?: string | null;
};

export type FoalList = {
  puledri: FoalListItem[];
  text?: string | null;
  addFoalActive: boolean;
};

export type FoalListQuery = { year: number; wvideo: boolean; fixed: boolean };

export type FoalSex = "femmina" | "maschio";

/** §3: 'f' is shown as femmina, anything else as maschio. */
export function foalSex(sesso: string | null | undefined): FoalSex {
  return (sesso ?? "").trim().toLowerCase() === "f" ? "femmina" : "maschio";
}

export type FoalMarker =
  | { kind: "sold"; label: "Ven." }
  | { kind: "auction"; label: string; color: string | null; background: string | null }
  | { kind: "none" };

/** §4: a foal is sold, at auction, or neither; sold wins when both are set. */
export function foalMarker(foal: Pick<FoalListItem, "is_sold" | "is_auction" | "auct_name" | "auct_color" | "auct_bgcolor">): FoalMarker {
  if (foal.is_sold) return { kind: "sold", label: "Ven." };
  if (foal.is_auction) {
    return { kind: "auction", label: foal.auct_name?.trim() || "Asta", color: foal.auct_color ?? null, background: foal.auct_bgcolor ?? null };
  }
  return { kind: "none" };
}

/** The foal's name links to its file only when the server says it is visitable. */
export function foalLink(foal: Pick<FoalListItem, "Visitabile" | "slug">): string | null {
  return foal.Visitabile && foal.slug ? `/trotto/puledri/${foal.slug}` : null;
}

/** Filters the list by the visitor's text, on the foal's name or, when asked, on the father's name. */
export function filterFoals<T extends Pick<FoalListItem, "NomeCavallo" | "NomePadre">>(foals: readonly T[], text: string, onFather: boolean): T[] {
  const needle = text.trim().toLocaleLowerCase("it-IT");
  if (!needle) return [...foals];
  return foals.filter((foal) => ((onFather ? foal.NomePadre : foal.NomeCavallo) ?? "").toLocaleLowerCase("it-IT").includes(needle));
}

/** The 'Inserisci il tuo puledro' button shows only for the current year and when the server allows it. */
export function showAddFoalButton(list: Pick<FoalList, "addFoalActive">, year: number, currentYear: number): boolean {
  return year === currentYear && list.addFoalActive;
}
