import type { HorseSex } from "../horses/horse";

/** The foal list of one birth year (docs/PRODUCT.md, "Foal list"), or of a foal search. A foal without a public name is UNNAMED_HORSE. */

/** The sale a foal is offered at (its label and colours) and, when the upstream says it, its lot number there. */
export type FoalAuction = { label: string | null; color: string | null; background: string | null; lot?: number | null };

export type FoalListItem = {
  code: string;
  name: string;
  sire: string | null;
  dam: string | null;
  breeder: string | null;
  slug: string | null;
  sex: HorseSex | null;
  birthMonth: number | null;
  /** The foal's file may be visited: its name links to it. */
  visitable: boolean;
  hasVideo: boolean;
  sold: boolean;
  /** At auction, with the auction's label and colours. */
  auction: FoalAuction | null;
};

export type FoalList = {
  foals: FoalListItem[];
  note: string | null;
  /** The upstream accepts new foals now (same section). */
  addingOpen: boolean;
};

export type FoalListQuery = { year: number; withVideo: boolean; fixed: boolean };

export type FoalSex = "femmina" | "maschio";

/** A filly is shown as femmina, anything else as maschio. */
export function foalSex(sex: HorseSex | null | undefined): FoalSex {
  return sex === "F" ? "femmina" : "maschio";
}

export type FoalMarker =
  | { kind: "sold"; label: "Ven." }
  | { kind: "auction"; label: string; color: string | null; background: string | null; lot: number | null }
  | { kind: "none" };

/** A foal is sold, at auction, or neither; sold wins when both are set. */
export function foalMarker(foal: Pick<FoalListItem, "sold" | "auction">): FoalMarker {
  if (foal.sold) return { kind: "sold", label: "Ven." };
  if (foal.auction) {
    return {
      kind: "auction",
      label: foal.auction.label?.trim() || "Asta",
      color: foal.auction.color,
      background: foal.auction.background,
      lot: foal.auction.lot ?? null,
    };
  }
  return { kind: "none" };
}

/** What the list says beside the sale of an auction lot: 'lotto 12'. */
export function auctionLotText(lot: number): string {
  return `lotto ${lot}`;
}

/** Filters the list by the visitor's text, on the foal's name or, when asked, on the sire's name. */
export function filterFoals<T extends Pick<FoalListItem, "name" | "sire">>(foals: readonly T[], text: string, onSire: boolean): T[] {
  const needle = text.trim().toLocaleLowerCase("it-IT");
  if (!needle) return [...foals];
  return foals.filter((foal) => ((onSire ? foal.sire : foal.name) ?? "").toLocaleLowerCase("it-IT").includes(needle));
}

/** The 'Inserisci il tuo puledro' button shows only for the current year and when the server allows it. */
export function showAddFoalButton(list: Pick<FoalList, "addingOpen">, year: number, currentYear: number): boolean {
  return year === currentYear && list.addingOpen;
}
