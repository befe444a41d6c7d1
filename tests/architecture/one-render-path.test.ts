import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One render path (docs/decisions/018-one-render-path.md): React Router's request handler
 * is created in one module and a load context is built in one function. A second copy (a
 * renderer beside the page cache, a context written by hand for a script) fails here.
 */
const root = path.resolve(import.meta.dirname, "../..");
const CODE = ["src", "views", "scripts"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function declarationFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name.startsWith(".") ? [] : declarationFiles(full);
    return entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The files that call `name(...)` or construct `new name(...)`, with the name imported from one of `modules`. */
function filesUsing(files: string[], name: string, modules: string[]): string[] {
  return files.filter((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const imported = source.statements.some(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        modules.includes(statement.moduleSpecifier.text) &&
        statement.importClause?.namedBindings !== undefined &&
        ts.isNamedImports(statement.importClause.namedBindings) &&
        statement.importClause.namedBindings.elements.some((element) => element.name.text === name && !element.isTypeOnly),
    );
    if (!imported) return false;
    let used = false;
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === name)
        used = true;
      ts.forEachChild(node, visit);
    };
    visit(source);
    return used;
  });
}

const relative = (files: string[]) => files.map((file) => path.relative(root, file)).sort();

describe("one render path", () => {
  const files = CODE.flatMap((folder) => sourceFiles(path.join(root, folder)));

  it("creates React Router's request handler in page-render.ts only", () => {
    expect(relative(filesUsing(files, "createRequestHandler", ["react-router", "@react-router/express", "@react-router/node"]))).toEqual([
      "src/server/page-render.ts",
    ]);
  });

  it("builds a request's context in create-request-context.ts only", () => {
    expect(relative(filesUsing(files, "RouterContextProvider", ["react-router"]))).toEqual(["src/server/create-request-context.ts"]);
  });

  it("types the context by keys (src/request-context.ts): no fields copied onto it, no augmentation of React Router's types", () => {
    const everyFile = [...files, ...CODE.flatMap((folder) => declarationFiles(path.join(root, folder)))];
    const bag = everyFile.filter((file) => /Object\.defineProperties\(\s*new RouterContextProvider/.test(readFileSync(file, "utf8")));
    const augmented = everyFile.filter((file) => /declare module ["']react-router["']/.test(readFileSync(file, "utf8")));
    expect(relative([...bag, ...augmented])).toEqual([]);
    expect(relative(filesUsing(files, "createContext", ["react-router"]))).toContain("src/request-context.ts");
  });

  it("notices a second copy", () => {
    const fixture = path.join(root, "tests/architecture/fixtures/second-render-path.ts");
    expect(relative(filesUsing([fixture], "createRequestHandler", ["react-router"]))).toEqual([
      "tests/architecture/fixtures/second-render-path.ts",
    ]);
  });
});
