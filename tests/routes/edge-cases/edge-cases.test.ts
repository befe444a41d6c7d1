import { readFileSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";

/**
 * Every page that uses the committed edge-case set (fake-upstreams/fixtures/edge-cases.har),
 * with the fakes answering from it alone: what these pages show comes from the fixtures,
 * never from the generated world.
 */
const EDGE_CASES_HAR = "fake-upstreams/fixtures/edge-cases.har";
const TODAY = new Date("2026-11-22T10:00:00Z");

const PAGES = {
  stallion: "/trotto/stalloni/990001-orione-del-faro",
  resultDay: "/trotto/arrivi/15032016/ZZT",
  draw: "/trotto/sorteggi/15032016/ZZ/3",
  foals: "/trotto/puledri?year=2018&wvideo=1",
  breeder: "/trotto/allevatori/9901-allevamento-del-faro?year=2024",
  oldPost: "/news/99001-il-trotto-nel-1998-le-corse-che-ricordiamo",
  partnerStatistics: "/iframe/stalloni/990001-orione-del-faro/statistiche",
};

/** The table row (`<tr …>…</tr>`) that holds the given text. */
function rowWith(html: string, text: string): string {
  const at = html.indexOf(text);
  expect(at, `no row with ${text}`).toBeGreaterThan(-1);
  const start = html.lastIndexOf("<tr", at);
  return html.slice(start, html.indexOf("</tr>", at) + "</tr>".length);
}

/** The cells of a row, as text without markup. */
function cells(row: string): string[] {
  return [...row.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((match) =>
    match[1]
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

function main(html: string): string {
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
}

describe("edge-case fixture set", () => {
  let site: TestSite;
  const html: Partial<Record<keyof typeof PAGES, string>> = {};
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, fakes: { fixtures: EDGE_CASES_HAR, fixturesOnly: true }, warmUp: Object.values(PAGES) });
    for (const [name, page] of Object.entries(PAGES))
      html[name as keyof typeof PAGES] = (await request(site.app).get(page).expect(200)).text;
  }, 120_000);
  afterAll(async () => site?.close());

  describe("horse file", () => {
    it("makes a female-line row bold for a record of 1.14.9 and not for 1.15.0", () => {
      expect(rowWith(html.stallion!, 'href="/cavalli/990021-lampo-del-faro"')).toMatch(/^<tr class="[^"]*\bnice-record\b/);
      const notNice = rowWith(html.stallion!, 'href="/cavalli/990022-brezza-del-faro"');
      expect(cells(notNice)).toContain("1.15.0");
      expect(notNice).not.toContain("nice-record");
    });

    it("shows a video of every kind: YouTube, Vimeo, cloud storage and an internal path", () => {
      const page = html.stallion!;
      // Every video a play button linking to it until a visitor asks for the player (no native controls at first paint)
      expect(page).toContain('href="https://www.youtube.com/watch?v=ytOrione0001"');
      expect(page).toContain('href="https://vimeo.com/990001001"');
      expect(page).toContain('href="https://storage.googleapis.com/sulky-video/990001/corsa-990001.mp4"');
      expect(page).toContain('href="/video/cavalli/990001/intervista.mp4"');
      expect(page).not.toContain("<video");
      for (const tab of ["YouTube", "Vimeo", "Cloud", "Sulky TV"]) expect(page).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    });

    it("shows ALLEVATORE phones as text and numbers as +39 tel links", () => {
      const page = main(html.stallion!);
      const offspring = page.slice(page.indexOf('id="produzione"'));
      expect(cells(rowWith(offspring, 'href="/cavalli/990011-perla-del-faro"'))).toContain("ALLEVATORE - chiedere in scuderia");
      expect(rowWith(offspring, 'href="/cavalli/990012-pegaso-del-faro"')).toContain('<a href="tel:+393331234567">+39 3331234567</a>');
      expect(page).toContain("Telefono: <span>ALLEVATORE - chiedere in scuderia</span>");
      expect(page).not.toMatch(/tel:[^"]*ALLEVATORE/i);
    });

    it("prefixes http:// to the breeder's link without it", () => {
      expect(html.stallion!).toContain('href="http://www.allevamentodelfaro.it"');
    });
  });

  describe("result day", () => {
    it("marks the GranPremio race header", () => {
      expect(html.resultDay!).toMatch(
        /<header class="race-caption race-caption-gp"><h2 class="race-caption-title"><span class="race-badge">Gran Premio<\/span>Corsa 3 - Gran Premio Del Faro<\/h2>/,
      );
    });

    it("shows placement 30 as 30° and placements 31 and 99 as 'n.p.'", () => {
      const placement = (code: string) => cells(rowWith(html.resultDay!, `href="/cavalli/${code}`))[0];
      expect(placement("990001-")).toBe("1°");
      expect(placement("990022-")).toBe("30°");
      expect(placement("990051-")).toBe("n.p.");
      expect(placement("990052-")).toBe("n.p.");
    });

    it("drops a leading '1.' from times and leaves a time without it as given", () => {
      const time = (code: string) => cells(rowWith(html.resultDay!, `href="/cavalli/${code}`))[4];
      expect(time("990001-")).toBe("11.8");
      expect(time("990022-")).toBe("15.0");
      expect(time("990021-")).toBe("2.01.3");
    });
  });

  it("shows a draw without numbers with its title and the empty-draw message", () => {
    const page = main(html.draw!);
    expect(page).toContain("<h1>Sorteggio numeri: Gran Premio Del Faro</h1>");
    expect(page).toContain("Ippodromo Del Faro, corsa 3 del 15/03/2016");
    expect(page).toContain("Non sono presenti risultati per la corsa selezionata");
    expect(page).not.toContain("<table");
  });

  it("lists a foal without a name: its row, without a link, as studbooks do: '(nome in attesa)'", () => {
    const page = main(html.foals!);
    const nameless = rowWith(page, "Aurora Del Faro");
    expect(cells(nameless)).toEqual([
      "▶",
      "♀femmina(nome in attesa)",
      "apr",
      "Orione Del Faro",
      "Aurora Del Faro",
      "Allevamento Del Faro",
      "",
    ]);
    expect(nameless).not.toContain("<a ");
    expect(page).not.toMatch(/\b(null|undefined)\b/);
    expect(rowWith(page, "Luna Del Faro")).toContain('href="/trotto/puledri/990031-corallo-del-faro"');
  });

  it("shows the breeder sheet with the link prefixed and the ALLEVATORE phone as text", () => {
    const page = main(html.breeder!);
    expect(page).toContain(
      '<a href="http://www.allevamentodelfaro.it" target="_blank" rel="noopener noreferrer">www.allevamentodelfaro.it</a>',
    );
    // The contact's phone and the breeder's first phone are the same ALLEVATORE note: shown once.
    expect(page).toContain("<dt>Telefono</dt><dd><span>ALLEVATORE - chiedere in scuderia</span></dd>");
    expect(page.split("ALLEVATORE - chiedere in scuderia")).toHaveLength(2);
    expect(page).toContain('<dt>Telefono 2</dt><dd><a href="tel:+390544971234">');
  });

  it("hides date and author of a post dated before 2000", () => {
    const page = main(html.oldPost!);
    expect(page).toContain("<h1>Il trotto nel 1998: le corse che ricordiamo</h1>");
    expect(page).toContain("la stagione 1998 del trotto italiano");
    expect(page).not.toContain("<time");
    expect(page).not.toContain("post-author");
    expect(page).not.toContain("Archivio Storico");
  });

  it("writes every percent cell of a partner table with the ',00%' suffix", () => {
    const page = main(html.partnerStatistics!);
    expect(cells(rowWith(page, '<td class="num">2022</td>'))).toEqual(["2022", "8", "5", "63,00%", "3", "38,00%", "88.200 €"]);
    expect(cells(rowWith(page, '<td class="num">2021</td>'))).toEqual(["2021", "6", "5", "83,00%", "5", "100,00%", "143.575 €"]);
    expect(cells(rowWith(page, '<td class="num">2020</td>'))).toEqual(["2020", "3", "0", "0,00%", "0", "0,00%", "0 €"]);
  });

  it("used every entry of the set and needed nothing else", async () => {
    const entries = JSON.parse(readFileSync(EDGE_CASES_HAR, "utf8")).log.entries as unknown[];
    const answered = new Set<string>();
    for (const fake of Object.values(site.fakes)) {
      const report = (await (await fetch(`${fake!.origin}/__fake/fixtures`)).json()) as {
        answered: { fixture: string }[];
        unmatched: string[];
      };
      expect(report.unmatched, fake!.name).toEqual([]);
      for (const answer of report.answered) answered.add(answer.fixture);
    }
    expect([...answered].sort()).toEqual(entries.map((_, index) => `edge-cases.har #${index + 1}`).sort());
  });
});
