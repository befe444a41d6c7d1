import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFake, type RunningFake } from "~/fake-upstreams/index";
import { breedingCalls } from "~/adapters/trotting/breeding-calls";
import { homeCalls } from "~/adapters/trotting/home-calls";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import type { BreedingTrottingPort } from "~/src/ports/trotting/breeding";
import type { HomeTrottingPort } from "~/src/ports/trotting/home";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";
import { asSexLetter, expectMapped, rawAnswer } from "./support/mapping";

const silent = { debug() {}, info() {}, warn() {}, error() {} };
type Raw = Record<string, unknown>;

describe("breeding and home calls against the trotting fake, both ways", () => {
  let fake: RunningFake;
  let port: BreedingTrottingPort & HomeTrottingPort;
  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    const client = createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 3000, scope: () => ({ logger: silent }) });
    port = { ...breedingCalls(client), ...homeCalls(client) };
  });
  afterAll(async () => fake?.close());

  it("reads every foal of a list field by field", async () => {
    const raw = await rawAnswer<{ puledri: Raw[]; text: unknown; addFoalActive: unknown }>(fake.url, "/api/v2/puledri?year=2025");
    const list = await port.foalList({ year: 2025, withVideo: false, fixed: false });
    expect(list.foals).toHaveLength(raw.puledri.length);
    expect(list.addingOpen).toBe(raw.addFoalActive === true);
    list.foals.forEach((foal, index) => {
      const upstream = raw.puledri[index];
      expectMapped(
        foal,
        upstream,
        {
          code: "CodiceCavallo",
          name: "NomeCavallo",
          sire: "NomePadre",
          dam: "NomeMadre",
          breeder: "Allevamento",
          slug: "slug",
          sex: ["Sesso", asSexLetter],
          birthMonth: "Mese",
          visitable: "Visitabile",
          hasVideo: "hasVideo",
          sold: "is_sold",
        },
        ["is_auction", "auct_name", "auct_color", "auct_bgcolor", "auct_lot"],
      );
      expect(foal.auction).toEqual(
        upstream.is_auction
          ? { label: upstream.auct_name, color: upstream.auct_color, background: upstream.auct_bgcolor, lot: upstream.auct_lot }
          : null,
      );
    });
    const withVideo = await port.foalList({ year: 2025, withVideo: true, fixed: false });
    expect(withVideo.foals.every((item) => item.hasVideo)).toBe(true);
    expect((await port.foalList({ year: 2026, withVideo: false, fixed: false })).addingOpen).toBe(true);
  });

  it("posts the foal search query as it is", async () => {
    const list = await port.searchFoals({ year: "2025", nome: "zzzzqq" });
    expect(list.foals).toEqual([]);
  });

  it("reads the breeders list, a breeder sheet and suggestions field by field", async () => {
    const raw = await rawAnswer<{ items: Raw[] }>(fake.url, "/api/v2/allevatori");
    const breeders = await port.breederList();
    breeders.forEach((breeder, index) =>
      expectMapped(breeder, raw.items[index], {
        id: "id",
        name: "Nome",
        slug: "slug",
        town: "citta",
        province: "provincia",
        image: "img_path",
        foalCount: "puledri",
        soldCount: "sold",
        videoCount: "videos",
      }),
    );

    const rawSheet = await rawAnswer<Raw & { allevatore: Raw; puledri: Raw[]; puledriFields: { key: string; label: string }[] }>(
      fake.url,
      "/api/v2/allevatori/2?year=2025",
    );
    const sheet = await port.breederSheet(2, 2025);
    expectMapped(
      sheet.breeder,
      rawSheet.allevatore,
      {
        id: "id",
        name: "Nome",
        address: "indirizzo",
        postalCode: "CAP",
        town: "citta",
        province: "provincia",
        phone: "telefono1",
        otherPhone: "telefono2",
        email: "email",
        website: "Link",
        banner: "big_banner",
        image: "img_path",
        slug: "slug",
      },
      ["description", "contacts"],
    );
    sheet.breeder.contacts.forEach((person, index) =>
      expectMapped(person, (rawSheet.allevatore.contacts as Raw[])[index], {
        name: "name",
        phone: "phone",
        email: "email",
        website: "website",
      }),
    );
    // Sulky's own column ids, in the upstream's order; the upstream's keys stay in the adapter
    expect(sheet.foals.columns.map((column) => [column.id, column.label])).toEqual(
      rawSheet.puledriFields.map((field, index) => [`c${index + 1}`, field.label]),
    );
    const nameColumn = sheet.foals.columns[rawSheet.puledriFields.findIndex((field) => field.key === "NomeCavallo")];
    expect(nameColumn.kind).toBe("horse");
    expect(sheet.foals.rows.map((row) => row.cells[nameColumn.id])).toEqual(rawSheet.puledri.map((row) => row.NomeCavallo));
    expect(sheet.foals.rows.map((row) => row.horseSlug)).toEqual(rawSheet.puledri.map((row) => row.slug));
    expect(sheet.mares.columns.length).toBeGreaterThan(0);

    const rawSuggestions = await rawAnswer<{ results: Raw[] }>(
      fake.url,
      `/api/v2/allevatori?mini=1&term=${encodeURIComponent(breeders[0].name.slice(0, 5))}`,
    );
    const suggestions = await port.breederSuggestions(breeders[0].name.slice(0, 5));
    suggestions.forEach((suggestion, index) => expectMapped(suggestion, rawSuggestions.results[index], { id: "id", label: "text" }));
  });

  it("raises not-found for an unknown breeder", async () => {
    const error = await port.breederSheet(99999, 2025).catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "not-found")).toBe(true);
  });

  it("reads the three for-sale lists", async () => {
    for (const [kind, path] of [
      ["fattrici", "/api/v2/mares"],
      ["carature", "/api/v2/carats"],
      ["puledri", "/api/v2/trainees"],
    ] as const) {
      const raw = await rawAnswer<{ items: Raw[] }>(fake.url, path);
      const items = await port.forSaleList(kind);
      expect(items.length).toBeGreaterThan(0);
      items.forEach((item, index) => expectMapped(item, raw.items[index], { name: "name", slug: "slug", sold: "sold" }));
    }
  });

  it("reads the sponsor grid, the breeder boxes and the banners field by field", async () => {
    const rawCards = await rawAnswer<Raw[]>(fake.url, "/api/v1/getStalloniSponsor");
    const cards = await port.sponsorCards();
    cards.forEach((card, index) => {
      const upstream = rawCards[index];
      expectMapped(
        card,
        upstream,
        {
          title: "title",
          image: "img",
          motto: "motto",
          background: "bg_color",
          textColor: "text_color",
          fullImage: "full_image",
          record: "record",
        },
        ["type", "href", "path"],
      );
      expect(card.kind).toBe(upstream.type === "stallone" ? "stallion" : "sponsor");
      expect(card.href).toBe(upstream.path ?? upstream.href);
    });
    const rawBoxes = await rawAnswer<{ breeders: Raw[] } & Raw>(fake.url, "/api/v2/allevatori?boxes=1");
    const boxes = await port.breederBoxes();
    expect([boxes.titleAbove, boxes.titleBelow]).toEqual([rawBoxes.aboveTitle ?? null, rawBoxes.belowTitle ?? null]);
    boxes.breeders.forEach((box, index) =>
      expectMapped(box, rawBoxes.breeders[index], { id: "id", name: "Nome", image: "img_path", slug: "slug", foalCount: "puledri" }, [
        "link",
      ]),
    );
    const rawBanners = await rawAnswer<{ left: Raw[]; right: Raw[] }>(fake.url, "/api/v2/banners");
    const banners = await port.banners();
    banners.left.forEach((banner, index) => expectMapped(banner, rawBanners.left[index], { href: "href", alt: "alt", image: "img_path" }));
  });

  it("sends a foal listing in the upstream's terms and reads its 422 in the listing's own", async () => {
    const listing = {
      name: "Alba",
      sex: "F" as const,
      birthYear: 2026,
      dam: { code: "", typed: "" },
      sire: { code: "", typed: "" },
      breeder: { code: "1", typed: "" },
      phone: "333",
      note: "",
    };
    // the fake checks the year letter on nome and anno: the warning proves they arrived under those names
    const receipt = await port.submitFoalListing(listing);
    expect(receipt.warning).toBe("I puledri nati 2026 dovrebbero iniziare con la lettera N");
    const error = await port
      .submitFoalListing({ ...listing, name: "", breeder: { code: "", typed: "" }, phone: "" })
      .catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "rejected")).toBe(true);
    const fieldErrors = isUpstreamError(error) ? (error.fieldErrors ?? {}) : {};
    expect(
      Object.keys(fieldErrors).every((field) => ["name", "sex", "birthYear", "dam", "sire", "breeder", "phone", "note"].includes(field)),
    ).toBe(true);
    expect(fieldErrors.phone?.[0]).toBeTruthy();
    expect(fieldErrors.name?.[0]).toBeTruthy();
  });

  it("subscribes to horses in the upstream's terms", async () => {
    const receipt = await port.subscribeToHorses({ name: "", email: "fan@example.it", horses: [{ code: "102306", label: "x" }] });
    expect(receipt.message).toContain("Iscrizione confermata");
    const refused = await port.subscribeToHorses({ name: "", email: "", horses: [] }).catch((caught: unknown) => caught);
    expect(isUpstreamError(refused, "rejected")).toBe(true);
  });
});
