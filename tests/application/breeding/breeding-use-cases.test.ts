import { describe, expect, it } from "vitest";
import { makeGetBreederList } from "../../../src/application/breeding/get-breeder-list";
import { makeGetBreederSheet } from "../../../src/application/breeding/get-breeder-sheet";
import { makeGetFoalList } from "../../../src/application/breeding/get-foal-list";
import { makeSearchFoals } from "../../../src/application/breeding/search-foals";
import { makeSubmitFoalListing } from "../../../src/application/breeding/submit-foal-listing";
import { makeSubscribeToHorses } from "../../../src/application/breeding/subscribe-to-horses";
import { makeSuggestBreeders } from "../../../src/application/breeding/suggest-breeders";
import type { FoalListing, FollowSubscription } from "../../../src/domain/breeding/forms";
import type { BreedingTrottingPort } from "../../../src/ports/trotting/breeding";
import type { HomeTrottingPort } from "../../../src/ports/trotting/home";
import { UpstreamError } from "../../../src/ports/upstream-error";

const clock = { now: () => new Date("2026-11-22T10:00:00Z") };

function inMemoryTrotting(overrides: Partial<BreedingTrottingPort & HomeTrottingPort> = {}) {
  const calls: { foalList: unknown[]; listings: FoalListing[]; subscriptions: FollowSubscription[]; sheets: unknown[]; suggestions: string[] } = {
    foalList: [],
    listings: [],
    subscriptions: [],
    sheets: [],
    suggestions: [],
  };
  const port: BreedingTrottingPort & HomeTrottingPort = {
    foalList: async (query) => {
      calls.foalList.push(query);
      return { puledri: [], text: null, addFoalActive: true };
    },
    searchFoals: async () => ({ puledri: [], text: null, addFoalActive: false }),
    breederList: async () => [
      { id: 1, Nome: "Alfa", puledri: 3, sold: 1, videos: 0 },
      { id: 2, Nome: "Beta", puledri: 9, sold: 0, videos: 2 },
      { id: 3, Nome: "Gamma Ö", puledri: 5, sold: 2, videos: 1 },
    ],
    breederSheet: async (id, year) => {
      calls.sheets.push({ id, year });
      const table = { rows: [], fields: [] };
      return { allevatore: { id, Nome: "Alfa" }, puledri: table, newBorns: table, mares: table, horses: table };
    },
    breederSuggestions: async (term) => {
      calls.suggestions.push(term);
      return [{ id: 7, text: "Allevamento Grif" }];
    },
    forSaleList: async () => [],
    submitFoalListing: async (listing) => {
      calls.listings.push(listing);
      return { message: "Puledro inserito", warning: null };
    },
    subscribeToHorses: async (subscription) => {
      calls.subscriptions.push(subscription);
      return { message: "ok" };
    },
    sponsorStallions: async () => [],
    breederBoxes: async () => ({ breeders: [], aboveTitle: "Sopra", belowTitle: "Sotto" }),
    banners: async () => ({ left: [], right: [] }),
    ...overrides,
  };
  return { port, calls };
}

describe("foal list", () => {
  it("defaults to the previous year and shows the add button only for the current year", async () => {
    const { port, calls } = inMemoryTrotting();
    const getFoalList = makeGetFoalList({ trotting: port, clock });
    const byDefault = await getFoalList({});
    expect(byDefault.year).toBe(2025);
    expect(byDefault.showAddFoalButton).toBe(false);
    expect(calls.foalList[0]).toEqual({ year: 2025, wvideo: false, fixed: false });
    const current = await getFoalList({ year: 2026, wvideo: true });
    expect(current.showAddFoalButton).toBe(true);
    expect(calls.foalList[1]).toEqual({ year: 2026, wvideo: true, fixed: false });
  });
});

describe("foal search", () => {
  it("sends the route's query and shows the list; a failing upstream leaves the page without a list", async () => {
    const { port } = inMemoryTrotting({ searchFoals: async (query) => ({ puledri: [], text: `cercato ${query.nome}`, addFoalActive: false }) });
    expect(await makeSearchFoals({ trotting: port })({ nome: "Nebbia" })).toMatchObject({ text: "cercato Nebbia" });
    const failing = inMemoryTrotting({ searchFoals: () => Promise.reject(new UpstreamError("trotting", "unavailable", "down")) });
    expect(await makeSearchFoals({ trotting: failing.port })({ nome: "Nebbia" })).toBeNull();
  });
});

