import { describe, expect, it } from "vitest";
import { TEST_TODAY } from "../support/today";
import { buildRouteCatalogue } from "./route-catalogue";
import { routeTablePatterns } from "./route-table";

describe("the route catalogue of the fault matrix and the fuzz test", () => {
  const catalogued = new Set(buildRouteCatalogue({ newsSlug: "1-notizia", today: TEST_TODAY }).map((route) => route.pattern));
  const table = routeTablePatterns();

  it("reads the route table itself", () => {
    expect(table).toContain("/");
    expect(table).toContain("/trotto/arrivi/:date/:racecourse/:raceNumber?");
    expect(table).toContain("/iframe/stalloni/:slug/genealogia");
  });

  it("covers every route of views/routes.ts and nothing else", () => {
    expect(
      [...new Set(table)].filter((pattern) => !catalogued.has(pattern)),
      "routes without an example in the catalogue",
    ).toEqual([]);
    expect(
      [...catalogued].filter((pattern) => !table.includes(pattern)),
      "catalogue patterns that are no route",
    ).toEqual([]);
  });
});
