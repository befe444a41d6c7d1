/**
 * The cold rows of `npm run bench` (scripts/bench.ts, docs/PERFORMANCE.md): a burst of visitors on a
 * page nobody asked for yet, and a crawler over distinct horse files against the floor's renders.
 */
import http from "node:http";
import { BROWSER_UA, crawlOnce, pageCacheFigures, summary } from "./probes";
import type { createRenderFloor } from "./render-floor";
import { check, ms } from "./report";
import { canonicalHorseSlug } from "~/src/domain/horses/horse";
import { horseFilePath } from "~/src/urls/horses";

type Floor = ReturnType<typeof createRenderFloor>;

type ColdSettings = {
  /** Distinct horse files the crawler asks for. */
  pages: number;
  connections: number;
  /** How long the floor renders, halved (the cold floor renders twice as long). */
  floorMs: number;
  /** Sulky's pages per second against the floor's renders (docs/PERFORMANCE.md). */
  floorRatioTarget: number;
};

type RequestCounts = { total: number; byPath: Record<string, number> };

/** Many visitors at the same instant on a page nobody asked for yet: renders and upstream calls it caused. */
export async function burstOnColdPage(origin: string, pagePath: string, fakeOrigins: string[], visitors: number) {
  await Promise.all(fakeOrigins.map((fakeOrigin) => fetch(`${fakeOrigin}/__fake/reset`, { method: "POST" })));
  const before = await pageCacheFigures(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: visitors });
  const statuses = await Promise.all(
    Array.from(
      { length: visitors },
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(origin + pagePath, { agent, headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }, (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            })
            .on("error", reject);
        }),
    ),
  );
  agent.destroy();
  const after = await pageCacheFigures(origin);
  const counts = await Promise.all(
    fakeOrigins.map(async (fakeOrigin) => ((await (await fetch(`${fakeOrigin}/__fake/requests`)).json()) as RequestCounts).byPath),
  );
  const perEndpoint = counts.flatMap((byPath) => Object.values(byPath));
  return {
    statuses: summary(statuses),
    renders: after.renders - before.renders,
    endpoints: perEndpoint.length,
    maxCallsPerEndpoint: Math.max(0, ...perEndpoint),
  };
}

/**
 * Distinct horse files of the fakes' world at their canonical addresses (src/urls and the horse's
 * slug, as the pages link them), each under the kind of file it belongs to: a crawl of bare codes
 * measured 301 redirects.
 */
async function horseFilePaths(trottingOrigin: string, count: number): Promise<string[]> {
  const horses = (await (await fetch(`${trottingOrigin}/__raw/horses?_page=1&_limit=${count}`)).json()) as {
    code: string;
    name: string;
    slug?: string | null;
    sex: string;
  }[];
  return horses.map((horse) =>
    horseFilePath(horse.sex === "M" ? "stalloni" : horse.sex === "F" ? "fattrici" : "puledri", canonicalHorseSlug(horse)),
  );
}

/** A crawler over distinct horse files, each asked once: neither the page cache nor the upstream cache helps. */
export async function coldRenders(origin: string, trottingOrigin: string, floor: Floor, settings: ColdSettings, failures: string[]) {
  const { pages, connections, floorMs, floorRatioTarget } = settings;
  const horses = await horseFilePaths(trottingOrigin, pages);
  const crawl = await crawlOnce(origin, horses, connections);
  const coldFloor = await floor.rendersPerSecondOver(horses.slice(0, 40), floorMs * 2);
  const coldRatio = crawl.perSecond / coldFloor.perSecond;
  if (crawl.notOk > 0) failures.push(`render a freddo: ${crawl.notOk} pagine su ${horses.length} non 200 (${crawl.statuses})`);
  console.log(
    `\nRender a freddo: crawler su ${horses.length} schede cavallo distinte, ${connections} connessioni, user agent di un crawler:\n` +
      `  stati ${crawl.statuses} · ${crawl.perSecond.toFixed(1)} pagine/s · mediana ${ms(crawl.median)} · p99 ${ms(crawl.p99)} · ` +
      `HTML medio ${Math.round(crawl.meanBytes / 1024)} KB · pavimento ${coldFloor.perSecond.toFixed(1)} render/s (${coldFloor.paths} schede, dati in memoria) · ` +
      `Sulky/pavimento ${coldRatio.toFixed(2)}× (obiettivo ≥ ${floorRatioTarget}: ${check(coldRatio >= floorRatioTarget)})`,
  );
}
