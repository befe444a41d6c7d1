/**
 * Tables as CSV files (docs/ARCHITECTURE.md, "Files besides pages"): a table page asked
 * `?formato=csv` is answered by the export route under the same path below /esporta/csv.
 */
export const CSV_EXPORT_PREFIX = "/esporta/csv";

/** The query that asks a table page for its CSV. */
export const CSV_FORMAT_PARAM = "formato";
const CSV_FORMAT_VALUE = "csv";

/** The export route that answers a table page's address asked `?formato=csv`, or null when it is not such a request. */
export function csvExportPathname(pathname: string, format: unknown): string | null {
  return format === CSV_FORMAT_VALUE && !pathname.startsWith(CSV_EXPORT_PREFIX) ? CSV_EXPORT_PREFIX + pathname : null;
}

/** The link to a page's CSV: the page's own address and query with `formato=csv` added. */
export function csvExportHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(CSV_FORMAT_PARAM, CSV_FORMAT_VALUE);
  return `${pathname}?${params.toString()}`;
}
