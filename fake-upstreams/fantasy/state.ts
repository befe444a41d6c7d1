import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Players, stables and sessions of the fantasy fake, persisted to a JSON file. */
export interface Player {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  budget: number;
  horses: string[];
  createdAt: string;
}

export interface Session {
  xsrf: string;
  userId: number | null;
  /** Last request with this session (ms), as Laravel's file handler reads a session file's mtime. */
  lastActivity?: number;
}

interface StateFile {
  players: Player[];
  sessions: Record<string, Session>;
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString("hex");
  return `scrypt:${salt}:${scryptSync(password, salt, 32).toString("hex")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [, salt, hash] = stored.split(":");
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "hex");
  const actual = scryptSync(password, salt, expected.length);
  return timingSafeEqual(expected, actual);
}

export class FantasyState {
  private data: StateFile = { players: [], sessions: {} };

  constructor(private readonly file: string) {
    if (existsSync(file)) {
      try {
        this.data = JSON.parse(readFileSync(file, "utf8")) as StateFile;
      } catch {
        this.data = { players: [], sessions: {} };
      }
    }
  }

  get players(): Player[] {
    return this.data.players;
  }

  /** A session still alive: idle for less than `idleMs` (Laravel's lifetime), else forgotten. */
  session(id: string | null | undefined, idleMs: number, now = Date.now()): Session | undefined {
    const session = id ? this.data.sessions[id] : undefined;
    if (!session) return undefined;
    if (now - (session.lastActivity ?? now) >= idleMs) {
      delete this.data.sessions[id as string];
      return undefined;
    }
    return session;
  }

  /**
   * A new session id (Laravel's migrate): with a new token too (`regenerate`, `invalidate`), or
   * keeping it (`login` after a registration). The old id, if any, is dropped.
   */
  openSession(userId: number | null, replacing?: string, keepToken?: string): { id: string; session: Session } {
    if (replacing) delete this.data.sessions[replacing];
    const id = randomBytes(20).toString("hex");
    const session: Session = { xsrf: keepToken ?? randomBytes(30).toString("base64"), userId, lastActivity: Date.now() };
    this.data.sessions[id] = session;
    this.save();
    return { id, session };
  }

  /** Every session as if idle since `minutesAgo` (tests: an idle-out without waiting). */
  ageSessions(minutesAgo: number, now = Date.now()): number {
    const sessions = Object.values(this.data.sessions);
    for (const session of sessions) session.lastActivity = now - minutesAgo * 60_000;
    this.save();
    return sessions.length;
  }

  player(id: number | null | undefined): Player | undefined {
    return id ? this.data.players.find((player) => player.id === id) : undefined;
  }

  addPlayer(player: Omit<Player, "id">): Player {
    const created = { ...player, id: this.data.players.reduce((max, other) => Math.max(max, other.id), 0) + 1 };
    this.data.players.push(created);
    this.save();
    return created;
  }

  /** No players and no sessions, as a new state file. */
  forgetAll(): void {
    this.data = { players: [], sessions: {} };
    this.save();
  }

  save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data, null, 1));
    renameSync(temporary, this.file);
  }
}
