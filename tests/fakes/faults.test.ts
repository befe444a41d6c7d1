import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFake, type RunningFake } from "~/fake-upstreams";
import { TEST_SEED, TEST_TODAY } from "./helpers";

let content: RunningFake;
beforeAll(async () => {
  content = await startFake("content", { port: 0, seed: TEST_SEED, today: TEST_TODAY, quiet: true });
});
afterAll(() => content.close());

const postsUrl = () => `${content.url}/posts?per_page=2`;

describe("fault injection", () => {
  it("header faults: status codes, malformed, wrong-shape, latency", async () => {
    for (const status of [500, 503, 422])
      expect((await fetch(postsUrl(), { headers: { "X-Fake-Fault": String(status) } })).status).toBe(status);
    const malformed = await fetch(postsUrl(), { headers: { "X-Fake-Fault": "malformed" } });
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    expect(await (await fetch(postsUrl(), { headers: { "X-Fake-Fault": "wrong-shape" } })).json()).toEqual({ unexpected: true });
    const started = performance.now();
    expect((await fetch(postsUrl(), { headers: { "X-Fake-Fault": "latency=200" } })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("drift kinds rewrite the answer in legal but unusual ways, keeping its identities", async () => {
    const drifted = async (fault: string, url = `${content.url}/posts?per_page=2&_embed=1`) =>
      (await fetch(url, { headers: { "X-Fake-Fault": fault } })).json();
    const [plain] = await (await fetch(`${content.url}/posts?per_page=2&_embed=1`)).json();
    const [nulls] = await drifted("drift-nulls");
    expect(nulls).toMatchObject({
      id: plain.id,
      slug: plain.slug,
      date_gmt: plain.date_gmt,
      date: null,
      modified: null,
      title: { rendered: plain.title.rendered },
    });
    const [missing] = await drifted("drift-missing");
    expect(missing).toMatchObject({ id: plain.id, slug: plain.slug });
    expect(missing).not.toHaveProperty("date");
    const [extra] = await drifted("drift-extra");
    expect(extra).toMatchObject({ campo_nuovo: "1", dettagli_extra: { origine: "nuova versione", livello: 2 } });
    const [strings] = await drifted("drift-strings");
    expect(strings.id).toBe(String(plain.id));
    const [php] = await drifted("wp-empty-arrays");
    expect(php._embedded["wp:featuredmedia"][0].media_details).toEqual([]);

    const trotting = await startFake("trotting", { port: 0, quiet: true, seed: TEST_SEED, today: TEST_TODAY });
    try {
      const breeders = (await drifted("drift-nulls", `${trotting.url}/api/v2/allevatori`)).items;
      expect(breeders[0]).toMatchObject({ Nome: null, citta: null });
      expect(breeders[1].Nome).toEqual(expect.any(String));
      expect(breeders[1].id).toEqual(expect.any(Number));
    } finally {
      await trotting.close();
    }
  });

  it("hang never answers", async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 300);
    await expect(fetch(postsUrl(), { headers: { "X-Fake-Fault": "hang" }, signal: controller.signal })).rejects.toThrow();
    clearTimeout(timer);
  });

  it("control API: path rules with times, clearing, request counts and reset", async () => {
    await fetch(`${content.origin}/__fake/reset`, { method: "POST" });
    await fetch(`${content.origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "per_page=2", fault: "503", times: 1 }),
    });
    expect((await fetch(postsUrl())).status).toBe(503);
    expect((await fetch(postsUrl())).status).toBe(200);
    await fetch(`${content.origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/pages/", fault: "500" }),
    });
    expect((await fetch(`${content.url}/pages/12`)).status).toBe(500);
    expect((await fetch(`${content.url}/pages/12`)).status).toBe(500);
    await fetch(`${content.origin}/__fake/faults`, { method: "DELETE" });
    expect((await fetch(`${content.url}/pages/12`)).status).toBe(200);
    const counts = await (await fetch(`${content.origin}/__fake/requests`)).json();
    expect(counts.byPath["/wp-json/wp/v2/posts"]).toBe(2);
    expect(counts.byPath["/wp-json/wp/v2/pages/12"]).toBe(3);
    expect(counts.total).toBe(5);
    await fetch(`${content.origin}/__fake/reset`, { method: "POST" });
    expect((await (await fetch(`${content.origin}/__fake/requests`)).json()).total).toBe(0);
  });

  it("start options: fault and latencyMs", async () => {
    const broken = await startFake("trotting", { port: 0, fault: "503", quiet: true, seed: TEST_SEED, today: TEST_TODAY });
    try {
      expect((await fetch(`${broken.url}/api/v2/banners`)).status).toBe(503);
    } finally {
      await broken.close();
    }
    const slow = await startFake("content", { port: 0, latencyMs: 150, quiet: true, today: TEST_TODAY });
    try {
      const started = performance.now();
      await fetch(`${slow.url}/pages/3`);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });
});
