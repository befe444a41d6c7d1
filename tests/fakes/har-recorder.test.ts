import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Entry } from "har-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFake, type RunningFake } from "~/fake-upstreams";
import { readHarFile } from "~/fake-upstreams/har/fixture-file";
import { createHarRecorder, startRecordingProxy, type RecordingProxy } from "~/fake-upstreams/har/recorder";
import { MASK, MASKED_EMAIL, redactEntry } from "~/fake-upstreams/har/redact";
import { SanctumClient, TEST_TODAY } from "./helpers";

function exchange(overrides: { request?: Partial<Entry["request"]>; response?: Partial<Entry["response"]> }): Entry {
  return {
    startedDateTime: "2026-11-22T10:00:00.000Z",
    time: 1,
    request: {
      method: "GET",
      url: "https://api.example.it/x",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: [],
      queryString: [],
      headersSize: -1,
      bodySize: 0,
      ...overrides.request,
    },
    response: {
      status: 200,
      statusText: "OK",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: "application/json", text: "{}" },
      redirectURL: "",
      headersSize: -1,
      bodySize: 0,
      ...overrides.response,
    },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
  };
}

describe("redaction", () => {
  it("removes cookies and credentials, masks the XSRF token", () => {
    const entry = redactEntry(
      exchange({
        request: {
          headers: [
            { name: "Cookie", value: "laravel_session=abc; XSRF-TOKEN=tok" },
            { name: "Authorization", value: "Bearer secret" },
            { name: "X-XSRF-TOKEN", value: "tok" },
            { name: "Accept", value: "application/json" },
          ],
          cookies: [{ name: "laravel_session", value: "abc" }],
        },
        response: {
          headers: [
            { name: "Set-Cookie", value: "XSRF-TOKEN=new; Path=/" },
            { name: "Content-Type", value: "application/json" },
          ],
          cookies: [{ name: "XSRF-TOKEN", value: "new" }],
        },
      }),
    );
    expect(entry.request.headers).toEqual([
      { name: "X-XSRF-TOKEN", value: MASK },
      { name: "Accept", value: "application/json" },
    ]);
    expect(entry.request.cookies).toEqual([]);
    expect(entry.response.headers).toEqual([{ name: "Content-Type", value: "application/json" }]);
    expect(entry.response.cookies).toEqual([]);
  });

  it("masks passwords and e-mail addresses in bodies, query and URL, and keeps the rest", () => {
    const entry = redactEntry(
      exchange({
        request: {
          method: "POST",
          url: "https://user:pw@api.example.it/subscribe?Email=mario%40rossi.it&password=x&s=varenne",
          queryString: [
            { name: "Email", value: "mario@rossi.it" },
            { name: "password", value: "x" },
            { name: "s", value: "varenne" },
          ],
          postData: {
            mimeType: "application/json",
            text: JSON.stringify({
              email: "mario@rossi.it",
              password: "segreta123",
              password_confirmation: "segreta123",
              Passaporto: "IT-1",
              name: "Mario",
            }),
          },
        },
        response: {
          content: {
            size: 0,
            mimeType: "application/json",
            text: JSON.stringify({ user: { name: "Mario", email: "Mario.Rossi+tt@posta.example.com" } }),
          },
        },
      }),
    );
    expect(entry.request.url).toBe(`https://api.example.it/subscribe?Email=${MASKED_EMAIL}&password=${MASK}&s=varenne`);
    expect(entry.request.queryString).toEqual([
      { name: "Email", value: MASKED_EMAIL },
      { name: "password", value: MASK },
      { name: "s", value: "varenne" },
    ]);
    expect(JSON.parse(entry.request.postData!.text!)).toEqual({
      email: MASKED_EMAIL,
      password: MASK,
      password_confirmation: MASK,
      Passaporto: "IT-1",
      name: "Mario",
    });
    expect(JSON.parse(entry.response.content.text!)).toEqual({ user: { name: "Mario", email: MASKED_EMAIL } });
  });

  it("masks form bodies too", () => {
    const entry = redactEntry(
      exchange({
        request: {
          method: "POST",
          postData: { mimeType: "application/x-www-form-urlencoded", text: "email=a%40b.it&password=pw&_token=t&nome=Zeta" },
        },
      }),
    );
    expect(new URLSearchParams(entry.request.postData!.text)).toEqual(
      new URLSearchParams({ email: MASKED_EMAIL, password: MASK, _token: MASK, nome: "Zeta" }),
    );
  });
});

describe("recording proxy", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sulky-rec-")), "fantasy.har");
  let fantasy: RunningFake;
  let proxy: RecordingProxy;
  const recorder = createHarRecorder({ file });
  const player = { name: "Scuderia Registrata", email: "registrata@example.it", password: "password-segreta" };
  let xsrfSeen: string | undefined;

  beforeAll(async () => {
    fantasy = await startFake("fantasy", {
      port: 0,
      quiet: true,
      today: TEST_TODAY,
      stateFile: path.join(path.dirname(file), "state.json"),
    });
    proxy = await startRecordingProxy(fantasy.url, recorder);
    const client = new SanctumClient(proxy.url);
    await client.request("GET", "/sanctum/csrf-cookie");
    xsrfSeen = client.xsrf;
    // Fortify's register signs the player in: the profile follows at once
    expect((await client.request("POST", "/register", { ...player, password_confirmation: player.password })).status).toBe(201);
    expect((await client.request("GET", "/api/user")).status).toBe(200);
    await client.request("POST", "/logout");
    expect((await client.request("POST", "/login", { email: player.email, password: player.password })).status).toBe(200);
    recorder.flush();
  });
  afterAll(async () => {
    await proxy?.close();
    await fantasy?.close();
  });

  it("passes every call through unchanged: the Sanctum session works across it", () => {
    expect(
      recorder.har().log.entries.map((entry) => `${entry.request.method} ${new URL(entry.request.url).pathname} ${entry.response.status}`),
    ).toEqual(["GET /sanctum/csrf-cookie 204", "POST /register 201", "GET /api/user 200", "POST /logout 204", "POST /login 200"]);
  });

  it("writes a HAR 1.2 file the fakes can read back, with the upstream's own URLs", () => {
    const har = JSON.parse(readFileSync(file, "utf8"));
    expect(har.log.version).toBe("1.2");
    expect(har.log.entries[2].request.url).toBe(`${fantasy.url}/api/user`);
    expect(readHarFile(file).map((entry) => entry.label)).toEqual([1, 2, 3, 4, 5].map((index) => `fantasy.har #${index}`));
  });

  it("keeps no cookie, session, XSRF token, e-mail address or password", () => {
    const text = readFileSync(file, "utf8");
    expect(xsrfSeen).toBeTruthy();
    for (const secret of [xsrfSeen!, encodeURIComponent(xsrfSeen!), player.email, player.password, "laravel_session"])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"name": "(cookie|set-cookie|authorization)"/i);
    const login = recorder.har().log.entries[4];
    expect(JSON.parse(login.request.postData!.text!)).toEqual({ email: MASKED_EMAIL, password: MASK });
    expect(login.request.headers).toContainEqual({ name: "x-xsrf-token", value: MASK });
    expect(JSON.parse(recorder.har().log.entries[2].response.content.text!).user).toMatchObject({ name: player.name, email: MASKED_EMAIL });
  });
});
