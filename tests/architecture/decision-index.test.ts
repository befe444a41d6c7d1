import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/README.md lists every decision record with its date and status (docs/decisions/README.md). */

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, "README.md"), "utf8");
/** The index's lines: number, link target, date, status. */
const rows = [...index.matchAll(/^- \[(\d{3}) [^\]]+\]\(([^)]+)\): (\d{4}-\d\d-\d\d), (.+)$/gm)].map((match) => ({
  number: match[1]!,
  file: match[2]!,
  date: match[3]!,
  status: match[4]!.trim(),
}));

describe("decision records", () => {
  it.each(records)("%s opens with a date and a status line", (name) => {
    const head = readFileSync(path.join(folder, name), "utf8").split("\n").slice(0, 8).join("\n");
    expect(head).toMatch(/^(?:- )?Date: \d{4}-\d\d-\d\d/m);
    expect(head).toMatch(/^(?:- )?Status: \S/m);
  });

  it("are each listed once in the index, in order, with the date they were first written", () => {
    expect(rows.map((row) => row.file)).toEqual(records);
    for (const row of rows) {
      expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
      const head = readFileSync(path.join(folder, row.file), "utf8").split("\n").slice(0, 8).join("\n");
      expect(head, `${row.file}: the index's date appears in its Date line`).toMatch(new RegExp(`Date: .*${row.date}`));
      expect(row.status).not.toBe("");
    }
  });
});
