import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.join(import.meta.dirname, "fixtures/imports/cross-root.ts");

async function aliasFindings(code: string, asFile: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asFile) });
  return result.messages.filter((message) => message.ruleId === "sulky/alias-across-roots");
}

describe("imports across top-level folders use the ~/ alias (eslint.config.js)", () => {
  it("reports a relative import that leaves views/ for src/, and rewrites it with the alias", async () => {
    const code = readFileSync(fixture, "utf8");
    const findings = await aliasFindings(code, "views/components/fixture.ts");
    expect(findings.map((finding) => [finding.line, finding.message])).toEqual([
      [4, "Import from another top-level folder through the alias: '~/src/domain/format'."],
      [7, "Import from another top-level folder through the alias: '~/src/ports/upstream-error'."],
    ]);
    const eslint = new ESLint({ cwd: root, fix: true });
    const [fixed] = await eslint.lintText(code, { filePath: path.join(root, "views/components/fixture.ts") });
    expect(fixed.output).toContain('from "~/src/domain/format"');
    expect(fixed.output).toContain('from "~/src/ports/upstream-error"');
    expect(fixed.output).toContain('from "../route-errors"');
  }, 60_000);

  it("leaves relative imports inside one top-level folder alone", async () => {
    // The same text inside src/ climbs only within src/.
    expect(await aliasFindings(readFileSync(fixture, "utf8"), "src/application/races/fixture.ts")).toEqual([]);
  }, 60_000);
});
