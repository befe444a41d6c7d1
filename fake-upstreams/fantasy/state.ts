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

  session(id: string | undefined): Session | undefined {
    return id ? this.data.sessions[id] : undefined;
  }

  /** Creates a session (new id and token); the old one, if any, is dropped (rotation). */
  openSession(userId: number | null, replacing?: string): { id: string; session: Session } {
    if (replacing) delete this.data.sessions[replacing];
    const id = randomBytes(20).toString("hex");
    const session: Session = { xsrf: randomBytes(30).toString("base64"), userId };
    this.data.sessions[id] = session;
    this.save();
    return { id, session };
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
