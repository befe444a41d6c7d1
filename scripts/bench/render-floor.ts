/**
 * The floor cost of rendering: the server's one render path (src/server/page-render.ts) called in
 * process, with every use case answered from memory (the data were fetched once
 * beforehand). What remains is React Router's routing and loaders over in-memory
 * data, React's render to HTML and the data serialisation: no HTTP, no Express,
 * no upstream, no socket.
 */
import type { ServerBuild } from "react-router";
import type { UseCases } from "~/src/application/use-cases";
import { createLogger } from "~/src/server/logger";
import type { createPageRenderer } from "~/src/server/page-render";
import type { SiteWiring } from "~/src/server/wiring";
import { CSV_FORMAT_PARAM, csvExportPathname } from "~/src/urls/files";

/** Every use case answers its first result again for the same arguments. */
export function memoizedUseCases(useCases: UseCases): UseCases {
  const answers = new Map<string, unknown>();
  const memoized = (area: string, useCase: (...args: unknown[]) => unknown, name: string) => {
    return (...args: unknown[]) => {
      const key = `${area}.${name}:${JSON.stringify(args)}`;
      if (!answers.has(key)) answers.set(key, useCase(...args));
      return answers.get(key);
    };
  };
  return Object.fromEntries(
    Object.entries(useCases).map(([area, cases]) => [
      area,
      Object.fromEntries(
        Object.entries(cases as Record<string, (...args: unknown[]) => unknown>).map(([name, useCase]) => [
          name,
          memoized(area, useCase, name),
        ]),
      ),
    ]),
  ) as UseCases;
}

/** A crawler's user agent: the whole document in one piece, as the static copy is. */
const FULL_DOCUMENT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export function createRenderFloor(server: {
  build: ServerBuild;
  /** The built server's own: its context keys are the ones its views read. */
  createPageRenderer: typeof createPageRenderer;
  wiring: SiteWiring;
  origin: string;
  stylesheets: ReadonlyMap<string, string>;
}) {
  const { build, wiring, origin, stylesheets } = server;
  // The server's own render path and load context, over the wiring's services (use cases answered from memory).
  const renderPage = server.createPageRenderer({ build, mode: "production", services: { ...wiring.services, stylesheets } });
  const logger = createLogger("silent");
  const render = async (path: string) => {
    const url = new URL(path, origin);
    // `?formato=csv` goes to the table's export route, as src/server/csv-exports.ts sends it.
    url.pathname = csvExportPathname(url.pathname, url.searchParams.get(CSV_FORMAT_PARAM)) ?? url.pathname;
    const response = await renderPage(new Request(url, { headers: { "User-Agent": FULL_DOCUMENT_UA } }), {
      nonce: "bench-nonce",
      requestId: "bench",
      logger,
      clientAddress: "bench",
    });
    const html = await response.text();
    // The baseline fetched the stylesheets apart: the markup alone is the figure to compare with it.
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, [style]) => sum + Buffer.byteLength(style), 0);
    return { status: response.status, bytes: Buffer.byteLength(html), markupBytes: Buffer.byteLength(html) - inlineStyles };
  };
  return {
    render,
    /** Renders the page one after another for `durationMs` (after `warmup` renders); renders per second. */
    async rendersPerSecond(
      path: string,
      durationMs: number,
      warmup = 5,
    ): Promise<{ perSecond: number; bytes: number; markupBytes: number; status: number }> {
      let last = await render(path); // also fills the in-memory answers
      for (let i = 0; i < warmup; i++) last = await render(path);
      const started = performance.now();
      let count = 0;
      while (performance.now() - started < durationMs) {
        last = await render(path);
        count++;
      }
      return {
        perSecond: count / ((performance.now() - started) / 1000),
        bytes: last.bytes,
        markupBytes: last.markupBytes,
        status: last.status,
      };
    },
    /** The same over several pages taken in turn (each rendered once first, to hold its data): renders per second. */
    async rendersPerSecondOver(paths: string[], durationMs: number): Promise<{ perSecond: number; paths: number }> {
      for (const path of paths) await render(path);
      const started = performance.now();
      let count = 0;
      while (performance.now() - started < durationMs) {
        await render(paths[count % paths.length]);
        count++;
      }
      return { perSecond: count / ((performance.now() - started) / 1000), paths: paths.length };
    },
  };
}
