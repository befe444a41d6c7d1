import { describe, expect, it } from "vitest";
import { makeGetBreederList } from "~/src/application/breeding/get-breeder-list";
import { makeGetBreederSheet } from "~/src/application/breeding/get-breeder-sheet";
import { makeGetFoalList } from "~/src/application/breeding/get-foal-list";
import { makeSearchFoals } from "~/src/application/breeding/search-foals";
import { makeSubmitFoalListing } from "~/src/application/breeding/submit-foal-listing";
import { makeSubscribeToHorses } from "~/src/application/breeding/subscribe-to-horses";
import { makeSuggestBreeders } from "~/src/application/breeding/suggest-breeders";
import type { FoalListing, FollowSubscription } from "~/src/domain/breeding/forms";
import type { BreedingTrottingPort } from "~/src/ports/trotting/breeding";
import type { HomeTrottingPort } from "~/src/ports/trotting/home";
import { UpstreamError } from "~/src/ports/upstream-error";
import { aBreederListItem, aSuggestion } from "../../support/domain";
import { EMPTY_TABLE } from "~/src/domain/tables";
import { BREEDER_NOT_PICKED } from "~/src/domain/breeding/breeder-search";

const clock = { now: () => new Date("2026-11-22T10:00:00Z") };

function inMemoryTrotting(overrides: Partial<BreedingTrottingPort & HomeTrottingPort> = {}) {
  const calls: {
    foalList: unknown[];
    listings: FoalListing[];
    subscriptions: FollowSubscription[];
    sheets: unknown[];
    suggestions: string[];
  } = {
    foalList: [],
    listings: [],
    subscriptions: [],
    sheets: [],
    suggestions: [],
  };
  const port: BreedingTrottingPort & HomeTrottingPort = {
    foalList: async (query) => {
      calls.foalList.push(query);
      return { foals: [], note: null, addingOpen: true };
    },
    searchFoals: async () => ({ foals: [], note: null, addingOpen: false }),
    breederList: async () => [
      aBreederListItem({ id: 1, name: "Alfa", foalCount: 3, soldCount: 1 }),
      aBreederListItem({ id: 2, name: "Beta", foalCount: 9, videoCount: 2 }),
      aBreederListItem({ id: 3, name: "Gamma Ö", foalCount: 5, soldCount: 2, videoCount: 1 }),
    ],
    breederSheet: async (id, year) => {
      calls.sheets.push({ id, year });
      const breeder = {
        id,
        name: "Alfa",
        address: null,
        postalCode: null,
        town: null,
        province: null,
        phone: null,
        otherPhone: null,
        email: null,
        website: null,
        banner: null,
        image: null,
        slug: null,
        contacts: [],
      };
      return { breeder, foals: EMPTY_TABLE, newborns: EMPTY_TABLE, mares: EMPTY_TABLE, horses: EMPTY_TABLE };
    },
    breederSuggestions: async (term) => {
      calls.suggestions.push(term);
      return [{ id: 7, label: "Allevamento Grif" }];
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
    sponsorCards: async () => [],
    breederBoxes: async () => ({ breeders: [], titleAbove: "Sopra", titleBelow: "Sotto" }),
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
    expect(calls.foalList[0]).toEqual({ year: 2025, withVideo: false, fixed: false });
    const current = await getFoalList({ year: 2026, wvideo: true });
    expect(current.showAddFoalButton).toBe(true);
    expect(calls.foalList[1]).toEqual({ year: 2026, withVideo: true, fixed: false });
  });
});

describe("foal search", () => {
  it("sends the route's query and shows the list; a failing upstream leaves the page without a list", async () => {
    const { port } = inMemoryTrotting({ searchFoals: async (query) => ({ foals: [], note: `cercato ${query.nome}`, addingOpen: false }) });
    expect(await makeSearchFoals({ trotting: port })({ nome: "Nebbia" })).toMatchObject({ note: "cercato Nebbia" });
    const failing = inMemoryTrotting({ searchFoals: () => Promise.reject(new UpstreamError("trotting", "unavailable", "down")) });
    expect(await makeSearchFoals({ trotting: failing.port })({ nome: "Nebbia" })).toBeNull();
  });
});

