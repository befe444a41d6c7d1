import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { upstreamFieldsRead } from "~/adapters/shared/tolerant-reader";
import { SHARED_WITH_SULKY, UPSTREAM_ONLY } from "~/adapters/upstream-field-names";
// Every schema module, so that every field they read is known.
import "~/adapters/content/schemas";
import "~/adapters/fantasy/schemas";
import "~/adapters/trotting/schemas/breeding";
import "~/adapters/trotting/schemas/home";
import "~/adapters/trotting/schemas/horses";
import "~/adapters/trotting/schemas/partner";
import "~/adapters/trotting/schemas/races";
import "~/adapters/trotting/schemas/rankings";

const root = path.resolve(import.meta.dirname, "../..");
/** Sulky's own code, and the tests that speak its terms (domain rules, use cases): everything but adapters, fakes and their tests. */
const SULKY_CODE = ["src", "views", "scripts", "tests/unit", "tests/application"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Where a string is a field's name rather than text to show: `row["X"]`, `{ "X": … }`, `{ key: "X" }`, `x === "X"`, `case "X":`. */
function namesAField(literal: ts.StringLiteralLike): boolean {
  const parent = literal.parent;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === literal) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === literal) return true;
  if (
    ts.isPropertyAssignment(parent) &&
    parent.initializer === literal &&
    ts.isIdentifier(parent.name) &&
    ["key", "id", "field"].includes(parent.name.text)
  )
    return true;
  if (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)
  )
    return true;
  return ts.isCaseClause(parent);
}

/** An identifier that is not a field: a JSX element's tag, a package's import, a JavaScript global used as such. */
function namesSomethingElse(identifier: ts.Identifier, fromPackages: ReadonlySet<string>): boolean {
  const parent = identifier.parent;
  if (
    (ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxClosingElement(parent)) &&
    parent.tagName === identifier
  )
    return true;
  if (fromPackages.has(identifier.text)) return true;
  const isMember =
    (ts.isPropertyAccessExpression(parent) && parent.name === identifier) ||
    ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === identifier);
  return !isMember && identifier.text in globalThis;
}

/**
 * The places a file spells an upstream-only name: as an identifier (a property, a type
 * member, a variable) or as a string that names a field. Text a page shows (JSX text,
 * labels) is not code and may say "Nome" or "Ora".
 */
function upstreamNamesIn(file: string, names: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const fromPackages = new Set<string>();
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text.startsWith(".")
    )
      continue;
    const clause = statement.importClause;
    if (clause?.name) fromPackages.add(clause.name.text);
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
      for (const element of clause.namedBindings.elements) fromPackages.add(element.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const spelled =
      ts.isIdentifier(node) && !namesSomethingElse(node, fromPackages)
        ? node.text
        : ts.isStringLiteralLike(node) && namesAField(node)
          ? node.text
          : null;
    if (spelled !== null && names.has(spelled)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(root, file)}:${line + 1} ${spelled}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const upstreamOnly = new Set<string>(UPSTREAM_ONLY);

describe("upstream field names stay in adapters/ and fake-upstreams/", () => {
  it("lists every field the schemas read, each once: upstream-only or shared with Sulky's words", () => {
    const shared = new Set<string>(SHARED_WITH_SULKY);
    expect(
      [...upstreamOnly].filter((name) => shared.has(name)),
      "in both lists",
    ).toEqual([]);
    const listed = new Set([...upstreamOnly, ...shared]);
    const read = upstreamFieldsRead();
    expect([...read].filter((name) => !listed.has(name)).sort(), "read by a schema but in no list").toEqual([]);
    expect([...listed].filter((name) => !read.has(name)).sort(), "listed but read by no schema").toEqual([]);
  });

  it("finds none in Sulky's own code", () => {
    const leaks = SULKY_CODE.flatMap((folder) => sourceFiles(path.join(root, folder))).flatMap((file) =>
      upstreamNamesIn(file, upstreamOnly),
    );
    expect(leaks).toEqual([]);
  });

  it("fires on a view that reads an upstream field, and not on labels or shared words", () => {
    const fixture = path.join(import.meta.dirname, "fixtures/upstream-names/leaky-view.tsx");
    expect(upstreamNamesIn(fixture, upstreamOnly)).toEqual([
      "tests/architecture/fixtures/upstream-names/leaky-view.tsx:4 NomeCavallo",
      "tests/architecture/fixtures/upstream-names/leaky-view.tsx:7 mount_price",
      "tests/architecture/fixtures/upstream-names/leaky-view.tsx:11 NomeCavallo",
    ]);
  });
});
