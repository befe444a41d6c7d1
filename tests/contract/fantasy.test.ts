import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fantasyTargets, type FantasyTarget } from "../support/fantasy-targets";
import { peersOrSkip } from "../support/peers";
import { LaravelClient, looksEncrypted, type Exchange } from "./support/laravel-client";

/**
 * The fantasy fake, verified: the same requests against the fake and against the real Laravel 8
 * peer (Sanctum's SPA middleware, Fortify's routes: peers/laravel), the same statuses, the headers
 * that matter (Set-Cookie, Retry-After, Location), shapes and error bodies. docs/FAKES.md lists
 * each behaviour with the test here that proves it.
 */
const peers = await peersOrSkip("contratto fantasy");

const TARGETS = fantasyTargets(peers);

let emails = 0;
const uniqueEmail = (label: string) => `contratto-${label}-${Date.now()}-${process.pid}-${++emails}@example.it`;
const PASSWORD = "segreta123";

function cookieNames(exchange: Exchange): string[] {
  return exchange.setCookies.map((cookie) => cookie.name).sort();
}

/** Laravel's cookies: both encrypted with the app key, two hours, SameSite=Lax; only the session's HttpOnly. */
function expectLaravelCookies(exchange: Exchange, names = ["XSRF-TOKEN", "laravel_session"]) {
  expect(cookieNames(exchange)).toEqual(names);
  for (const cookie of exchange.setCookies) {
    expect(looksEncrypted(cookie.value), cookie.name).toBe(true);
    expect(cookie.attributes["max-age"], cookie.name).toBe("7200");
    expect(cookie.attributes.path, cookie.name).toBe("/");
    expect(String(cookie.attributes.samesite).toLowerCase(), cookie.name).toBe("lax");
    expect(cookie.attributes.httponly === true, cookie.name).toBe(cookie.name === "laravel_session");
  }
}

async function freshClient(url: string): Promise<LaravelClient> {
  const client = new LaravelClient(url);
  const handshake = await client.get("/sanctum/csrf-cookie");
  expect(handshake.status).toBe(204);
  return client;
}

async function registered(url: string, label: string): Promise<{ client: LaravelClient; email: string }> {
  const client = await freshClient(url);
  const email = uniqueEmail(label);
  const answer = await client.post("/register", { name: `Scuderia ${label}`, email, password: PASSWORD, password_confirmation: PASSWORD });
  expect(answer.status).toBe(201);
  return { client, email };
}

