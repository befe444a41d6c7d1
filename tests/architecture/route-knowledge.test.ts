import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "~/views/routes";

/**
 * Route knowledge lives once (docs/decisions/020-urls-and-value-formats.md): the patterns in the
 * route configuration (views/routes.ts), the addresses that follow them in src/urls, typed
 * against it. A page is recognised by React Router matching its path against those patterns
 * (`matchRoutes`, `matchPath`), never by a second, hand-written matcher that splits a path and
 * compares its segments with the routes' words (`segments[0] === "trotto"`, `case "sorteggi":`,
 * `/^\/fantatrotto(\/|$)/`), which would have to be kept in step with the routes by hand.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** Where pages are recognised: the addresses, the server, the views. */
const FOLDERS = ["src/urls", "src/server", "views"];
/** The route configuration itself writes the patterns. */
const ROUTE_CONFIGURATION = /^views\/routes(\.ts|\/[^/]+\/routes\.ts)$/;

function staticSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ?? "").split("/").filter((part) => part && part !== "*" && !part.startsWith(":")),
    ...staticSegments(entry.children ?? []),
  ]);
}

/** The words of the routes' patterns: `trotto`, `partenti`, `sorteggi`, `dettaglio-corsa`, `fantatrotto`… */
const SEGMENTS = new Set(staticSegments(routes));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const WORDS = `(?:${[...SEGMENTS].map(escape).join("|")})`;
/**
 * A regular expression that reads a route's word as a path's segment: first in the path
 * (`^\/fantatrotto(\/|$)`) or after another route's word (`\/trotto\/sorteggi`); a media type
 * (`text\/csv`) is not one.
 */
const SEGMENT_IN_REGEX = new RegExp(`(?:\\^|\\\\/${WORDS})\\\\/${WORDS}(?=\\\\/|\\(|\\$|\\)|\\?|\\||/|$)`);

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name.startsWith(".") ? [] : codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Where a file matches a path by hand: a route's word compared with a piece of a path taken apart, or read by a regular expression. */
function handMatchersIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(root, file)}:${line + 1} ${text}`);
  };
  // The pieces of a path taken apart by hand: `segments[0]`, or a name taken out of an array (`const [, section] = …`).
  const pieces = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isArrayBindingPattern(node))
      for (const element of node.elements) if (ts.isBindingElement(element) && ts.isIdentifier(element.name)) pieces.add(element.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const isPiece = (node: ts.Expression) => ts.isElementAccessExpression(node) || (ts.isIdentifier(node) && pieces.has(node.text));
  const isRouteWord = (node: ts.Node) => ts.isStringLiteralLike(node) && SEGMENTS.has(node.text);
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      COMPARISONS.has(node.operatorToken.kind) &&
      ((isRouteWord(node.left) && isPiece(node.right)) || (isRouteWord(node.right) && isPiece(node.left)))
    )
      note(node, node.getText(source));
    else if (
      ts.isSwitchStatement(node) &&
      isPiece(node.expression) &&
      node.caseBlock.clauses.some((clause) => ts.isCaseClause(clause) && isRouteWord(clause.expression))
    )
      note(node, `switch (${node.expression.getText(source)})`);
    else if (ts.isRegularExpressionLiteral(node) && SEGMENT_IN_REGEX.test(node.text)) note(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("pages are recognised through the route table, not by a second matcher", () => {
  it("knows the routes' words from the route configuration", () => {
    expect([...SEGMENTS]).toEqual(expect.arrayContaining(["trotto", "partenti", "sorteggi", "dettaglio-corsa", "fantatrotto", "esporta"]));
  });

  it("finds no hand-written route matcher in src/urls, the server or the views", () => {
    const files = FOLDERS.flatMap((folder) => codeFiles(path.join(root, folder))).filter(
      (file) => !ROUTE_CONFIGURATION.test(path.relative(root, file)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(handMatchersIn)).toEqual([]);
  });

  it("fires on a module that matches race pages by hand, and not on their words in text or comments", () => {
    const fixture = path.join(import.meta.dirname, "fixtures/route-knowledge/hand-written-matcher.ts");
    expect(handMatchersIn(fixture).map((line) => line.split(" ")[0])).toEqual([
      "tests/architecture/fixtures/route-knowledge/hand-written-matcher.ts:6",
      "tests/architecture/fixtures/route-knowledge/hand-written-matcher.ts:7",
      "tests/architecture/fixtures/route-knowledge/hand-written-matcher.ts:8",
      "tests/architecture/fixtures/route-knowledge/hand-written-matcher.ts:14",
    ]);
  });
});
