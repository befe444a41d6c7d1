/**
 * `npm run check:size` (after `npm run build`): first-load weight of every page route,
 * from React Router's asset manifest in the server build. Fails when a route loads
 * more than 136 KB of JavaScript or 25 KB of CSS, gzip-compressed (docs/PERFORMANCE.md says why 136).
 *
 * First load = entry client + the module, its imports, its CSS and the split
 * client-loader chunk (an upper bound) of every route from the root down to the
 * page, plus the manifest module when the browser imports it: only without lazy
 * route discovery. With lazy discovery (the default) the page inlines the part of
 * the manifest it needs and asks `/__manifest` for the rest; the Chromium checks
 * assert that no page loads the manifest module. Each file counts once per route.
 *
 * Env: SULKY_BUILD_DIR (default `build`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const JS_BUDGET_BYTES = 136 * 1024;
export const CSS_BUDGET_BYTES = 25 * 1024;

type RouteAssets = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  hasClientLoader?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
};
type AssetsManifest = {
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RouteAssets>;
};

const buildDir = path.resolve(process.env.SULKY_BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");
if (!existsSync(serverBuild)) {
  console.error(`Nessuna build in ${buildDir}: esegui prima \`npm run build\` (o imposta SULKY_BUILD_DIR).`);
  process.exit(2);
}
process.env.NODE_ENV = "production";
const {
  assets,
  routes: serverRoutes,
  routeDiscovery,
  ssr,
} = ((await import(pathToFileURL(serverBuild).href)) as { build: unknown }).build as {
  assets: AssetsManifest;
  routes: Record<string, { id: string; module: { default?: unknown } }>;
  routeDiscovery?: { mode?: string };
  ssr?: boolean;
};
/** React Router imports the manifest module on the page only when route discovery is not lazy. */
const manifestModuleLoaded = !(ssr === true && (routeDiscovery?.mode ?? "lazy") === "lazy");
const clientDir = path.join(buildDir, "client");

const gzipSizes = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    // A stylesheet of a lazily loaded module is listed with a trailing '#': the file is the same.
    size = gzipSync(readFileSync(path.join(clientDir, url.split("#")[0])), { level: 6 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

function chain(route: RouteAssets): RouteAssets[] {
  const routes: RouteAssets[] = [];
  for (let current: RouteAssets | undefined = route; current; current = current.parentId ? assets.routes[current.parentId] : undefined) {
    routes.unshift(current);
  }
  return routes;
}

function fullPath(route: RouteAssets): string {
  const joined = chain(route)
    .map((r) => r.path ?? "")
    .filter(Boolean)
    .join("/");
  return `/${joined}`.replace(/\/+/g, "/");
}

/** Pages a visitor can open: routes with a component that are leaves (index routes or routes without children). */
const parents = new Set(Object.values(assets.routes).map((route) => route.parentId));
const pages = Object.values(assets.routes).filter(
  (route) =>
    (route.hasDefaultExport ?? Boolean(serverRoutes[route.id]?.module.default)) &&
    (route.index || !parents.has(route.id)) &&
    route.id !== "root",
);

type Row = { route: string; path: string; js: number; css: number; files: number };
const rows: Row[] = pages.map((page) => {
  const js = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  if (manifestModuleLoaded) js.add(assets.url);
  const css = new Set<string>(assets.entry.css ?? []);
  for (const route of chain(page)) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
    // Counted even when it only runs on later navigations: an upper bound.
    if (route.clientLoaderModule) js.add(route.clientLoaderModule);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { route: page.id, path: fullPath(page), js: sum(js), css: sum(css), files: js.size + css.size };
});
rows.sort((a, b) => b.js - a.js);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const over = rows.filter((row) => row.js > JS_BUDGET_BYTES || row.css > CSS_BUDGET_BYTES);
const width = Math.max(...rows.map((row) => row.path.length), 10);
console.log(`Peso al primo caricamento (gzip), limiti JS ${kb(JS_BUDGET_BYTES)}, CSS ${kb(CSS_BUDGET_BYTES)} — build: ${buildDir}`);
console.log(
  manifestModuleLoaded
    ? `manifest delle rotte: modulo ${assets.url} contato (scoperta delle rotte non lazy)\n`
    : `manifest delle rotte: parziale nella pagina, il resto da /__manifest (scoperta lazy); il modulo ${assets.url} non è caricato\n`,
);
console.log(`${"percorso".padEnd(width)}  ${"JS".padStart(9)}  ${"CSS".padStart(8)}  file  modulo`);
for (const row of rows) {
  const flag = row.js > JS_BUDGET_BYTES || row.css > CSS_BUDGET_BYTES ? "  << OLTRE IL LIMITE" : "";
  console.log(
    `${row.path.padEnd(width)}  ${kb(row.js).padStart(9)}  ${kb(row.css).padStart(8)}  ${String(row.files).padStart(4)}  ${row.route}${flag}`,
  );
}
console.log(`\n${rows.length} pagine; la più pesante: ${rows[0]?.path} (${kb(rows[0]?.js ?? 0)} JS).`);
if (over.length > 0) {
  console.error(`\n${over.length} pagine oltre il limite: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
