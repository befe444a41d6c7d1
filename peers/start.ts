/**
 * The real peers: a WordPress 6.1 and a Laravel 8 app from Debian's packages, seeded by this
 * repository's scripts and started on loopback ports, so tests can prove the fakes against them
 * (docs/FAKES.md, "Real peers"; decision 022). Development tools only: no image ships them.
 *
 *   npx tsx peers/start.ts            start both, print their URLs, Ctrl-C stops them
 *   npx tsx peers/start.ts --detach   start both, write the state file and leave them running
 *   npx tsx peers/start.ts --stop     stop what the state file names and remove its run directory
 *
 * The state file (SULKY_PEERS_FILE, default .peers/state.json) tells tests where the peers are;
 * everything the peers write lives in one temporary run directory.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { peersStateFile, type PeersState } from "./state";

const PEERS_DIR = path.dirname(fileURLToPath(import.meta.url));
const WORDPRESS = "/usr/share/wordpress";
const ILLUMINATE = "/usr/share/php/Illuminate/autoload.php";
/** PHP's built-in server answers one request at a time per worker: a few let Sulky's parallel calls through. */
const PHP_WORKERS = "4";

/** What must be installed, and the Debian package that brings it. */
const REQUIREMENTS: { check: () => boolean; what: string; apt: string }[] = [
  { check: () => onPath("php"), what: "php", apt: "php-cli" },
  { check: () => onPath("mariadbd") && onPath("mariadb-install-db"), what: "mariadbd", apt: "mariadb-server" },
  { check: () => existsSync(`${WORDPRESS}/wp-settings.php`), what: WORDPRESS, apt: "wordpress" },
  { check: () => existsSync(ILLUMINATE), what: ILLUMINATE, apt: "php-laravel-framework" },
  { check: () => phpHas("mysqli"), what: "php mysqli", apt: "php-mysql" },
  { check: () => phpHas("pdo_sqlite"), what: "php pdo_sqlite", apt: "php-sqlite3" },
  { check: () => phpHas("gd"), what: "php gd", apt: "php-gd" },
  { check: () => phpHas("mbstring"), what: "php mbstring", apt: "php-mbstring" },
  { check: () => phpHas("dom"), what: "php xml", apt: "php-xml" },
];

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

let phpModules: string[] | null = null;
function phpHas(module: string): boolean {
  phpModules ??= onPath("php") ? spawnSync("php", ["-m"], { encoding: "utf8" }).stdout.toLowerCase().split("\n") : [];
  return phpModules.includes(module);
}

