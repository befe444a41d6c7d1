import { describe, expect, it } from "vitest";
import { auctionLotText, filterFoals, foalMarker, foalSex, showAddFoalButton } from "~/src/domain/breeding/foals";

const foal = { name: "Zefiro Grif", sire: "Varenne", slug: "103381-zefiro-grif", visitable: true };

describe("foal list rules", () => {
  it("shows a filly as femmina and anything else as maschio", () => {
    expect(foalSex("F")).toBe("femmina");
    expect(foalSex("M")).toBe("maschio");
    expect(foalSex("C")).toBe("maschio");
    expect(foalSex(null)).toBe("maschio");
  });

  it("marks a sold foal 'Ven.', an auction with the server's label and colours, else nothing", () => {
    expect(foalMarker({ sold: true, auction: null })).toEqual({ kind: "sold", label: "Ven." });
    expect(foalMarker({ sold: false, auction: { label: "Asta Vinovo", color: "#fff", background: "#b71c1c" } })).toEqual({
      kind: "auction",
      label: "Asta Vinovo",
      color: "#fff",
      background: "#b71c1c",
      lot: null,
    });
    expect(foalMarker({ sold: false, auction: { label: null, color: null, background: null } })).toEqual({
      kind: "auction",
      label: "Asta",
      color: null,
      background: null,
      lot: null,
    });
    expect(foalMarker({ sold: false, auction: { label: "Asta ITS", color: null, background: null, lot: 12 } })).toMatchObject({
      kind: "auction",
      lot: 12,
    });
    expect(auctionLotText(12)).toBe("lotto 12");
    expect(foalMarker({ sold: true, auction: { label: "Asta", color: null, background: null } }).kind).toBe("sold");
    expect(foalMarker({ sold: false, auction: null })).toEqual({ kind: "none" });
  });

  it("filters by name, or by the sire's name when asked, ignoring case", () => {
    const foals = [foal, { name: "Zagara Bi", sire: "Ready Cash" }];
    expect(filterFoals(foals, "ZEF", false)).toHaveLength(1);
    expect(filterFoals(foals, "ready", false)).toHaveLength(0);
    expect(filterFoals(foals, "ready", true)).toEqual([foals[1]]);
    expect(filterFoals(foals, "  ", true)).toHaveLength(2);
  });

  it("offers 'Inserisci il tuo puledro' only for the current year when adding is open", () => {
    expect(showAddFoalButton({ addingOpen: true }, 2026, 2026)).toBe(true);
    expect(showAddFoalButton({ addingOpen: true }, 2025, 2026)).toBe(false);
    expect(showAddFoalButton({ addingOpen: false }, 2026, 2026)).toBe(false);
  });
});
