import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "../../adapters/http/upstream-client";
import { horsesCalls } from "../../adapters/trotting/horses-calls";
import { startFake } from "../../fake-upstreams/index";
import type { Logger } from "../../src/ports/logger";
import type { HorsesTrottingPort } from "../../src/ports/trotting/horses";
import { isUpstreamError } from "../../src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";

const SHOWCASE_STALLION = "102306";
const HORSE_WITHOUT_DATA = "100077";

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };

describe("horses calls against the trotting fake", () => {
  let close: () => Promise<void>;
  let horses: HorsesTrottingPort;

  beforeAll(async () => {
    const fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    close = () => fake.close();
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl: fake.url,
      timeoutMs: 5000,
      scope: () => ({ logger: silent }),
      retry: false,
    });
    horses = horsesCalls(client);
  });
  afterAll(async () => close?.());

  it("searches the picker by name, stallions only", async () => {
    const answer = await horses.searchHorsesAsYouType({ input: "Varenne", type: "M", ageLimit: true });
    expect(answer.results[0]).toMatchObject({ CodiceCavallo: "100005", NomeCavallo: "Varenne" });
    expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
  });

  it("reads five generations of a pedigree with its crossings", async () => {
    const pedigree = await horses.pedigree(SHOWCASE_STALLION);
    expect(pedigree.genitori.p?.nome).toBe("Nad Al Sheba");
    expect(pedigree.nonni).toHaveLength(4);
    expect(pedigree.bisarcavoli).toHaveLength(32);
    expect(pedigree.crossings.map((crossing) => crossing.name)).toContain("Varenne");
  });

  it("reads the pedigree of a mating with its title", async () => {
    const mating = await horses.matingPedigree("100005", "101736");
    expect(mating.title).toBe(`Varenne + ${testWorld().horse("101736").name}`);
    expect(mating.genitori.p?.id).toBe("100005");
  });

  it("rejects a mating of two stallions", async () => {
    await expect(horses.matingPedigree("100005", "100011")).rejects.toSatisfy((error) => isUpstreamError(error, "rejected"));
  });

  it("raises not-found for an unknown horse", async () => {
    await expect(horses.pedigree("999999")).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
  });

  it("reads an empty pedigree for a horse with no parents", async () => {
    const pedigree = await horses.pedigree(HORSE_WITHOUT_DATA);
    expect(pedigree.genitori).toEqual({ p: null, m: null });
    expect(pedigree.crossings).toEqual([]);
  });
});
