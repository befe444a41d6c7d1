/**
 * The production image installs its dependencies with the runtime stage's own `npm ci`
 * line (Dockerfile). That exact command runs here into a scratch folder (from npm's
 * cache when it can), and what it installs must hold no build tool: no TypeScript, no
 * Vite or its bundlers, no TypeScript runner, no test tool.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installRuntimeDependencies } from "../support/runtime-install";

const BUILD_TOOLS = [
  "typescript",
  "vite",
  "esbuild",
  "rollup",
  "tsx",
  "@react-router/dev",
  "vitest",
  "@types/node",
  "http-proxy-middleware",
];

function installedPackages(nodeModules: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@")) for (const inner of readdirSync(path.join(nodeModules, entry))) names.push(`${entry}/${inner}`);
    else names.push(entry);
  }
  return names.sort();
}

describe("the production image's dependencies", () => {
  let folder: string;
  let packages: string[];
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), "sulky-runtime-"));
    for (const file of ["package.json", "package-lock.json"]) copyFileSync(file, path.join(folder, file));
    installRuntimeDependencies(folder);
    packages = installedPackages(path.join(folder, "node_modules"));
  }, 180_000);
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("hold no build tool", () => {
    expect(packages.length).toBeGreaterThan(50);
    expect(packages.filter((name) => BUILD_TOOLS.includes(name) || name.startsWith("@esbuild/") || name.startsWith("@rollup/"))).toEqual(
      [],
    );
  });

  it("hold what the built server imports", () => {
    for (const name of ["react", "react-dom", "react-router", "@react-router/express", "express", "redis", "connect-redis", "pino"])
      expect(packages).toContain(name);
    // The installed tree loads: React Router's server packages without their optional TypeScript peer.
    const loaded = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", "await import('@react-router/node'); await import('@react-router/express'); console.log('ok')"],
      {
        cwd: folder,
        encoding: "utf8",
      },
    );
    expect(loaded.trim()).toBe("ok");
  });
});
