import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";

const TODAY = new Date("2026-11-22T10:00:00Z");

function tableRows(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1]);
}

describe("generic ranking", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, warmUp: ["/trotto/classifiche/allevatori"] });
  }, 120_000);
  afterAll(async () => site?.close());

  it("titles the leaders ranking in Italian with the current year and links names to horse profiles", async () => {
    const html = (await request(site.app).get("/trotto/classifiche/leaders").expect(200)).text;
    expect(html).toContain("<h1>Classifica cavalli 2026</h1>");
    expect(html).toMatch(/<title>Classifica cavalli 2026 \| Sulky<\/title>/);
    expect(html).not.toMatch(/Classifica leaders/);
    expect(html).toMatch(/href="\/cavalli\/\d+-[a-z0-9-]+"/);
    expect(html).toContain("Classifica annuale");
    expect(html).toContain("Classifica per generazione");
    expect(html).toContain('name="year"');
    expect(html).toContain('name="eta"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("titles the generation ranking as the server does, naming the crop it ranks", async () => {
    const html = (await request(site.app).get("/trotto/classifiche/leaders?type=generazione").expect(200)).text;
    expect(html).toMatch(/<h1>Classifica per generazione: i nati nel \d{4}<\/h1>/);
  });

  it("titles a past year's leaders ranking with that year, the year of its figures", async () => {
    const html = (await request(site.app).get("/trotto/classifiche/leaders?year=2024").expect(200)).text;
    expect(html).toContain("<h1>Classifica cavalli 2024</h1>");
    expect(html).toMatch(/<title>Classifica cavalli 2024 \| Sulky<\/title>/);
    expect(html).toMatch(/<option value="2024" selected="">2024<\/option>/);
  });

  it("shows the server's title, the double header, description and switch buttons for stallions", async () => {
    const html = (await request(site.app).get("/trotto/classifiche/stalloni?year=2025&eta=3").expect(200)).text;
    expect(html).toContain("<h1>Classifica stalloni 2025</h1>");
    expect(html).toContain("Vincite 2025");
    expect(html).toMatch(/<th[^>]*scope="colgroup"[^>]*>Record<\/th>/);
    expect(html).toMatch(/<th[^>]*scope="colgroup"[^>]*>Vincite 2025<\/th>/);
    expect(html).toContain("Somme vinte dai figli in Italia");
    expect(html).toContain("Sono considerate solo le corse disputate in Italia.");
    expect(html).toContain("Classifica stalloni indigeni");
    expect(html).toContain("Classifica generale");
    expect(html).toMatch(/href="\/trotto\/classifiche\/stalloni\/\d+-[a-z0-9-]+\/2025\?eta=3"/);
  });

  it("gives the two-level header a header cell for every column and links every cell to its headers", async () => {
    const html = (await request(site.app).get("/trotto/classifiche/stalloni?year=2025").expect(200)).text;
    const table = /<table class="data-table[^"]*">([\s\S]*?)<\/table>/.exec(html)![1];
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(table)![1];
    const headerCells = [...head.matchAll(/<th([^>]*)>([\s\S]*?)<\/th>/g)];
    // No empty group cell: the columns outside a group (position, name) have one header over both rows.
    expect(headerCells.every(([, , content]) => content.replace(/<[^>]+>/g, "").trim() !== "")).toBe(true);
    for (const name of ["Pos.", "Nome"]) {
      expect(head).toMatch(new RegExp(`<th[^>]*rowSpan="2"[^>]*>(<a[^>]*>)?${name.replace(".", "\\.")}`, "i"));
    }
    // The groups exist as column groups, so that scope="colgroup" applies to them.
    const groupSpans = [...table.matchAll(/<colgroup span="(\d+)"/g)].map((match) => Number(match[1]));
    const columnCount = [...head.matchAll(/scope="col"/g)].length;
    expect(groupSpans.reduce((sum, span) => sum + span, 0)).toBe(columnCount);
    // Every data cell names its header cells, which exist.
    const ids = new Set(headerCells.map(([, attributes]) => /id="([^"]+)"/.exec(attributes)?.[1]).filter(Boolean));
    const firstRow = /<tbody><tr[^>]*>([\s\S]*?)<\/tr>/.exec(table)![1];
    const cellHeaders = [...firstRow.matchAll(/<td[^>]*headers="([^"]+)"/g)].map((match) => match[1].split(" "));
    expect(cellHeaders).toHaveLength(columnCount);
    expect(cellHeaders.flat().every((id) => ids.has(id))).toBe(true);
    expect(cellHeaders.some((headers) => headers.length === 2)).toBe(true);
  });

  it("keeps the current year when the chosen year is not among the options", async () => {
    const html = (await request(site.app).get("/trotto/classifiche/stalloni?year=1990").expect(200)).text;
    expect(html).toContain("<h1>Classifica stalloni 2026</h1>");
  });

  it("sorts by a column with empty values last, the state in the URL", async () => {
    const ascHtml = (await request(site.app).get("/trotto/classifiche/stalloni?sort=Record&dir=asc").expect(200)).text;
    const descHtml = (await request(site.app).get("/trotto/classifiche/stalloni?sort=Record&dir=desc").expect(200)).text;
    expect(ascHtml.match(/aria-sort="[a-z]+"/g)).toEqual(['aria-sort="ascending"']);
    expect(descHtml.match(/aria-sort="[a-z]+"/g)).toEqual(['aria-sort="descending"']);
    const asc = tableRows(ascHtml);
    const desc = tableRows(descHtml);
    const recordOf = (row: string) => [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]).at(-1) ?? "";
    const ascRecords = asc.map(recordOf);
    const descRecords = desc.map(recordOf);
    const firstEmptyAsc = ascRecords.indexOf("");
    expect(firstEmptyAsc).toBeGreaterThan(0);
    expect(ascRecords.slice(firstEmptyAsc).every((value) => value === "")).toBe(true);
    expect(descRecords.at(-1)).toBe("");
    expect(ascRecords[0] <= ascRecords[1]).toBe(true);
    expect(descRecords[0] >= descRecords[1]).toBe(true);
  });

  it("answers 404 for unknown entities and malformed selections, without a stack trace", async () => {
    for (const path of [
      "/trotto/classifiche/unicorni",
      "/trotto/classifiche/leaders?year=abc",
      "/trotto/classifiche/leaders?page=0",
      "/trotto/classifiche/leaders?page=99",
      "/trotto/classifiche/leaders?eta=%3Cscript%3E",
    ]) {
      const response = await request(site.app).get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).toContain("Ops... Non ho trovato questa pagina...");
    }
  });
});

