import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { fetchRequestOf, requestFactsOf, sendResponse } from "./express-fetch";
import type { ServerLogger } from "./logger";
import { finishPage } from "./page-response";
import type { RenderPage } from "./page-render";
import { Refusal, serverFault } from "./refusal";

/**
 * The Express end of the one render path: a visitor's request goes to React Router
 * (page-render.ts), the answer takes the page steps (page-response.ts) and is written
 * back. Refusals of the stages before (a cross-site post, a body too large, a method the
 * site does not take) and errors outside the routes end here too, rendered as the site's
 * error page by the same path.
 */
export function createPages(options: { render: RenderPage; siteUrl: string; maxBodyBytes: number; logger: ServerLogger }) {
  const { render, logger } = options;
  const siteOrigin = new URL(options.siteUrl).origin;

  /**
   * The error page for a refusal: a GET of the same address (nothing of the refused request is
   * read, no action runs), with the refusal in the context so the root renders it before any
   * loader (views/root-middleware.server.ts). The address is the site's, whatever Host the request named.
   */
  async function renderRefusal(req: ExpressRequest, res: ExpressResponse, refusal: Refusal): Promise<Response> {
    const path = req.url.startsWith("/") ? req.url : "/";
    const headers = new Headers({ Accept: req.get("accept") ?? "text/html" });
    const agent = req.get("user-agent");
    if (agent) headers.set("User-Agent", agent);
    const response = await render(new Request(siteOrigin + path, { headers }), {
      ...requestFactsOf(req, res, logger),
      session: undefined,
      refusal: refusal.page(),
    });
    const answer = new Headers(response.headers);
    for (const [name, value] of Object.entries(refusal.headers)) answer.set(name, value);
    return new Response(response.body, { status: refusal.status, headers: answer });
  }

  const steps = { renderRefusal };

  /** Writes an answer to the visitor after the page steps: the page cache's shared renders go out this way too. */
  async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
    await sendResponse(res, await finishPage({ req, res, response }, steps));
  }

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const request = fetchRequestOf(req, res, {
        maxBytes: options.maxBodyBytes,
        overflow: () => void (res.locals.bodyOverflow = true),
      });
      await send(req, res, await render(request, requestFactsOf(req, res, logger)));
    } catch (error) {
      next(error);
    }
  };

  /** Last in the Express stack: a refusal becomes the error page; anything else is logged and becomes the 500 page. */
  const errorHandler: ErrorRequestHandler = async (error, req, res, _next) => {
    const requestLogger = (res.locals.logger as ServerLogger | undefined) ?? logger;
    const refusal = error instanceof Refusal ? error : serverFault();
    if (!(error instanceof Refusal)) requestLogger.error({ err: error, url: req.originalUrl.slice(0, 512) }, "unhandled error");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      await sendResponse(res, await renderRefusal(req, res, refusal));
    } catch (failure) {
      // Even the error page failed: a line of text, never a stack.
      requestLogger.error({ err: failure, url: req.originalUrl.slice(0, 512) }, "error page failed");
      if (!res.headersSent) res.status(refusal.status).type("text/plain; charset=utf-8").send(`${refusal.title}. ${refusal.message}`);
    }
  };

  return { handler, errorHandler, send, renderRefusal };
}
