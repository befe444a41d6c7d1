import { createServer, type Server } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SECTION_UNAVAILABLE_TEXT } from "~/views/components/section-unavailable";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../support/test-site";
import {
  DRAWS_ERROR,
  QUALIFICATIONS_RETRYING,
  buildRouteCatalogue,
  firstNewsSlug,
  showsStackTrace,
  visibleText,
  type CatalogueRoute,
} from "./route-catalogue";

/**
 * The fault matrix: every route of both specifications × every fault the fakes
 * inject, all three upstreams failing at once. A cell passes when the visitor
 * gets, within the time budget, the message of that screen (docs/PRODUCT.md, "Across the site") or
 * the page without the failed section (same status as without faults) or the
 * Italian error page (5xx) — never a stack trace, never a hung request. A resource
 * (JSON, XML, text) passes with its fault-free status or a bare 503. The catalogue
 * covers every route of views/routes.ts (route-catalogue.test.ts keeps the two equal);
 * a route whose fault-free answer is a 404 fails the matrix, except the catch-alls.
 *
 * The drift columns (legal but unusual answers: nulls, missing fields, unknown fields,
 * numbers as text, PHP's empty arrays) have a stricter rule than an outage's: the page
 * answers as without faults and keeps its main content (no "not available" message, no
 * error page, and at least 80% of its rows: a row without its identity may be dropped).
 */
const TIMEOUT_MS = 1000;
/** A page may chain a few upstream calls, each within its own budget; rendering adds a little. */
const CELL_BUDGET_MS = TIMEOUT_MS * 4 + 2500;
const DRIFTS = ["drift-nulls", "drift-missing", "drift-extra", "drift-strings", "wp-empty-arrays"] as const;
const FAULTS = [`latency=${TIMEOUT_MS + 400}`, "500", "503", "malformed", "wrong-shape", "422", ...DRIFTS] as const;
type Fault = (typeof FAULTS)[number];
const FAULT_LABELS: Record<Fault, string> = {
  [`latency=${TIMEOUT_MS + 400}`]: "lento",
  "500": "500",
  "503": "503",
  malformed: "JSON rotto",
  "wrong-shape": "forma errata",
  "422": "422",
  "drift-nulls": "deriva: null",
  "drift-missing": "deriva: assenti",
  "drift-extra": "deriva: in più",
  "drift-strings": "deriva: testo",
  "wp-empty-arrays": "deriva: []",
} as Record<Fault, string>;
const isDrift = (fault: Fault): boolean => (DRIFTS as readonly string[]).includes(fault);
/** A drifting answer may lose the rows without their identity, not the page. */
const KEPT_ROWS = 0.8;
const ERROR_PAGE_TEXT = "Si è verificato un errore";
const PARALLEL = 8;

type Cell = { status: number; ms: number; ok: boolean; outcome: string; problem?: string };

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** The main content's items: table rows, and list items that lead somewhere (not a list of facts). */
function mainRows(html: string): number {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const tableRows = main
    .split(/<tbody\b/)
    .slice(1)
    .reduce((count, part) => count + (part.split("</tbody>")[0].match(/<tr\b/g) ?? []).length, 0);
  const linkedItems = main
    .split(/<li\b/)
    .slice(1)
    .filter((part) => /<a\b/.test(part.split("</li>")[0])).length;
  return tableRows + linkedItems;
}

type Baseline = { status: number; rows: number };

function judge(route: CatalogueRoute, fault: Fault, baseline: Baseline, status: number, html: string, ms: number): Cell {
  const text = visibleText(html);
  const cell = (ok: boolean, outcome: string, problem?: string): Cell => ({ status, ms, ok, outcome, problem });
  if (ms > CELL_BUDGET_MS) return cell(false, "lenta", `risposta in ${ms} ms, oltre ${CELL_BUDGET_MS} ms`);
  if (showsStackTrace(text)) return cell(false, "stack", "stack trace visibile");
  if (isDrift(fault)) {
    if (status !== baseline.status) return cell(false, `stato ${status}`, `stato ${status}, atteso ${baseline.status} come senza guasti`);
    if (route.resource || route.notFound) return cell(true, "invariata");
    if (text.includes(SECTION_UNAVAILABLE_TEXT)) return cell(false, "senza dati", "la pagina ha perso il contenuto principale");
    if (text.includes(ERROR_PAGE_TEXT)) return cell(false, "pag. errore", "pagina di errore");
    const rows = mainRows(html);
    if (rows < Math.floor(baseline.rows * KEPT_ROWS))
      return cell(false, `${rows}/${baseline.rows} righe`, `${rows} righe su ${baseline.rows}`);
    return cell(true, "contenuto");
  }
  const baselineStatus = baseline.status;
  if (route.expects === "draws") {
    const wanted = fault === "422" ? "I dati forniti non sono validi." : DRAWS_ERROR;
    return text.includes(wanted) ? cell(true, "messaggio") : cell(false, "manca msg", `manca «${wanted}»`);
  }
  if (route.expects === "qualifications") {
    return text.includes(QUALIFICATIONS_RETRYING)
      ? cell(true, "messaggio")
      : cell(false, "manca msg", `manca «${QUALIFICATIONS_RETRYING}»`);
  }
  if (status === baselineStatus) return cell(true, route.notFound ? "404" : "senza sez.");
  if (route.resource) {
    return status === 503 ? cell(true, "503") : cell(false, `stato ${status}`, `stato ${status}, atteso ${baselineStatus} o 503`);
  }
  if (status >= 500 && status < 600) {
    return text.includes(ERROR_PAGE_TEXT) ? cell(true, "pag. errore") : cell(false, "5xx muto", "5xx senza la pagina di errore italiana");
  }
  return cell(false, `stato ${status}`, `stato ${status}, atteso ${baselineStatus} o la pagina di errore`);
}