/** The packages missing on this machine (empty when the peers can start). */
export function missingPackages(): string[] {
  return [...new Set(REQUIREMENTS.filter((requirement) => !requirement.check()).map((requirement) => requirement.apt))];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): void {
  const result = spawnSync(command, args, { env, encoding: "utf8" });
  writeFileSync(log, `${result.stdout ?? ""}${result.stderr ?? ""}`, { flag: "a" });
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ""} non riuscito (codice ${result.status}): vedi ${log}`);
}

/** Process groups started by this run, stopped again if the start fails half-way. */
const startedGroups: number[] = [];

/** A long-running process in its own process group (stopped as a group: PHP's workers too), output to a log file. */
function daemon(command: string, args: string[], env: NodeJS.ProcessEnv, log: string, cwd?: string): ChildProcess {
  const output = openSync(log, "a");
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ["ignore", output, output] });
  child.unref();
  if (child.pid) startedGroups.push(child.pid);
  return child;
}

async function waitFor(what: string, ready: () => Promise<boolean> | boolean, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} si è fermato subito (codice ${child.exitCode})`);
    try {
      if (await ready()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} non risponde dopo ${timeoutMs} ms`);
}

/** A throwaway MariaDB on a socket in the run directory (no network, no system service). */
async function startMariaDb(runDir: string): Promise<{ socket: string; pid: number }> {
  const dataDir = path.join(runDir, "mariadb");
  const socket = path.join(runDir, "mariadb.sock");
  const log = path.join(runDir, "mariadb.log");
  // Speed over durability: the data is thrown away with the run directory.
  const tuning = [
    "--innodb-log-file-size=16M",
    "--innodb-buffer-pool-size=32M",
    "--innodb-flush-log-at-trx-commit=0",
    "--innodb-doublewrite=0",
  ];
  const asRoot = process.getuid?.() === 0 ? ["--user=root"] : [];
  run(
    "mariadb-install-db",
    ["--no-defaults", `--datadir=${dataDir}`, "--auth-root-authentication-method=normal", "--skip-test-db", ...asRoot, ...tuning],
    process.env,
    log,
  );
  const server = daemon(
    "mariadbd",
    [
      "--no-defaults",
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      "--skip-networking",
      `--pid-file=${path.join(runDir, "mariadb.pid")}`,
      `--log-error=${log}`,
      "--skip-log-bin",
      ...asRoot,
      ...tuning,
    ],
    process.env,
    log,
  );
  const client = (sql: string) => spawnSync("mariadb", ["--no-defaults", "-S", socket, "-uroot", "-e", sql], { encoding: "utf8" });
  await waitFor("MariaDB", () => client("SELECT 1").status === 0, server);
  const created = client("CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci");
  if (created.status !== 0) throw new Error(`MariaDB: ${created.stderr}`);
  return { socket, pid: server.pid! };
}

/** Debian's WordPress linked into a document root next to this repository's wp-config.php and mu-plugins. */
function wordpressRoot(runDir: string): { root: string; content: string } {
  const root = path.join(runDir, "wordpress");
  const content = path.join(root, "wp-content");
  mkdirSync(path.join(content, "uploads"), { recursive: true });
  for (const entry of readdirSync(WORDPRESS)) {
    if (entry !== "wp-config.php" && entry !== "wp-content") symlinkSync(path.join(WORDPRESS, entry), path.join(root, entry));
  }
  for (const entry of ["themes", "plugins", "languages"]) symlinkSync(path.join(WORDPRESS, "wp-content", entry), path.join(content, entry));
  symlinkSync(path.join(PEERS_DIR, "wordpress", "wp-config.php"), path.join(root, "wp-config.php"));
  symlinkSync(path.join(PEERS_DIR, "wordpress", "mu-plugins"), path.join(root, "mu-plugins"));
  return { root, content };
}

async function startWordPress(runDir: string, socket: string): Promise<PeersState["wordpress"]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { root, content } = wordpressRoot(runDir);
  const env = { ...process.env, SULKY_WP_DB_SOCKET: socket, SULKY_WP_URL: url, SULKY_WP_CONTENT_DIR: content };
  const casesFile = path.join(runDir, "wordpress-cases.json");
  const log = path.join(runDir, "wordpress.log");
  run("php", [path.join(PEERS_DIR, "wordpress", "seed.php"), root, casesFile], env, log);
  const server = daemon(
    "php",
    ["-S", `127.0.0.1:${port}`, "-t", root, path.join(PEERS_DIR, "wordpress", "router.php")],
    { ...env, PHP_CLI_SERVER_WORKERS: PHP_WORKERS },
    log,
  );
  await waitFor("WordPress", async () => (await fetch(`${url}/wp-json/wp/v2/posts?per_page=1`)).status === 200, server);
  return { url, apiUrl: `${url}/wp-json/wp/v2`, cases: JSON.parse(readFileSync(casesFile, "utf8")), pid: server.pid! };
}

async function startLaravel(runDir: string): Promise<PeersState["laravel"]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const storage = path.join(runDir, "laravel");
  for (const dir of ["bootstrap", "framework/sessions", "framework/cache", "framework/views", "logs"]) {
    mkdirSync(path.join(storage, dir), { recursive: true });
  }
  const app = path.join(PEERS_DIR, "laravel");
  const appKey = `base64:${randomBytes(32).toString("base64")}`;
  const env = { ...process.env, PEER_STORAGE: storage, APP_KEY: appKey, APP_URL: url };
  const log = path.join(runDir, "laravel.log");
  run("php", [path.join(app, "database", "seed.php")], env, log);
  const server = daemon(
    "php",
    ["-S", `127.0.0.1:${port}`, path.join(app, "public", "index.php")],
    { ...env, PHP_CLI_SERVER_WORKERS: PHP_WORKERS },
    log,
    app,
  );
  await waitFor(
    "Laravel",
    async () => (await fetch(`${url}/sanctum/csrf-cookie`, { headers: { Accept: "application/json" } })).status === 204,
    server,
  );
  return { url, sessions: path.join(storage, "framework", "sessions"), appKey, pid: server.pid! };
}

function stopGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the peers a state file names (each process group it started), then removes their run directory. */
export async function stopPeers(state: PeersState): Promise<void> {
  const groups = [state.wordpress.pid, state.laravel.pid, state.mariadbPid];
  groups.forEach(stopGroup);
  const deadline = Date.now() + 15_000;
  while (groups.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(state.runDir, { recursive: true, force: true });
}

export async function startPeers(): Promise<PeersState> {
  const missing = missingPackages();
  if (missing.length > 0) throw new Error(`peer non avviabili, mancano i pacchetti Debian: ${missing.join(" ")}`);
  const runDir = mkdtempSync(path.join(tmpdir(), "sulky-peers-"));
  try {
    const mariadb = await startMariaDb(runDir);
    const [wordpress, laravel] = await Promise.all([startWordPress(runDir, mariadb.socket), startLaravel(runDir)]);
    return { runDir, startedAt: new Date().toISOString(), mariadbPid: mariadb.pid, wordpress, laravel };
  } catch (error) {
    startedGroups.forEach(stopGroup);
    console.error(`Log dei peer in ${runDir}`);
    throw error;
  }
}

async function main(args: string[]): Promise<void> {
  const stateFile = peersStateFile();
  if (args.includes("--stop")) {
    if (!existsSync(stateFile)) return console.log(`Nessun peer avviato (${stateFile} non c'è).`);
    await stopPeers(JSON.parse(readFileSync(stateFile, "utf8")) as PeersState);
    rmSync(stateFile, { force: true });
    return console.log("Peer fermati.");
  }
  if (existsSync(stateFile)) {
    // Peers a previous start left running (or their stale state): stopped, so only one set answers.
    await stopPeers(JSON.parse(readFileSync(stateFile, "utf8")) as PeersState);
    rmSync(stateFile, { force: true });
  }
  const started = Date.now();
  const state = await startPeers();
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2) + "\n");
  console.log(`Peer avviati in ${((Date.now() - started) / 1000).toFixed(1)} s (stato: ${stateFile})`);
  console.log(`  WordPress  CONTENT_API_URL=${state.wordpress.apiUrl}`);
  console.log(`  Laravel    FANTASY_API_URL=${state.laravel.url}`);
  if (args.includes("--detach")) return;
  console.log("Ctrl-C per fermarli.");
  const stop = async () => {
    await stopPeers(state);
    rmSync(stateFile, { force: true });
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  setInterval(() => undefined, 1 << 30);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
