import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "~/views/routes";

/**
 * The core (domain, ports, use cases) holds no addresses: every public path is built and read
 * in src/urls/ (docs/decisions/020-urls-and-value-formats.md). This check finds, in code (not in
 * comments), any string, template or regular expression that spells one of the site's paths
 * (its first segments are read from views/routes.ts, so a new area is covered at once) or an
 * absolute http(s) address.
 */

const root = path.resolve(import.meta.dirname, "../..");
const CORE = ["src/domain", "src/ports", "src/application"];

function firstSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    const first = entry.path?.split("/")[0];
    const own = first && first !== "*" && !first.startsWith(":") ? [first] : [];
    return [...own, ...firstSegments(entry.children ?? [])];
  });
}

const SEGMENTS = [...new Set(firstSegments(routes))];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A site path (`/trotto/…`, `/cavalli`, `/sitemap.xml`…) anywhere in a text, or an absolute address. */
const ADDRESS = new RegExp(`(?:^|[^\\w/.-])/(?:${SEGMENTS.map(escape).join("|")})(?=$|[/?#"'\`\\s)])|https?://`);

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The places a file's code spells an address: `file:line text`. */
function addressesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node)
          ? node.text.replace(/\\\//g, "/")
          : null;
    if (text !== null && ADDRESS.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(root, file)}:${line + 1} ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("no addresses in the domain, the ports or the use cases", () => {
  it("knows the site's first path segments from the route configuration", () => {
    expect(SEGMENTS).toEqual(expect.arrayContaining(["trotto", "cavalli", "news", "fantatrotto", "iframe", "esporta", "sitemap.xml"]));
  });

  it("finds none in the core", () => {
    expect(CORE.flatMap((folder) => codeFiles(path.join(root, folder))).flatMap(addressesIn)).toEqual([]);
  });

  it("fires on a domain module that builds paths or names an absolute address, and not on text or comments", () => {
    const fixture = path.join(import.meta.dirname, "fixtures/addresses/domain-with-addresses.ts");
    expect(addressesIn(fixture).map((line) => line.split(" ")[0])).toEqual([
      "tests/architecture/fixtures/addresses/domain-with-addresses.ts:2",
      "tests/architecture/fixtures/addresses/domain-with-addresses.ts:3",
      "tests/architecture/fixtures/addresses/domain-with-addresses.ts:4",
      "tests/architecture/fixtures/addresses/domain-with-addresses.ts:5",
    ]);
  });
});
