/**
 * `npm start`: the production build under plain node (no TypeScript at run time).
 *
 * In a checkout, a missing or stale build (sources newer than it) is rebuilt first,
 * so what runs is always what the sources say. Upstreams without a URL are served
 * by the embedded fakes unless NODE_ENV=production (a real deployment), where they
 * must be configured or asked for with SULKY_FAKES=embedded.
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
// NODE_ENV=production set by the operator means a real deployment: secrets and upstream
// URLs become mandatory. A plain `npm start` runs the same optimised build with
// development defaults, so a newcomer needs nothing but `npm install`.
const deployment = process.env.NODE_ENV === "production";
// React and React Router pick their builds from NODE_ENV when first imported.
process.env.NODE_ENV = "production";

const buildDir = path.resolve(root, process.env.SULKY_BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");
const fakesEntry = path.join(buildDir, "fakes/index.js");
/** What the build is made from: a change to any of them makes the build stale. */
const SOURCES = [
  "src",
  "views",
  "adapters",
  "fake-upstreams",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "vite.fakes.config.ts",
  "react-router.config.ts",
];

function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

/** Why the build must be made again, or undefined when it is current (or there are no sources: an image). */
function staleReason() {
  if (!existsSync(path.join(root, "src"))) return existsSync(serverEntry) ? undefined : "nessuna build";
  if (!existsSync(serverEntry)) return "nessuna build";
  const built = statSync(serverEntry).mtimeMs;
  const changed = SOURCES.find((source) => newestChange(path.join(root, source)) > built);
  return changed ? `sorgenti più recenti della build (${changed})` : undefined;
}

/** Rebuilds under a lock file, so two instances started together do not build over each other. */
async function rebuild(reason) {
  const canBuild = existsSync(path.join(root, "node_modules/@react-router/dev")) && existsSync(path.join(root, "src"));
  if (!canBuild) {
    console.error(`Build da rifare (${reason}), ma qui mancano i sorgenti o gli strumenti di build: esegui \`npm ci && npm run build\`.`);
    process.exit(1);
  }
  const lockFile = `${buildDir}.building`;
  let lock;
  try {
    lock = openSync(lockFile, "wx");
  } catch {
    console.log("Un'altra istanza sta rifacendo la build: attendo...");
    while (existsSync(lockFile)) await new Promise((resolve) => setTimeout(resolve, 500));
    return;
  }
  let status;
  try {
    console.log(`Build da rifare (${reason}): eseguo \`npm run build\`...`);
    status = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, SULKY_BUILD_DIR: buildDir } }).status;
  } finally {
    closeSync(lock);
    rmSync(lockFile, { force: true });
  }
  if (status !== 0) process.exit(status ?? 1);
}

const reason = staleReason();
if (reason) await rebuild(reason);

const site = await import(pathToFileURL(serverEntry).href);
await site.launch({
  views: { build: site.build, clientDir: path.join(buildDir, "client") },
  deployment,
  loadFakes: () => import(pathToFileURL(fakesEntry).href),
});
