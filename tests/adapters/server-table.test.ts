import { describe, expect, it } from "vitest";
import { serverTable } from "~/adapters/trotting/schemas/common";

const kinds = (fields: { id: string; label: string }[], rows: Record<string, unknown>[] = []) =>
  Object.fromEntries(serverTable(fields, rows).columns.map((column) => [column.id, column.kind]));

describe("a table the upstream lays out, read into column kinds", () => {
  it("knows each column by what its key and label say", () => {
    expect(
      kinds([
        { id: "perc", label: "%" },
        { id: "percPartiti", label: "% partiti" },
        { id: "Quota", label: "Quota %" },
        { id: "Vincite", label: "Vincite" },
        { id: "NomeCavallo", label: "Fattrice" },
        { id: "Prodotto", label: "Prodotto" },
        { id: "telefono", label: "Contatto" },
        { id: "Anno", label: "Anno" },
        { id: "Fattrice", label: "Fattrice" },
      ]),
    ).toEqual({
      perc: "percent",
      percPartiti: "percent",
      Quota: "percent",
      Vincite: "money",
      NomeCavallo: "horse",
      Prodotto: "horse",
      telefono: "phone",
      Anno: "year",
      Fattrice: "text",
    });
  });

  it("calls a column of figures a number column, numeric text included, and reads that text as numbers", () => {
    const table = serverTable(
      [
        { id: "Vincitori", label: "Vincitori" },
        { id: "Vincite", label: "Vincite" },
      ],
      [
        { Vincitori: 3, Vincite: "15400" },
        { Vincitori: "4", Vincite: 200 },
      ],
    );
    expect(table.columns.map((column) => column.kind)).toEqual(["number", "money"]);
    expect(table.rows.map((row) => row.cells)).toEqual([
      { Vincitori: 3, Vincite: 15400 },
      { Vincitori: 4, Vincite: 200 },
    ]);
  });

  it("leaves out a column that is not a scalar (an object-valued extra column) and keeps each row's horse", () => {
    const table = serverTable(
      [
        { id: "NomeCavallo", label: "Nome" },
        { id: "meta", label: "Dati" },
      ],
      [{ NomeCavallo: "Zefiro Grif", slug: "101-zefiro-grif", CodiceCavallo: 101, meta: { a: 1 }, extra: [1, 2] }],
    );
    expect(table.columns.map((column) => column.id)).toEqual(["NomeCavallo"]);
    expect(table.rows).toEqual([{ cells: { NomeCavallo: "Zefiro Grif" }, horseCode: "101", horseSlug: "101-zefiro-grif" }]);
  });
});
