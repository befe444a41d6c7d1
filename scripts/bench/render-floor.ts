/**
 * The floor cost of rendering: the server's one render path (src/server/page-render.ts) called in
 * process, with every use case answered from memory (the data were fetched once
 * beforehand). What remains is React Router's routing and loaders over in-memory
 * data, React's render to HTML and the data serialisation: no HTTP, no Express,
 * no upstream, no socket.
 */
import type { ServerBuild } from "react-router";
import type { UseCases } from "~/src/application/use-cases";
import type { AppConfig } from "~/src/config";
import { createCsrfTokens } from "~/src/server/csrf";
import { createFlashStorage } from "~/src/server/flash";
import { createLogger } from "~/src/server/logger";
import { createPageRenderer } from "~/src/server/page-render";
import { createProcessPlayerLock } from "~/src/server/player-lock";
import { CSV_FORMAT_PARAM, csvExportPathname } from "~/src/urls/files";

/** Every use case answers its first result again for the same arguments. */
export function memoizedUseCases(useCases: UseCases): UseCases {
  const answers = new Map<string, unknown>();
  return new Proxy(useCases, {
    get(target, property, receiver) {
      const original = Reflect.get(target, property, receiver) as unknown;
      if (typeof original !== "function") return original;
      return (...args: unknown[]) => {
        const key = `${String(property)}:${JSON.stringify(args)}`;
        if (!answers.has(key)) answers.set(key, (original as (...a: unknown[]) => unknown).apply(target, args));
        return answers.get(key);
      };
    },
  });
}

/** A crawler's user agent: the whole document in one piece, as the static copy is. */
const FULL_DOCUMENT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export function createRenderFloor(
  build: ServerBuild,
  useCases: UseCases,
  config: AppConfig,
  origin: string,
  stylesheets: ReadonlyMap<string, string>,
) {
  // The server's own render path and load context, over use cases answered from memory.
  const renderPage = createPageRenderer({
    build,
    mode: "production",
    services: {
      useCases: memoizedUseCases(useCases),
      site: { name: config.siteName, url: config.siteUrl, contacts: config.contacts },
      stylesheets,
      csrf: createCsrfTokens(config),
      rateLimit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
      playerLock: createProcessPlayerLock(),
      flash: createFlashStorage(config),
    },
  });
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
