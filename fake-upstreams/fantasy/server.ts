import { fileURLToPath } from "node:url";
import express, { type NextFunction, type Request, type Response } from "express";
import { serveFake } from "../shared/serve";
import { resolveToday } from "../shared/dates";
import type { FakeOptions, RunningFake } from "../shared/types";
import { CookieEncrypter, httpError, LARAVEL_MESSAGES, RateLimiter, validationError } from "./laravel-http";
import { buildMarket, periodsOf, rankingRows, STARTING_BUDGET, trade, type MarketHorse, type Period } from "./market";
import { FantasyState, hashPassword, verifyPassword, type Player, type Session } from "./state";

export const DEFAULT_STATE_FILE = fileURLToPath(new URL("./.state/fantasy-state.json", import.meta.url));
const SESSION_COOKIE = "laravel_session";
const XSRF_COOKIE = "XSRF-TOKEN";
/** Laravel's session lifetime: an idle session ends after 120 minutes; the cookies last as long. */
const DEFAULT_SESSION_MINUTES = 120;

type Locals = {
  sessionId?: string;
  session?: Session;
  player?: Player;
  /** Which cookies go out with the answer (Laravel's middleware order decides: see `cookieRule`). */
  cookies?: "both" | "session" | "none";
};

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** PHP's cookie date: `Thu, 26-Nov-2026 15:18:05 GMT`. */
function cookieExpiry(date: Date): string {
  return date.toUTCString().replace(/ (\d{2}) (\w{3}) (\d{4}) /, " $1-$2-$3 ");
}

const FANTASY_FIELDS = [
  { key: "name", label: "Cavallo" },
  { key: "eta", label: "Età" },
  { key: "rating", label: "Rating" },
];

/**
 * The fantasy game's API as a Laravel 8 app with Sanctum's SPA middleware and Fortify's routes
 * answers it (proved against the real peer by tests/contract/fantasy.test.ts): encrypted cookies on
 * every answer that passes the session middleware, 419 without the token, Fortify's register that
 * logs the player in, `guest` redirects, throttled login and API, idle sessions that end, 204
 * logout, and Laravel's English 422 messages. docs/FAKES.md lists the options.
 */
