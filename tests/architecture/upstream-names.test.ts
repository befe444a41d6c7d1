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
import "~/adapters/trotting/schemas/pedigree";
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

/** The URL module may read the addresses' own day format, which happens to be ddmmyyyy too. */
const ADDRESS_FORMATS = path.join(root, "src/urls");

/** A regular expression literal as the RegExp it makes, or null when it cannot be built here. */
function regexOf(literal: ts.RegularExpressionLiteral): RegExp | null {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(literal.text);
  try {
    return match ? new RegExp(match[1], match[2].replace(/[gy]/g, "")) : null;
  } catch {
    return null;
  }
}

/** Whether a pattern captures the day, the month and the year of a compact day (22112026 or 20261122). */
function takesDayApart(regex: RegExp): boolean {
  return [
    ["22112026", ["22", "11", "2026"]],
    ["20261122", ["2026", "11", "22"]],
  ].some(([text, parts]) => {
    const groups = regex.exec(text as string)?.slice(1) ?? [];
    return (parts as string[]).every((part) => groups.includes(part));
  });
}

/**
 * The places a file reads one of the upstream's value formats instead of Sulky's own values: a
 * compact day (ddmmyyyy, yyyymmdd) taken apart by a regular expression or named after its format,
 * and the "Sì"/"No" text read as a yes (compared, or matched by a pattern). Writing "Sì" for a
 * true value is Sulky's own Italian and is not one.
 */
function valueFormatsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const note = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(root, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const regex = regexOf(node);
      if (regex && takesDayApart(regex)) note(node, "a compact day taken apart");
      if (regex && regex.test("Sì") && regex.test("si") && !regex.test("no") && !regex.test("xx")) note(node, "Sì read as yes");
    } else if (ts.isIdentifier(node) && /ddmmyyyy|yyyymmdd/i.test(node.text)) {
      note(node, `a value named ${node.text}`);
    } else if (ts.isStringLiteralLike(node) && /^s[iì]$/i.test(node.text.trim())) {
      const parent = node.parent;
      const compared =
        ts.isCaseClause(parent) ||
        (ts.isBinaryExpression(parent) &&
          [
            ts.SyntaxKind.EqualsEqualsEqualsToken,
            ts.SyntaxKind.ExclamationEqualsEqualsToken,
            ts.SyntaxKind.EqualsEqualsToken,
            ts.SyntaxKind.ExclamationEqualsToken,
          ].includes(parent.operatorToken.kind));
      if (compared) note(node, "Sì read as yes");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

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

describe("upstream value formats stay in adapters/ and fake-upstreams/", () => {
  it("finds no compact day read and no Sì read as yes in Sulky's own code (the URL module reads its own day format)", () => {
    const files = SULKY_CODE.flatMap((folder) => sourceFiles(path.join(root, folder))).filter((file) => !file.startsWith(ADDRESS_FORMATS));
    expect(files.flatMap(valueFormatsIn)).toEqual([]);
  });

  it("fires on a module that takes a compact day apart or reads Sì, and not on Sulky writing Sì or on ISO days", () => {
    const fixture = path.join(import.meta.dirname, "fixtures/upstream-names/leaky-formats.ts");
    expect(valueFormatsIn(fixture).map((line) => line.replace(/^.*leaky-formats\.ts:/, ""))).toEqual([
      "2 a compact day taken apart",
      "3 a compact day taken apart",
      "4 a value named ddmmyyyy",
      "6 a value named ddmmyyyy",
      "8 Sì read as yes",
      "9 Sì read as yes",
    ]);
  });
});
