import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No source file over 400 lines without a written reason (docs/ARCHITECTURE.md, "Names and
 * files"). A long file usually does several jobs, and then each is harder to find and to change:
 * split it into files with one job each. When the length is the job (a data table, one
 * endpoint family's schemas), say so in one comment line at its top, within its first five lines:
 * `// Long file: <why>` (in a stylesheet the same words in a CSS comment, in a shell script after `#`).
 */

const root = path.resolve(import.meta.dirname, "../..");
export const MAX_LINES = 400;
const FOLDERS = ["src", "views", "adapters", "fake-upstreams", "scripts", "peers"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|php|sh)$/;
/** A reason of a few words at least, after the marker, on one comment line. */
const REASON = /^\s*(?:\/\/|\/\*+|\*|#)\s*Long file: \S.{15,}/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return ["node_modules", "build"].includes(entry.name) || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Files longer than `limit` lines whose first five lines give no reason: `file (lines)`. */
export function longFilesWithoutReason(files: string[], limit = MAX_LINES): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const lines = lineCount(text);
    if (lines <= limit) return [];
    const reasoned = text.split("\n", 5).some((line) => REASON.test(line));
    return reasoned ? [] : [`${path.relative(root, file)} (${lines})`];
  });
}

describe("source files over 400 lines", () => {
  it("each carry a written reason, or are split into files with one job each", () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(500);
    expect(longFilesWithoutReason(files)).toEqual([]);
  });

  it("fire on a long file without a reason, with an empty one or with one at its end, and not on a reasoned or a short one", () => {
    const fixtures = sourceFiles(path.join(root, "tests/architecture/fixtures/long-files"));
    expect(fixtures).toHaveLength(5);
    expect(longFilesWithoutReason(fixtures, 10).sort()).toEqual([
      "tests/architecture/fixtures/long-files/empty-reason.css (13)",
      "tests/architecture/fixtures/long-files/reason-too-late.ts (11)",
      "tests/architecture/fixtures/long-files/without-reason.ts (11)",
    ]);
  });
});
