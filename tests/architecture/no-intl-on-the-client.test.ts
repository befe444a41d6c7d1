import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { clientModules, root, serverOnly, sourceFiles } from "./module-graph";

/**
 * No Intl on the browser's load path (docs/decisions/036-taps-answered-at-once.md). The
 * first Intl object a page builds loads ICU's data on the main thread (38–145 ms on a phone), so
 * code the browser runs while a page loads and hydrates (every module reachable from the views,
 * `.server` modules aside) builds no `Intl` object, neither at load nor while rendering: no
 * `Intl.*`, no `toLocaleString`/`toLocaleDateString`/`toLocaleTimeString`, no `localeCompare`
 * (each builds one behind the scenes). Numbers and dates go through src/domain/italian-format.ts.
 */

const LOCALE_METHODS = new Set(["toLocaleString", "toLocaleDateString", "toLocaleTimeString", "localeCompare"]);

/** The places a file's code builds an Intl object: `file:line what`. */
export function intlUsesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(root, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "Intl")
      report(node, `Intl.${node.name.text}`);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && LOCALE_METHODS.has(node.expression.name.text))
      report(node, node.expression.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("no Intl on the browser's load path", () => {
  const views = sourceFiles(path.join(root, "views"));
  const modules = clientModules(views);

  it("walks the views' module graph into the domain and the addresses, and not into server modules", () => {
    const relative = modules.map((file) => path.relative(root, file));
    expect(relative).toEqual(
      expect.arrayContaining(["views/root.tsx", "src/domain/format.ts", "src/domain/calendar.ts", "src/urls/horses.ts"]),
    );
    expect(relative.filter((file) => serverOnly(file))).toEqual([]);
  });

  it("finds no Intl object built by the code the browser loads", () => {
    expect(modules.flatMap(intlUsesIn)).toEqual([]);
  });

  it("fires on a module that builds formatters at load or while rendering, through its imports, and not on a server module, text or comments", () => {
    const fixture = path.join(root, "tests/architecture/fixtures/intl/client-view.tsx");
    expect(
      clientModules([fixture])
        .flatMap(intlUsesIn)
        .map((line) => line.split(" ").slice(0, 2).join(" ")),
    ).toEqual([
      "tests/architecture/fixtures/intl/client-view.tsx:5 Intl.NumberFormat",
      "tests/architecture/fixtures/intl/client-view.tsx:9 toLocaleDateString",
      "tests/architecture/fixtures/intl/client-view.tsx:10 localeCompare",
      "tests/architecture/fixtures/intl/shared-format.ts:2 Intl.DateTimeFormat",
    ]);
  });
});
