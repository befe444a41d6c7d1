import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SECTION_UNAVAILABLE_TEXT } from "~/views/components/section-unavailable";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../support/test-site";

const TOKEN = "token-degli-operatori-0123456789";

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

/**
 * What the operators see when an upstream drifts or breaks: one JSON line per rejected
 * answer or dropped row, with the visitor's request id, the endpoint and every issue;
 * React Router's own errors in the same logger; degraded pages in /readyz.
 */
describe("a page an upstream lets down", () => {
  let site: TestSite;
  const logLines: string[] = [];
  const lines = () => logLines.map((line) => JSON.parse(line) as LogLine);
  const linesOf = (requestId: string) => lines().filter((line) => line.requestId === requestId);

  beforeAll(async () => {
    site = await startTestSite({
      logLines,
      env: { READINESS_DETAILS: "token", READINESS_TOKEN: TOKEN },
      warmUp: ["/trotto/classifiche/stalloni", "/trotto/stalloni/102306-vagabondo-vr", "/trotto/partenti"],
    });
  }, 120_000);
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearFaults(site.fakes.trotting!.url);
  });
  afterAll(async () => site?.close());

  it("keeps the ranking when its first row has no name, and logs the dropped row under the request id", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/v2/classifiche", "drift-nulls");
    const answer = await request(site.app).get("/trotto/classifiche/stalloni?year=2024").expect(200);
    expect(answer.text).not.toContain(SECTION_UNAVAILABLE_TEXT);
    const requestId = answer.headers["x-request-id"];
    const dropped = linesOf(requestId).filter((line) => String(line.msg).includes("riga scartata"));
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped[0]).toMatchObject({ upstream: "trotting", endpoint: "GET /api/v2/classifiche", list: "items", index: 0 });
    expect((dropped[0].issues as { path: string }[]).map((issue) => issue.path)).toContain("Nome");
    const access = linesOf(requestId).find((line) => line.msg === "access");
    expect(access?.degraded).toEqual([expect.stringContaining("righe scartate")]);
  });

  it("keeps the frame and says so when the main answer cannot be read, with every issue in one line", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/v2/stalloni/", "wrong-shape");
    const answer = await request(site.app).get("/trotto/stalloni/102306-vagabondo-vr").expect(200);
    expect(answer.text).toContain(SECTION_UNAVAILABLE_TEXT);
    expect(answer.text).toContain("Vai al contenuto");
    const rejected = linesOf(answer.headers["x-request-id"]).filter(
      (line) => line.kind === "invalid-response" && line.endpoint === "GET /api/v2/stalloni/102306",
    );
    expect(rejected).toHaveLength(1);
    expect((rejected[0].issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual(["CodiceCavallo", "slug"]);
  });

  it("sends React Router's report of a failed loader to the same JSON logger, never to the console; an outage answers 503", async () => {
    const consoleError = vi.spyOn(console, "error");
    await injectFault(site.fakes.trotting!.url, "^/api/v2/corse", "503");
    // the upstream is down: a temporary condition, so crawlers keep their copy and come back
    const answer = await request(site.app).get("/trotto/partenti").expect(503);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.text).toContain("Si è verificato un errore: riprova tra qualche istante.");
    expect(answer.text).toMatch(/<h1 id="error-title">Errore<\/h1>/);
    const routeError = linesOf(answer.headers["x-request-id"]).find((line) => line.msg === "route error");
    expect(routeError).toMatchObject({ status: 503, url: expect.stringContaining("/trotto/partenti") });
    expect(routeError?.err).toMatchObject({ type: "UpstreamError" });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("counts degraded pages in the operators' readiness figures", async () => {
    // ready or not (an earlier test took the upstream down), the figures are there
    const figures = async () => (await request(site.app).get("/readyz").set("Authorization", `Bearer ${TOKEN}`)).body.pages;
    const before = await figures();
    await injectFault(site.fakes.trotting!.url, "^/api/v2/classifiche", "drift-nulls");
    await request(site.app).get("/trotto/classifiche/stalloni?year=2023").expect(200);
    await clearFaults(site.fakes.trotting!.url);
    await request(site.app).get("/chi-siamo").expect(200);
    const after = await figures();
    expect(after.degraded).toBe(before.degraded + 1);
    expect(after.served).toBeGreaterThanOrEqual(before.served + 2);
    expect(after.lastDegradedAt).toEqual(expect.any(Number));
  });
});
