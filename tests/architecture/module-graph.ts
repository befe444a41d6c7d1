import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The module graph as the browser's build sees it, for the checks on what the client loads
 * (no-intl-on-the-client.test.ts, server-only-modules.test.ts): run-time imports only (type-only
 * imports and exports left out, dynamic imports in), `~/…` resolved like a relative path.
 */

export const root = path.resolve(import.meta.dirname, "../..");

export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Modules the browser never loads: React Router refuses `.server` modules in a client bundle. */
export const serverOnly = (file: string) => /\.server\.tsx?$/.test(file) || file.includes(`${path.sep}.server${path.sep}`);

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // a stylesheet, an asset
}

/** One import a module runs: what it names, and the source file it is when it is one of ours. */
export type RuntimeImport = { specifier: string; file: string | null };

/** The modules a file loads at run time (type-only imports and exports left out, dynamic imports in). */
export function runtimeImports(file: string): RuntimeImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    // `import { type A } from "m"` still loads "m" under verbatimModuleSyntax: only `import type` is left out.
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]))
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.map((specifier) => ({ specifier, file: resolveImport(file, specifier) }));
}

/** Every module reachable from the entries, `.server` modules (or those `leftOut` says) and their imports left out. */
export function clientModules(entries: string[], leftOut: (file: string) => boolean = serverOnly): string[] {
  const seen = new Set<string>();
  const pending = entries.filter((file) => !leftOut(file));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { file: next } of runtimeImports(file)) if (next && !leftOut(next) && !seen.has(next)) pending.push(next);
  }
  return [...seen].sort();
}
