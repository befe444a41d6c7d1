import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/test-site";

const TOKEN = "token-degli-operatori-0123456789";

describe("/readyz of the whole site", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { READINESS_DETAILS: "token", READINESS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(async () => site?.close());

  it("answers the orchestrator with the status only", async () => {
    const answer = await request(site.app).get("/readyz").expect(200);
    expect(answer.body).toEqual({ status: "ready" });
  });

  it("shows operators every upstream, the fantasy game included, with its breakers", async () => {
    await request(site.app).get("/fantatrotto/auth").expect(200);
    const answer = await request(site.app).get("/readyz").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(Object.keys(answer.body.upstreams).sort()).toEqual(["content", "fantasy", "trotting"]);
    expect(answer.body.upstreams.fantasy).toMatchObject({ ok: true, upstream: "fantasy", breaker: "closed", breakers: {} });
  });
});