describe.each(TARGETS)("fantasy API contract: $name", ({ skip, start }) => {
  let target: FantasyTarget;
  beforeAll(async () => {
    if (!skip) target = await start();
  }, 60_000);
  afterAll(async () => target?.close());

  it.skipIf(skip)("hands out Sanctum's cookies: 204, encrypted XSRF-TOKEN and HttpOnly laravel_session", async () => {
    const client = new LaravelClient(target.url);
    const answer = await client.get("/sanctum/csrf-cookie");
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expectLaravelCookies(answer);
  });

  it.skipIf(skip)("refuses a post without the token: 419 'CSRF token mismatch.'", async () => {
    const client = await freshClient(target.url);
    const answer = await client.post("/login", { email: "x@example.it", password: PASSWORD }, { "X-XSRF-TOKEN": "sbagliato" });
    expect(answer.status).toBe(419);
    expect(answer.json).toEqual({ message: "CSRF token mismatch." });
    // the web group's session middleware still writes the session cookie; the token cookie is never renewed
    expect(cookieNames(answer)).toEqual(["laravel_session"]);
    const api = await client.post("/api/users-horses", { action: "buy", CodiceCavallo: "1" }, { "X-XSRF-TOKEN": "sbagliato" });
    expect(api.status).toBe(419);
    // on /api the check runs inside Sanctum's own pipeline: no cookies at all
    expect(api.setCookies).toEqual([]);
  });

  it.skipIf(skip)("registers like Fortify: 201 with an empty body, and the new player is signed in", async () => {
    const client = await freshClient(target.url);
    const email = uniqueEmail("registra");
    const answer = await client.post("/register", {
      name: "Scuderia Contratto",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toBe("");
    expectLaravelCookies(answer);
    const user = await client.get("/api/user");
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({
      user: { name: "Scuderia Contratto", email },
      budget: 200_000,
      horsesList: [],
      fields: [
        { key: "name", label: "Cavallo" },
        { key: "eta", label: "Età" },
        { key: "rating", label: "Rating" },
      ],
    });
    expect(typeof (user.json as { user: { id: unknown } }).user.id).toBe("number");
    expectLaravelCookies(user);
  });

  it.skipIf(skip)("sends a signed-in player away from /login and /register: 302 to /home (the guest middleware)", async () => {
    const { client, email } = await registered(target.url, "ospite");
    for (const [path, body] of [
      ["/login", { email, password: PASSWORD }],
      ["/register", { name: "Altra", email: uniqueEmail("altra"), password: PASSWORD, password_confirmation: PASSWORD }],
    ] as const) {
      const answer = await client.post(path, body);
      expect(answer.status, path).toBe(302);
      expect(new URL(answer.headers.get("location")!).pathname, path).toBe("/home");
      expectLaravelCookies(answer);
    }
  });

  it.skipIf(skip)("refuses a stable name or an e-mail over 255 characters (Fortify's max:255)", async () => {
    const client = await freshClient(target.url);
    const answer = await client.post("/register", {
      name: "S".repeat(20_000),
      email: `${"e".repeat(250)}@example.it`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: "The given data was invalid.",
      errors: {
        name: ["The name must not be greater than 255 characters."],
        email: ["The email must not be greater than 255 characters."],
      },
    });
  });

  it.skipIf(skip)("answers validation in Laravel 8's format, with the framework's English messages", async () => {
    const { email } = await registered(target.url, "doppione");
    const client = await freshClient(target.url);
    const answer = await client.post("/register", { name: "", email, password: "corta", password_confirmation: "diversa" });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: "The given data was invalid.",
      errors: {
        name: ["The name field is required."],
        email: ["The email has already been taken."],
        password: ["The password must be at least 8 characters.", "The password confirmation does not match."],
      },
    });
    expectLaravelCookies(answer);
    const wrong = await client.post("/login", { email, password: "sbagliata1" });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({
      message: "The given data was invalid.",
      errors: { email: ["These credentials do not match our records."] },
    });
    expectLaravelCookies(wrong);
    const empty = await client.post("/login", {});
    expect(empty.json).toEqual({
      message: "The given data was invalid.",
      errors: { email: ["The email field is required."], password: ["The password field is required."] },
    });
  });

  it.skipIf(skip)(
    "logs in like Fortify ({two_factor: false}, a new session and token) and logs out with 204, signed in or not",
    async () => {
      const { email } = await registered(target.url, "entra");
      const client = await freshClient(target.url);
      const before = { session: client.cookies.get("laravel_session"), token: client.xsrf };
      const login = await client.post("/login", { email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.json).toEqual({ two_factor: false });
      expect(login.headers.get("x-ratelimit-limit")).toBe("5");
      expectLaravelCookies(login);
      expect(client.cookies.get("laravel_session")).not.toBe(before.session);
      expect((await client.get("/api/user")).status).toBe(200);
      const logout = await client.post("/logout");
      expect(logout.status).toBe(204);
      expect(logout.text).toBe("");
      expectLaravelCookies(logout);
      const unauthenticated = await client.get("/api/user");
      expect(unauthenticated.status).toBe(401);
      expect(unauthenticated.json).toEqual({ message: "Unauthenticated." });
      expectLaravelCookies(unauthenticated);
      const again = await client.post("/logout");
      expect(again.status).toBe(204);
    },
  );

  it.skipIf(skip)("knows no session without the SPA's Origin or Referer (Sanctum's stateful domains)", async () => {
    const { client } = await registered(target.url, "origine");
    const bare = new LaravelClient(target.url, { origin: null });
    for (const [name, value] of client.cookies) bare.cookies.set(name, value);
    const answer = await bare.get("/api/user");
    expect(answer.status).toBe(401);
    expect(answer.setCookies).toEqual([]);
  });

  it.skipIf(skip)("throttles logins: the sixth attempt in a minute is 429 'Too Many Attempts.' with Retry-After", async () => {
    const client = await freshClient(target.url);
    const email = uniqueEmail("tentativi");
    const statuses: number[] = [];
    let throttled: Exchange | null = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await client.post("/login", { email, password: "sbagliata1" });
      statuses.push(answer.status);
      if (answer.status === 429) throttled = answer;
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect(throttled!.json).toEqual({ message: "Too Many Attempts." });
    const retryAfter = Number(throttled!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(throttled!.headers.get("x-ratelimit-remaining")).toBe("0");
    expectLaravelCookies(throttled!);
  });

  it.skipIf(skip)(
    "counts failed logins per e-mail and the visitor's address its trusted proxy forwards: the owner is never locked out",
    async () => {
      const email = (await registered(target.url, "proprietario")).email;
      const attacker = await freshClient(target.url);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        statuses.push((await attacker.post("/login", { email, password: "sbagliata1" }, { "X-Forwarded-For": "203.0.113.7" })).status);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
      const owner = await freshClient(target.url);
      const login = await owner.post("/login", { email, password: PASSWORD }, { "X-Forwarded-For": "198.51.100.20" });
      expect(login.status).toBe(200);
    },
  );

  it.skipIf(skip)("throttles the API per player: past 60 calls a minute, 429 with Retry-After and the cookies", async () => {
    const { client } = await registered(target.url, "api");
    let calls = 0;
    let answer: Exchange;
    do {
      answer = await client.get("/api/user");
      calls += 1;
    } while (answer.status === 200 && calls < 70);
    expect(answer.status).toBe(429);
    expect(calls).toBeLessThanOrEqual(61);
    expect(answer.json).toEqual({ message: "Too Many Attempts." });
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expectLaravelCookies(answer);
  });

  it.skipIf(skip)("buys and sells by the game's rules; refusals are 422 under CodiceCavallo, in the game's Italian", async () => {
    const { client } = await registered(target.url, "mercato");
    const market = await client.get("/api/ratings");
    expect(market.status).toBe(200);
    const { horses, budget, fields } = market.json as {
      horses: { CodiceCavallo: string; name: string; rating: number; enabled: boolean; eta: number; owned: boolean }[];
      budget: number;
      fields: unknown[];
    };
    expect(budget).toBe(200_000);
    expect(fields).toContainEqual({ key: "action", label: "" });
    for (const horse of horses) {
      expect(typeof horse.CodiceCavallo).toBe("string");
      expect(typeof horse.rating).toBe("number");
      expect(typeof horse.enabled).toBe("boolean");
      expect(typeof horse.owned).toBe("boolean");
      expect(Number.isInteger(horse.eta)).toBe(true);
    }
    const cheapest = horses.filter((horse) => horse.enabled).sort((a, b) => a.rating - b.rating)[0];
    const bought = await client.post("/api/users-horses", { action: "buy", CodiceCavallo: cheapest.CodiceCavallo });
    expect(bought.status).toBe(200);
    expect(bought.json).toEqual({
      message: `Hai acquistato ${cheapest.name}.`,
      budget: 200_000 - cheapest.rating,
      horsesList: [{ CodiceCavallo: cheapest.CodiceCavallo, name: cheapest.name, rating: cheapest.rating, eta: cheapest.eta }],
    });
    const twice = await client.post("/api/users-horses", { action: "buy", CodiceCavallo: cheapest.CodiceCavallo });
    expect(twice.status).toBe(422);
    expect(twice.json).toEqual({ message: "The given data was invalid.", errors: { CodiceCavallo: ["Possiedi già questo cavallo."] } });
    const disabled = horses.find((horse) => !horse.enabled)!;
    const refused = await client.post("/api/users-horses", { action: "buy", CodiceCavallo: disabled.CodiceCavallo });
    expect((refused.json as { errors: Record<string, string[]> }).errors).toEqual({
      CodiceCavallo: ["Questo cavallo non è acquistabile al momento."],
    });
    const nonsense = await client.post("/api/users-horses", { action: "noleggia" });
    expect(nonsense.status).toBe(422);
    expect(nonsense.json).toEqual({
      message: "The given data was invalid.",
      errors: { action: ["The selected action is invalid."], CodiceCavallo: ["The codice cavallo field is required."] },
    });
    const sold = await client.post("/api/users-horses", { action: "sell", CodiceCavallo: cheapest.CodiceCavallo });
    expect(sold.json).toMatchObject({
      message: `Hai venduto ${cheapest.name}.`,
      budget: 200_000 - cheapest.rating + Math.round(cheapest.rating * 0.25),
    });
  });

  it.skipIf(skip)("ranks by period: items, fields, all, selected; an unknown period is 404", async () => {
    const { client } = await registered(target.url, "classifica");
    for (const period of ["week", "month", "season"]) {
      const answer = await client.get(`/api/rankings/${period}`);
      expect(answer.status, period).toBe(200);
      const ranking = answer.json as {
        items: Record<string, unknown>[];
        all: { id: string; label: string }[];
        selected: { id: string };
        period: string;
      };
      expect(ranking.period).toBe(period);
      expect(ranking.selected).toEqual(ranking.all[0]);
      expect(Object.keys(ranking.items[0])).toEqual(["Pos", "name", "punti", "vittorie", "vincite"]);
      const older = ranking.all.at(-1)!;
      expect((await client.get(`/api/rankings/${period}/${older.id}`)).json).toMatchObject({ selected: older });
    }
    const unknown = await client.get("/api/rankings/anno");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Periodo sconosciuto" });
    const nowhere = await client.get("/api/nessuna-rotta");
    expect(nowhere.status).toBe(404);
    expect(nowhere.setCookies).toEqual([]);
  });

  it.skipIf(skip)("ends an idle session: then 401 on /api, and the old token is refused with 419", async () => {
    const { client } = await registered(target.url, "scaduta");
    expect((await client.get("/api/user")).status).toBe(200);
    const staleToken = client.xsrf!;
    await target.expireSession(client.cookies.get("laravel_session")!);
    const post = await client.post("/api/users-horses", { action: "buy", CodiceCavallo: "1" }, { "X-XSRF-TOKEN": staleToken });
    expect(post.status).toBe(419);
    const user = await client.get("/api/user");
    expect(user.status).toBe(401);
    expectLaravelCookies(user);
    // the fresh session's token works again, for a player who must log in anew
    expect((await client.post("/api/users-horses", { action: "buy", CodiceCavallo: "1" })).status).toBe(401);
  });
});
