import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const config = require("../../.dependency-cruiser.cjs");
const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(import.meta.dirname, "fixtures/layered");

async function violationsIn(baseDir: string, roots: string[]) {
  const result = await cruise(roots, {
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir,
    tsPreCompilationDeps: true,
    doNotFollow: config.options.doNotFollow,
  });
  const output = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  // A package resolved from the fixture lies outside it (in a worktree, behind a symlinked node_modules):
  // keep the part from node_modules/ on.
  const within = (to: string) => (to.includes("node_modules/") ? to.slice(to.indexOf("node_modules/")) : to.replace(/^(\.\.\/)+/, ""));
  return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${within(violation.to)}`);
}

/** Where one module breaks one rule: the targets it imports. */
function targetsOf(violations: string[], rule: string, from: string): string[] {
  return violations.filter((line) => line.startsWith(`${rule}: ${from} → `)).map((line) => line.split(" → ")[1]);
}

describe("dependency rules", () => {
  let violations: string[];
  beforeAll(async () => {
    violations = await violationsIn(fixture, ["src", "views", "adapters", "fake-upstreams", "scripts", "peers", "tests"]);
  }, 60_000);

  it("keep the domain pure: no adapter, no npm package, no Node module", () => {
    const targets = targetsOf(violations, "domain-is-pure", "src/domain/rule.ts");
    expect(targets).toContain("adapters/client.ts");
    expect(targets.some((target) => target.startsWith("node_modules/zod/"))).toBe(true);
    expect(targets.some((target) => target.startsWith("node_modules/react/"))).toBe(true);
    expect(targets).toContain("fs");
    expect(targets, "no addresses in the domain").toContain("src/urls/paths.ts");
    expect(targetsOf(violations, "inner-layers-without-node", "src/domain/rule.ts")).toContain("fs");
    expect(violations.filter((line) => line.includes("src/domain/allowed.ts →"))).toEqual([]);
  });

  it("keep ports in the domain's terms", () => {
    expect(targetsOf(violations, "ports-speak-domain", "src/ports/port.ts").some((target) => target.startsWith("node_modules/zod/"))).toBe(
      true,
    );
  });

  it("keep React Router, Express and the adapters' schemas out of the use cases, zod allowed", () => {
    const frameworks = targetsOf(violations, "application-without-frameworks", "src/application/use-case.ts");
    expect(frameworks.some((target) => target.startsWith("node_modules/react-router/"))).toBe(true);
    expect(frameworks.some((target) => target.startsWith("node_modules/express/"))).toBe(true);
    expect(targetsOf(violations, "application-through-ports", "src/application/use-case.ts")).toContain("adapters/schemas.ts");
    expect(targetsOf(violations, "only-composition-root-imports-adapters", "src/application/use-case.ts")).toContain("adapters/schemas.ts");
    expect(violations.filter((line) => line.includes("src/application/form.ts →"))).toEqual([]);
  });

  it("let the URL module stand on the domain and React Router alone", () => {
    expect(targetsOf(violations, "urls-stand-on-the-domain", "src/urls/paths.ts")).toEqual(["src/application/form.ts"]);
  });

  it("let the server reach views only through the build", () => {
    expect(targetsOf(violations, "server-gets-views-through-the-build", "src/server/app.ts")).toEqual(["views/page.ts"]);
  });

  it("keep adapters and fakes out of the views", () => {
    const targets = targetsOf(violations, "views-never-import-adapters-or-server", "views/page.ts");
    expect(targets).toEqual(expect.arrayContaining(["adapters/client.ts", "fake-upstreams/fake.ts"]));
    expect(targetsOf(violations, "only-composition-root-imports-adapters", "views/page.ts")).toContain("adapters/client.ts");
    expect(targetsOf(violations, "views-ask-use-cases", "views/page.ts")).toContain("src/ports/port.ts");
  });

  it("keep adapters off use cases and frameworks", () => {
    expect(targetsOf(violations, "adapters-implement-ports", "adapters/client.ts")).toContain("src/application/form.ts");
    expect(
      targetsOf(violations, "adapters-without-frameworks", "adapters/client.ts").some((target) => target.startsWith("node_modules/react/")),
    ).toBe(true);
  });

  it("let the fakes stand alone", () => {
    expect(targetsOf(violations, "fakes-stand-alone", "fake-upstreams/fake.ts")).toEqual(
      expect.arrayContaining(["src/domain/allowed.ts", "adapters/schemas.ts", "views/page.ts"]),
    );
  });

  it("keep the real peers apart: they import nothing of Sulky's, and nothing but tests imports them", () => {
    expect(targetsOf(violations, "peers-stand-alone", "peers/start.ts")).toContain("src/domain/allowed.ts");
    expect(targetsOf(violations, "nothing-leans-on-peers", "scripts/uses-peers.ts")).toContain("peers/start.ts");
  });

  it("load the tracing SDK only through a dynamic import, and keep metrics and traces out of the views", () => {
    const eager = targetsOf(violations, "tracing-sdk-only-when-enabled", "src/server/telemetry.ts");
    expect(eager.some((target) => target.startsWith("node_modules/@opentelemetry/sdk-trace-node/"))).toBe(true);
    expect(eager.some((target) => target.includes("@opentelemetry/sdk-trace-base") || target.includes("@opentelemetry/api"))).toBe(false);
    const inViews = targetsOf(violations, "no-telemetry-in-views", "views/figures.ts");
    expect(inViews.some((target) => target.startsWith("node_modules/prom-client/"))).toBe(true);
    expect(inViews.some((target) => target.startsWith("node_modules/@opentelemetry/api/"))).toBe(true);
  });

  it("keep tests out of what ships, and find cycles", () => {
    expect(targetsOf(violations, "nothing-ships-tests", "src/application/use-case.ts")).toContain("tests/helper.ts");
    expect(targetsOf(violations, "no-circular", "scripts/cycle-a.ts")).toContain("scripts/cycle-b.ts");
  });

  it("find a circle of type-only imports in the fakes, which the general rule lets pass", () => {
    // A circle is reported once, from one of its modules.
    expect(violations.filter((line) => / fake-upstreams\/world-(shape|builder)\.ts → /.test(line))).toEqual([
      "fakes-without-type-circles: fake-upstreams/world-builder.ts → fake-upstreams/world-shape.ts",
    ]);
  });

  it("find a circle of type-only imports in the core too", () => {
    expect(violations.filter((line) => / src\/application\/(use-cases|ratings-use-cases)\.ts → /.test(line))).toEqual([
      "core-without-type-circles: src/application/ratings-use-cases.ts → src/application/use-cases.ts",
    ]);
  });

  it("refuse an import that does not resolve, so that no import escapes the rules", () => {
    expect(targetsOf(violations, "every-import-resolves", "scripts/unresolvable.ts")).toEqual(["./missing"]);
  });
});

describe("the path alias", () => {
  it("is resolved by the cruiser like a relative path, so the rules see through it", async () => {
    const result = await cruise(
      ["views", "adapters"],
      { tsConfig: { fileName: "tsconfig.json" }, tsPreCompilationDeps: true, doNotFollow: config.options.doNotFollow, baseDir: root },
      {},
      { tsConfig: extractTSConfig(path.join(root, "tsconfig.json")) },
    );
    const dependencies = (
      result.output as { modules: { dependencies: { module: string; resolved: string; couldNotResolve: boolean }[] }[] }
    ).modules.flatMap((module) => module.dependencies);
    const aliased = dependencies.filter((dependency) => dependency.module.startsWith("~/"));
    expect(aliased.length).toBeGreaterThan(50);
    expect(aliased.filter((dependency) => dependency.couldNotResolve || dependency.resolved.startsWith("~"))).toEqual([]);
    expect(aliased.some((dependency) => dependency.resolved.startsWith("src/domain/"))).toBe(true);
  }, 60_000);
});

describe("npm run boundaries", () => {
  it("cruises every folder and root file that holds code", () => {
    const script: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.boundaries;
    const cruised = new Set(
      script
        .split(/\s+/)
        .slice(1)
        .filter((word) => !word.startsWith("-") && !word.endsWith(".cjs")),
    );
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
    const holdingCode = new Set(tracked.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file)).map((file) => file.split("/")[0]));
    expect([...holdingCode].filter((entry) => !cruised.has(entry)).sort()).toEqual([]);
  });
});
