import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageFill } from "./anonymous-page-cache";
import { createRequestContext, type ContextServices, type RequestFacts } from "./create-request-context";
import type { ServerLogger } from "./logger";

/**
 * The one render path (docs/decisions/018-one-render-path.md): every answer React Router
 * gives, to a visitor, to the page cache rendering for many, or to a refused request,
 * comes from here: one request handler, one load context.
 */
export function createPageRenderer(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  services: ContextServices;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  return async function renderPage(request: Request, facts: RequestFacts): Promise<Response> {
    const outgoing = new Headers();
    const response = await handle(request, createRequestContext(request, facts, options.services, outgoing));
    const cookies = outgoing.getSetCookie();
    if (cookies.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

export type RenderPage = ReturnType<typeof createPageRenderer>;

/**
 * The page cache's renders go the same way: a request with nothing of any visitor in it
 * (no cookie, no session, no address), the variant's user agent and the placeholder nonce.
 * Whatever such a render starts for one visitor (a form token's cookie) shows as a cookie
 * in its answer, and the cache leaves that page to each visitor's own render.
 */
export function renderForPageCache(renderPage: RenderPage, logger: ServerLogger) {
  return (fill: PageFill) =>
    renderPage(new Request(fill.url, { headers: { "User-Agent": fill.userAgent, Accept: "text/html" } }), {
      nonce: fill.nonce,
      requestId: fill.requestId,
      logger: logger.child({ requestId: fill.requestId }),
      clientAddress: "",
    });
}