describe("fault matrix: every route × every upstream fault", () => {
  let site: TestSite;
  let routes: CatalogueRoute[];
  let server: Server;
  const baselines = new Map<string, Baseline>();
  const matrix = new Map<string, Map<Fault, Cell>>();

  beforeAll(async () => {
    site = await startTestSite({ env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } });
    routes = buildRouteCatalogue({ newsSlug: await firstNewsSlug(site.fakes.content!.url), today: site.today });
    server = createServer(site.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    // React Router reports every failed loader on the console: the matrix prints its own table.
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Fault-free pass: records each route's status and warms Vite's module graph, so cells
    // measure the fault, not a first compile.
    await inBatches(routes, PARALLEL, async (route) => {
      const answer = await request(server).get(route.example);
      baselines.set(route.example, { status: answer.status, rows: mainRows(answer.text ?? "") });
    });
    // The fakes share this process with Vite: a first compile can delay them past the budget.
    // A fault-free 5xx is asked once more, now that everything is compiled.
    for (const route of routes.filter((candidate) => baselines.get(candidate.example)!.status >= 500)) {
      const answer = await request(server).get(route.example);
      baselines.set(route.example, { status: answer.status, rows: mainRows(answer.text ?? "") });
    }
    // Generous: on a busy machine the whole suite runs beside this first pass of ~150 pages.
  }, 480_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
  });

  it("answers every cell with the spec's message, the page without the section or the error page", async () => {
    const available = routes.filter((route) => baselines.get(route.example)!.status !== 404 || route.notFound);
    const fakes = Object.values(site.fakes).filter((fake) => fake !== undefined);
    for (const fault of FAULTS) {
      const targets = fault === "422" ? available.filter((route) => route.expects === "draws") : available;
      await Promise.all(fakes.map((fake) => injectFault(fake.url, ".*", fault)));
      try {
        const ask = async (route: CatalogueRoute): Promise<Cell> => {
          const started = performance.now();
          const answer = await request(server)
            .get(route.example)
            .timeout(CELL_BUDGET_MS + 2000)
            .catch((error: Error) => ({ status: 0, text: String(error) }));
          return judge(
            route,
            fault,
            baselines.get(route.example)!,
            answer.status,
            answer.text ?? "",
            Math.round(performance.now() - started),
          );
        };
        await inBatches(targets, PARALLEL, async (route) => {
          let cell = await ask(route);
          // A drifting answer is rewritten the same way every time, so what it breaks breaks twice; a section
          // that only missed its deadline because the suite's other files held both cores does not.
          if (!cell.ok && isDrift(fault)) cell = await ask(route);
          if (!matrix.has(route.example)) matrix.set(route.example, new Map());
          matrix.get(route.example)!.set(fault, cell);
        });
      } finally {
        await Promise.all(fakes.map((fake) => clearFaults(fake.url)));
      }
    }

    // The process is still healthy afterwards.
    await request(server).get("/healthz").expect(200);

    const failures = printMatrix(routes, baselines, matrix);
    expect(failures, failures.join("\n")).toEqual([]);
  }, 480_000);
});

function printMatrix(routes: CatalogueRoute[], baselines: Map<string, Baseline>, matrix: Map<string, Map<Fault, Cell>>): string[] {
  const width = Math.max(...routes.map((route) => route.pattern.length));
  const header = ["rotta".padEnd(width), "ok?".padEnd(4), ...FAULTS.map((fault) => FAULT_LABELS[fault].padEnd(16))].join(" | ");
  const lines = [header, "-".repeat(header.length)];
  const failures: string[] = [];
  let passed = 0;
  let total = 0;
  for (const route of routes) {
    const baseline = baselines.get(route.example)!.status;
    if (baseline === 404 && !route.notFound) {
      failures.push(`${route.example} [senza guasti]: 404, la rotta non risponde`);
      lines.push([route.pattern.padEnd(width), "404 ".padEnd(4), "✗ 404 senza guasti"].join(" | "));
      continue;
    }
    if (route.notFound && baseline !== 404) failures.push(`${route.example} [senza guasti]: stato ${baseline}, atteso 404`);
    if (baseline >= 500) failures.push(`${route.example} [senza guasti]: stato ${baseline}`);
    const cells = matrix.get(route.example);
    const row = FAULTS.map((fault) => {
      const cell = cells?.get(fault);
      if (!cell) return "—".padEnd(16);
      total++;
      if (cell.ok) passed++;
      else failures.push(`${route.example} [${FAULT_LABELS[fault]}]: ${cell.problem}`);
      return `${cell.ok ? "✓" : "✗"} ${cell.status} ${cell.outcome}`.padEnd(16);
    });
    lines.push([route.pattern.padEnd(width), String(baseline).padEnd(4), ...row].join(" | "));
  }
  lines.push("-".repeat(header.length));
  lines.push(
    `Totale: ${total} celle, ${passed} superate, ${total - passed} fallite, su ${routes.length} esempi di ${new Set(routes.map((route) => route.pattern)).size} rotte.`,
  );
  console.log(lines.join("\n"));
  return failures;
}
