import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import initSqlJs, { type Database, type SqlValue } from "sql.js";
import { isoDay, type CalendarDate } from "~/src/domain/calendar";
import { meetingId, type ArchivedRace, type ArchivedStart, type MeetingKey, type StartOutcome } from "~/src/domain/ratings/archive";
import type { RaceForecast } from "~/src/domain/ratings/chances";
import type { MeetingState, ResultsArchivePort } from "~/src/ports/results-archive";

/**
 * The results archive in SQLite, through sql.js (SQLite compiled to WebAssembly: nothing to build
 * or download on install). The database lives in memory and is written whole to `file` (a temporary
 * file, then a rename: a crash never leaves half a database) on `flush`. Without a file it stays in
 * memory (tests, the evaluation). Decision 034.
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meetings (id TEXT PRIMARY KEY, day TEXT NOT NULL, track TEXT NOT NULL, stored INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0, retry_after TEXT);
CREATE TABLE IF NOT EXISTS races (day TEXT NOT NULL, track TEXT NOT NULL, number INTEGER NOT NULL, distance INTEGER, start_type TEXT,
  purse REAL, category TEXT, prize_name TEXT, PRIMARY KEY (day, track, number));
CREATE TABLE IF NOT EXISTS starts (day TEXT NOT NULL, track TEXT NOT NULL, number INTEGER NOT NULL, position INTEGER NOT NULL,
  horse_code TEXT NOT NULL, horse_name TEXT NOT NULL, post INTEGER, placement INTEGER, outcome TEXT NOT NULL, km_tenths INTEGER,
  age INTEGER, driver TEXT, prize REAL, PRIMARY KEY (day, track, number, position));
CREATE TABLE IF NOT EXISTS horses_asked (code TEXT PRIMARY KEY, day TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS forecasts (day TEXT NOT NULL, track TEXT NOT NULL, number INTEGER NOT NULL, frozen_at TEXT NOT NULL,
  starters TEXT NOT NULL, PRIMARY KEY (day, track, number));
`;

const dayOf = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month, day };
};
const num = (value: SqlValue): number | null => (value === null ? null : Number(value));
const str = (value: SqlValue): string | null => (value === null ? null : String(value));

function rangeClause(range: { from?: CalendarDate; to?: CalendarDate } | undefined, params: SqlValue[]): string {
  const clauses: string[] = [];
  if (range?.from) {
    clauses.push("day >= ?");
    params.push(isoDay(range.from));
  }
  if (range?.to) {
    clauses.push("day < ?");
    params.push(isoDay(range.to));
  }
  return clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
}

export async function openSqliteResultsArchive(options: { file?: string } = {}): Promise<ResultsArchivePort & { close(): void }> {
  const SQL = await initSqlJs();
  const existing = options.file ? await readFile(options.file).catch(() => null) : null;
  const db: Database = existing ? new SQL.Database(existing) : new SQL.Database();
  db.exec(SCHEMA);
  let dirty = false;

  const all = (sql: string, params: SqlValue[] = []): SqlValue[][] => {
    const statement = db.prepare(sql);
    statement.bind(params);
    const rows: SqlValue[][] = [];
    while (statement.step()) rows.push(statement.get());
    statement.free();
    return rows;
  };
  const transaction = (work: () => void) => {
    db.exec("BEGIN");
    try {
      work();
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    dirty = true;
  };

  return {
    async meetings(): Promise<MeetingState[]> {
      return all("SELECT day, track, stored, failures, retry_after FROM meetings ORDER BY day DESC, track").map((row) => ({
        meeting: { day: dayOf(String(row[0])), racecourseCode: String(row[1]) },
        stored: row[2] === 1,
        failures: Number(row[3]),
        retryAfter: str(row[4]),
      }));
    },
    async discover(meetings: MeetingKey[]) {
      if (!meetings.length) return;
      transaction(() => {
        const insert = db.prepare("INSERT OR IGNORE INTO meetings (id, day, track) VALUES (?, ?, ?)");
        for (const meeting of meetings) insert.run([meetingId(meeting), isoDay(meeting.day), meeting.racecourseCode]);
        insert.free();
      });
    },
    async store(meeting: MeetingKey, races: ArchivedRace[]) {
      transaction(() => {
        const day = isoDay(meeting.day);
        db.run("DELETE FROM races WHERE day = ? AND track = ?", [day, meeting.racecourseCode]);
        db.run("DELETE FROM starts WHERE day = ? AND track = ?", [day, meeting.racecourseCode]);
        const raceRow = db.prepare("INSERT INTO races VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        const startRow = db.prepare("INSERT INTO starts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const race of races) {
          raceRow.run([
            day,
            meeting.racecourseCode,
            race.raceNumber,
            race.distance,
            race.startType,
            race.purse,
            race.category,
            race.prizeName,
          ]);
          race.starters.forEach((start, position) =>
            startRow.run([
              day,
              meeting.racecourseCode,
              race.raceNumber,
              position,
              start.horseCode,
              start.horseName,
              start.postPosition,
              start.placement,
              start.outcome,
              start.kmTenths,
              start.age,
              start.driver,
              start.prize,
            ]),
          );
        }
        raceRow.free();
        startRow.free();
        db.run(
          "INSERT INTO meetings (id, day, track, stored) VALUES (?, ?, ?, 1) ON CONFLICT(id) DO UPDATE SET stored = 1, retry_after = NULL",
          [meetingId(meeting), day, meeting.racecourseCode],
        );
      });
    },
    async markFailed(meeting: MeetingKey, retryAfter: string) {
      transaction(() =>
        db.run(
          "INSERT INTO meetings (id, day, track, failures, retry_after) VALUES (?, ?, ?, 1, ?) ON CONFLICT(id) DO UPDATE SET failures = failures + 1, retry_after = excluded.retry_after",
          [meetingId(meeting), isoDay(meeting.day), meeting.racecourseCode, retryAfter],
        ),
      );
    },
    async horsesAsked() {
      return new Map(all("SELECT code, day FROM horses_asked").map((row) => [String(row[0]), String(row[1])]));
    },
    async noteHorsesAsked(codes: string[], day: string) {
      if (!codes.length) return;
      transaction(() => {
        const insert = db.prepare("INSERT INTO horses_asked (code, day) VALUES (?, ?) ON CONFLICT(code) DO UPDATE SET day = excluded.day");
        for (const code of codes) insert.run([code, day]);
        insert.free();
      });
    },
    async races(range) {
      const params: SqlValue[] = [];
      const where = rangeClause(range, params);
      const races = new Map<string, ArchivedRace>();
      const ordered: ArchivedRace[] = [];
      for (const row of all(`SELECT * FROM races ${where} ORDER BY day, track, number`, params)) {
        const race: ArchivedRace = {
          day: dayOf(String(row[0])),
          racecourseCode: String(row[1]),
          raceNumber: Number(row[2]),
          distance: num(row[3]),
          startType: row[4] === "autostart" || row[4] === "nastri" ? row[4] : null,
          purse: num(row[5]),
          category: str(row[6]),
          prizeName: str(row[7]),
          starters: [],
        };
        races.set(`${row[0]}|${row[1]}|${row[2]}`, race);
        ordered.push(race);
      }
      for (const row of all(`SELECT * FROM starts ${where} ORDER BY day, track, number, position`, params)) {
        const start: ArchivedStart = {
          horseCode: String(row[4]),
          horseName: String(row[5]),
          postPosition: num(row[6]),
          placement: num(row[7]),
          outcome: String(row[8]) as StartOutcome,
          kmTenths: num(row[9]),
          age: num(row[10]),
          driver: str(row[11]),
          prize: num(row[12]),
        };
        races.get(`${row[0]}|${row[1]}|${row[2]}`)?.starters.push(start);
      }
      return ordered;
    },
    async forecasts(range) {
      const params: SqlValue[] = [];
      return all(
        `SELECT day, track, number, frozen_at, starters FROM forecasts ${rangeClause(range, params)} ORDER BY day, track, number`,
        params,
      ).map((row) => ({
        day: dayOf(String(row[0])),
        racecourseCode: String(row[1]),
        raceNumber: Number(row[2]),
        frozenAt: String(row[3]),
        starters: JSON.parse(String(row[4])) as RaceForecast["starters"],
      }));
    },
    async freezeForecasts(forecasts: RaceForecast[]) {
      if (!forecasts.length) return;
      transaction(() => {
        const insert = db.prepare("INSERT OR IGNORE INTO forecasts VALUES (?, ?, ?, ?, ?)");
        for (const forecast of forecasts)
          insert.run([
            isoDay(forecast.day),
            forecast.racecourseCode,
            forecast.raceNumber,
            forecast.frozenAt,
            JSON.stringify(forecast.starters),
          ]);
        insert.free();
      });
    },
    async sizeOnDisk() {
      if (!options.file) return db.export().byteLength;
      return (await stat(options.file).catch(() => null))?.size ?? 0;
    },
    async flush() {
      if (!options.file || !dirty) return;
      dirty = false;
      await mkdir(dirname(options.file), { recursive: true });
      const temporary = `${options.file}.${process.pid}.tmp`;
      await writeFile(temporary, db.export());
      await rename(temporary, options.file);
    },
    close() {
      db.close();
    },
  };
}

/** The same archive, usable at once: each call waits for the database to open (the composition root is synchronous). */
export function createSqliteResultsArchive(options: { file?: string } = {}): ResultsArchivePort & { close(): Promise<void> } {
  const opened = openSqliteResultsArchive(options);
  // an archive that cannot open fails its calls (the job logs them), never the process
  opened.catch(() => {});
  return {
    meetings: async () => (await opened).meetings(),
    discover: async (meetings) => (await opened).discover(meetings),
    store: async (meeting, races) => (await opened).store(meeting, races),
    markFailed: async (meeting, retryAfter) => (await opened).markFailed(meeting, retryAfter),
    horsesAsked: async () => (await opened).horsesAsked(),
    noteHorsesAsked: async (codes, day) => (await opened).noteHorsesAsked(codes, day),
    races: async (range) => (await opened).races(range),
    forecasts: async (range) => (await opened).forecasts(range),
    freezeForecasts: async (forecasts) => (await opened).freezeForecasts(forecasts),
    sizeOnDisk: async () => (await opened).sizeOnDisk(),
    flush: async () => (await opened).flush(),
    async close() {
      const archive = await opened.catch(() => null);
      await archive?.flush();
      archive?.close();
    },
  };
}
