import { describe, expect, it } from "vitest";
import { horsePagePath, partnerCell, partnerCellKind, partnerRowKey } from "../../../src/domain/partner/partner-table";

describe("partner table columns", () => {
  it("maps the server's fields to the way their cells are written", () => {
    expect(partnerCellKind({ key: "perc", label: "%" })).toBe("percent");
    expect(partnerCellKind({ key: "percPartiti", label: "% partiti" })).toBe("percent");
    expect(partnerCellKind({ key: "Quota", label: "Quota %" })).toBe("percent");
    expect(partnerCellKind({ key: "Vincite", label: "Vincite" })).toBe("money");
    expect(partnerCellKind({ key: "Vincitori", label: "Vincitori" })).toBe("text");
    expect(partnerCellKind({ key: "NomeCavallo", label: "Fattrice" })).toBe("horse");
    expect(partnerCellKind({ key: "Prodotto", label: "Prodotto" })).toBe("horse");
    expect(partnerCellKind({ key: "Anno", label: "Anno" })).toBe("text");
    expect(partnerCellKind({ key: "Fattrice", label: "Fattrice" })).toBe("text");
  });

  it("ends percent cells in ',00%'", () => {
    expect(partnerCell({ perc: 37.5 }, { key: "perc", label: "%" }).text).toBe("38,00%");
    expect(partnerCell({ perc: 0 }, { key: "perc", label: "%" }).text).toBe("0,00%");
    expect(partnerCell({ perc: "12" }, { key: "perc", label: "%" }).text).toBe("12,00%");
    expect(partnerCell({ perc: null }, { key: "perc", label: "%" }).text).toBe("");
    expect(partnerCell({ perc: 12 }, { key: "perc", label: "%" }).numeric).toBe(true);
  });

  it("writes winnings in euro and leaves years and counts as the server sent them", () => {
    expect(partnerCell({ Vincite: 125000 }, { key: "Vincite", label: "Vincite" }).text.replace(/\s/g, " ")).toBe("125.000 €");
    expect(partnerCell({ Anno: 2025 }, { key: "Anno", label: "Anno" })).toEqual({ text: "2025", href: null, numeric: true });
    expect(partnerCell({ Sesso: "F" }, { key: "Sesso", label: "Sesso" })).toEqual({ text: "F", href: null, numeric: false });
    expect(partnerCell({}, { key: "NomeMadre", label: "Madre" }).text).toBe("");
  });

  it("links the row's own horse to its full page, only when the row has a slug", () => {
    const field = { key: "NomeCavallo", label: "Nome" };
    expect(partnerCell({ NomeCavallo: "Zefiro Grif", slug: "101-zefiro-grif" }, field).href).toBe("/cavalli/101-zefiro-grif");
    expect(partnerCell({ NomeCavallo: "Zefiro Grif" }, field).href).toBeNull();
    expect(partnerCell({ NomeMadre: "Ada", slug: "101-zefiro-grif" }, { key: "NomeMadre", label: "Madre" }).href).toBeNull();
    expect(horsePagePath("101-zefiro-grif")).toBe("/cavalli/101-zefiro-grif");
  });

  it("keys rows by horse code or year, unique even when the server repeats one", () => {
    expect(partnerRowKey({ CodiceCavallo: "101" }, 0)).toBe("101-0");
    expect(partnerRowKey({ Anno: 2024 }, 3)).toBe("2024-3");
    expect(partnerRowKey({}, 4)).toBe("4");
  });
});
