import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What time it is for a fake: the race day plays by it (today's results appear a few
 * minutes after each race's start, draws on their day). Its base is the clock the site
 * hands over (the one clock, src/clock.ts), else the instant given as `today`, else noon
 * in Italy of SULKY_TODAY, else the real time; a test moves it forward through
 * `POST /__fake/clock` instead of waiting.
 */
export type FakeClock = {
  now(): Date;
  /** From now on the clock reads this instant, and runs on from it only if its base runs. */
  setTo(instant: Date): void;
  advance(ms: number): void;
  /** Back to the base clock. */
  reset(): void;
};

export function createFakeClock(options: { clock?: () => Date; today?: Date; pinnedDay?: string | undefined }): FakeClock {
  const base: () => Date =
    options.clock ??
    (options.today
      ? frozenAt(options.today)
      : options.pinnedDay
        ? // noon in Italy, as the site's own pinned clock reads it (src/clock.ts)
          frozenAt(new Date(`${options.pinnedDay}T11:00:00Z`))
        : () => new Date());
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    setTo(instant) {
      offsetMs = instant.getTime() - base().getTime();
    },
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

function frozenAt(instant: Date): () => Date {
  const time = instant.getTime();
  return () => new Date(time);
}

/** Italy's time zone, named once in the fakes: every wall-clock reading below and WordPress's own setting. */
export const ROME_TIME_ZONE = "Europe/Rome";

/** The fakes' one formatter of Italy's wall clock. */
const ROME_PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: ROME_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function romeParts(instant: Date): Record<string, string> {
  return Object.fromEntries(ROME_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The wall clock in Italy at an instant: its day (yyyy-mm-dd) and minutes since midnight. */
export function romeWallClock(instant: Date): { isoDate: string; minutes: number } {
  const parts = romeParts(instant);
  return { isoDate: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The wall clock in Italy at an instant to the second, without a zone ('2026-05-13T23:30:00'), as WordPress writes a post's `date`. */
export function romeDateTime(instant: Date): string {
  const parts = romeParts(instant);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The instant a wall-clock time (HH:MM) of an Italian day (yyyy-mm-dd) falls on. */
export function romeInstant(isoDate: string, hhmm: string): Date {
  const [hours, minutes] = hhmm.split(":").map(Number);
  const asUtc = Date.parse(`${isoDate}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // Italy is one or two hours ahead of UTC: read the wall clock at the guess and correct by the difference.
  let guess = asUtc - 60 * 60_000;
  for (let step = 0; step < 2; step++) {
    const wall = romeWallClock(new Date(guess));
    const wallMs = Date.parse(`${wall.isoDate}T00:00:00Z`) + wall.minutes * 60_000;
    guess += asUtc - wallMs;
  }
  return new Date(guess);
}

/**
 * `/__fake/clock`: GET reads the clock; POST moves it (`{"at": ISO instant}`, `{"time": "HH:MM"}` on
 * today's Italian day, or `{"advanceMinutes": n}`); DELETE puts it back. Installed before the
 * fault layer, which answers every other `/__fake/*` path.
 */
export function clockControl(clock: FakeClock) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    const path = (req.originalUrl ?? req.url ?? "").split("?")[0];
    if (path !== "/__fake/clock") return next();
    const answer = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(JSON.stringify(body));
    };
    const reading = () => {
      const now = clock.now();
      const wall = romeWallClock(now);
      return { now: now.toISOString(), day: wall.isoDate, time: clockText(wall.minutes) };
    };
    if (req.method === "GET") return answer(200, reading());
    if (req.method === "DELETE") {
      clock.reset();
      return answer(200, reading());
    }
    if (req.method !== "POST") return answer(405, { message: "Metodo non ammesso" });
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      let body: { at?: unknown; time?: unknown; advanceMinutes?: unknown };
      try {
        body = raw ? (JSON.parse(raw) as typeof body) : {};
      } catch {
        return answer(422, { message: "Corpo JSON non valido" });
      }
      if (typeof body.advanceMinutes === "number" && Number.isFinite(body.advanceMinutes)) {
        clock.advance(body.advanceMinutes * 60_000);
      } else if (typeof body.time === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(body.time)) {
        clock.setTo(romeInstant(romeWallClock(clock.now()).isoDate, body.time));
      } else if (typeof body.at === "string" && !Number.isNaN(Date.parse(body.at))) {
        clock.setTo(new Date(body.at));
      } else {
        return answer(422, {
          message: "Orario non valido",
          errors: { clock: ['Valori ammessi: {"at": "2026-11-22T15:42:00+01:00"}, {"time": "15:42"}, {"advanceMinutes": 30}'] },
        });
      }
      answer(200, reading());
    });
  };
}

const pad = (value: number) => String(value).padStart(2, "0");
export const clockText = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
