import type { RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Body encodings a form post may use everywhere. */
const FORM_ENCODINGS = new Set(["application/x-www-form-urlencoded"]);
/**
 * Paths that may post other encodings. No form of the site uploads files and
 * every form posts url-encoded (with or without JavaScript), so both lists are
 * empty; a route that needs multipart or JSON adds its pattern here.
 */
export const MULTIPART_PATHS: RegExp[] = [];
export const JSON_PATHS: RegExp[] = [];

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const METHOD_NOT_ALLOWED_MESSAGE = "Metodo non accettato: il sito si consulta con il browser e riceve solo i suoi moduli.";
export const TOO_LARGE_MESSAGE = "La richiesta è troppo grande: riduci il testo inviato e riprova.";
export const UNSUPPORTED_MESSAGE = "Formato della richiesta non accettato: invia il modulo dalla pagina del sito.";

function refusalPage(title: string, message: string): string {
  return (
    '<!doctype html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title} | Sulky</title><h1>${title}</h1><p>${message}</p><p><a href="/">Torna alla home</a></p></html>`
  );
}

/** The methods a browser uses on Sulky; OPTIONS only says so. */
const ALLOWED_METHODS = "GET, HEAD, POST";

/**
 * Any other method (PUT, DELETE, PATCH, TRACE, ...) gets 405 with an Italian page
 * before a route runs: React Router would answer its own English message, and
 * cannot even build a request for some methods (TRACE), which ended in a 500.
 */
export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.set({ Allow: ALLOWED_METHODS, "Cache-Control": "no-store" });
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    (res.locals.logger as { info?: (details: object, message: string) => void } | undefined)?.info?.(
      { method: req.method.slice(0, 20), url: req.originalUrl.slice(0, 512) },
      "method not allowed",
    );
    res.status(405).type("html").send(refusalPage("Metodo non accettato", METHOD_NOT_ALLOWED_MESSAGE));
  };
}

type ActionRoute = RouteObject & { hasAction: boolean };

/** The build's flat route manifest as the nested tree matchRoutes walks. */
function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): ActionRoute[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const common = {
        id: route!.id,
        path: route!.path,
        caseSensitive: route!.caseSensitive,
        hasAction: typeof route!.module.action === "function",
      };
      return (route!.index ? { ...common, index: true } : { ...common, children: routeTree(manifest, route!.id) }) as ActionRoute;
    });
}

/**
 * A post to a page without a form would get React Router's 405, whose English
 * internals travel in the page's data: it gets the Italian 405 page here instead.
 * The route that receives a post is picked as React Router does: the deepest
 * match, or its parent for an index route unless `?index` is asked for.
 */
export function postWithoutActionGuard(loadBuild: () => Promise<ServerBuild> | ServerBuild): RequestHandler {
  let cached: { build: ServerBuild; tree: ActionRoute[] } | undefined;
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    try {
      const build = await loadBuild();
      if (cached?.build !== build) cached = { build, tree: routeTree(build.routes, undefined) };
      const matches = matchRoutes(cached.tree, pagePath(req.path)) ?? [];
      let target = matches.at(-1);
      if (target?.route.index && !new URLSearchParams(req.url.split("?")[1] ?? "").has("index")) target = matches.at(-2);
      if (!target || (target.route as ActionRoute).hasAction) return next();
    } catch (error) {
      return next(error);
    }
    res.set({ Allow: "GET, HEAD", "Cache-Control": "no-store" });
    res
      .status(405)
      .type("html")
      .send(refusalPage("Metodo non accettato", "Questa pagina non accetta l'invio di moduli: torna alla pagina e riprova."));
  };
}

function refuse(res: Response, status: 413 | 415): void {
  if (res.headersSent) return;
  const [title, message] = status === 413 ? ["Richiesta troppo grande", TOO_LARGE_MESSAGE] : ["Formato non accettato", UNSUPPORTED_MESSAGE];
  res.status(status).type("html").set({ "Cache-Control": "no-store", Connection: "close" }).send(refusalPage(title, message));
}

function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

/** Strips React Router's `.data` suffix so a client-side post is judged like the page it posts to. */
function pagePath(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
}

export function encodingAllowed(type: string, path: string): boolean {
  if (FORM_ENCODINGS.has(type)) return true;
  const page = pagePath(path);
  if (type === "multipart/form-data") return MULTIPART_PATHS.some((pattern) => pattern.test(page));
  if (type === "application/json") return JSON_PATHS.some((pattern) => pattern.test(page));
  return false;
}

/**
 * Bodies are read by React Router from the request stream, so the limit is
 * enforced here: on the announced Content-Length at once, and on the bytes
 * actually streamed (chunked posts announce nothing). Bodies must come in an
 * encoding the target expects: 413 or 415 with an Italian page otherwise.
 */
export function requestBodyLimits(options: { maxBodyBytes: number }): RequestHandler {
  return (req, res, next) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const declared = req.headers["content-length"];
    const length = declared === undefined ? undefined : Number(declared);
    const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length > 0);
    if (!hasBody) return next();
    if (length !== undefined && (!Number.isFinite(length) || length > options.maxBodyBytes)) return refuse(res, 413);
    if (!encodingAllowed(mediaType(req.headers["content-type"]), req.path)) return refuse(res, 415);

    // Count streamed bytes without reading the stream ourselves: React Router is its only reader.
    let received = 0;
    const emit = req.emit.bind(req);
    req.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === "data") {
        received += (args[0] as Buffer).length;
        if (received > options.maxBodyBytes) {
          refuse(res, 413);
          req.destroy();
          return false;
        }
      }
      return emit(event, ...args);
    }) as typeof req.emit;
    next();
  };
}

/** A path nobody routes: React Router answers it with the site's own 404 page. */
const UNROUTABLE_PATH = "/pagina-non-trovata";

/**
 * A path with broken percent-encoding (`/news/%E0%A4%A`) cannot be decoded into
 * route parameters and would end in a 500; it is a path that does not exist, so
 * the visitor gets the 404 page instead.
 */
export function malformedPathGuard(): RequestHandler {
  return (req, _res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      req.url = UNROUTABLE_PATH;
    }
    next();
  };
}