describe("breeders", () => {
  it("sorts by the asked column", async () => {
    const { port } = inMemoryTrotting();
    const page = await makeGetBreederList({ trotting: port })({ view: "table", sort: "foalCount", direction: "desc" });
    if (page.view !== "table" || !page.rows) throw new Error("expected the table");
    expect(page.rows.map((row) => row.name)).toEqual(["Beta", "Gamma Ö", "Alfa"]);
  });

  it("gives the boxes variant with its titles", async () => {
    const { port } = inMemoryTrotting();
    const page = await makeGetBreederList({ trotting: port })({ view: "boxes", sort: null, direction: "asc" });
    expect(page.view === "boxes" && page.boxes?.titleAbove).toBe("Sopra");
  });

  it("says the list is unavailable when the upstream's answer cannot be read, and lets an outage through", async () => {
    const unreadable = inMemoryTrotting({
      breederList: () => Promise.reject(new UpstreamError("trotting", "invalid-response", "dati non validi")),
    });
    expect(await makeGetBreederList({ trotting: unreadable.port })({ view: "table", sort: null, direction: "asc" })).toMatchObject({
      view: "table",
      rows: null,
    });
    const down = inMemoryTrotting({ breederList: () => Promise.reject(new UpstreamError("trotting", "unavailable", "giù")) });
    await expect(makeGetBreederList({ trotting: down.port })({ view: "table", sort: null, direction: "asc" })).rejects.toMatchObject({
      kind: "unavailable",
    });
  });

  it("asks the sheet for the previous year by default", async () => {
    const { port, calls } = inMemoryTrotting();
    const sheet = await makeGetBreederSheet({ trotting: port, clock })({ id: 4 });
    expect(sheet?.year).toBe(2025);
    expect(calls.sheets).toEqual([{ id: 4, year: 2025 }]);
  });

  it("answers null (the 404) when the upstream falls back to another breeder's sheet", async () => {
    const fallback = inMemoryTrotting();
    const sheetOfOne = fallback.port.breederSheet;
    fallback.port.breederSheet = (_id, year) => sheetOfOne(1, year);
    expect(await makeGetBreederSheet({ trotting: fallback.port, clock })({ id: 99999 })).toBeNull();
    expect(await makeGetBreederSheet({ trotting: fallback.port, clock })({ id: 1 })).not.toBeNull();
  });

  it("suggests breeders only from 3 non-space characters and survives an upstream failure", async () => {
    const { port, calls } = inMemoryTrotting();
    const suggest = makeSuggestBreeders({ trotting: port });
    expect(await suggest(" g r ")).toEqual([]);
    expect(calls.suggestions).toEqual([]);
    expect(await suggest("gri")).toHaveLength(1);
    const failing = inMemoryTrotting({
      breederSuggestions: async () => {
        throw new UpstreamError("trotting", "timeout", "lento");
      },
    });
    expect(await makeSuggestBreeders({ trotting: failing.port })("grif")).toEqual([]);
  });
});

