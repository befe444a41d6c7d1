import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstreams, type RunningFake } from "~/fake-upstreams";
import { buildCatalogue } from "~/fake-upstreams/catalogue";
import { SanctumClient, TEST_SEED, TEST_TODAY, testDataset } from "./helpers";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataset = testDataset();
const catalogue = buildCatalogue(dataset.showcase, dataset.currentYear);
let fakes: Record<"trotting" | "content" | "fantasy", RunningFake>;
let close: () => Promise<void>;

beforeAll(async () => {
  const options = { port: 0, seed: TEST_SEED, today: TEST_TODAY, quiet: true };
  const started = await startFakeUpstreams({
    trotting: options,
    content: options,
    fantasy: { ...options, stateFile: join(mkdtempSync(join(tmpdir(), "fantasy-")), "state.json") },
  });
  fakes = started.fakes as typeof fakes;
  close = started.close;
});
afterAll(() => close());

describe("catalogue", () => {
  it("covers both seeds and every upstream", () => {
    expect(catalogue.some((entry) => entry.seed === "000")).toBe(true);
    expect(catalogue.some((entry) => entry.seed === "001")).toBe(true);
    expect(new Set(catalogue.map((entry) => entry.upstream))).toEqual(new Set(["trotting", "content", "fantasy"]));
  });

  it.each(
    catalogue.filter((entry) => entry.upstream !== "fantasy").map((entry) => [`${entry.method} ${entry.examplePath}`, entry] as const),
  )("%s answers with JSON", async (_label, entry) => {
    const response = await fetch(fakes[entry.upstream].url + entry.examplePath, {
      method: entry.method,
      headers: { "Content-Type": "application/json" },
      body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    });
    if (entry.expectedStatus) expect(response.status).toBe(entry.expectedStatus);
    else {
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
    }
    expect(response.headers.get("content-type")).toMatch(/json/);
    const body = await response.json();
    expect(body).not.toEqual({ unexpected: true });
    if (entry.expectedStatus === 422) expect(body.errors).toBeTypeOf("object");
  });

  it("fantasy entries answer in order within one session", async () => {
    let client = new SanctumClient(fakes.fantasy.url);
    for (const entry of catalogue.filter((candidate) => candidate.upstream === "fantasy")) {
      if (entry.examplePath === "/login") {
        // the registration signed the player in (Fortify): a login is another browser's session
        client = new SanctumClient(fakes.fantasy.url);
        await client.request("GET", "/sanctum/csrf-cookie");
      }
      let body = entry.body;
      if (body && typeof body === "object" && (body as { CodiceCavallo?: string }).CodiceCavallo === "__cheapest__") {
        const ratings = await (await client.request("GET", "/api/ratings")).json();
        const cheapest = [...ratings.horses]
          .filter((horse: { enabled: boolean }) => horse.enabled)
          .sort((a: { rating: number }, b: { rating: number }) => a.rating - b.rating)[0];
        body = { ...body, CodiceCavallo: cheapest.CodiceCavallo };
      }
      const response = await client.request(entry.method, entry.examplePath, body);
      expect(response.status, `${entry.method} ${entry.examplePath}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${entry.method} ${entry.examplePath}`).toBeLessThan(300);
    }
  });
});

