import { isBuiltin } from "node:module";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { clientModules, root, runtimeImports, serverOnly } from "./module-graph";
import routes from "~/views/routes";

/**
 * Server-only code is marked `.server` (docs/ARCHITECTURE.md, "Server-only modules"). React Router
 * keeps such a module out of the client build: it strips a route module's `loader`, `action`,
 * `middleware` and `headers` with what only they import, and its build fails on a `.server` module
 * still reached. What it cannot see is a module that runs only on the server without the mark, which
 * then ships to the browser, or breaks it, as soon as a component imports it. So, over the client
 * build's module graph (the root, every route module, entry.client.tsx and all they import at run
 * time, up to the `.server` modules):
 * - no module imports Node, a package the browser does not load (BROWSER_PACKAGES), the server or an
 *   adapter: that code belongs in a `.server` module;
 * - only route modules (whose server exports React Router strips) import a `.server` module, the
 *   core's use cases or its configuration; a component or a helper that needs one is itself `.server`.
 */

/**
 * npm packages a module the browser loads may import: the rendering stack, zod (parameters and forms
 * are read with it) and isbot (the home page's loader tells browsers from crawlers); all run anywhere.
 */
const BROWSER_PACKAGES = ["react", "react-dom", "react-router", "zod", "isbot"];

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const under = (file: string, folder: string) => path.relative(root, file).startsWith(folder);

/** The server's own code: no module the browser loads imports it, route modules included. */
const serverCode = (file: string) => ["src/server/", "adapters/", "src/composition-root.ts"].some((folder) => under(file, folder));
/**
 * The core's server side, the use cases and the configuration: a route module's loader or action may
 * import them (React Router strips what only those import), no other module the browser loads, and
 * the walk does not follow them.
 */
const coreServerSide = (file: string) => under(file, "src/application/") || under(file, "src/config.ts");
const leftOut = (file: string) => serverOnly(file) || coreServerSide(file);

/** Where the client build's module graph breaks a rule: `module → import: why`. */
export function serverCodeOnTheClient(entries: string[], routeModules: ReadonlySet<string>): string[] {
  return clientModules(entries, leftOut).flatMap((file) =>
    runtimeImports(file).flatMap(({ specifier, file: target }) => {
      const why =
        target === null
          ? specifier.startsWith("node:") || isBuiltin(specifier)
            ? "Node, on the server only"
            : specifier.startsWith(".") || specifier.startsWith("~/") || BROWSER_PACKAGES.includes(packageName(specifier))
              ? null
              : "a package the browser does not load"
          : serverCode(target)
            ? "the server's own code"
            : routeModules.has(file)
              ? null
              : serverOnly(target)
                ? "a .server module, outside a route module"
                : coreServerSide(target)
                  ? "the core's use cases or configuration, outside a route module"
                  : null;
      return why ? [`${path.relative(root, file)} → ${specifier}: ${why}`] : [];
    }),
  );
}

/** The route modules of a route table, as files. */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [path.join(root, "views", entry.file), ...routeFiles(entry.children ?? [])]);
}

describe("server-only modules are marked .server", () => {
  const routeModules = new Set([path.join(root, "views/root.tsx"), ...routeFiles(routes)]);
  const entries = [path.join(root, "views/entry.client.tsx"), ...routeModules];

  it("walks the client build from the root, the route modules and entry.client.tsx, and not into .server modules or use cases", () => {
    const modules = clientModules(entries, leftOut).map((file) => path.relative(root, file));
    expect(modules).toEqual(
      expect.arrayContaining(["views/root.tsx", "views/routes/home.tsx", "views/back-forward-cache.ts", "src/urls/horses.ts"]),
    );
    expect(modules.filter((file) => serverOnly(file) || file.startsWith("src/application/") || file === "src/config.ts")).toEqual([]);
    expect(routeModules.size).toBeGreaterThan(50);
  });

  it("finds no server code in a module the client build loads", () => {
    expect(serverCodeOnTheClient(entries, routeModules)).toEqual([]);
  });

  it("fires on an unmarked helper that imports Node, a server package or a use case, and on a component that imports a .server module", () => {
    const fixture = (file: string) => path.join(root, "tests/architecture/fixtures/server-only", file);
    const route = fixture("routes/download.tsx");
    expect(serverCodeOnTheClient([route], new Set([route]))).toEqual([
      "tests/architecture/fixtures/server-only/download-link.tsx → ./export.server: a .server module, outside a route module",
      "tests/architecture/fixtures/server-only/file-answer.ts → node:crypto: Node, on the server only",
      "tests/architecture/fixtures/server-only/file-answer.ts → csv-stringify/sync: a package the browser does not load",
      "tests/architecture/fixtures/server-only/file-answer.ts → ~/src/application/failures: the core's use cases or configuration, outside a route module",
      "tests/architecture/fixtures/server-only/routes/download.tsx → node:path: Node, on the server only",
    ]);
  });
});
