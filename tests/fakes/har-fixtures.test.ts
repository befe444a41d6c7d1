import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFake, type RunningFake } from "~/fake-upstreams";
import { FixtureFileError } from "~/fake-upstreams/har/fixture-file";
import { TEST_SEED, TEST_TODAY } from "./helpers";

const folder = mkdtempSync(path.join(tmpdir(), "sulky-fixtures-"));

type Exchange = { method?: string; url: string; status: number; body: unknown; headers?: { name: string; value: string }[] };

function harEntry({ method = "GET", url, status, body, headers = [] }: Exchange) {
  return {
    startedDateTime: "2026-11-22T10:00:00.000Z",
    time: 5,
    request: { method, url, httpVersion: "HTTP/1.1", cookies: [], headers: [], queryString: [], headersSize: -1, bodySize: 0 },
    response: {
      status,
      statusText: "",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: [{ name: "Content-Type", value: "application/json" }, ...headers],
      content: { size: 0, mimeType: "application/json", text: JSON.stringify(body) },
      redirectURL: "",
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 5, receive: 0 },
  };
}

function writeHar(name: string, entries: unknown[]): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "test", version: "1" }, entries } }));
  return file;
}

const REAL_HOST = "https://api.trotto.example";
const fantasyHar = () =>
  writeHar("sanctum.har", [
    harEntry({ method: "POST", url: "https://fantasy.example/login", status: 419, body: { message: "CSRF token mismatch." } }),
    harEntry({
      method: "POST",
      url: "https://fantasy.example/login",
      status: 200,
      body: { user: { name: "Scuderia Fixture", email: "a@b.it" } },
    }),
  ]);

describe("HAR fixtures in front of the generated world", () => {
  let trotting: RunningFake;
  const logged: string[] = [];
  beforeAll(async () => {
    const file = writeHar("trotting.har", [
      harEntry({ url: `${REAL_HOST}/api/v2/draws/15032016/ZZ/3`, status: 200, body: { numbers: [], title: "Dal file" } }),
      harEntry({ url: `${REAL_HOST}/api/v2/cavalli?s=varenne&_=1732270000`, status: 200, body: { needle: "varenne", results: [] } }),
      harEntry({
        url: `${REAL_HOST}/api/v2/classifiche?year=2026&entity=stalloni`,
        status: 503,
        body: { message: "registrato" },
        headers: [{ name: "X-WP-Total", value: "7" }],
      }),
    ]);
    // the fake's own log lines are the subject here: caught, not printed
    vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(String(line)));
    trotting = await startFake("trotting", { port: 0, seed: TEST_SEED, today: TEST_TODAY, fixtures: file });
  });
  afterAll(async () => {
    vi.mocked(console.log).mockRestore();
    await trotting.close();
  });

  it("answers a matching request from the fixture: status, body and headers", async () => {
    const response = await fetch(`${trotting.url}/api/v2/draws/15032016/ZZ/3`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ numbers: [], title: "Dal file" });
    const recorded = await fetch(`${trotting.url}/api/v2/classifiche?entity=stalloni&year=2026`);
    expect(recorded.status).toBe(503);
    expect(recorded.headers.get("x-wp-total")).toBe("7");
  });

  it("matches the query in any order and ignores the volatile '_' parameter", async () => {
    const response = await fetch(`${trotting.url}/api/v2/cavalli?_=999&s=varenne`);
    expect(await response.json()).toEqual({ needle: "varenne", results: [] });
  });

  it("lets everything else fall through to the generated world", async () => {
    expect((await fetch(`${trotting.url}/api/v2/banners`)).status).toBe(200);
    const other = (await (await fetch(`${trotting.url}/api/v2/cavalli?s=ready`)).json()) as { results: unknown[] };
    expect(other.results.length).toBeGreaterThan(0);
    expect((await fetch(`${trotting.url}/api/v2/classifiche?entity=stalloni&year=2026&eta=3`)).status).toBe(200);
  });

  it("logs the file it read and which fixture answered each request", async () => {
    expect(logged.some((line) => /^\[fake:trotting\] 3 risposte registrate da .*trotting\.har$/.test(line))).toBe(true);
    await fetch(`${trotting.url}/api/v2/draws/15032016/ZZ/3`);
    expect(logged).toContain("[fake:trotting] fixture trotting.har #1 → 200 GET /api/v2/draws/15032016/ZZ/3");
    expect(logged.filter((line) => line.includes("/api/v2/banners"))).toEqual([]);
  });

  it("reports the answers on the control API", async () => {
    const report = await (await fetch(`${trotting.origin}/__fake/fixtures`)).json();
    expect(report.entries).toBe(3);
    expect(report.answered).toContainEqual({ fixture: "trotting.har #1", method: "GET", path: "/api/v2/draws/15032016/ZZ/3", status: 200 });
    expect(report.unmatched).toContain("GET /api/v2/banners?");
  });
});

