import { createDecipheriv } from "node:crypto";
import { existsSync, readdirSync, readFileSync, utimesSync } from "node:fs";
import path from "node:path";
import { peersStateFile, type PeersState } from "~/peers/state";

export type { PeersState } from "~/peers/state";

/**
 * The real peers started once per run by `npx tsx peers/start.ts --detach` (.ci/run does it before
 * the suites; docs/FAKES.md, "Real peers"). Tests never start them: a test file that needs them
 * finds them through the state file, or says why it cannot and skips. With
 * SULKY_PEERS_REQUIRED=1 (CI) a missing peer fails instead; SULKY_PEERS=off turns them off on
 * purpose (the runs under faketime, whose clock would make the peers' cookies look expired).
 */
export type PeersAvailability = { state: PeersState; reason: null } | { state: null; reason: string };

const REQUIRED = process.env.SULKY_PEERS_REQUIRED === "1";

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

export async function findPeers(): Promise<PeersAvailability> {
  if (process.env.SULKY_PEERS === "off") return { state: null, reason: "SULKY_PEERS=off" };
  const file = peersStateFile();
  if (!existsSync(file)) return { state: null, reason: `peer non avviati (${file} non esiste): npx tsx peers/start.ts --detach` };
  const state = JSON.parse(readFileSync(file, "utf8")) as PeersState;
  for (const [name, url] of [
    ["WordPress", `${state.wordpress.apiUrl}/posts?per_page=1`],
    ["Laravel", `${state.laravel.url}/sanctum/csrf-cookie`],
  ]) {
    if (!(await answers(url))) return { state: null, reason: `${name} non risponde su ${url} (stato in ${file})` };
  }
  return { state, reason: null };
}

/**
 * The peers for a suite's peer half: the state, or null after saying why they are skipped. In CI
 * (SULKY_PEERS_REQUIRED=1) a missing peer is an error, never a skip.
 */
export async function peersOrSkip(suite: string): Promise<PeersState | null> {
  const found = await findPeers();
  if (found.state) return found.state;
  if (REQUIRED && process.env.SULKY_PEERS !== "off") throw new Error(`${suite}: i peer reali sono obbligatori qui, ma ${found.reason}`);
  console.warn(`${suite}: test contro i peer reali saltati (${found.reason})`);
  return null;
}

/** The session id a laravel_session cookie holds: Laravel 8 encrypts `{hmac prefix}|{id}` with the app key. */
export function laravelSessionId(state: PeersState, cookieValue: string): string {
  const { iv, value } = JSON.parse(Buffer.from(decodeURIComponent(cookieValue), "base64").toString("utf8")) as Record<string, string>;
  const key = Buffer.from(state.laravel.appKey.replace(/^base64:/, ""), "base64");
  const decipher = createDecipheriv("aes-256-cbc", key, Buffer.from(iv, "base64"));
  const plain = Buffer.concat([decipher.update(value, "base64"), decipher.final()]).toString("utf8");
  return plain.slice(plain.indexOf("|") + 1);
}

/**
 * Lets the peer's Laravel session named by a laravel_session cookie idle out as Laravel itself
 * judges it: its file handler keeps a session while the file is younger than the lifetime (120
 * minutes), so that file is made older than that instead of waiting two hours. Other tests'
 * sessions on the same peer are left alone.
 */
export function ageLaravelSession(state: PeersState, cookieValue: string, minutes = 121): void {
  const id = laravelSessionId(state, cookieValue);
  const file = path.join(state.laravel.sessions, id);
  if (!/^[A-Za-z0-9]{40}$/.test(id) || !readdirSync(state.laravel.sessions).includes(id)) throw new Error(`nessun file di sessione ${id}`);
  const then = new Date(Date.now() - minutes * 60_000);
  utimesSync(file, then, then);
}

/**
 * Every session of the peer idles out (see ageLaravelSession): for a browser test, whose game
 * cookies stay inside Sulky's own session. Only where nothing else uses the peer at the time
 * (the browser suite runs its files one after the other, after the other suites).
 */
export function ageAllLaravelSessions(state: PeersState, minutes = 121): void {
  const then = new Date(Date.now() - minutes * 60_000);
  for (const file of readdirSync(state.laravel.sessions)) {
    if (/^[A-Za-z0-9]{40}$/.test(file)) utimesSync(path.join(state.laravel.sessions, file), then, then);
  }
}
