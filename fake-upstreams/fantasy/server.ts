import { fileURLToPath } from "node:url";
import express, { type NextFunction, type Request, type Response } from "express";
import { serveFake } from "../shared/serve";
import { resolveToday } from "../shared/dates";
import type { FakeOptions, RunningFake } from "../shared/types";
import { buildMarket, periodsOf, rankingRows, STARTING_BUDGET, trade, type MarketHorse, type Period } from "./market";
import { FantasyState, hashPassword, verifyPassword, type Player, type Session } from "./state";

export const DEFAULT_STATE_FILE = fileURLToPath(new URL("./.state/fantasy-state.json", import.meta.url));
const SESSION_COOKIE = "laravel_session";
const XSRF_COOKIE = "XSRF-TOKEN";
const SESSION_MAX_AGE = 7200;

type Locals = { sessionId?: string; session?: Session; player?: Player };

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

function setSessionCookies(res: Response, id: string, session: Session): void {
  res.append("Set-Cookie", `${XSRF_COOKIE}=${encodeURIComponent(session.xsrf)}; Path=/; Max-Age=${SESSION_MAX_AGE}; SameSite=Lax`);
  res.append("Set-Cookie", `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_MAX_AGE}; HttpOnly; SameSite=Lax`);
}

function validationError(res: Response, errors: Record<string, string[]>): void {
  const first = Object.values(errors)[0][0];
  const others = Object.keys(errors).length - 1;
  res.status(422).json({ message: others > 0 ? `${first} (e altri ${others} errori)` : first, errors });
}

const FANTASY_FIELDS = [
  { key: "name", label: "Cavallo" },
  { key: "eta", label: "Età" },
  { key: "rating", label: "Rating" },
];

