/**
 * What `npm run bench` prints (scripts/bench.ts): the warm pages'
 * table, and the machine the figures were measured on.
 */
import os from "node:os";
import type { LoadFigures } from "./probes";

export type Row = {
  page: { name: string; path: string };
  status: number;
  sulky?: LoadFigures;
  ceiling?: LoadFigures;
  floor?: { perSecond: number; bytes: number; markupBytes: number };
};

/** The warm pages against their ceiling and floor, each row checked against the warm targets (docs/PERFORMANCE.md). */
export function table(rows: Row[], target: { warmRatio: number; warmP99Ms: number }): string {
  const header = [
    "pagina",
    "stato",
    "Sulky req/s",
    "p50",
    "p99",
    "soffitto req/s",
    "p50",
    "pavimento render/s",
    "Sulky/soffitto",
    "Sulky/pavimento",
    "HTML (senza CSS)",
    "obiettivi",
  ];
  const lines = rows.map((row) => {
    if (!row.sulky || !row.ceiling || !row.floor)
      return [row.page.name, String(row.status), "—", "—", "—", "—", "—", "—", "—", "—", "—", "—"];
    const met =
      row.sulky.rps / row.ceiling.rps >= target.warmRatio && row.sulky.p99 <= target.warmP99Ms && row.sulky.errors + row.sulky.non2xx === 0;
    const errors = (figures: LoadFigures) =>
      figures.errors + figures.non2xx > 0 ? ` (${figures.errors} err, ${figures.non2xx} non-2xx)` : "";
    return [
      row.page.name,
      String(row.status),
      `${Math.round(row.sulky.rps)}${errors(row.sulky)}`,
      `${row.sulky.p50} ms`,
      `${row.sulky.p99} ms`,
      `${Math.round(row.ceiling.rps)}${errors(row.ceiling)}`,
      `${row.ceiling.p50} ms`,
      String(Math.round(row.floor.perSecond)),
      ratio(row.sulky.rps, row.ceiling.rps),
      ratio(row.sulky.rps, row.floor.perSecond),
      `${Math.round(row.floor.bytes / 1024)} KB (${Math.round(row.floor.markupBytes / 1024)})`,
      check(met),
    ];
  });
  return markdownTable(header, lines);
}

/** A Markdown table, columns padded to their widest cell: the first aligned left, the others right. */
export function markdownTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}

export const check = (met: boolean) => (met ? "✓" : "✗ NON RAGGIUNTO");

export const ratio = (value: number, reference: number) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : "—");
export const ms = (value: number) => `${Math.round(value)} ms`;

export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  return `Macchina: ${cpus.length} core (${cpus[0]?.model.trim() ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}, carico medio ${load}`;
}
