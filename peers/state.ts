import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the running peers are, written by peers/start.ts and read by the tests. */
export type PeersState = {
  runDir: string;
  startedAt: string;
  mariadbPid: number;
  wordpress: {
    /** The site's own URL (its permalinks and pictures). */
    url: string;
    /** The REST base, as CONTENT_API_URL. */
    apiUrl: string;
    /** Ids of the seeded cases (peers/wordpress/seed.php). */
    cases: Record<string, unknown>;
    pid: number;
  };
  laravel: {
    /** The app's URL, as FANTASY_API_URL. */
    url: string;
    /** Laravel's session files: aging them is how tests let a session idle out. */
    sessions: string;
    /** The throwaway app key (base64:…), so a test can read which session file a cookie names. */
    appKey: string;
    pid: number;
  };
};

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** SULKY_PEERS_FILE, else .peers/state.json in the repository. */
export function peersStateFile(): string {
  return path.resolve(process.env.SULKY_PEERS_FILE || path.join(REPOSITORY, ".peers", "state.json"));
}