/** Fantasy game API in the Laravel Sanctum SPA style (CSRF cookie, session cookie, 419/401/422). */
export function startFantasyFake(options: FakeOptions = {}): Promise<RunningFake> {
  return serveFake("fantasy", options, "", ({ faults, fixtures, onFresh }) => {
    const today = resolveToday(options.today);
    const state = new FantasyState(options.stateFile ?? DEFAULT_STATE_FILE);
    const marketList = buildMarket({ seed: options.seed, today, archiveYears: options.archiveYears });
    const market = new Map<string, MarketHorse>(marketList.map((horse) => [horse.CodiceCavallo, horse]));
    const app = express();
    // How often two calls of one game session were served at once. A client that keeps
    // a player's cookie jar consistent sends them one after the other (tests/scale).
    const inFlight = new Map<string, number>();
    let sessionOverlaps = 0;
    onFresh(() => {
      state.forgetAll();
      sessionOverlaps = 0;
    });
    app.get("/__fake/session-overlaps", (_req, res) => void res.json({ overlaps: sessionOverlaps }));
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
    app.use(express.json());

    // session lookup
    app.use((req: Request, res: Response, next: NextFunction) => {
      const locals = res.locals as Locals;
      const id = parseCookies(req.headers.cookie)[SESSION_COOKIE];
      const session = state.session(id);
      if (session) {
        locals.sessionId = id;
        locals.session = session;
        locals.player = state.player(session.userId);
      }
      next();
    });

    // CSRF check for every state-changing request (Laravel's VerifyCsrfToken)
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
      const session = (res.locals as Locals).session;
      const header = req.headers["x-xsrf-token"];
      const token = Array.isArray(header) ? header[0] : header;
      let decoded = token ?? "";
      try {
        decoded = decodeURIComponent(decoded);
      } catch {
        /* keep raw */
      }
      if (!session || !token || decoded !== session.xsrf) {
        res.status(419).json({ message: "CSRF token mismatch." });
        return;
      }
      next();
    });

    const requireLogin = (req: Request, res: Response, next: NextFunction) => {
      if (!(res.locals as Locals).player) {
        res.status(401).json({ message: "Unauthenticated." });
        return;
      }
      next();
    };

    const stable = (player: Player) =>
      player.horses.map((code) => market.get(code)).filter((horse): horse is MarketHorse => Boolean(horse));

    app.get("/sanctum/csrf-cookie", (_req, res) => {
      const locals = res.locals as Locals;
      const { id, session } =
        locals.session && locals.sessionId ? { id: locals.sessionId, session: locals.session } : state.openSession(null);
      setSessionCookies(res, id, session);
      res.status(204).end();
    });

    app.post("/register", (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string).trim() : "");
      const errors: Record<string, string[]> = {};
      if (!text("name")) errors.name = ["Il campo nome è obbligatorio."];
      if (!text("email")) errors.email = ["Il campo email è obbligatorio."];
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text("email"))) errors.email = ["Il campo email deve essere un indirizzo email valido."];
      else if (state.players.some((player) => player.email.toLowerCase() === text("email").toLowerCase()))
        errors.email = ["Il valore del campo email è già stato utilizzato."];
      const password = typeof body.password === "string" ? body.password : "";
      if (!password) errors.password = ["Il campo password è obbligatorio."];
      else if (password.length < 8) errors.password = ["Il campo password deve contenere almeno 8 caratteri."];
      else if (password !== body.password_confirmation) errors.password = ["La conferma del campo password non corrisponde."];
      if (Object.keys(errors).length) return void validationError(res, errors);
      const player = state.addPlayer({
        name: text("name"),
        email: text("email").toLowerCase(),
        passwordHash: hashPassword(password),
        budget: STARTING_BUDGET,
        horses: [],
        createdAt: new Date().toISOString(),
      });
      res.status(201).json({ message: "Registrazione completata", user: { name: player.name, email: player.email } });
    });

    app.post("/login", (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const password = typeof body.password === "string" ? body.password : "";
      const errors: Record<string, string[]> = {};
      if (!email) errors.email = ["Il campo email è obbligatorio."];
      if (!password) errors.password = ["Il campo password è obbligatorio."];
      if (Object.keys(errors).length) return void validationError(res, errors);
      const player = state.players.find((candidate) => candidate.email === email);
      if (!player || !verifyPassword(password, player.passwordHash))
        return void validationError(res, { email: ["Le credenziali non corrispondono ai nostri archivi."] });
      const { id, session } = state.openSession(player.id, (res.locals as Locals).sessionId);
      setSessionCookies(res, id, session);
      res.json({ user: { name: player.name, email: player.email } });
    });

    app.post("/logout", requireLogin, (_req, res) => {
      const { id, session } = state.openSession(null, (res.locals as Locals).sessionId);
      setSessionCookies(res, id, session);
      res.json({ message: "Logout effettuato" });
    });

    app.get("/api/user", requireLogin, (_req, res) => {
      const player = (res.locals as Locals).player as Player;
      res.json({
        user: { name: player.name, email: player.email },
        budget: player.budget,
        horsesList: stable(player).map(({ CodiceCavallo, name, rating, eta }) => ({ CodiceCavallo, name, rating, eta })),
        fields: FANTASY_FIELDS,
      });
    });

    app.get("/api/ratings", requireLogin, (_req, res) => {
      const player = (res.locals as Locals).player as Player;
      res.json({
        horses: marketList.map((horse) => ({ ...horse, owned: player.horses.includes(horse.CodiceCavallo) })),
        budget: player.budget,
        fields: [...FANTASY_FIELDS, { key: "action", label: "" }],
      });
    });

    app.post("/api/users-horses", requireLogin, (req, res) => {
      const player = (res.locals as Locals).player as Player;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const result = trade(market, player, body.action, body.CodiceCavallo);
      if (!result.ok) return void validationError(res, { CodiceCavallo: [result.message] });
      player.budget = result.budget;
      player.horses = result.horses;
      state.save();
      const horse = market.get(String(body.CodiceCavallo)) as MarketHorse;
      res.json({
        message: body.action === "buy" ? `Hai acquistato ${horse.name}.` : `Hai venduto ${horse.name}.`,
        budget: player.budget,
        horsesList: stable(player),
      });
    });

    app.get(["/api/rankings", "/api/rankings/:period", "/api/rankings/:period/:id"], requireLogin, (req, res) => {
      const params = req.params as Record<string, string | undefined>;
      const period =
        (["week", "month", "season"] as const).find((candidate) => candidate === params.period) ?? (params.period ? null : "season");
      if (!period) return void res.status(404).json({ message: "Periodo sconosciuto" });
      const all = periodsOf(period as Period, today);
      const selected = all.find((option) => option.id === params.id) ?? all[0];
      if (params.id && selected.id !== params.id) return void res.status(404).json({ message: "Periodo sconosciuto" });
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

    app.use((_req, res) => {
      res.status(404).json({ message: "Not Found" });
    });
    return app;
  });
}
