import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFake, type RunningFake } from "../../fake-upstreams/index";
import { breedingCalls } from "../../adapters/trotting/breeding-calls";
import { createUpstreamClient } from "../../adapters/http/upstream-client";
import type { BreedingTrottingPort } from "../../src/ports/trotting/breeding";
import { isUpstreamError } from "../../src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";

const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe("breeding calls against the trotting fake", () => {
  let fake: RunningFake;
  let port: BreedingTrottingPort;
  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    const client = createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 3000, scope: () => ({ logger: silent as never, signal: undefined }) });
    port = breedingCalls(client);
  });
  afterAll(async () => fake?.close());

  it("reads a foal list with its flags and markers", async () => {
    const list = await port.foalList({ year: 2025, wvideo: false, fixed: false });
    expect(list.puledri.length).toBeGreaterThan(0);
    expect(list.addFoalActive).toBe(false);
    const foal = list.puledri[0];
    expect(typeof foal.CodiceCavallo).toBe("string");
    expect(["f", "m"]).toContain(foal.Sesso);
    expect(typeof foal.Visitabile).toBe("boolean");
    const withVideo = await port.foalList({ year: 2025, wvideo: true, fixed: false });
    expect(withVideo.puledri.every((item) => item.hasVideo)).toBe(true);
    expect((await port.foalList({ year: 2026, wvideo: false, fixed: false })).addFoalActive).toBe(true);
  });

  it("posts the foal search query", async () => {
    const list = await port.searchFoals({ year: "2025", nome: "zzzzqq" });
    expect(list.puledri).toEqual([]);
  });

  it("reads breeders, a breeder sheet and suggestions", async () => {
    const breeders = await port.breederList();
    expect(breeders[0]).toMatchObject({ id: expect.any(Number), Nome: expect.any(String), puledri: expect.any(Number) });
    const sheet = await port.breederSheet(2, 2025);
    expect(sheet.allevatore.id).toBe(2);
    expect(sheet.puledri.fields.map((field) => field.key)).toContain("NomeCavallo");
    expect(sheet.mares.fields.length).toBeGreaterThan(0);
    const suggestions = await port.breederSuggestions(breeders[0].Nome.slice(0, 5));
    expect(suggestions[0]).toMatchObject({ id: expect.any(Number), text: expect.any(String) });
  });

  it("raises not-found for an unknown breeder", async () => {
    const error = await port.breederSheet(99999, 2025).catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "not-found")).toBe(true);
  });

  it("reads the three for-sale lists", async () => {
    for (const kind of ["fattrici", "carature", "puledri"] as const) {
      const items = await port.forSaleList(kind);
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]).toEqual({ name: expect.any(String), slug: expect.any(String), sold: expect.any(Boolean) });
    }
  });

  it("sends a foal listing and gets the 422 field errors back", async () => {
    const receipt = await port.submitFoalListing({
      formData: { nome: "Alba", sesso: "F", anno: 2026, madre: "", madreInserita: "", padre: "", padreInserito: "", allevatore_id: "1", telefono: "333", note: "" },
      breederText: "",
    });
    expect(receipt.warning).toBe("I puledri nati 2026 dovrebbero iniziare con la lettera N");
    const error = await port
      .submitFoalListing({ formData: { nome: "", sesso: "F", anno: 2026, madre: "", madreInserita: "", padre: "", padreInserito: "", allevatore_id: "", telefono: "", note: "" }, breederText: "" })
      .catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "rejected")).toBe(true);
    expect(isUpstreamError(error) && error.fieldErrors?.telefono?.[0]).toBeTruthy();
  });

  it("subscribes to horses", async () => {
    const receipt = await port.subscribeToHorses({ Nome: "", Email: "fan@example.it", horses: [{ value: "102306", text: "x" }] });
    expect(receipt.message).toContain("Iscrizione confermata");
  });
});
