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
/** The edges that render and serve pages: they link through src/urls and write no address of their own. */
const EDGES = ["views", "src/server"];

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
const SITE_PATH = `(?:^|[^\\w/.-])/(?:${SEGMENTS.map(escape).join("|")})(?=$|[/?#"'\`\\s)])`;
const ADDRESS = new RegExp(`${SITE_PATH}|https?://`);
/** In views and the server: a site path, or a query string written by hand (`?tab=`, `&verso=`). */
const HAND_WRITTEN = new RegExp(`${SITE_PATH}|[?&][A-Za-z_][\\w-]*=`);

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The places a file's code spells an address (`pattern` in one of its texts): `file:line text`. */
function addressesIn(file: string, pattern = ADDRESS): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node)
          ? node.text.replace(/\\\//g, "/")
          : null;
    if (text !== null && pattern.test(text)) {
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
    expect(CORE.flatMap((folder) => codeFiles(path.join(root, folder))).flatMap((file) => addressesIn(file))).toEqual([]);
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

describe("no hand-written addresses in the views or the server", () => {
  /** Route patterns are written in the route configuration, and the addresses in src/urls. */
  const OWN_PATTERNS = /^views\/routes(\.ts|\/[^/]+\/routes\.ts)$/;

  it("finds no site path nor query string written outside src/urls", () => {
    const files = EDGES.flatMap((folder) => codeFiles(path.join(root, folder))).filter(
      (file) => !OWN_PATTERNS.test(path.relative(root, file)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => addressesIn(file, HAND_WRITTEN))).toEqual([]);
  });

  it("fires on a view that writes a route pattern or a query string by hand", () => {
    const fixture = path.join(import.meta.dirname, "fixtures/addresses/view-with-addresses.tsx");
    expect(addressesIn(fixture, HAND_WRITTEN).map((line) => line.split(" ")[0])).toEqual([
      "tests/architecture/fixtures/addresses/view-with-addresses.tsx:4",
      "tests/architecture/fixtures/addresses/view-with-addresses.tsx:5",
      "tests/architecture/fixtures/addresses/view-with-addresses.tsx:6",
    ]);
  });
});
