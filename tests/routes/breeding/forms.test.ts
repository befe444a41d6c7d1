import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";

const TODAY = new Date("2026-11-22T10:00:00Z");

async function openForm(site: TestSite, path: string) {
  const agent = request.agent(site.app);
  const page = await agent.get(path).expect(200);
  const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1];
  expect(token).toBeTruthy();
  return { agent, token: token!, html: page.text };
}

async function fakeRequests(site: TestSite): Promise<Record<string, number>> {
  const response = await fetch(`${new URL(site.fakes.trotting!.url).origin}/__fake/requests`);
  return ((await response.json()) as { byPath: Record<string, number> }).byPath;
}

const GOOD_FOAL = {
  name: "Nuvola Grif",
  sex: "F",
  birthYear: "2026",
  dam: "",
  damText: "",
  sire: "",
  sireText: "",
  breeder: "",
  breederName: "",
  phone: "333 1234567",
  note: "",
};

describe("add-a-foal form", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 60_000);
  afterAll(async () => site?.close());

  it("renders every field with the current year and the 9 before", async () => {
    const { html } = await openForm(site, "/cavalli/aggiungi-puledro");
    expect(html).toContain("Aggiungi un puledro");
    for (const field of [
      'name="name"',
      'name="sex"',
      'name="birthYear"',
      'name="damText"',
      'name="sireText"',
      'name="breederName"',
      'name="breeder"',
      'name="phone"',
      'name="note"',
    ]) {
      expect(html).toContain(field);
    }
    expect(html).toContain("Femmina");
    expect(html).toContain("Maschio");
    expect(html).toContain('<option value="2026">2026</option>');
    expect(html).toContain('<option value="2017">2017</option>');
    expect(html).not.toContain('<option value="2016">');
    expect(html).toMatch(/<textarea[^>]*rows="3"/);
  });

  it("refuses invalid fields with Italian messages and keeps what was typed", async () => {
    const { agent, token } = await openForm(site, "/cavalli/aggiungi-puledro");
    const response = await agent
      .post("/cavalli/aggiungi-puledro")
      .type("form")
      .send({ ...GOOD_FOAL, _csrf: token, name: "Alba Prova", phone: "chiamami", breederName: "", sex: "" })
      .expect(422);
    expect(response.text).toContain("Numero di telefono non valido");
    expect(response.text).toContain("Indica l&#x27;allevatore");
    expect(response.text).toContain("Scegli il sesso: Femmina o Maschio");
    expect(response.text).toContain('value="Alba Prova"');
    expect(response.text).toContain('value="chiamami"');
    expect(response.text).toContain("I puledri nati 2026 dovrebbero iniziare con la lettera N");
  });

  it("sends a valid foal, resolving the breeder named in full and parents typed without JavaScript", async () => {
    const { agent, token } = await openForm(site, "/cavalli/aggiungi-puledro");
    const suggested = (await agent.get("/api/allevatori/suggerimenti?term=all").expect(200)).body.results as {
      id: number;
      label: string;
    }[];
    expect(suggested.length).toBeGreaterThan(0);
    const response = await agent
      .post("/cavalli/aggiungi-puledro")
      .type("form")
      .send({ ...GOOD_FOAL, _csrf: token, breederName: suggested[0].label.toUpperCase(), sireText: "Varenne", note: "Madre non trovata" })
      .expect(303);
    expect(response.headers.location).toBe("/cavalli/aggiungi-puledro");
    // Post/Redirect/Get: the page says the foal was sent, once; a reload shows the empty form and sends nothing.
    const sent = await agent.get("/cavalli/aggiungi-puledro").expect(200);
    expect(sent.text).toContain("Puledro inserito");
    expect(sent.text).toContain("Aggiungi un altro puledro");
    expect(sent.text).toContain("success-icon");
    const sends = (await fakeRequests(site))["/api/v2/puledri"];
    const reloaded = await agent.get("/cavalli/aggiungi-puledro").expect(200);
    expect(reloaded.text).not.toContain("Puledro inserito");
    expect(reloaded.text).toContain('name="name"');
    expect((await fakeRequests(site))["/api/v2/puledri"]).toBe(sends);
    const calls = await fakeRequests(site);
    expect(calls["/api/v1/cavalli/cerca"]).toBeGreaterThan(0);
    expect(calls["/api/v2/puledri"]).toBeGreaterThan(0);
  });

  it("refuses a breeder typed but not picked from the suggestions, and says so next to the field", async () => {
    const { agent, token } = await openForm(site, "/cavalli/aggiungi-puledro");
    const response = await agent
      .post("/cavalli/aggiungi-puledro")
      .type("form")
      .send({ ...GOOD_FOAL, _csrf: token, breederName: "Allevamento che non esiste" })
      .expect(422);
    expect(response.text).toContain("Scegli l&#x27;allevatore tra quelli suggeriti mentre scrivi");
    expect(response.text).toContain('value="Allevamento che non esiste"');
  });

  it("lists the upstream's 422 errors next to their fields", async () => {
    const { agent, token } = await openForm(site, "/cavalli/aggiungi-puledro");
    await injectFault(site.fakes.trotting!.url, "^/api/v2/puledri$", "422");
    try {
      const response = await agent
        .post("/cavalli/aggiungi-puledro")
        .type("form")
        .send({ ...GOOD_FOAL, _csrf: token, breeder: "1", breederName: "Allevamento" })
        .expect(422);
      expect(response.text).toContain("Non è stato possibile inviare i dati");
      expect(response.text).toContain('value="Nuvola Grif"');
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("shows a clear message when the upstream is down, keeping the fields", async () => {
    const { agent, token } = await openForm(site, "/cavalli/aggiungi-puledro");
    await injectFault(site.fakes.trotting!.url, "^/api/v2/puledri$", "503");
    try {
      const response = await agent
        .post("/cavalli/aggiungi-puledro")
        .type("form")
        .send({ ...GOOD_FOAL, _csrf: token, breeder: "1", breederName: "Allevamento" })
        .expect(502);
      expect(response.text).toContain("Invio non riuscito: riprova più tardi.");
      expect(response.text).toContain('value="333 1234567"');
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("clears every field with the reset button without JavaScript", async () => {
    const { agent, token } = await openForm(site, "/cavalli/aggiungi-puledro");
    const response = await agent
      .post("/cavalli/aggiungi-puledro")
      .type("form")
      .send({ ...GOOD_FOAL, _csrf: token, intent: "reset" })
      .expect(303);
    expect(response.headers.location).toBe("/cavalli/aggiungi-puledro");
    const empty = await agent.get("/cavalli/aggiungi-puledro").expect(200);
    expect(empty.text).toContain('name="name"');
    expect(empty.text).not.toContain('value="Nuvola Grif"');
  });

  it("rejects a post without the form's token", async () => {
    await request(site.app).post("/cavalli/aggiungi-puledro").type("form").send(GOOD_FOAL).expect(403);
  });
});

describe("follow-a-horse form", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 60_000);
  afterAll(async () => site?.close());

  it("has no 'Conferma' before a horse is chosen", async () => {
    const { html } = await openForm(site, "/cavalli/segui-cavallo");
    expect(html).toContain("Segui il cavallo");
    expect(html).toContain('name="email"');
    expect(html).not.toContain(">Conferma<");
  });

  it("searches, adds, removes and confirms without JavaScript", async () => {
    const { agent, token } = await openForm(site, "/cavalli/segui-cavallo");
    const searched = await agent
      .post("/cavalli/segui-cavallo")
      .type("form")
      .send({ _csrf: token, email: "fan@example.it", name: "Anna", cercaText: "Varenne", intent: "search" })
      .expect(200);
    const add = /<button[^>]*value="([^"]+)"[^>]*name="add"/.exec(searched.text)?.[1];
    expect(add).toBeTruthy();
    expect(searched.text).toContain('value="fan@example.it"');
    const decoded = add!
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    const added = await agent
      .post("/cavalli/segui-cavallo")
      .type("form")
      .send({ _csrf: token, email: "fan@example.it", name: "Anna", add: decoded })
      .expect(200);
    expect(added.text).toContain('name="horseCode"');
    expect(added.text).toContain(">Conferma<");
    const code = decoded.split("|")[0];
    const removed = await agent
      .post("/cavalli/segui-cavallo")
      .type("form")
      .send({ _csrf: token, email: "fan@example.it", horseCode: code, horseText: "x", remove: code })
      .expect(200);
    expect(removed.text).not.toContain('name="horseCode"');
    const confirmed = await agent
      .post("/cavalli/segui-cavallo")
      .type("form")
      .send(`_csrf=${encodeURIComponent(token)}&email=fan%40example.it&name=Anna&horseCode=${code}&horseText=Varenne&intent=confirm`)
      .expect(303);
    expect(confirmed.headers.location).toBe("/cavalli/segui-cavallo");
    const page = await agent.get("/cavalli/segui-cavallo").expect(200);
    expect(page.text).toContain("Iscrizione confermata");
    expect(page.text).toContain(`/calendario.ics?cavalli=${code}`);
    // One horse followed: its starts are "le sue", not "le loro".
    expect(page.text).toContain("Le sue partenze nel tuo calendario");
    expect(page.text).not.toContain('value="fan@example.it"');
    expect((await agent.get("/cavalli/segui-cavallo").expect(200)).text).not.toContain("Iscrizione confermata");
  });

  it("refuses a missing or malformed email and no horses, with messages next to the fields", async () => {
    const { agent, token } = await openForm(site, "/cavalli/segui-cavallo");
    const response = await agent
      .post("/cavalli/segui-cavallo")
      .type("form")
      .send({ _csrf: token, email: "non-una-email", name: "Anna", intent: "confirm" })
      .expect(422);
    expect(response.text).toContain("Indirizzo email non valido");
    expect(response.text).toContain("Scegli almeno un cavallo da seguire");
    expect(response.text).toContain('value="non-una-email"');
  });

  it("shows the upstream's 422 and keeps the chosen horses", async () => {
    const { agent, token } = await openForm(site, "/cavalli/segui-cavallo");
    await injectFault(site.fakes.trotting!.url, "^/api/v2/subscribe", "422");
    try {
      const response = await agent
        .post("/cavalli/segui-cavallo")
        .type("form")
        .send(`_csrf=${encodeURIComponent(token)}&email=fan%40example.it&horseCode=102306&horseText=Stallone&intent=confirm`)
        .expect(422);
      expect(response.text).toContain("Non è stato possibile confermare");
      expect(response.text).toContain('value="102306"');
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });
});
