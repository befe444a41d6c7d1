import { CookieJar } from "tough-cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFantasyAdapter, fantasyClientHeaders } from "~/adapters/fantasy/fantasy-adapter";
import { createUpstreamClient, type UpstreamClientOptions } from "~/adapters/http/upstream-client";
import type { FantasyPlayer } from "~/src/domain/fantasy/types";
import type { FantasyPort, PlayerSession } from "~/src/ports/fantasy-port";
import { isUpstreamError, UpstreamError } from "~/src/ports/upstream-error";
import { fantasyTargets, type FantasyTarget } from "../support/fantasy-targets";
import { peersOrSkip } from "../support/peers";
import { expectMapped, rawAnswer } from "./support/mapping";

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const SITE_URL = "https://www.sulky.it";

/** An in-memory stand-in for the player's place in Sulky's session. */
function memorySession(clientAddress: string | null = null) {
  const state: { stored: string | undefined; player: FantasyPlayer | null } = { stored: undefined, player: null };
  const session: PlayerSession = {
    get player() {
      return state.player;
    },
    clientAddress,
    exclusive: (work) => work({ read: () => state.stored, write: (value) => void (state.stored = value) }),
    signIn: async (player) => void (state.player = player),
    signOut: async () => {
      state.player = null;
      state.stored = undefined;
    },
  };
  return { session, state };
}

type Raw = Record<string, unknown>;
/** A horse of the game as Sulky reads it, in the stable and on the market. */
const OWNED_HORSE_FIELDS = { code: "CodiceCavallo", name: "name", rating: "rating", age: "eta" } as const;
/** Fields of the game's horse rows that no page shows. */
const OWNED_HORSE_NOT_READ: string[] = [];

type Sent = { method: string; path: string; headers: Headers };

/** The adapter over a target, every request it sends noted in `sent`. */
function adapterOver(url: string, sent: Sent[]): FantasyPort {
  const recordingFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers });
    return fetch(input, init);
  }) as typeof fetch;
  return createFantasyAdapter({ client: fantasyClient(url), baseUrl: url, fetch: recordingFetch });
}

function fantasyClient(baseUrl: string, overrides: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({
    upstream: "fantasy",
    baseUrl,
    timeoutMs: 3000,
    scope: () => ({ logger: silent }),
    headers: fantasyClientHeaders(SITE_URL),
    ...overrides,
  });
}

describe("fantasy adapter policies", () => {
  it("runs every player's calls through one client: shared counters, retry and a breaker per endpoint family", async () => {
    const calls: string[] = [];
    const downMarket = (async (input: Parameters<typeof fetch>[0]) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      calls.push(path);
      if (path === "/api/ratings") throw new TypeError("fetch failed");
      return new Response(JSON.stringify({ user: { name: "Scuderia", email: "a@b.it" }, budget: 100, horsesList: [], fields: [] }), {
        headers: { "Content-Type": "application/json" },
      });
    }) as typeof fetch;
    const client = fantasyClient("http://127.0.0.1:9", {
      retry: { retries: 1, baseDelayMs: 1 },
      breaker: { consecutiveFailures: 2, halfOpenAfterMs: 60_000 },
    });
    const adapter = createFantasyAdapter({ client, baseUrl: "http://127.0.0.1:9", fetch: downMarket });
    const first = memorySession();
    const second = memorySession();

    await expect(adapter.getMarket(first.session)).rejects.toSatisfy((error) => isUpstreamError(error, "unavailable"));
    expect(
      calls.filter((path) => path === "/api/ratings"),
      "one retry of the GET",
    ).toHaveLength(2);
    await expect(adapter.getMarket(second.session)).rejects.toSatisfy((error) => isUpstreamError(error, "unavailable"));
    expect(
      calls.filter((path) => path === "/api/ratings"),
      "the open breaker spares the upstream, for every player",
    ).toHaveLength(2);

    expect(client.stats()).toMatchObject({ upstream: "fantasy", requests: 2, retries: 1, breakers: { ratings: "open" }, breaker: "open" });
    await adapter.getProfile(first.session);
    expect(client.stats().breakers).toEqual({ ratings: "open", user: "closed" });
    expect(client.stats().breaker, "the game as a whole still answers").toBe("closed");
  });
});