describe("repeated entries", () => {
  let fantasy: RunningFake;
  beforeAll(async () => {
    fantasy = await startFake("fantasy", {
      port: 0,
      quiet: true,
      today: TEST_TODAY,
      stateFile: path.join(folder, "state.json"),
      fixtures: fantasyHar(),
    });
  });
  afterAll(() => fantasy.close());

  it("replays a Sanctum 419 then a 200, and the last one from then on; a reset starts again", async () => {
    const login = () => fetch(`${fantasy.url}/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect((await login()).status).toBe(419);
    const second = await login();
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ user: { name: "Scuderia Fixture", email: "a@b.it" } });
    expect((await login()).status).toBe(200);
    await fetch(`${fantasy.origin}/__fake/reset`, { method: "POST" });
    expect((await login()).status).toBe(419);
  });

  it("matches on the method too: a GET of the same path is not the recorded POST", async () => {
    expect((await fetch(`${fantasy.url}/login`)).status).toBe(404);
  });
});

describe("fixture files and folders", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads every .har of a folder in name order, so a later file's entries come after", async () => {
    const dir = path.join(folder, "set");
    mkdirSync(dir);
    const url = `${REAL_HOST}/api/v2/draws/01012016/ZZ/1`;
    writeFileSync(path.join(dir, "b.har"), JSON.stringify({ log: { entries: [harEntry({ url, status: 200, body: { from: "b" } })] } }));
    writeFileSync(path.join(dir, "a.har"), JSON.stringify({ log: { entries: [harEntry({ url, status: 200, body: { from: "a" } })] } }));
    writeFileSync(path.join(dir, "notes.txt"), "not a fixture");
    const fake = await startFake("trotting", { port: 0, quiet: true, seed: TEST_SEED, today: TEST_TODAY, fixtures: dir });
    try {
      const draw = `${fake.url}/api/v2/draws/01012016/ZZ/1`;
      expect(await (await fetch(draw)).json()).toEqual({ from: "a" });
      expect(await (await fetch(draw)).json()).toEqual({ from: "b" });
    } finally {
      await fake.close();
    }
  });

  it("answers only from fixtures when asked: anything else is a 404 naming the request", async () => {
    const fake = await startFake("content", {
      port: 0,
      quiet: true,
      today: TEST_TODAY,
      fixtures: path.join(folder, "trotting.har"),
      fixturesOnly: true,
    });
    try {
      const response = await fetch(`${fake.url}/pages/12`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Nessuna fixture per GET /wp-json/wp/v2/pages/12" });
    } finally {
      await fake.close();
    }
  });

  it("skips entries that never got an answer (status 0, as developer tools write them)", async () => {
    const file = writeHar("aborted.har", [harEntry({ url: `${REAL_HOST}/api/v2/banners`, status: 0, body: null })]);
    const fake = await startFake("trotting", { port: 0, quiet: true, seed: TEST_SEED, today: TEST_TODAY, fixtures: file });
    try {
      expect((await fetch(`${fake.url}/api/v2/banners`)).status).toBe(200);
    } finally {
      await fake.close();
    }
  });
});

describe("a malformed HAR stops the fakes with one line naming the file and the entry", () => {
  const broken = [
    harEntry({ url: `${REAL_HOST}/api/v2/banners`, status: 200, body: {} }),
    { ...harEntry({ url: `${REAL_HOST}/api/v2/mares`, status: 200, body: {} }), response: { status: "duecento", content: {} } },
  ];

  it.each([
    [
      "a wrong status",
      () => writeHar("wrong-status.har", broken),
      /^FAKE_FIXTURES: .*wrong-status\.har: voce 2 \(GET https:\/\/api\.trotto\.example\/api\/v2\/mares\): response\.status: lo stato deve essere un numero$/,
    ],
    [
      "a missing request",
      () => writeHar("no-request.har", [{ response: { status: 200, content: {} } }]),
      /^FAKE_FIXTURES: .*no-request\.har: voce 1: request: .+$/,
    ],
    [
      "no log.entries",
      () => writeHar("no-entries.har", undefined as unknown as unknown[]),
      /^FAKE_FIXTURES: .*no-entries\.har: non è un file HAR \(log\.entries: manca log\.entries\)$/,
    ],
    [
      "broken JSON",
      () => {
        const file = path.join(folder, "truncated.har");
        writeFileSync(file, '{"log": {"entries": [');
        return file;
      },
      /^FAKE_FIXTURES: .*truncated\.har: JSON non valido \(.+\)$/,
    ],
    ["a missing file", () => path.join(folder, "missing.har"), /^FAKE_FIXTURES: .*missing\.har: file o cartella non trovati$/],
  ])("%s", async (_case, makeFile, message) => {
    const attempt = startFake("trotting", { port: 0, quiet: true, seed: TEST_SEED, today: TEST_TODAY, fixtures: makeFile() });
    await expect(attempt).rejects.toBeInstanceOf(FixtureFileError);
    const error = (await attempt.catch((reason: unknown) => reason)) as Error;
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain("\n");
  });

  it("npm run fakes prints the line and exits with 1 before taking any port", async () => {
    const file = writeHar("broken-for-cli.har", broken);
    const run = promisify(execFile)("npx", ["tsx", "scripts/start-fakes.ts"], {
      env: { ...process.env, FAKE_FIXTURES: file, FAKE_HOST: "127.0.0.1" },
      timeout: 60_000,
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(
      failure?.stderr
        .trim()
        .split("\n")
        .filter((line) => !line.includes("npm warn")),
    ).toEqual([
      `FAKE_FIXTURES: ${file}: voce 2 (GET https://api.trotto.example/api/v2/mares): response.status: lo stato deve essere un numero`,
    ]);
    expect(failure?.stdout).not.toContain("in ascolto");
  }, 60_000);
});
