import { stringify } from "csv-stringify/sync";
import { italianDecimal, type ExportTable } from "~/src/domain/export/table-export";

/**
 * The CSV Italian spreadsheets open as they are: UTF-8 with a BOM (so accents survive),
 * ';' between fields (',' is the decimal mark), numbers with a decimal comma, and
 * csv-stringify's quoting for fields holding ';', quotes or line breaks.
 */
export function toItalianCsv(table: ExportTable): string {
  return stringify([table.header, ...table.rows], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    // Rows end in CRLF; a bare line break inside a field must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { number: italianDecimal, string: defused },
  });
}

/**
 * Text a spreadsheet would run as a formula starts with an apostrophe instead: a first character of
 * '=', '+', '-', '@', tab, carriage return (OWASP, CSV Injection), line feed or NUL. Only text is
 * touched: a number is written as a number (cast.number), so -2 stays a figure, while the text
 * "-2+3+cmd|' /C calc'!A0" is read as text.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r\n\0]/.test(text) ? `'${text}` : text;
}

/** A CSV download of a table, cached like the pages (the data behind it are the same). */
export function csvResponse(table: ExportTable): Response {
  return new Response(toItalianCsv(table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${table.name}.csv"`,
      "Cache-Control": "private, no-cache",
    },
  });
}
