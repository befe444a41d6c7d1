import { readFileSync } from "node:fs";
import path from "node:path";
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
  it("groups the 62 pedigree cells by generation, with no class or inline placement on a cell", () => {
    const html = render(<PedigreeGrid pedigree={pedigree} />);
    expect(html).not.toMatch(/grid-(row|column)/);
    const generations = html.split(/<div class="gen-(?=\d">)/).slice(1);
    expect(generations.map((markup) => markup[0])).toEqual(["1", "2", "3", "4", "5"]);
    // a cell is a bare div: the known ones open with their link, the unknown ones are empty
    const cellsOf = (markup: string) => markup.match(/<div(?: class="pedigree-duplicated" style="[^"]*")?>(?:<\/div>|<a )/g) ?? [];
    expect(generations.map((markup) => cellsOf(markup).length)).toEqual([2, 4, 8, 16, 32]);
    // a repeated ancestor keeps its crossing colour, the only style left on a cell
    expect(generations[1]).toContain('<div class="pedigree-duplicated" style="--crossing-color:#e53935"><a class="pedigree-name"');
    // an unknown ancestor is an empty cell: its dash and spoken text come from the stylesheet
    expect(html.match(/<div><\/div>/g)).toHaveLength(62 - 4);
    const stylesheet = readFileSync(path.resolve("views/components/pedigree/pedigree.css"), "utf8");
    expect(stylesheet).toMatch(/> :empty::before\s*\{[^}]*content:\s*"—"\s*\/\s*"Antenato non noto"/);
  });

  it("offers a phone three generations and the deeper ones as radios that work without JavaScript, one group per pedigree", () => {
    const html = render(
      <>
        <PedigreeGrid pedigree={pedigree} />
        <PedigreeGrid pedigree={pedigree} />
      </>,
    );
    const windows = [...html.matchAll(/<fieldset class="pedigree-window"><legend>Generazioni<\/legend>([\s\S]*?)<\/fieldset>/g)].map(
      (match) => match[1],
    );
    expect(windows).toHaveLength(2);
    const radios = windows.map((markup) => [...markup.matchAll(/<input type="radio" name="([^"]+)"( checked="")? value="(\d)"/g)]);
    expect(radios.map((group) => group.map((radio) => radio[3]))).toEqual([
      ["1", "2", "3"],
      ["1", "2", "3"],
    ]);
    // the first window (parents to great-grandparents) is the one shown; each pedigree moves its own
    expect(radios.map((group) => group.map((radio) => Boolean(radio[2])))).toEqual([
      [true, false, false],
      [true, false, false],
    ]);
    expect(new Set(radios.map((group) => group[0][1])).size).toBe(2);
    expect(windows[0]).toContain("<span>3–5</span>");
    // the stylesheet picks the window from the checked radio: no script involved
    const stylesheet = readFileSync(path.resolve("views/components/pedigree/pedigree.css"), "utf8");
    expect(stylesheet).toContain('.pedigree:has([value="3"]:checked)');
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

  it("marks a deceased foal with an empty mark the stylesheet draws and names, and heads each dam without separator comments", () => {
    const foal = {
      code: "7",
      name: "Olindo Cr",
      slug: "7-olindo-cr",
      birthDate: "1989-03-01",
      sex: "M" as const,
      coat: "baio",
      sire: "Speedy Crown",
      shortRecord: "1.12.3",
      longRecord: "1.13.8",
      winnings: 15473,
      bigRaces: [],
    };
    const html = render(
      <FemaleLine
        subjectCode="9"
        entries={[
          {
            name: "Felce Cr",
            label: "Quinta madre",
            code: "5",
            foals: [
              { ...foal, deceased: true },
              { ...foal, code: "8", name: "Vagabondo Cr", slug: "8-vagabondo-cr", deceased: false },
            ],
          },
        ]}
      />,
    );
    expect(html.match(/<span class="deceased-mark" title="Deceduto"><\/span>/g)).toHaveLength(1);
    expect(html).toContain('Olindo Cr</a><span class="deceased-mark"');
    expect(html).toContain('<span class="female-line-label">Quinta madre</span> Felce Cr</h3>');
    expect(html).not.toContain("<!-- -->");
    const stylesheet = readFileSync(path.resolve("views/routes/horses/horses.css"), "utf8");
    expect(stylesheet).toMatch(/\.deceased-mark::after\s*\{[^}]*content:\s*" †"\s*\/\s*"deceduto"/);
  });
});