describe("single-entity ranking", () => {
  let site: TestSite;
  let stallionSlug: string;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
    const ranking = await site.ports.trotting.ranking({ entity: "stalloni", year: 2026, age: null, type: null });
    stallionSlug = ranking.rows[0].slug;
    await request(site.app).get(`/trotto/classifiche/stalloni/${stallionSlug}/2025`);
  }, 120_000);
  afterAll(async () => site?.close());

  it("shows the columns, the note, 10 years and horse links", async () => {
    const html = (await request(site.app).get(`/trotto/classifiche/stalloni/${stallionSlug}/2026`).expect(200)).text;
    for (const label of ["Pos.", "Nome", "Corse", "Somme", "Vittorie", "%", "Pz."]) expect(html).toContain(`>${label}</th>`);
    expect(html).toContain("solo per le corse italiane");
    expect(html.match(/<option value="\d{4}"/g)).toHaveLength(10);
    expect(html).toContain('<option value="2017"');
    expect(html).toMatch(/<a href="\/cavalli\/\d+-[a-z0-9-]+"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("defaults to the current year and turns the year form into the path", async () => {
    const html = (await request(site.app).get(`/trotto/classifiche/stalloni/${stallionSlug}`).expect(200)).text;
    expect(html).toContain("— 2026</h1>");
    const redirect = await request(site.app).get(`/trotto/classifiche/stalloni/${stallionSlug}?year=2024&eta=3`).expect(302);
    expect(redirect.headers.location).toBe(`/trotto/classifiche/stalloni/${stallionSlug}/2024?eta=3`);
  });

  it("redirects the right id with another name, or none, to the subject's own slug for good, with or without a year", async () => {
    const trainers = await site.ports.trotting.ranking({ entity: "allenatori", year: 2026, age: null, type: null });
    const trainerSlug = trainers.rows[0].slug;
    for (const [entity, slug] of [
      ["stalloni", stallionSlug],
      ["allenatori", trainerSlug],
    ]) {
      const id = slug.split("-")[0];
      for (const [asked, own] of [
        [`/trotto/classifiche/${entity}/${id}-nome-sbagliato/2026`, `/trotto/classifiche/${entity}/${slug}/2026`],
        [`/trotto/classifiche/${entity}/${id}`, `/trotto/classifiche/${entity}/${slug}`],
      ]) {
        const response = await request(site.app).get(asked);
        expect(response.status, asked).toBe(301);
        expect(response.headers.location, asked).toBe(own);
      }
      // The ranking's own links lead to the page itself, not through a redirect.
      expect((await request(site.app).get(`/trotto/classifiche/${entity}/${slug}/2026`)).status, slug).toBe(200);
    }
  });

  it("answers 404 for a slug without an id, an id no ranking knows, a bad year or an unknown entity", async () => {
    for (const path of [
      "/trotto/classifiche/guidatori/999-x/2026",
      "/trotto/classifiche/allenatori/999999-x",
      "/trotto/classifiche/stalloni/varenne/2026",
      `/trotto/classifiche/stalloni/${stallionSlug}/20x6`,
      `/trotto/classifiche/stalloni/${stallionSlug}/2010`,
      `/trotto/classifiche/unicorni/${stallionSlug}/2026`,
    ]) {
      expect((await request(site.app).get(path)).status, path).toBe(404);
    }
  });
});
