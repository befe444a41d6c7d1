import { createRequire } from "node:module";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const config = require("../../.dependency-cruiser.cjs");

async function violationsIn(baseDir: string, roots: string[]) {
  const result = await cruise(roots, { validate: true, ruleSet: { forbidden: config.forbidden }, baseDir, tsPreCompilationDeps: true });
  const output = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
}

describe("dependency rules", () => {
  it("flag a domain module or a view that imports an adapter", async () => {
    const fixture = path.resolve(import.meta.dirname, "fixtures/layered");
    const violations = await violationsIn(fixture, ["src", "views", "adapters"]);
    expect(violations).toContain("domain-is-pure: src/domain/rule.ts → adapters/client.ts");
    expect(violations).toContain("views-never-import-adapters-or-server: views/page.ts → adapters/client.ts");
    expect(violations).toContain("only-composition-root-imports-adapters: views/page.ts → adapters/client.ts");
  });
});