describe("add-a-foal form", () => {
  const form = {
    name: "Nuvola",
    sex: "F",
    birthYear: "2026",
    dam: "",
    damText: "Moni",
    sire: "",
    sireText: "",
    breeder: "",
    breederName: "Grif",
    phone: "333 1234567",
    note: "",
  };
  const searches: unknown[] = [];
  const searchHorses = async (query: unknown) => {
    searches.push(query);
    return { horses: [aSuggestion("101736", "Moni Maker"), aSuggestion("2", "Altra")] };
  };

  it("takes the first dam found (type F, age limit), and the breeder whose name was typed in full", async () => {
    const { port, calls } = inMemoryTrotting();
    const submit = makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: makeSuggestBreeders({ trotting: port }) });
    const outcome = await submit({ ...form, breederName: "allevamento  grif" });
    expect(outcome.status).toBe("sent");
    expect(searches).toEqual([{ input: "Moni", type: "F", ageLimit: true }]);
    expect(calls.listings[0]).toEqual({
      name: "Nuvola",
      sex: "F",
      birthYear: 2026,
      dam: { code: "101736", typed: "Moni" },
      sire: { code: "", typed: "" },
      breeder: { code: "7", typed: "allevamento  grif" },
      phone: "333 1234567",
      note: "",
    });
  });

  it("refuses a breeder typed but not picked from the suggestions, with a message", async () => {
    const { port, calls } = inMemoryTrotting();
    const submit = makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: makeSuggestBreeders({ trotting: port }) });
    const outcome = await submit({ ...form, breederName: "Grif" });
    expect(outcome).toMatchObject({ status: "invalid", errors: { breederName: BREEDER_NOT_PICKED }, values: { breederName: "Grif" } });
    expect(calls.listings).toHaveLength(0);
    expect((await submit({ ...form, breeder: "7", breederName: "Grif" })).status).toBe("sent");
  });

  it("refuses a year outside the 10 choices and a missing breeder, keeping the values", async () => {
    const { port, calls } = inMemoryTrotting();
    const submit = makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: async () => [] });
    const outcome = await submit({ ...form, birthYear: "2016", breederName: " " });
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.errors.birthYear).toBe("Scegli l'anno di nascita tra quelli proposti");
    expect(outcome.errors.breederName).toBe("Indica l'allevatore");
    expect(outcome.values.name).toBe("Nuvola");
    expect(calls.listings).toHaveLength(0);
  });

  it("maps the listing's refused fields (422) onto the form's fields", async () => {
    const rejected = new UpstreamError("trotting", "rejected", "Dati non validi", 422, {
      breeder: ["Allevatore sconosciuto"],
      phone: ["Telefono non valido"],
    });
    const { port } = inMemoryTrotting({
      submitFoalListing: async () => {
        throw rejected;
      },
    });
    const outcome = await makeSubmitFoalListing({ trotting: port, clock, searchHorses, suggestBreeders: async () => [] })({
      ...form,
      breeder: "7",
    });
    expect(outcome).toMatchObject({ status: "rejected", errors: { breederName: "Allevatore sconosciuto", phone: "Telefono non valido" } });
  });

  it("turns any other upstream failure into 'failed' and rethrows bugs", async () => {
    const down = inMemoryTrotting({
      submitFoalListing: async () => {
        throw new UpstreamError("trotting", "unavailable", "giù");
      },
    });
    expect(
      (
        await makeSubmitFoalListing({ trotting: down.port, clock, searchHorses, suggestBreeders: async () => [] })({
          ...form,
          breeder: "7",
        })
      ).status,
    ).toBe("failed");
    const buggy = inMemoryTrotting({
      submitFoalListing: async () => {
        throw new TypeError("bug");
      },
    });
    await expect(
      makeSubmitFoalListing({ trotting: buggy.port, clock, searchHorses, suggestBreeders: async () => [] })({ ...form, breeder: "7" }),
    ).rejects.toThrow("bug");
  });
});

describe("follow-a-horse form", () => {
  it("sends the name, the e-mail and the horses", async () => {
    const { port, calls } = inMemoryTrotting();
    const outcome = await makeSubscribeToHorses({ trotting: port })({
      name: " Anna ",
      email: "anna@example.it",
      horses: [{ code: "102306", label: "Stallone da A e B" }],
    });
    expect(outcome.status).toBe("sent");
    expect(calls.subscriptions).toEqual([
      { name: "Anna", email: "anna@example.it", horses: [{ code: "102306", label: "Stallone da A e B" }] },
    ]);
  });

  it("requires an email and at least one horse", async () => {
    const { port, calls } = inMemoryTrotting();
    const outcome = await makeSubscribeToHorses({ trotting: port })({ name: "", email: "", horses: [] });
    expect(outcome).toMatchObject({
      status: "invalid",
      errors: { email: "Inserisci il tuo indirizzo email", horses: "Scegli almeno un cavallo da seguire" },
    });
    expect(calls.subscriptions).toHaveLength(0);
  });

  it("refuses an e-mail longer than an address can be, in Italian, before any call", async () => {
    const { port, calls } = inMemoryTrotting();
    const email = `${"a".repeat(20_000)}@example.it`;
    const outcome = await makeSubscribeToHorses({ trotting: port })({ name: "", email, horses: [{ code: "102306", label: "Stallone" }] });
    expect(outcome).toMatchObject({ status: "invalid", errors: { email: "L'indirizzo email può avere al massimo 254 caratteri" } });
    expect(calls.subscriptions).toHaveLength(0);
  });
});
