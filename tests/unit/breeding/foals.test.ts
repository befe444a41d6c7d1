import { describe, expect, it } from "vitest";
import { filterFoals, foalLink, foalMarker, foalSex, showAddFoalButton } from "../../../src/domain/breeding/foals";

const foal = { NomeCavallo: "Zefiro Grif", NomePadre: "Varenne", slug: "103381-zefiro-grif", Visitabile: true };
const market = { is_sold: false, is_auction: false, auct_name: null, auct_color: null, auct_bgcolor: null };

describe("foal list rules", () => {
  it("shows sex f as femmina and anything else as maschio", () => {
    expect(foalSex("f")).toBe("femmina");
    expect(foalSex("F")).toBe("femmina");
    expect(foalSex("m")).toBe("maschio");
    expect(foalSex("c")).toBe("maschio");
    expect(foalSex("")).toBe("maschio");
    expect(foalSex(null)).toBe("maschio");
  });

  it("marks a sold foal 'Ven.', an auction with the server's label and colours, else nothing", () => {
    expect(foalMarker({ ...market, is_sold: true })).toEqual({ kind: "sold", label: "Ven." });
    expect(foalMarker({ ...market, is_auction: true, auct_name: "Asta Vinovo", auct_color: "#fff", auct_bgcolor: "#b71c1c" })).toEqual({
      kind: "auction",
      label: "Asta Vinovo",
      color: "#fff",
      background: "#b71c1c",
    });
    expect(foalMarker({ ...market, is_sold: true, is_auction: true, auct_name: "Asta" }).kind).toBe("sold");
    expect(foalMarker(market)).toEqual({ kind: "none" });
  });

  it("links the name only when the foal is visitable", () => {
    expect(foalLink(foal)).toBe("/trotto/puledri/103381-zefiro-grif");
    expect(foalLink({ ...foal, Visitabile: false })).toBeNull();
  });

  it("filters by name, or by the father's name when asked, ignoring case", () => {
    const foals = [foal, { NomeCavallo: "Zagara Bi", NomePadre: "Ready Cash" }];
    expect(filterFoals(foals, "ZEF", false)).toHaveLength(1);
    expect(filterFoals(foals, "ready", false)).toHaveLength(0);
    expect(filterFoals(foals, "ready", true)).toEqual([foals[1]]);
    expect(filterFoals(foals, "  ", true)).toHaveLength(2);
  });

  it("offers 'Inserisci il tuo puledro' only for the current year when adding is active", () => {
    expect(showAddFoalButton({ addFoalActive: true }, 2026, 2026)).toBe(true);
    expect(showAddFoalButton({ addFoalActive: true }, 2025, 2026)).toBe(false);
    expect(showAddFoalButton({ addFoalActive: false }, 2026, 2026)).toBe(false);
  });
});
