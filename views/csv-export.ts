import { stringify } from "csv-stringify/sync";
import { italianDecimal, type ExportTable } from "../src/domain/export/table-export";
import { isUpstreamError } from "../src/ports/upstream-error";

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

/** Text a spreadsheet would run as a formula ('=…', '+…', '@…') starts with an apostrophe instead. */
function defused(text: string): string {
  return /^[=+@\t\r]/.test(text) ? `'${text}` : text;
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

/**
 * A file answer's loader (CSV, calendar): what would be the 404 page of a table page (a bad
 * parameter, an unknown subject) is a short Italian text with the same status, never a JSON
 * string; an upstream that fails is a 503 the client may retry, never a stack trace.
 */
export function fileLoader<Args>(load: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await load(args);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
      if (refusal.status === 503) headers["Retry-After"] = "60";
      return new Response(`${refusal.message}\n`, { status: refusal.status, headers });
    }
  };
}

function refusalOf(error: unknown): { status: number; message: string } | null {
  if (isUpstreamError(error, "not-found")) return { status: 404, message: "Pagina non trovata" };
  if (isUpstreamError(error)) return { status: 503, message: "Dati momentaneamente non disponibili, riprovare più tardi." };
  if (isDataWithStatus(error) && error.init.status >= 400 && error.init.status < 500) {
    return { status: error.init.status, message: typeof error.data === "string" ? error.data : "Richiesta non valida" };
  }
  if (error instanceof Response && error.status >= 400 && error.status < 500) return { status: error.status, message: "Richiesta non valida" };
  return null;
}

function isDataWithStatus(error: unknown): error is { data: unknown; init: { status: number } } {
  if (typeof error !== "object" || error === null || !("init" in error) || !("data" in error)) return false;
  const init = (error as { init: unknown }).init;
  return typeof init === "object" && init !== null && typeof (init as { status?: unknown }).status === "number";
}
