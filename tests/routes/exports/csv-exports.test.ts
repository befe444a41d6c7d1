import { parse } from "csv-parse/sync";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
const { showcase, dataset, horse } = testWorld(TODAY);
const results = showcase.placementOverThirty;

/** The CSV answer as rows, read by a parser other than the writer. */
async function csvRows(site: TestSite, url: string): Promise<{ rows: string[][]; headers: Record<string, string>; raw: Buffer }> {
  const response = await request(site.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const raw = response.body as Buffer;
  return {
    rows: parse(raw, { bom: true, delimiter: ";", relax_column_count: false }) as string[][],
    headers: response.headers as Record<string, string>,
    raw,
  };
}

describe("CSV exports (?formato=csv)", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 120_000);
  afterAll(async () => site?.close());

  it("exports a race's results as UTF-8 with BOM and ';', 'n.p.' included", async () => {
    const url = `/trotto/arrivi/${results.date}/${results.ippodromo}T/${results.race}?formato=csv`;
    const { rows, headers, raw } = await csvRows(site, url);
    expect(headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(headers["content-disposition"]).toMatch(/^attachment; filename="arrivi-[a-z0-9-]+-corsa-\d+\.csv"$/);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.toString("utf8")).toContain("\r\n");
    expect(rows[0]).toEqual([
      "Corsa",
      "Premio",
      "Distanza",
      "Piazzamento",
      "N°",
      "Cavallo",
      "Guidatore",
      "Tempo",
      "Premio vinto",
      "Padre",
      "Madre",
    ]);
    const over30 = rows.find((row) => row[5] === horse(results.horseCode).name);
    expect(over30?.[3]).toBe("n.p.");
    // Placings are numbers (no degree sign), so a spreadsheet sorts 10 after 2; 'n.p.' is text.
    const placings = rows.slice(1).map((row) => row[3]);
    expect(
      placings.every((placing) => /^(\d+|n\.p\.)$/.test(placing)),
      placings.join(" "),
    ).toBe(true);
    expect(placings.filter((placing) => /^\d+$/.test(placing)).length).toBeGreaterThan(2);
    expect(rows.slice(1).every((row) => row[0] === String(results.race))).toBe(true);
  });

  it("exports the whole ranking with percentages written 12,5", async () => {
    const page = (await request(site.app).get("/trotto/classifiche/stalloni").expect(200)).text;
    expect(page).toContain('href="/trotto/classifiche/stalloni?formato=csv"');
    const { rows } = await csvRows(site, "/trotto/classifiche/stalloni?formato=csv&sort=perc&dir=desc");
    const percentColumn = rows[0].indexOf("%");
    expect(percentColumn).toBeGreaterThan(0);
    const percents = rows
      .slice(1)
      .map((row) => row[percentColumn])
      .filter(Boolean);
    expect(percents.some((value) => /^\d+,\d+$/.test(value))).toBe(true);
    expect(percents.every((value) => !value.includes("."))).toBe(true);
    const numbers = percents.map((value) => Number(value.replace(",", ".")));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it("exports the foal list with the page's filters, and the breeders in the page's order", async () => {
    const year = dataset.currentYear - 1;
    const foals = await csvRows(site, `/trotto/puledri?year=${year}&formato=csv`);
    const born = dataset.horses.filter((candidate) => candidate.birthYear === year);
    expect(foals.rows[0]).toEqual(["Nome", "Sesso", "Mese", "Padre", "Madre", "Allevamento", "Video", "Vendita o asta"]);
    expect(foals.rows.length - 1).toBeGreaterThan(0);
    expect(foals.rows.length - 1).toBeLessThanOrEqual(born.length);
    const needle = foals.rows[1][0].slice(0, 4);
    const filtered = await csvRows(site, `/trotto/puledri?year=${year}&q=${encodeURIComponent(needle)}&formato=csv`);
    expect(filtered.rows.slice(1).every((row) => row[0].toLowerCase().includes(needle.toLowerCase()))).toBe(true);

    const breeders = await csvRows(site, "/trotto/allevatori?ordina=puledri&verso=desc&formato=csv");
    const counts = breeders.rows.slice(1).map((row) => Number(row[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await request(site.app).get("/trotto/allevatori").expect(200)).text).toContain('href="/trotto/allevatori?formato=csv"');
  });

  it("answers bad parameters with an Italian 404 text, and leaves other formats to the page", async () => {
    const bad = await request(site.app).get("/trotto/allevatori?ordina=zzz&formato=csv").expect(404);
    expect(bad.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(bad.text).toBe("Parametri non validi\n");
    await request(site.app).get("/trotto/classifiche/nessuna?formato=csv").expect(404);
    await request(site.app).get("/trotto/news?formato=csv").expect(404);
    const page = await request(site.app).get("/trotto/allevatori?formato=xls").expect(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });
});
