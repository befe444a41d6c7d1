import { describe, expect, it } from "vitest";
import { makeLinkPeople } from "~/src/application/search/people-directory";
import type { Ranking } from "~/src/domain/rankings/ranking";
import type { RankingsTrottingPort } from "~/src/ports/trotting/rankings";

/** A drivers' ranking naming one driver with the id of his page and one without. */
const trotting = {
  ranking: async () =>
    ({
      rows: [
        { name: "Mario Fortunato", slug: "1234-mario-fortunato" },
        { name: "Luigi Fortuna", slug: "luigi-fortuna" },
      ],
    }) as unknown as Ranking,
} as unknown as RankingsTrottingPort;

describe("names linked to their ranking page", () => {
  it("link only a person whose ranking slug carries the page's id; the others stay text", async () => {
    const linkPeople = makeLinkPeople({ trotting, clock: { now: () => new Date("2026-12-07T12:00:00Z") } });
    expect(await linkPeople({ guidatori: ["Mario Fortunato", "Luigi Fortuna"] })).toEqual({
      guidatori: { "mario fortunato": "1234-mario-fortunato" },
    });
  });
});