describe("shapes", () => {
  const get = async (path: string) => (await fetch(fakes.trotting.url + path)).json();

  it("pedigree has 2/4/8/16/32 nodes, crossings and coloured duplicates", async () => {
    const pedigree = await get(`/api/v1/cavalli/genealogia/${dataset.showcase.stallionWithEverything}`);
    expect(pedigree.genitori.p.nome).toBeTypeOf("string");
    expect(pedigree.nonni).toHaveLength(4);
    expect(pedigree.bisnonni).toHaveLength(8);
    expect(pedigree.trisnonni).toHaveLength(16);
    expect(pedigree.bisarcavoli).toHaveLength(32);
    expect(pedigree.crossings.length).toBeGreaterThan(0);
    const varenne = pedigree.crossings.find((crossing: { name: string }) => crossing.name === "Varenne");
    expect(varenne.m.length).toBeGreaterThanOrEqual(2);
    expect(pedigree.trisnonni.some((node: { color: string | null } | null) => node?.color === varenne.color)).toBe(true);
  });

  it("mating answer carries genitori.p.nome and genitori.m.nome", async () => {
    const response = await fetch(`${fakes.trotting.url}/api/v1/genealogia`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ father: dataset.showcase.stallionWithEverything, mother: dataset.showcase.mareWithEverything }),
    });
    const body = await response.json();
    expect(body.genitori.p.nome).toBeTruthy();
    expect(body.genitori.m.nome).toBeTruthy();
  });

  it("female line: non-empty for the showcase stallion, empty for the showcase mare", async () => {
    expect((await get(`/api/v1/cavalli/linea/${dataset.showcase.stallionWithEverything}`)).length).toBeGreaterThan(1);
    expect(await get(`/api/v1/cavalli/linea/${dataset.showcase.mareWithEmptyFemaleLine}`)).toEqual([]);
  });

  it("horse with no data has nothing", async () => {
    const code = dataset.showcase.horseWithNoData;
    expect(await get(`/api/v2/cavalli/videos/${code}`)).toEqual([]);
    expect(await get(`/api/v2/cavalli/miglioriFigli/${code}`)).toEqual([]);
    expect(await get(`/api/v1/cavalli/linea/${code}`)).toEqual([]);
    expect(await get(`/api/v2/prestazioni?horseId=${code}`)).toEqual([]);
  });

  it("racecourse codes work with and without the trailing T", async () => {
    const { date, ippodromo } = dataset.showcase.resultDayWithQualificationAndGranPremio;
    const plain = await get(`/api/v2/arrivi/${date}/${ippodromo}`);
    const withT = await get(`/api/v2/arrivi/${date}/${ippodromo}T`);
    expect(withT).toEqual(plain);
    expect(plain.qualifiche.length).toBeGreaterThan(0);
    expect(plain.corse.some((race: { GranPremio: boolean }) => race.GranPremio)).toBe(true);
  });

  it("qualification list honours take, foal list flags the current year", async () => {
    expect(await get(`/api/v1/classifiche/qualifiche?year=${dataset.currentYear - 3}&take=5`)).toHaveLength(5);
    expect((await get(`/api/v2/puledri?year=${dataset.currentYear}`)).addFoalActive).toBe(true);
    expect((await get(`/api/v2/puledri?year=${dataset.currentYear - 1}`)).addFoalActive).toBe(false);
  });

  it("draws: 422 in Italian under three letters, empty for unknown names", async () => {
    const short = await fetch(`${fakes.trotting.url}/api/v2/draws?horse=ab`);
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ message: "Inserire almeno tre lettere", errors: { horse: ["Inserire almeno tre lettere"] } });
    expect((await get("/api/v2/draws?horse=zzzzzz")).horses).toEqual({});
  });

  it("content: pagination headers and 400 past the last page", async () => {
    const response = await fetch(`${fakes.content.url}/posts?per_page=15&page=1`);
    expect(Number(response.headers.get("x-wp-total"))).toBeGreaterThanOrEqual(60);
    const pages = Number(response.headers.get("x-wp-totalpages"));
    const past = await fetch(`${fakes.content.url}/posts?per_page=15&page=${pages + 1}`);
    expect(past.status).toBe(400);
    expect((await past.json()).code).toBe("rest_post_invalid_page_number");
  });

  it("image URLs are absolute and served by the fake", async () => {
    const cards = await get("/api/v1/getStalloniSponsor");
    expect(cards[0].img.startsWith(fakes.trotting.origin)).toBe(true);
    const image = await fetch(cards[0].img);
    expect(image.headers.get("content-type")).toMatch(/svg/);
    expect(await image.text()).toContain('width="190"');
  });

  it("forgets the foal listings posted to it on a fresh start", async () => {
    const listing = catalogue.find((entry) => entry.method === "POST" && entry.examplePath === "/api/v2/puledri" && !entry.expectedStatus)!;
    const post = async () => {
      const response = await fetch(fakes.trotting.url + listing.examplePath, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(listing.body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    await post();
    expect(await post()).toBeGreaterThan(1);
    expect((await fetch(`${fakes.trotting.origin}/__fake/fresh`, { method: "POST" })).status).toBe(200);
    expect(await post()).toBe(1);
  });
});
