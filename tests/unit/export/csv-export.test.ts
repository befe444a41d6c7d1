import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { exportFileName, italianDecimal } from "~/src/domain/export/table-export";
import { csvExportHref, csvExportPathname } from "~/src/urls/files";
import { csvResponse, toItalianCsv } from "~/views/csv-export";

describe("table export rules", () => {
  it("sends a table page asked ?formato=csv to its export route, and nothing else", () => {
    expect(csvExportPathname("/trotto/classifiche/stalloni", "csv")).toBe("/esporta/csv/trotto/classifiche/stalloni");
    expect(csvExportPathname("/trotto/classifiche/stalloni", "pdf")).toBeNull();
    expect(csvExportPathname("/trotto/classifiche/stalloni", ["csv", "csv"])).toBeNull();
    expect(csvExportPathname("/esporta/csv/trotto/classifiche/stalloni", "csv")).toBeNull();
  });

  it("writes numbers with the Italian decimal comma and no thousands separator", () => {
    expect(italianDecimal(12.5)).toBe("12,5");
    expect(italianDecimal(1234567)).toBe("1234567");
    expect(italianDecimal(33.3333)).toBe("33,33");
    expect(italianDecimal(-0.5)).toBe("-0,5");
    expect(italianDecimal(Number.NaN)).toBe("");
  });

  it("names files from their words, accents and punctuation dropped", () => {
    expect(exportFileName("Classifica", "Cavalli più vincenti", 2026)).toBe("classifica-cavalli-piu-vincenti-2026");
    expect(exportFileName("Arrivi", "Sant'Artemio", null, "")).toBe("arrivi-sant-artemio");
    expect(exportFileName("???")).toBe("tabella");
  });

  it("adds formato=csv to the page's own query", () => {
    expect(csvExportHref("/trotto/puledri", "?year=2025&wvideo=1")).toBe("/trotto/puledri?year=2025&wvideo=1&formato=csv");
    expect(csvExportHref("/trotto/allevatori", "")).toBe("/trotto/allevatori?formato=csv");
  });
});

describe("Italian CSV", () => {
  const table = {
    name: "prova",
    header: ["Nome", "Vincite", "%"],
    rows: [
      ["Uno; due", 1500, 12.5],
      ['Il "Campione"', null, 0],
      ["Riga\nspezzata", 7, undefined],
      ['=HYPERLINK("x")', 1, 1],
    ],
  };

  it("starts with a BOM, separates with ';', quotes what needs quoting and ends rows in CRLF", () => {
    const csv = toItalianCsv(table);
    expect(csv.startsWith("\uFEFFNome;Vincite;%\r\n")).toBe(true);
    expect(csv).toContain('"Uno; due";1500;12,5\r\n');
    expect(csv).toContain('"Il ""Campione""";;0\r\n');
    expect(csv).toContain('"Riga\nspezzata";7;\r\n');
  });

  it("reads back, with an independent parser, as the same table", () => {
    const rows = parse(toItalianCsv(table), { bom: true, delimiter: ";" }) as string[][];
    expect(rows).toEqual([
      ["Nome", "Vincite", "%"],
      ["Uno; due", "1500", "12,5"],
      ['Il "Campione"', "", "0"],
      ["Riga\nspezzata", "7", ""],
      ['\'=HYPERLINK("x")', "1", "1"],
    ]);
  });

  it("answers as a UTF-8 CSV attachment named after the table", async () => {
    const response = csvResponse(table);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="prova.csv"');
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
