import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Pedigree, PedigreeNode } from "~/src/domain/pedigree/pedigree";
import { PedigreeGrid } from "~/views/components/pedigree/pedigree-grid";
import { FemaleLine } from "~/views/routes/horses/sections/female-line";

function ancestor(code: string, name: string, color: string | null = null): PedigreeNode {
  return { code, name, record: "1.12.0", color, sire: null, dam: null };
}

// Parents and two grandparents known, Varenne repeated; every other place unknown.
const pedigree: Pedigree = {
  crossings: [],
  generations: [
    [ancestor("1", "Nad Al Sheba"), ancestor("2", "Urania Grif")],
    [ancestor("3", "Varenne", "#e53935"), null, ancestor("4", "Love You"), null],
  ],
};

function render(element: React.ReactElement): string {
  return renderToString(<MemoryRouter>{element}</MemoryRouter>);
}

describe("the lineage sections' markup (the bulk of a horse file)", () => {
  it("places the 62 pedigree cells by generation class, with no inline placement", () => {
    const html = render(<PedigreeGrid pedigree={pedigree} />);
    expect(html).not.toMatch(/grid-(row|column)/);
    const cells = [...html.matchAll(/class="(gen-(\d)) pedigree-(sire|dam)/g)];
    expect(cells).toHaveLength(2 + 4 + 8 + 16 + 32);
    expect(cells.filter((cell) => cell[2] === "5")).toHaveLength(32);
    // a repeated ancestor keeps its crossing colour, the only style left on a cell
    expect(html).toContain('class="gen-2 pedigree-sire pedigree-duplicated" style="--crossing-color:#e53935"');
    // an unknown ancestor is an empty cell: its dash and spoken text come from the stylesheet
    expect(html.match(/class="gen-\d pedigree-(sire|dam) pedigree-unknown"><\/div>/g)).toHaveLength(62 - 4);
  });

  it("sends no route-discovery attribute on the dozens of ancestor and foal links", () => {
    const femaleLine = render(
      <FemaleLine
        subjectCode="9"
        entries={[
          {
            name: "Urania Grif",
            label: "Madre",
            code: "2",
            foals: [
              {
                code: "9",
                name: "Corsaro Grif",
                slug: "9-corsaro-grif",
                birthDate: "2018-02-18",
                sex: "M",
                coat: "baio",
                sire: "Nad Al Sheba",
                shortRecord: "1.10.2",
                longRecord: "1.10.1",
                winnings: 644352,
                deceased: false,
                bigRaces: [
                  {
                    date: "2021-10-10",
                    racecourse: "Roma Capannelle",
                    placement: 1,
                    description: "Derby Italiano del Trotto",
                    prizeMoney: 316800,
                  },
                ],
              },
            ],
          },
        ]}
      />,
    );
    const pedigreeHtml = render(<PedigreeGrid pedigree={pedigree} />);
    expect(femaleLine).toContain('href="/cavalli/9-corsaro-grif"');
    expect(pedigreeHtml).toContain('href="/cavalli/1-nad-al-sheba"');
    expect(femaleLine + pedigreeHtml).not.toContain("data-discover");
    // a big race is one line of text: no separator comments between its parts
    expect(femaleLine).toMatch(/>10\/10\/2021 · Roma Capannelle · 1° · Derby Italiano del Trotto · 316\.800\s€<\/li>/);
  });
});
