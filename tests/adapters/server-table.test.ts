import { describe, expect, it } from "vitest";
import { serverTable } from "~/adapters/trotting/schemas/common";

/** Each upstream key with the kind of the column read from it (the columns keep the fields' order). */
const kinds = (fields: { id: string; label: string }[], rows: Record<string, unknown>[] = []) =>
  Object.fromEntries(serverTable(fields, rows).columns.map((column, index) => [fields[index].id, column.kind]));

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
      { c1: 3, c2: 15400 },
      { c1: 4, c2: 200 },
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
    expect(table.columns).toEqual([{ id: "c1", label: "Nome", kind: "horse" }]);
    expect(table.rows).toEqual([{ cells: { c1: "Zefiro Grif" }, horseCode: "101", horseSlug: "101-zefiro-grif" }]);
  });

  it("knows its columns by Sulky's own ids, never by the upstream's keys, Sulky's added columns included", () => {
    const table = serverTable(
      [{ id: "NomeCavallo", label: "Prodotto" }],
      [{ NomeCavallo: "Alba", telefono: "333 1234567" }],
      [{ from: "telefono", label: "Contatto", kind: "phone" }],
    );
    expect(table.columns).toEqual([
      { id: "c1", label: "Prodotto", kind: "horse" },
      { id: "c2", label: "Contatto", kind: "phone" },
    ]);
    expect(table.rows[0].cells).toEqual({ c1: "Alba", c2: "333 1234567" });
  });
});
