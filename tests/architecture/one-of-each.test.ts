import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import reactRouterConfig from "~/react-router.config";

/**
 * One of each check (docs/decisions/018-one-render-path.md): the Origin header is judged in
 * one place (src/server/csrf.ts, decision 004), every refusal or error is the site's one
 * error page, rendered by the views through the one render path, and Italy's wall clock is read
 * in one module on each side (docs/ARCHITECTURE.md, "How time enters"). A second copy of any (an
 * Origin comparison in a route, a hand-written HTML page in a server stage, a Rome formatter) fails here; the
 * fixtures prove that it would be noticed.
 */
const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Reading a request's Origin header, by Express (`req.get("origin")`), Fetch (`headers.get("Origin")`) or Node (`headers.origin`). */
const READS_ORIGIN = /\.get\(\s*["'`]origin["'`]\s*\)|headers\s*(?:\.\s*origin\b|\[\s*["'`]origin["'`]\s*\])/i;
/** An HTML page written as text, or an answer typed as HTML by hand. */
const WRITES_HTML_PAGE = /<!doctype|<html[\s>]|<h1[\s>]|\.type\(\s*["'`]html["'`]\s*\)/i;

const offenders = (files: string[], pattern: RegExp) =>
  files
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file))
    .sort();

describe("one Origin check", () => {
  const files = ["src", "views"].flatMap((folder) => sourceFiles(path.join(root, folder)));

  it("reads the Origin header in src/server/csrf.ts only", () => {
    expect(offenders(files, READS_ORIGIN)).toEqual(["src/server/csrf.ts"]);
  });

  it("keeps React Router's own check of action origins off: it cannot know SITE_URL", () => {
    expect(reactRouterConfig.allowedActionOrigins).toEqual(["**"]);
  });

  it("notices a second one", () => {
    const fixture = path.join(root, "tests/architecture/fixtures/one-of-each/second-origin-check.ts");
    expect(offenders([fixture], READS_ORIGIN)).toHaveLength(1);
  });
});

describe("one error page", () => {
  it("is written by no server stage: refusals and errors are rendered by the views (src/server/pages.ts)", () => {
    const server = ["src", "adapters"].flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(offenders(server, WRITES_HTML_PAGE)).toEqual([]);
  });

  it("notices a page written by hand", () => {
    const fixture = path.join(root, "tests/architecture/fixtures/one-of-each/second-error-page.ts");
    expect(offenders([fixture], WRITES_HTML_PAGE)).toHaveLength(1);
  });
});

/** The zone's name in code (a string, not a comment), and a formatter told a time zone. */
const NAMES_ROME = /["'`]Europe\/Rome["'`]/;
const FORMATS_A_ZONE = /\btimeZone\s*:/;

describe("one Rome clock in the site and one in the fakes", () => {
  const site = ["src", "views", "adapters", "scripts", "peers"].flatMap((folder) => sourceFiles(path.join(root, folder)));
  const fakes = sourceFiles(path.join(root, "fake-upstreams"));

  it("reads Italy's wall clock in src/domain/italian-format.ts by rule, with no Intl formatter for a zone", () => {
    expect(offenders(site, FORMATS_A_ZONE)).toEqual([]);
  });

  it("names the zone once in the site, for the calendar feed's VTIMEZONE", () => {
    expect(offenders(site, NAMES_ROME)).toEqual(["src/domain/calendar-feed/starts-calendar.ts"]);
  });

  it("formats and names it once in the fakes (fake-upstreams/shared/clock.ts)", () => {
    expect(offenders(fakes, FORMATS_A_ZONE)).toEqual(["fake-upstreams/shared/clock.ts"]);
    expect(offenders(fakes, NAMES_ROME)).toEqual(["fake-upstreams/shared/clock.ts"]);
  });

  it("notices a second one", () => {
    const fixture = path.join(root, "tests/architecture/fixtures/one-of-each/second-rome-clock.ts");
    expect(offenders([fixture], FORMATS_A_ZONE)).toHaveLength(1);
    expect(offenders([fixture], NAMES_ROME)).toHaveLength(1);
  });
});
