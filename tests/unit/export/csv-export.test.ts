import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { exportFileName, italianDecimal, placingCell } from "~/src/domain/export/table-export";
import { csvExportHref, csvExportPathname } from "~/src/urls/files";
import { csvResponse, toItalianCsv } from "~/views/csv-export.server";

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

  it("exports a placing as the number of the place, 'n.p.' as text, nothing when unknown, so that 10 sorts after 2", () => {
    expect([1, 2, 10, 30].map(placingCell)).toEqual([1, 2, 10, 30]);
    expect(placingCell(31)).toBe("n.p.");
    expect(placingCell(0)).toBe("n.p.");
    expect(placingCell(null)).toBeNull();
    expect(placingCell(Number.NaN)).toBeNull();
    const csv = toItalianCsv({ name: "arrivi", header: ["Piazzamento"], rows: [[placingCell(10)], [placingCell(2)], [placingCell(99)]] });
    expect(csv).toBe("\uFEFFPiazzamento\r\n10\r\n2\r\nn.p.\r\n");
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

  it("neutralises every cell a spreadsheet would run as a formula (OWASP), and keeps negative numbers numbers", () => {
    const hostile = ["-2+3+cmd|' /C calc'!A0", "+39 333 1234567", "=1+1", "@SUM(A1)", "\t=1+1", "\r=1+1", "-", "Varenne"];
    const csv = toItalianCsv({ name: "prova", header: ["Testo", "Numero"], rows: hostile.map((text, index) => [text, -index - 0.5]) });
    const rows = parse(csv, { bom: true, delimiter: ";", relax_quotes: true }) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      "'-2+3+cmd|' /C calc'!A0",
      "'+39 333 1234567",
      "'=1+1",
      "'@SUM(A1)",
      "'\t=1+1",
      "'\r=1+1",
      "'-",
      "Varenne",
    ]);
    // Figures are written as figures: -0,5 is a negative number, not text.
    expect(rows.slice(1).map((row) => row[1])).toEqual(["-0,5", "-1,5", "-2,5", "-3,5", "-4,5", "-5,5", "-6,5", "-7,5"]);
  });

  it("answers as a UTF-8 CSV attachment named after the table", async () => {
    const response = csvResponse(table);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="prova.csv"');
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
