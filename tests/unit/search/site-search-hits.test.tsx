// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteSearchPage } from "~/src/application/search/search-site";
import type { SiteSearchResults } from "~/src/domain/search/site-search";
import { loader as suggestionsLoader } from "~/views/routes/search/api-site-suggestions";
import SiteSearchPageView, { loader as resultsLoader } from "~/views/routes/search/site-search";
import { siteSearchGroups } from "~/views/routes/search/site-search-hits";

/** What the upstreams may send: a horse and a driver with their ids, and the same kinds named without one. */
const results: SiteSearchResults = {
  horses: [
    { code: "701234", name: "Fortuna Bella", sire: "Varenne", dam: null, label: null, sex: "F", birthYear: 2021 },
    { code: "senza-codice", name: "Fortuna Senza Codice", sire: null, dam: null, label: null, sex: "M", birthYear: 2019 },
  ],
  moreHorses: false,
  breeders: [{ id: 42, label: "Allevamento Fortuna" }],
  people: [
    { entity: "guidatori", people: [{ name: "Mario Fortunato", slug: "1234-mario-fortunato" }] },
    { entity: "allenatori", people: [{ name: "Luigi Fortuna", slug: "luigi-fortuna" }] },
    { entity: "proprietari", people: [] },
  ],
};

const page = (found: SiteSearchResults): SiteSearchPage => ({ text: "fortun", searched: true, tooShort: false, results: found });

/** The loader's arguments, with a search that answers `found` (the route reads nothing else). */
function loaderArgs(path: string, found: SiteSearchResults) {
  const url = new URL(path, "http://localhost");
  const context = { get: () => ({ searchSite: async () => page(found) }) };
  return { url, request: new Request(url), context, params: {} } as never;
}

/** The route's page with its data, as the framework passes them. */
function ResultsPage() {
  const Page = SiteSearchPageView as unknown as (props: { loaderData: unknown }) => React.ReactNode;
  return <Page loaderData={useLoaderData()} />;
}

describe("site search results without an id", () => {
  afterEach(cleanup);

  it("have no address: a horse code that is not one, a ranking slug without its id", () => {
    const paths = Object.fromEntries(
      siteSearchGroups(results)
        .flatMap((group) => group.hits ?? [])
        .map((hit) => [hit.name, hit.path]),
    );
    expect(paths).toEqual({
      "Fortuna Bella": "/cavalli/701234-fortuna-bella",
      "Fortuna Senza Codice": null,
      "Allevamento Fortuna": "/trotto/allevatori/42-allevamento-fortuna",
      "Mario Fortunato": "/trotto/classifiche/guidatori/1234-mario-fortunato",
      "Luigi Fortuna": null,
    });
  });

  it("are listed on the results page as plain text, the others as links", async () => {
    const router = createMemoryRouter(
      [{ path: "/ricerca", loader: () => resultsLoader(loaderArgs("/ricerca?q=fortun", results)), Component: ResultsPage }],
      {
        initialEntries: ["/ricerca?q=fortun"],
      },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole("heading", { name: "Risultati per «fortun»" });
    expect(screen.getByRole("link", { name: "Fortuna Bella" }).getAttribute("href")).toBe("/cavalli/701234-fortuna-bella");
    expect(screen.getByRole("link", { name: "Mario Fortunato" })).toBeTruthy();
    for (const name of ["Fortuna Senza Codice", "Luigi Fortuna"]) {
      expect(screen.queryByRole("link", { name })).toBeNull();
      expect(screen.getByText(name).closest("li")).toBeTruthy();
    }
  });

  it("are not a single result to go straight to", async () => {
    const alone: SiteSearchResults = { ...results, horses: [results.horses![1]], breeders: [], people: [] };
    const answer = await resultsLoader(loaderArgs("/ricerca?q=fortuna+senza", alone));
    expect(answer.groups.flatMap((group) => group.hits ?? [])).toMatchObject([{ name: "Fortuna Senza Codice", path: null }]);
  });

  it("are left out of the suggestions, which are ways to a page; the results page lists them", async () => {
    const answer = (await suggestionsLoader(loaderArgs("/api/ricerca?q=fortun", results))) as unknown as {
      data: { items: { name: string; path: string }[]; more: boolean };
    };
    expect(answer.data.items.map((item) => item.name)).toEqual(["Fortuna Bella", "Allevamento Fortuna", "Mario Fortunato"]);
    expect(answer.data.more).toBe(true);
  });
});
