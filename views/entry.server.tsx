import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { holdScriptsUntilFirstPaint } from "./hold-scripts.server";
import { NonceContext } from "./nonce";
import { isUpstreamOutage, noteRouteError, OUTAGE_RETRY_AFTER_SECONDS, outageStatus } from "./outage-status.server";
import { routerAnswerText } from "./components/error-content";
import { ServerOnlySectionsContext } from "./static-section";
import { InlineStylesheetsContext } from "./stylesheets";
import { requestKey } from "~/src/request-context";

export const streamTimeout = 10_000;

/**
 * Streams the HTML shell as soon as it is ready; crawlers get the complete
 * document in one piece. Every inline script carries the response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const page = loadContext.get(requestKey);
  const nonce = page.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const status = outageStatus(request, responseStatusCode);
  if (status !== responseStatusCode) {
    responseStatusCode = status;
    responseHeaders.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesheetsContext.Provider value={page.stylesheets}>
          <ServerOnlySectionsContext.Provider value={page.staticSections?.sections}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerOnlySectionsContext.Provider>
        </InlineStylesheetsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished section stays in its place in the page: React would otherwise move any
        // section past the first 12.8 KB to the end of the stream, where a visitor without
        // JavaScript never sees it. Sections still waiting for data stream in as usual.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = holdScriptsUntilFirstPaint();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is sent are reported by onShellError.
          if (shellRendered) page.logger.error({ err: error, url: request.url }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React Router's own reports of a failed loader, action or render: one JSON line in the
 * request's logger (with its id), never a stack trace printed on the console. A 404 the
 * routes chose is an answer, not an error; a visitor who left is no error either.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  noteRouteError(request, error);
  const logger = loggerOf(context as RouterContextProvider | undefined);
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  const status = isRouteErrorResponse(error) ? error.status : isUpstreamOutage(error) ? 503 : 500;
  const details = { err: cause, status, url: request.url, method: request.method };
  // Called before the page's data are written: React Router's own answers leave its English out of them.
  hideRouterInternals(error);
  if (!logger) {
    // No load context (it failed to build): still one JSON line.
    console.error(JSON.stringify({ msg: "route error", ...details, err: String(cause) }));
    return;
  }
  if (status >= 500) logger.error(details, "route error");
  else logger.info(details, "route answer");
};

/**
 * React Router's own answers (a post to a page without a form: 405; a data request for no
 * route: 404) carry its English internals, route ids and methods, in the error's data, which
 * travels in the page's hydration data. The page says them in Italian (ErrorContent); the
 * data keep only that.
 */
function hideRouterInternals(error: unknown) {
  if (!isRouteErrorResponse(error) || !(error as { internal?: boolean }).internal) return;
  const internal = error as { data: unknown; error?: unknown };
  internal.data = routerAnswerText(error.status);
  delete internal.error;
}

/** The request's logger; none when the load context failed to build. */
function loggerOf(context: RouterContextProvider | undefined) {
  try {
    return context?.get(requestKey).logger;
  } catch {
    return undefined;
  }
}
