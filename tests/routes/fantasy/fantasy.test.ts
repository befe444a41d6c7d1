import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";

let site: TestSite;

const logLines: string[] = [];

beforeAll(async () => {
  // The game's own login throttle (5 a minute, Fortify's) is proved by its own tests below and by
  // tests/contract; here it is out of the way of Sulky's own limit.
  // Sulky's own registration limit (10 an hour per address) is proved in tests/security/hostile-requests.test.ts;
  // here each registration comes from its own address, told by a proxy the site trusts.
  site = await startTestSite({ env: { TRUST_PROXY: "loopback" }, fakes: { loginAttemptsPerMinute: 1000 }, logLines });
  // The site's own fakes (and, first in a worker, the Vite server) take longer than the 30 s hook limit on a busy machine.
}, 120_000);
afterAll(async () => {
  await site?.close();
});

const setCookies = (response: request.Response) => ([] as string[]).concat(response.headers["set-cookie"] ?? []);
const tokenIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
const GAME_PAGES = [
  "/fantatrotto",
  "/fantatrotto/mercato",
  "/fantatrotto/classifiche",
  "/fantatrotto/classifiche/mese",
  "/fantatrotto/regolamento",
];

let registrations = 0;

async function register(agent: request.Agent, email: string) {
  const page = await agent.get("/fantatrotto/auth?tab=registrati").expect(200);
  registrations++;
  return agent
    .post("/fantatrotto/auth?tab=registrati")
    .set("X-Forwarded-For", `198.51.100.${registrations}`)
    .type("form")
    .send({
      _csrf: tokenIn(page.text),
      intent: "registrati",
      name: "Scuderia Rotte",
      email,
      password: "segreta123",
      passwordConfirmation: "segreta123",
    });
}