const peers = await peersOrSkip("adattatore fantasy");

describe.each(fantasyTargets(peers))("fantasy adapter against the $name", ({ skip, start }) => {
  let target: FantasyTarget;
  let adapter: FantasyPort;
  const sent: Sent[] = [];
  const password = "segreta123";
  let emails = 0;
  const uniqueEmail = (label: string) => `adattatore-${label}-${Date.now()}-${process.pid}-${++emails}@example.it`;

  beforeAll(async () => {
    if (skip) return;
    target = await start();
    adapter = adapterOver(target.url, sent);
  });
  afterAll(async () => target?.close());

  const register = async (email: string) => {
    const { session, state } = memorySession();
    const player = await adapter.register(session, { name: "Scuderia Prova", email, password, passwordConfirmation: password });
    await session.signIn(player);
    return { session, state, player };
  };
  const sessionCookie = (stored: string | undefined) =>
    CookieJar.deserializeSync(stored!)
      .getCookiesSync(target.url)
      .find((cookie) => cookie.key === "laravel_session")!.value;

  it.skipIf(skip)(
    "hands the game the visitor's address: wrong passwords from one address never lock the owner out at another",
    async () => {
      const { player } = await register(uniqueEmail("bersaglio"));
      const attacker = memorySession("203.0.113.50");
      const refusals: string[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const error = await adapter
          .login(attacker.session, { email: player.email, password: "sbagliata1" })
          .catch((caught: unknown) => caught);
        refusals.push(isUpstreamError(error) ? error.kind : "accepted");
      }
      expect(refusals.at(-1)).toBe("throttled");
      sent.length = 0;
      const owner = memorySession("198.51.100.60");
      expect(await adapter.login(owner.session, { email: player.email, password })).toEqual(player);
      expect(sent.find((call) => call.path === "/login")?.headers.get("x-forwarded-for")).toBe("198.51.100.60");
    },
  );

  it.skipIf(skip)("replays the Sanctum flow: protection cookie, register (the game signs in), profile, trades, logout", async () => {
    sent.length = 0;
    const email = uniqueEmail("flusso");
    const { session, state, player } = await register(email);
    expect(player).toEqual({ name: "Scuderia Prova", email });
    // Fortify signs the new player in: Sulky asks who is signed in, and never posts a login of its own
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /sanctum/csrf-cookie", "POST /register", "GET /api/user"]);
    const post = sent.find((call) => call.path === "/register")!;
    expect(post.headers.get("origin")).toBe(SITE_URL);
    expect(post.headers.get("accept")).toBe("application/json");
    expect(post.headers.get("x-xsrf-token")).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(state.stored).toContain("laravel_session");

    const profile = await adapter.getProfile(session);
    expect(profile).toMatchObject({ player, budget: 200_000, stable: [] });

    const market = await adapter.getMarket(session);
    const horse = market.horses.find((candidate) => candidate.enabled && candidate.rating < 50_000)!;
    await adapter.trade(session, { action: "buy", horseCode: horse.code });
    const afterBuy = await adapter.getProfile(session);
    expect(afterBuy.budget).toBe(200_000 - horse.rating);
    expect(afterBuy.stable.map((owned) => owned.code)).toEqual([horse.code]);
    expect((await adapter.getMarket(session)).horses.find((row) => row.code === horse.code)?.owned).toBe(true);

    await adapter.trade(session, { action: "sell", horseCode: horse.code });
    expect((await adapter.getProfile(session)).budget).toBe(200_000 - horse.rating + Math.round(horse.rating * 0.25));

    const ranking = await adapter.getRanking(session, "month", undefined);
    expect(ranking.rows.length).toBeGreaterThan(0);
    expect(ranking.selected?.id).toMatch(/^M\d+$/);

    const beforeLogout = state.stored;
    await adapter.logout(session);
    expect(state.stored).not.toBe(beforeLogout);
    await expect(adapter.getProfile(session)).rejects.toSatisfy((error) => isUpstreamError(error, "unauthenticated"));
  });

  it.skipIf(skip)("never follows a redirect: a login the game answers with `guest`'s 302 ends the old session and logs in", async () => {
    const email = uniqueEmail("ospite");
    const { session } = await register(email);
    sent.length = 0;
    // the jar still holds the game's signed-in session: Fortify's /login answers 302 to /home
    const player = await adapter.login(session, { email, password });
    expect(player).toEqual({ name: "Scuderia Prova", email });
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /login", "POST /logout", "POST /login", "GET /api/user"]);
    expect(sent.some((call) => call.path === "/home")).toBe(false);
  });

  it.skipIf(skip)("reads the profile, the market and a ranking both ways, field by field, on the game's own answers", async () => {
    const { session, state } = await register(uniqueEmail("specchio"));
    const market = await adapter.getMarket(session);
    const horse = market.horses.find((candidate) => candidate.enabled && candidate.rating < 50_000)!;
    await adapter.trade(session, { action: "buy", horseCode: horse.code });
    const raw = async <T>(path: string) => {
      const cookie = CookieJar.deserializeSync(state.stored!).getCookieStringSync(target.url + path);
      return rawAnswer<T>(target.url, path, { headers: { Accept: "application/json", Cookie: cookie, ...fantasyClientHeaders(SITE_URL) } });
    };

    const rawProfile = await raw<{ user: Raw; budget: number; horsesList: Raw[] }>("/api/user");
    const profile = await adapter.getProfile(session);
    // Sulky labels the stable's and the market's columns itself: the game's `fields` are not read
    expectMapped(profile, rawProfile, { budget: "budget" }, ["user", "horsesList", "fields"]);
    expectMapped(
      profile.player,
      rawProfile.user,
      { name: "name", email: "email" },
      Object.keys(rawProfile.user).filter((key) => !["name", "email"].includes(key)),
    );
    expect(profile.stable).toHaveLength(rawProfile.horsesList.length);
    profile.stable.forEach((owned, index) => expectMapped(owned, rawProfile.horsesList[index], OWNED_HORSE_FIELDS, OWNED_HORSE_NOT_READ));

    const rawMarket = await raw<{ horses: Raw[]; budget: number }>("/api/ratings");
    const again = await adapter.getMarket(session);
    expectMapped(again, rawMarket, { budget: "budget" }, ["horses", "fields"]);
    expect(again.horses).toHaveLength(rawMarket.horses.length);
    again.horses.forEach((row, index) =>
      expectMapped(row, rawMarket.horses[index], { ...OWNED_HORSE_FIELDS, owned: "owned", enabled: "enabled" }, OWNED_HORSE_NOT_READ),
    );

    const rawRanking = await raw<{ items: Raw[]; fields: { key: string; label: string }[]; all: Raw[]; selected: Raw }>(
      "/api/rankings/month",
    );
    const ranking = await adapter.getRanking(session, "month", undefined);
    expect(ranking.columns.map((column) => [column.id, column.label])).toEqual(rawRanking.fields.map((field) => [field.key, field.label]));
    expect(ranking.periods.map((period) => [period.id, period.label])).toEqual(
      rawRanking.all.map((period) => [String(period.id), period.label]),
    );
    expectMapped(ranking.selected!, rawRanking.selected, { id: "id", label: "label" });
    expect(ranking.rows).toEqual(rawRanking.items);
  });

  it.skipIf(skip)("renews a stale protection token (419) and retries the post once", async () => {
    const { session, state } = await register(uniqueEmail("token"));
    const market = await adapter.getMarket(session);
    const horse = market.horses.find((candidate) => candidate.enabled && !candidate.owned)!;
    // every answer renews the XSRF-TOKEN cookie: the stale one goes in just before the post
    const jar = CookieJar.deserializeSync(state.stored!);
    jar.setCookieSync("XSRF-TOKEN=stale-token; Path=/", target.url);
    state.stored = JSON.stringify(jar.serializeSync());
    sent.length = 0;
    await adapter.trade(session, { action: "buy", horseCode: horse.code });
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/users-horses",
      "GET /sanctum/csrf-cookie",
      "POST /api/users-horses",
    ]);
    expect((await adapter.getProfile(session)).stable).toHaveLength(1);
  });

  it.skipIf(skip)("hands a 422 over with its field errors, Laravel's English in Italian", async () => {
    const { session } = memorySession();
    const failure = await adapter.login(session, { email: uniqueEmail("nessuno"), password }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).kind).toBe("rejected");
    expect((failure as UpstreamError).fieldErrors?.email?.[0]).toBe("Le credenziali non corrispondono ai nostri archivi.");

    const email = uniqueEmail("regole");
    const { session: player } = await register(email);
    const market = await adapter.getMarket(player);
    const disabled = market.horses.find((candidate) => !candidate.enabled)!;
    const refused = await adapter.trade(player, { action: "buy", horseCode: disabled.code }).catch((error: unknown) => error);
    expect((refused as UpstreamError).fieldErrors?.horseCode?.[0]).toBe("Questo cavallo non è acquistabile al momento.");

    const taken = await adapter
      .register(memorySession().session, { name: "", email, password: "corta", passwordConfirmation: "altra" })
      .catch((error: unknown) => error);
    expect((taken as UpstreamError).fieldErrors).toEqual({
      name: ["Il campo nome è obbligatorio."],
      email: ["Il valore del campo email è già stato utilizzato."],
      password: ["Il campo password deve contenere almeno 8 caratteri.", "La conferma del campo password non corrisponde."],
    });
  });

  it.skipIf(skip)("reads Laravel's login throttle as throttled, with the game's Retry-After", async () => {
    const email = uniqueEmail("tentativi");
    const { session } = memorySession();
    const failures: unknown[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      failures.push(await adapter.login(session, { email, password: "sbagliata1" }).catch((error: unknown) => error));
    const last = failures.at(-1) as UpstreamError;
    expect(last.kind).toBe("throttled");
    expect(last.status).toBe(429);
    expect(last.retryAfterSeconds).toBeGreaterThan(0);
    expect(last.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(skip)("after the game ended the session: the stale token is renewed, then the 401 forgets the player's cookies", async () => {
    const { session, state } = await register(uniqueEmail("scaduta"));
    await target.expireSession(sessionCookie(state.stored));
    const market = await adapter.trade(session, { action: "buy", horseCode: "1" }).catch((error: unknown) => error);
    expect(isUpstreamError(market, "unauthenticated")).toBe(true);
    expect(state.stored).toBeUndefined();
  });

  it.skipIf(skip)("forgets the player's upstream cookies on 401", async () => {
    const { session, state } = memorySession();
    state.stored = JSON.stringify(new CookieJar().serializeSync());
    await expect(adapter.getMarket(session)).rejects.toSatisfy((error) => isUpstreamError(error, "unauthenticated"));
    expect(state.stored).toBeUndefined();
  });
});

describe("fantasy adapter against a game whose register does not sign in (the fake's older mode)", () => {
  const sent: Sent[] = [];
  let target: FantasyTarget;
  beforeAll(async () => {
    target = await fantasyTargets(null, { registerLogsIn: false })[0].start();
  });
  afterAll(async () => target?.close());

  it("asks /api/user first and logs in only after its 401", async () => {
    const adapter = adapterOver(target.url, sent);
    const { session } = memorySession();
    const player = await adapter.register(session, {
      name: "Vecchia",
      email: "vecchia@example.it",
      password: "segreta123",
      passwordConfirmation: "segreta123",
    });
    expect(player).toEqual({ name: "Vecchia", email: "vecchia@example.it" });
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /sanctum/csrf-cookie",
      "POST /register",
      "GET /api/user",
      "POST /login",
      "GET /api/user",
    ]);
  });
});