describe("breeders", () => {
  it("sorts by the asked column and builds the {id}-{name slug} links", async () => {
    const { port } = inMemoryTrotting();
    const page = await makeGetBreederList({ trotting: port })({ view: "table", sort: "puledri", direction: "desc" });
    if (page.view !== "table") throw new Error("expected the table");
    expect(page.rows.map((row) => row.Nome)).toEqual(["Beta", "Gamma Ö", "Alfa"]);
    expect(page.rows[1].path).toBe("/trotto/allevatori/3-gamma-o");
  });

  it("gives the boxes variant with its titles", async () => {
    const { port } = inMemoryTrotting();
    const page = await makeGetBreederList({ trotting: port })({ view: "boxes", sort: null, direction: "asc" });
    expect(page.view === "boxes" && page.boxes.aboveTitle).toBe("Sopra");
  });

  it("asks the sheet for the previous year by default", async () => {
    const { port, calls } = inMemoryTrotting();
    const sheet = await makeGetBreederSheet({ trotting: port, clock })({ id: 4 });
    expect(sheet?.year).toBe(2025);
    expect(calls.sheets).toEqual([{ id: 4, year: 2025 }]);
  });

  it("suggests breeders only from 3 non-space characters and survives an upstream failure", async () => {
    const { port, calls } = inMemoryTrotting();
    const suggest = makeSuggestBreeders({ trotting: port });
    expect(await suggest(" g r ")).toEqual([]);
    expect(calls.suggestions).toEqual([]);
    expect(await suggest("gri")).toHaveLength(1);
    const failing = inMemoryTrotting({ breederSuggestions: async () => { throw new UpstreamError("trotting", "timeout", "lento"); } });
    expect(await makeSuggestBreeders({ trotting: failing.port })("grif")).toEqual([]);
  });
});

describe("add-a-foal form", () => {
  const form = { nome: "Nuvola", sesso: "F", anno: "2026", madre: "", madreText: "Moni", padre: "", padreText: "", allevatore_id: "", breederText: "Grif", telefono: "333 1234567", note: "" };
  const searches: unknown[] = [];
  const searchHorses = async (query: unknown) => {
    searches.push(query);
    return { horses: [{ CodiceCavallo: "101736", NomeCavallo: "Moni Maker" }, { CodiceCavallo: "2", NomeCavallo: "Altra" }] };
  };

  it("takes the first dam found (type F, age limit) and the first breeder suggested when only text was typed", async () => {
    const { port, calls } = inMemoryTrotting();
    const submit = makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: makeSuggestBreeders({ trotting: port }) });
    const outcome = await submit(form);
    expect(outcome.status).toBe("sent");
    expect(searches).toEqual([{ input: "Moni", type: "F", ageLimit: true }]);
    expect(calls.listings[0]).toEqual({
      formData: { nome: "Nuvola", sesso: "F", anno: 2026, madre: "101736", madreInserita: "Moni", padre: "", padreInserito: "", allevatore_id: "7", telefono: "333 1234567", note: "" },
      breederText: "Grif",
    });
  });

  it("refuses a year outside the 10 choices and a missing breeder, keeping the values", async () => {
    const { port, calls } = inMemoryTrotting();
    const submit = makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: async () => [] });
    const outcome = await submit({ ...form, anno: "2016", breederText: " " });
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.errors.anno).toBe("Scegli l'anno di nascita tra quelli proposti");
    expect(outcome.errors.breederText).toBe("Indica l'allevatore");
    expect(outcome.values.nome).toBe("Nuvola");
    expect(calls.listings).toHaveLength(0);
  });

  it("maps the upstream's 422 field errors onto the form's fields", async () => {
    const rejected = new UpstreamError("trotting", "rejected", "Dati non validi", 422, { allevatore_id: ["Allevatore sconosciuto"], telefono: ["Telefono non valido"] });
    const { port } = inMemoryTrotting({ submitFoalListing: async () => { throw rejected; } });
    const outcome = await makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: async () => [] })(form);
    expect(outcome).toMatchObject({ status: "rejected", errors: { breederText: "Allevatore sconosciuto", telefono: "Telefono non valido" } });
  });

  it("turns any other upstream failure into 'failed' and rethrows bugs", async () => {
    const down = inMemoryTrotting({ submitFoalListing: async () => { throw new UpstreamError("trotting", "unavailable", "giù"); } });
    expect((await makeSubmitFoalListing({ trotting: down.port, clock, searchHorses, suggestBreeders: async () => [] })(form)).status).toBe("failed");
    const buggy = inMemoryTrotting({ submitFoalListing: async () => { throw new TypeError("bug"); } });
    await expect(makeSubmitFoalListing({ trotting: buggy.port, clock, searchHorses, suggestBreeders: async () => [] })(form)).rejects.toThrow("bug");
  });
});

describe("follow-a-horse form", () => {
  it("sends Nome, Email and the horses as {value, text}", async () => {
    const { port, calls } = inMemoryTrotting();
    const outcome = await makeSubscribeToHorses({ trotting: port })({ Nome: " Anna ", Email: "anna@example.it", horses: [{ value: "102306", text: "Stallone da A e B" }] });
    expect(outcome.status).toBe("sent");
    expect(calls.subscriptions).toEqual([{ Nome: "Anna", Email: "anna@example.it", horses: [{ value: "102306", text: "Stallone da A e B" }] }]);
  });

  it("requires an email and at least one horse", async () => {
    const { port, calls } = inMemoryTrotting();
    const outcome = await makeSubscribeToHorses({ trotting: port })({ Nome: "", Email: "", horses: [] });
    expect(outcome).toMatchObject({ status: "invalid", errors: { Email: "Inserisci il tuo indirizzo email", horses: "Scegli almeno un cavallo da seguire" } });
    expect(calls.subscriptions).toHaveLength(0);
  });
});