describe("fantasy routes", () => {
  it("sends visitors who are not logged in to the auth page, never cached", async () => {
    for (const path of GAME_PAGES) {
      const response = await request(site.app).get(path).expect(302);
      expect(response.headers.location).toBe("/fantatrotto/auth");
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("renders the auth page with both tabs, a token cookie and no session", async () => {
    const response = await request(site.app).get("/fantatrotto/auth").expect(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.text).toContain('role="tab"');
    expect(response.text).toMatch(/>Entra</);
    expect(response.text).toMatch(/>Registrati</);
    expect(setCookies(response).some((cookie) => cookie.startsWith("sulky.csrf="))).toBe(true);
    expect(setCookies(response).some((cookie) => cookie.startsWith("sulky.sid="))).toBe(false);
    const registration = await request(site.app).get("/fantatrotto/auth?tab=registrati").expect(200);
    expect(registration.text).toContain('name="passwordConfirmation"');
  });

  it("refuses posts without the form token or from another site", async () => {
    const agent = request.agent(site.app);
    const page = await agent.get("/fantatrotto/auth").expect(200);
    await agent.post("/fantatrotto/auth").type("form").send({ intent: "entra", email: "a@b.it", password: "x" }).expect(403);
    const crossSite = await agent
      .post("/fantatrotto/auth")
      .set("Origin", "https://evil.example")
      .type("form")
      .send({ _csrf: tokenIn(page.text), intent: "entra", email: "a@b.it", password: "x" })
      .expect(403);
    expect(crossSite.text).toContain("Richiesta rifiutata");
  });

  it("registers, logs in automatically, keeps upstream cookies on the server and logs out", async () => {
    const agent = request.agent(site.app);
    const registered = await register(agent, "rotte@example.it");
    expect(registered.status).toBe(303);
    expect(registered.headers.location).toBe("/fantatrotto");
    const firstSession = setCookies(registered).find((cookie) => cookie.startsWith("sulky.sid="));
    expect(firstSession).toBeTruthy();
    expect(setCookies(registered).join("\n")).not.toMatch(/laravel_session|XSRF-TOKEN/);

    const stable = await agent.get("/fantatrotto").expect(200);
    expect(stable.headers["cache-control"]).toBe("private, no-store");
    expect(stable.text).toContain("Scuderia Rotte");
    expect(stable.text).toContain("La tua scuderia è vuota al momento.");
    expect(stable.text).toMatch(/0 \/ 7/);
    expect((await agent.get("/fantatrotto/auth").expect(302)).headers.location).toBe("/fantatrotto");
    for (const path of GAME_PAGES) expect((await agent.get(path)).status).toBe(200);

    const logout = await agent
      .post("/fantatrotto/esci")
      .type("form")
      .send({ _csrf: tokenIn(stable.text) })
      .expect(303);
    expect(logout.headers.location).toBe("/");
    expect((await agent.get("/fantatrotto").expect(302)).headers.location).toBe("/fantatrotto/auth");

    const page = await agent.get("/fantatrotto/auth").expect(200);
    const login = await agent
      .post("/fantatrotto/auth")
      .type("form")
      .send({ _csrf: tokenIn(page.text), intent: "entra", email: "rotte@example.it", password: "segreta123" })
      .expect(303);
    const secondSession = setCookies(login).find((cookie) => cookie.startsWith("sulky.sid="));
    expect(secondSession?.split(";")[0]).not.toBe(firstSession?.split(";")[0]);
  });

  it("shows the server's first error message on a failed login or registration", async () => {
    const agent = request.agent(site.app);
    const page = await agent.get("/fantatrotto/auth").expect(200);
    const wrong = await agent
      .post("/fantatrotto/auth")
      .type("form")
      .send({ _csrf: tokenIn(page.text), intent: "entra", email: "nessuno@example.it", password: "sbagliata1" })
      .expect(400);
    expect(wrong.text).toContain("Le credenziali non corrispondono ai nostri archivi.");
    expect(wrong.text).toContain("alert-danger");
    const mismatch = await agent
      .post("/fantatrotto/auth?tab=registrati")
      .type("form")
      .send({
        _csrf: tokenIn(page.text),
        intent: "registrati",
        name: "X",
        email: "x@example.it",
        password: "segreta123",
        passwordConfirmation: "diversa123",
      })
      .expect(400);
    expect(mismatch.text).toContain("La conferma del campo password non corrisponde.");
  });

  it("refuses a stable name of 20,000 characters in Italian, before the game is asked, and keeps no such stable", async () => {
    const agent = request.agent(site.app);
    const page = await agent.get("/fantatrotto/auth?tab=registrati").expect(200);
    expect(page.text).toMatch(/<input[^>]*maxLength="255"[^>]*name="name"/i);
    const email = "lunghissimo@example.it";
    const refused = await agent
      .post("/fantatrotto/auth?tab=registrati")
      .set("X-Forwarded-For", "198.51.100.250")
      .type("form")
      .send({
        _csrf: tokenIn(page.text),
        intent: "registrati",
        name: "S".repeat(20_000),
        email,
        password: "segreta123",
        passwordConfirmation: "segreta123",
      })
      .expect(400);
    expect(refused.text).toContain("Il nome della scuderia può avere al massimo 255 caratteri.");
    expect(refused.text).not.toContain("S".repeat(256));
    // Nothing was registered: the same e-mail with a fitting name registers now.
    expect((await register(agent, email)).status).toBe(303);
  });

  it("shows the red alert inside the page, not the error page, when the game's server fails a login, a registration or the market", async () => {
    const fantasyUrl = site.fakes.fantasy!.url;
    const agent = request.agent(site.app);
    expect((await register(agent, "guasto@example.it")).status).toBe(303);
    await injectFault(fantasyUrl, "^/api/ratings", "503");
    try {
      const market = await agent.get("/fantatrotto/mercato").expect(200);
      expect(market.text).toContain('role="alert"');
      expect(market.text).toContain("Errore durante l&#x27;elaborazione della richiesta");
      expect(market.text).toContain("<h1>Mercato</h1>");
    } finally {
      await clearFaults(fantasyUrl);
    }
    const visitor = request.agent(site.app);
    const page = await visitor.get("/fantatrotto/auth").expect(200);
    await injectFault(fantasyUrl, "^/(login|register)$", "503");
    try {
      const login = await visitor
        .post("/fantatrotto/auth")
        .type("form")
        .send({ _csrf: tokenIn(page.text), intent: "entra", email: "guasto@example.it", password: "segreta123" });
      const registration = await visitor
        .post("/fantatrotto/auth?tab=registrati")
        .type("form")
        .send({
          _csrf: tokenIn(page.text),
          intent: "registrati",
          name: "Scuderia Nuova",
          email: "nuova@example.it",
          password: "segreta123",
          passwordConfirmation: "segreta123",
        });
      for (const answer of [login, registration]) {
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).toContain("alert-danger");
        expect(answer.text).toContain("Errore durante l&#x27;elaborazione della richiesta");
        expect(answer.text).not.toContain('class="error-page"');
      }
    } finally {
      await clearFaults(fantasyUrl);
    }
  });

  it("rate-limits logins per e-mail", async () => {
    const agent = request.agent(site.app);
    const page = await agent.get("/fantatrotto/auth").expect(200);
    const attempt = () =>
      agent
        .post("/fantatrotto/auth")
        .type("form")
        .send({ _csrf: tokenIn(page.text), intent: "entra", email: "bersaglio@example.it", password: "tentativo1" });
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 8).every((status) => status === 400)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Troppi tentativi");
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("confirms and runs a purchase without JavaScript, and answers 404 to unknown ranking types", async () => {
    const agent = request.agent(site.app);
    expect((await register(agent, "mercato@example.it")).status).toBe(303);
    const market = await agent.get("/fantatrotto/mercato").expect(200);
    const [, code] = /conferma=buy&amp;cavallo=([A-Za-z0-9_-]+)/.exec(market.text) ?? [];
    expect(code).toBeTruthy();
    const confirm = await agent.get(`/fantatrotto/mercato?conferma=buy&cavallo=${code}`).expect(200);
    expect(confirm.text).toMatch(/Vuoi davvero acquistare .+ per [\d.]+ euro\?/);
    const bought = await agent
      .post("/fantatrotto/mercato")
      .type("form")
      .send({ _csrf: tokenIn(confirm.text), action: "buy", horseCode: code })
      .expect(303);
    expect(bought.headers.location).toBe("/fantatrotto/mercato");
    expect(bought.headers["cache-control"]).toBe("private, no-store");
    // Post/Redirect/Get: the market with the outcome once, then, on a reload, the market alone; nothing is bought twice.
    const after = await agent.get("/fantatrotto/mercato").expect(200);
    expect(after.text).toContain("Hai acquistato");
    expect(after.text).not.toContain("Vuoi davvero");
    const budget = /data-testid="budget">([^<]+)</.exec(after.text)?.[1];
    const reloaded = await agent.get("/fantatrotto/mercato").expect(200);
    expect(reloaded.text).not.toContain("Hai acquistato");
    expect(/data-testid="budget">([^<]+)</.exec(reloaded.text)?.[1]).toBe(budget);
    const again = await agent
      .post("/fantatrotto/mercato")
      .type("form")
      .send({ _csrf: tokenIn(confirm.text), action: "buy", horseCode: code })
      .expect(400);
    expect(again.text).toContain("Possiedi già questo cavallo.");
    // The stable says "I tuoi cavalli" once: the heading, and the table's caption only for screen readers.
    const stable = (await agent.get("/fantatrotto").expect(200)).text;
    const shown = stable.replace(/<caption class="visually-hidden">[^<]*<\/caption>/g, "").replace(/aria-label="[^"]*"/g, "");
    expect(shown.split(">I tuoi cavalli<").length - 1).toBe(1);
    expect(stable).toContain('<caption class="visually-hidden">I tuoi cavalli</caption>');

    await agent.get("/fantatrotto/classifiche/anno").expect(404);
    await agent.get("/fantatrotto/classifiche/mese/M99").expect(404);
    const week = await agent.get("/fantatrotto/classifiche/settimana").expect(200);
    expect(week.text).toContain("Settimana");
  });

  it("tells a signed-in player whose new login fails that it failed, with the form, instead of sending the player on", async () => {
    const agent = request.agent(site.app);
    expect((await register(agent, "doppio@example.it")).status).toBe(303);
    const stable = await agent.get("/fantatrotto").expect(200);
    const refused = await agent
      .post("/fantatrotto/auth")
      .type("form")
      .send({ _csrf: tokenIn(stable.text), intent: "entra", email: "doppio@example.it", password: "sbagliata1" })
      .expect(400);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.text).toContain("Le credenziali non corrispondono ai nostri archivi.");
    expect(refused.text).toContain('name="password"');
    // The game ended the player's old session before it tried the new credentials (a signed-in session
    // posting to its login is logged out first, adapters/fantasy/fantasy-adapter.ts): the next game page
    // asks for a login, with a word, instead of showing a stable that is no longer there.
    const next = await agent.get("/fantatrotto").expect(302);
    expect(next.headers.location).toMatch(/^\/fantatrotto\/auth\?sessione=scaduta/);
  });

  it("sends a visitor who is not logged in to the login page whatever the ranking's address, an unknown type too", async () => {
    for (const path of ["/fantatrotto/classifiche/anno", "/fantatrotto/classifiche/mese/M99", "/fantatrotto/classifiche/settimana/%20"]) {
      const response = await request(site.app).get(path).expect(302);
      expect(response.headers.location, path).toBe("/fantatrotto/auth");
    }
  });

  it("greets the player once on the page a login, a registration or a logout leads to", async () => {
    const agent = request.agent(site.app);
    await register(agent, "saluti@example.it");
    const home = await agent.get("/fantatrotto").expect(200);
    expect(home.text).toContain("Registrazione completata");
    expect((await agent.get("/fantatrotto").expect(200)).text).not.toContain("Registrazione completata");
    await agent
      .post("/fantatrotto/esci")
      .type("form")
      .send({ _csrf: tokenIn(home.text) })
      .expect(303);
    const portal = await agent.get("/").expect(200);
    expect(portal.text).toContain("Uscita effettuata");
    expect(portal.headers["x-page-cache"]).toBeUndefined();
    expect((await agent.get("/").expect(200)).text).not.toContain("Uscita effettuata");
  });

  it("sends Permissions-Policy once on the redirects after a registration, a login and a logout, with and without JavaScript", async () => {
    const policyHeaders = (response: request.Response) =>
      (response as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders.filter(
        (value, index) => index % 2 === 0 && value.toLowerCase() === "permissions-policy",
      ).length;
    for (const suffix of ["", ".data"]) {
      const agent = request.agent(site.app);
      const email = `politica${suffix.length}@example.it`;
      const page = await agent.get("/fantatrotto/auth?tab=registrati").expect(200);
      const fields = {
        _csrf: tokenIn(page.text),
        name: "Scuderia Politica",
        email,
        password: "segreta123",
        passwordConfirmation: "segreta123",
      };
      const registered = await agent
        .post(`/fantatrotto/auth${suffix}?tab=registrati`)
        .type("form")
        .send({ ...fields, intent: "registrati" });
      const stable = await agent.get("/fantatrotto").expect(200);
      const loggedOut = await agent
        .post(`/fantatrotto/esci${suffix}`)
        .type("form")
        .send({ _csrf: tokenIn(stable.text) });
      const again = await agent.get("/fantatrotto/auth").expect(200);
      const loggedIn = await agent
        .post(`/fantatrotto/auth${suffix}`)
        .type("form")
        .send({ _csrf: tokenIn(again.text), intent: "entra", email, password: "segreta123" });
      for (const [what, response] of Object.entries({ registered, loggedOut, loggedIn })) {
        expect(response.status, `${what}${suffix}`).toBe(suffix ? 202 : 303);
        expect(policyHeaders(response), `${what}${suffix}`).toBe(1);
      }
    }
  });
});

describe("the game's answers that only a real Laravel gave before its fake learnt them", () => {
  const fantasyUrl = () => site.fakes.fantasy!.url;
  const PROCESSING = "Errore durante l&#x27;elaborazione della richiesta";

  it("turns the game's login throttle (429) into Sulky's 'Troppi tentativi' with 429 and the game's Retry-After", async () => {
    const agent = request.agent(site.app);
    const page = await agent.get("/fantatrotto/auth").expect(200);
    await injectFault(fantasyUrl(), "^/login$", "429");
    try {
      const answer = await agent
        .post("/fantatrotto/auth")
        .type("form")
        .send({ _csrf: tokenIn(page.text), intent: "entra", email: "frenato@example.it", password: "segreta123" });
      expect(answer.status).toBe(429);
      expect(answer.headers["retry-after"]).toBe("30");
      expect(answer.text).toContain("Troppi tentativi: riprova tra 1 minuto.");
      expect(answer.text).not.toContain(PROCESSING);
    } finally {
      await clearFaults(fantasyUrl());
    }
  });

  it("answers the game's API throttle with an Italian 429 page and its Retry-After, logged as a warning without a stack", async () => {
    const agent = request.agent(site.app);
    expect((await register(agent, "api-frenata@example.it")).status).toBe(303);
    logLines.length = 0;
    await injectFault(fantasyUrl(), "^/api/ratings", "429");
    try {
      const market = await agent.get("/fantatrotto/mercato");
      expect(market.status).toBe(429);
      expect(market.headers["retry-after"]).toBe("30");
      expect(market.headers["cache-control"]).toBe("private, no-store");
      expect(market.text).toContain("Il gioco sta ricevendo troppe richieste: riprova tra 30 secondi.");
      const lines = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
      expect(lines.some((line) => line.level === 40 && line.msg.includes("Too Many Attempts"))).toBe(true);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(logLines.join("\n")).not.toMatch(/"stack"|\n\s+at /);
    } finally {
      await clearFaults(fantasyUrl());
    }
  });

  it("tells a player whose game session expired, and brings a pending purchase back after the new login", async () => {
    const agent = request.agent(site.app);
    expect((await register(agent, "scaduto@example.it")).status).toBe(303);
    const market = await agent.get("/fantatrotto/mercato").expect(200);
    const [, code] = /conferma=buy&amp;cavallo=([A-Za-z0-9_-]+)/.exec(market.text) ?? [];
    const confirm = await agent.get(`/fantatrotto/mercato?conferma=buy&cavallo=${code}`).expect(200);
    await fetch(`${site.fakes.fantasy!.origin}/__fake/expire-sessions`, { method: "POST" });

    const trade = await agent
      .post("/fantatrotto/mercato")
      .type("form")
      .send({ _csrf: tokenIn(confirm.text), action: "buy", horseCode: code });
    expect(trade.status).toBe(302);
    const pending = `/fantatrotto/mercato?conferma=buy&cavallo=${code}`;
    expect(trade.headers.location).toBe(`/fantatrotto/auth?sessione=scaduta&dopo=${encodeURIComponent(pending)}`);
    const auth = await agent.get(trade.headers.location).expect(200);
    expect(auth.text).toContain("La tua sessione di gioco è scaduta: entra di nuovo per continuare da dove eri rimasto.");
    expect(auth.text).toContain(`name="dopo" value="${pending.replace(/&/g, "&amp;")}"`);

    const login = await agent
      .post("/fantatrotto/auth")
      .type("form")
      .send({ _csrf: tokenIn(auth.text), intent: "entra", email: "scaduto@example.it", password: "segreta123", dopo: pending })
      .expect(303);
    expect(login.headers.location).toBe(pending);
    const again = await agent.get(login.headers.location).expect(200);
    expect(again.text).toMatch(/Vuoi davvero acquistare .+ per [\d.]+ euro\?/);
  });

  it("keeps the way back (dopo) in the Entra and Registrati tabs after the game ended a session", async () => {
    const agent = request.agent(site.app);
    const pending = "/fantatrotto/mercato?conferma=buy&cavallo=ABC123";
    const dopo = encodeURIComponent(pending);
    const tabHref = (html: string, label: string) => {
      const tag = new RegExp(`<a [^>]*role="tab"[^>]*>${label}</a>`).exec(html)?.[0] ?? "";
      return /href="([^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? "";
    };
    const page = await agent.get(`/fantatrotto/auth?sessione=scaduta&dopo=${dopo}`).expect(200);
    expect(tabHref(page.text, "Entra")).toBe(`/fantatrotto/auth?tab=entra&dopo=${dopo}`);
    expect(tabHref(page.text, "Registrati")).toBe(`/fantatrotto/auth?tab=registrati&dopo=${dopo}`);
    // the registration tab the link leads to sends the registration back there too, and its tabs keep it
    const registration = await agent.get(tabHref(page.text, "Registrati")).expect(200);
    expect(registration.text).toContain(`name="dopo" value="${pending.replace(/&/g, "&amp;")}"`);
    expect(tabHref(registration.text, "Entra")).toBe(`/fantatrotto/auth?tab=entra&dopo=${dopo}`);
    // without a way back the tabs are the plain ones, and an unsafe one is never written into them
    const plain = await agent.get("/fantatrotto/auth").expect(200);
    expect(tabHref(plain.text, "Registrati")).toBe("/fantatrotto/auth?tab=registrati");
    const unsafe = await agent.get(`/fantatrotto/auth?sessione=scaduta&dopo=${encodeURIComponent("https://evil.example/")}`).expect(200);
    expect(tabHref(unsafe.text, "Entra")).toBe("/fantatrotto/auth?tab=entra");
  });

  it("sends a login back to game pages only, never to another site", async () => {
    const agent = request.agent(site.app);
    for (const target of ["https://evil.example/", "//evil.example/fantatrotto", "/fantatrotto/auth", "/trotto/partenti"]) {
      const page = await agent.get(`/fantatrotto/auth?sessione=scaduta&dopo=${encodeURIComponent(target)}`).expect(200);
      expect(page.text).not.toContain('name="dopo"');
    }
  });

  it("shows one alert when a refused trade is followed by a market that cannot reload", async () => {
    const agent = request.agent(site.app);
    expect((await register(agent, "doppio-avviso@example.it")).status).toBe(303);
    const market = await agent.get("/fantatrotto/mercato").expect(200);
    const [, code] = /conferma=buy&amp;cavallo=([A-Za-z0-9_-]+)/.exec(market.text) ?? [];
    await injectFault(fantasyUrl(), "^/api/(users-horses|ratings)", "503");
    try {
      const answer = await agent
        .post("/fantatrotto/mercato")
        .type("form")
        .send({ _csrf: tokenIn(market.text), action: "buy", horseCode: code });
      expect(answer.status).toBe(400);
      expect(answer.text.split(PROCESSING).length - 1).toBe(1);
    } finally {
      await clearFaults(fantasyUrl());
    }
  });
});