export function startFantasyFake(options: FakeOptions = {}): Promise<RunningFake> {
  return serveFake("fantasy", options, "", ({ faults, fixtures, publicUrl, onFresh }) => {
    const today = resolveToday(options.today);
    const state = new FantasyState(options.stateFile ?? DEFAULT_STATE_FILE);
    const marketList = buildMarket({ seed: options.seed, today, archiveYears: options.archiveYears });
    const market = new Map<string, MarketHorse>(marketList.map((horse) => [horse.CodiceCavallo, horse]));
    const sessionMinutes = options.sessionIdleMinutes ?? DEFAULT_SESSION_MINUTES;
    const idleMs = sessionMinutes * 60_000;
    const registerLogsIn = options.registerLogsIn ?? true;
    const loginPerMinute = options.loginAttemptsPerMinute ?? 5;
    const apiPerMinute = options.apiRequestsPerMinute ?? 60;
    const encrypter = new CookieEncrypter();
    const limiter = new RateLimiter();
    const app = express();
    // As the game behind Sulky: Sulky on this machine is the trusted proxy, so the login throttle
    // counts e-mail and the visitor's address it forwards (peers/laravel's TrustProxies).
    app.set("trust proxy", "loopback");
    // How often two calls of one game session were served at once. A client that keeps
    // a player's cookie jar consistent sends them one after the other (tests/scale).
    const inFlight = new Map<string, number>();
    let sessionOverlaps = 0;
    onFresh(() => {
      state.forgetAll();
      sessionOverlaps = 0;
    });
    app.get("/__fake/session-overlaps", (_req, res) => void res.json({ overlaps: sessionOverlaps }));
    // Every session as if idle for longer than the lifetime: the next call finds none (tests of expiry).
    app.post("/__fake/expire-sessions", (_req, res) => void res.json({ expired: state.ageSessions(sessionMinutes + 1) }));
    app.use((req: Request, res: Response, next: NextFunction) => {
      const id = parseCookies(req.headers.cookie)[SESSION_COOKIE];
      if (!id) return next();
      const now = (inFlight.get(id) ?? 0) + 1;
      inFlight.set(id, now);
      if (now > 1) sessionOverlaps += 1;
      res.on("close", () => {
        const left = (inFlight.get(id) ?? 1) - 1;
        if (left > 0) inFlight.set(id, left);
        else inFlight.delete(id);
      });
      next();
    });
    app.use(faults.middleware);
    app.use(fixtures.middleware);

    const isApi = (req: Request) => req.path.startsWith("/api/");
    const isWebRoute = (req: Request) => ["/sanctum/csrf-cookie", "/register", "/login", "/logout"].includes(req.path);
    /** Sanctum keeps sessions only for calls from the SPA's own pages: those with a Referer or an Origin. */
    const fromFrontend = (req: Request) => Boolean(req.headers.referer || req.headers.origin);

    // Laravel's StartSession: the session the cookie names, if still alive, else a new one.
    app.use((req: Request, res: Response, next: NextFunction) => {
      const locals = res.locals as Locals;
      if (!isWebRoute(req) && !(isApi(req) && fromFrontend(req))) return next();
      const id = encrypter.decrypt(safeDecode(parseCookies(req.headers.cookie)[SESSION_COOKIE] ?? ""));
      const found = state.session(id, idleMs);
      const opened = found && id ? { id, session: found } : state.openSession(null);
      opened.session.lastActivity = Date.now();
      locals.sessionId = opened.id;
      locals.session = opened.session;
      locals.player = state.player(opened.session.userId);
      locals.cookies = "both";
      // EncryptCookies and StartSession wrap the answer: the cookies are written as it leaves.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
      res.writeHead = ((...args: unknown[]) => {
        const current = res.locals as Locals;
        if (current.session && current.sessionId && current.cookies !== "none") {
          const expires = cookieExpiry(new Date(Date.now() + sessionMinutes * 60_000));
          const attributes = `expires=${expires}; Max-Age=${sessionMinutes * 60}; path=/`;
          const cookies: string[] = [];
          if (current.cookies === "both")
            cookies.push(`${XSRF_COOKIE}=${encodeURIComponent(encrypter.encrypt(current.session.xsrf))}; ${attributes}; samesite=lax`);
          cookies.push(
            `${SESSION_COOKIE}=${encodeURIComponent(encrypter.encrypt(current.sessionId))}; ${attributes}; httponly; samesite=lax`,
          );
          res.setHeader("Set-Cookie", cookies);
        }
        return writeHead(...args);
      }) as typeof res.writeHead;
      next();
    });

    app.use(express.json());

    // VerifyCsrfToken: X-XSRF-TOKEN is the encrypted cookie, read back with the app key.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
      const locals = res.locals as Locals;
      if (!locals.session) return next();
      const header = req.headers["x-xsrf-token"];
      const token = encrypter.decrypt(safeDecode(Array.isArray(header) ? header[0] : (header ?? "")));
      if (token === null || token !== locals.session.xsrf) {
        // Thrown inside Sanctum's own pipeline on /api (no cookies), inside the web group on the others (the session cookie).
        locals.cookies = isApi(req) ? "none" : "session";
        return void httpError(res, 419, LARAVEL_MESSAGES.csrf);
      }
      next();
    });

    const playerOf = (res: Response) => (res.locals as Locals).player;

    /** ThrottleRequests: X-RateLimit-* on every answer, 429 with Retry-After past the limit. */
    const throttle =
      (key: (req: Request, res: Response) => string, perMinute: number) => (req: Request, res: Response, next: NextFunction) => {
        const hit = limiter.hit(key(req, res), perMinute);
        res.setHeader("X-RateLimit-Limit", String(perMinute));
        res.setHeader("X-RateLimit-Remaining", String(hit.remaining));
        if (!hit.allowed) {
          return void httpError(res, 429, LARAVEL_MESSAGES.throttled, {
            "Retry-After": String(hit.retryAfterSeconds),
            "X-RateLimit-Reset": String(Math.floor(Date.now() / 1000) + hit.retryAfterSeconds),
          });
        }
        next();
      };
    const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
    const loginThrottle = throttle((req) => `login:${typeof body(req).email === "string" ? body(req).email : ""}${req.ip}`, loginPerMinute);
    const apiThrottle = throttle((req, res) => `api:${playerOf(res)?.id ?? req.ip}`, apiPerMinute);

    /** The `guest` middleware of Laravel's stub: a signed-in visitor goes to /home, JSON client or not. */
    const guest = (_req: Request, res: Response, next: NextFunction) => {
      if (!playerOf(res)) return next();
      const home = `${publicUrl}/home`;
      res
        .status(302)
        .setHeader("Location", home)
        .type("text/html; charset=utf-8")
        .send(
          `<!DOCTYPE html>\n<html><head><meta http-equiv="refresh" content="0;url='${home}'" /><title>Redirecting to ${home}</title></head></html>`,
        );
    };

    const requireLogin = (_req: Request, res: Response, next: NextFunction) => {
      if (!playerOf(res)) return void res.status(401).json({ message: LARAVEL_MESSAGES.unauthenticated });
      next();
    };

    /** Laravel's migrate(): a new session id for the same visitor, the token renewed or kept. */
    const rotate = (res: Response, userId: number | null, renewToken: boolean) => {
      const locals = res.locals as Locals;
      const { id, session } = state.openSession(userId, locals.sessionId, renewToken ? undefined : locals.session?.xsrf);
      locals.sessionId = id;
      locals.session = session;
      locals.player = state.player(userId);
    };

    const stable = (player: Player) =>
      player.horses.map((code) => market.get(code)).filter((horse): horse is MarketHorse => Boolean(horse));
    const userJson = (player: Player) => ({
      id: player.id,
      name: player.name,
      email: player.email,
      budget: player.budget,
      created_at: player.createdAt,
      updated_at: player.createdAt,
    });

    app.get("/sanctum/csrf-cookie", (_req, res) => void res.status(204).end());

    // Fortify's CreateNewUser rules (name and email max:255), Laravel's English messages.
    const MAX_STRING = 255;
    app.post("/register", guest, (req, res) => {
      const input = body(req);
      const text = (key: string) => (typeof input[key] === "string" ? (input[key] as string).trim() : "");
      const errors: Record<string, string[]> = {};
      if (!text("name")) errors.name = [LARAVEL_MESSAGES.required("name")];
      else if (text("name").length > MAX_STRING) errors.name = [LARAVEL_MESSAGES.maxString("name", MAX_STRING)];
      if (!text("email")) errors.email = [LARAVEL_MESSAGES.required("email")];
      else if (text("email").length > MAX_STRING) errors.email = [LARAVEL_MESSAGES.maxString("email", MAX_STRING)];
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text("email"))) errors.email = [LARAVEL_MESSAGES.email("email")];
      else if (state.players.some((player) => player.email.toLowerCase() === text("email").toLowerCase()))
        errors.email = [LARAVEL_MESSAGES.taken("email")];
      const password = typeof input.password === "string" ? input.password : "";
      const passwordErrors: string[] = [];
      if (!password) passwordErrors.push(LARAVEL_MESSAGES.required("password"));
      else {
        if (password.length < 8) passwordErrors.push(LARAVEL_MESSAGES.minString("password", 8));
        if (password !== input.password_confirmation) passwordErrors.push(LARAVEL_MESSAGES.confirmed("password"));
      }
      if (passwordErrors.length) errors.password = passwordErrors;
      if (Object.keys(errors).length) return void validationError(res, errors);
      const now = new Date().toISOString().replace(/\.\d{3}Z$/, ".000000Z");
      const player = state.addPlayer({
        name: text("name"),
        email: text("email").toLowerCase(),
        passwordHash: hashPassword(password),
        budget: STARTING_BUDGET,
        horses: [],
        createdAt: now,
      });
      // Fortify logs the new player in (a new session id, the same token); the old mode does not.
      if (registerLogsIn) rotate(res, player.id, false);
      res.status(201).json("");
    });

    // Throttled before the guest check, as Laravel's middleware priority orders them.
    app.post("/login", loginThrottle, guest, (req, res) => {
      const input = body(req);
      const email = typeof input.email === "string" ? input.email.trim().toLowerCase() : "";
      const password = typeof input.password === "string" ? input.password : "";
      const errors: Record<string, string[]> = {};
      if (!email) errors.email = [LARAVEL_MESSAGES.required("email")];
      if (!password) errors.password = [LARAVEL_MESSAGES.required("password")];
      if (Object.keys(errors).length) return void validationError(res, errors);
      const player = state.players.find((candidate) => candidate.email === email);
      if (!player || !verifyPassword(password, player.passwordHash))
        return void validationError(res, { email: [LARAVEL_MESSAGES.credentials] });
      rotate(res, player.id, true);
      res.json({ two_factor: false });
    });

    // Fortify's logout has no auth middleware: 204 whether or not anyone was signed in.
    app.post("/logout", (_req, res) => {
      rotate(res, null, true);
      res.status(204).end();
    });

    app.use("/api", apiThrottle);

    app.get("/api/user", requireLogin, (_req, res) => {
      const player = playerOf(res) as Player;
      res.json({
        user: userJson(player),
        budget: player.budget,
        horsesList: stable(player).map(({ CodiceCavallo, name, rating, eta }) => ({ CodiceCavallo, name, rating, eta })),
        fields: FANTASY_FIELDS,
      });
    });

    app.get("/api/ratings", requireLogin, (_req, res) => {
      const player = playerOf(res) as Player;
      res.json({
        horses: marketList.map((horse) => ({ ...horse, owned: player.horses.includes(horse.CodiceCavallo) })),
        budget: player.budget,
        fields: [...FANTASY_FIELDS, { key: "action", label: "" }],
      });
    });

    app.post("/api/users-horses", requireLogin, (req, res) => {
      const player = playerOf(res) as Player;
      const input = body(req);
      const errors: Record<string, string[]> = {};
      if (input.action === undefined || input.action === null || input.action === "") errors.action = [LARAVEL_MESSAGES.required("action")];
      else if (input.action !== "buy" && input.action !== "sell") errors.action = [LARAVEL_MESSAGES.invalidChoice("action")];
      if (input.CodiceCavallo === undefined || input.CodiceCavallo === null || input.CodiceCavallo === "")
        errors.CodiceCavallo = [LARAVEL_MESSAGES.required("codice cavallo")];
      if (Object.keys(errors).length) return void validationError(res, errors);
      const result = trade(market, player, input.action, input.CodiceCavallo);
      if (!result.ok) return void validationError(res, { CodiceCavallo: [result.message] });
      player.budget = result.budget;
      player.horses = result.horses;
      state.save();
      const horse = market.get(String(input.CodiceCavallo)) as MarketHorse;
      res.json({
        message: input.action === "buy" ? `Hai acquistato ${horse.name}.` : `Hai venduto ${horse.name}.`,
        budget: player.budget,
        horsesList: stable(player).map(({ CodiceCavallo, name, rating, eta }) => ({ CodiceCavallo, name, rating, eta })),
      });
    });

    app.get(["/api/rankings", "/api/rankings/:period", "/api/rankings/:period/:id"], requireLogin, (req, res) => {
      const params = req.params as Record<string, string | undefined>;
      const period =
        (["week", "month", "season"] as const).find((candidate) => candidate === params.period) ?? (params.period ? null : "season");
      if (!period) return void httpError(res, 404, "Periodo sconosciuto");
      const all = periodsOf(period as Period, today);
      const selected = all.find((option) => option.id === params.id) ?? all[0];
      if (params.id && selected.id !== params.id) return void httpError(res, 404, "Periodo sconosciuto");
      res.json({
        items: rankingRows(
          period as Period,
          selected.id,
          state.players.map((player) => player.name),
        ),
        fields: [
          { key: "Pos", label: "Pos." },
          { key: "name", label: "Scuderia" },
          { key: "punti", label: "Punti" },
          { key: "vittorie", label: "Vittorie" },
          { key: "vincite", label: "Vincite" },
        ],
        all,
        selected,
        period,
      });
    });

    // No route: Laravel's 404 before any route middleware, so without cookies.
    app.use((_req, res) => {
      (res.locals as Locals).cookies = "none";
      httpError(res, 404, "");
    });
    return app;
  });
}
