import type { RequestHandler } from "express";
import { requestHost } from "./express-fetch";
import { Refusal } from "./refusal";
import { pagePathOfRequest } from "../urls/data-requests";

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
export const BAD_HOST_MESSAGE = "La richiesta non dice a quale sito è rivolta: apri la pagina dal browser e riprova.";

/** The methods a browser uses on Sulky; OPTIONS only says so. */
export const ALLOWED_METHODS = "GET, HEAD, POST";

/** A host name or address, with an optional port: what a Host header must hold. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * A request without a usable Host (an empty header, or none from an HTTP/1.0 client) names
 * no site: 400, before anything builds an address from it.
 */
export function hostGuard(): RequestHandler {
  return (req, _res, next) => {
    const host = requestHost(req);
    if (host !== undefined && HOST.test(host)) return next();
    next(new Refusal(400, "Richiesta non valida", BAD_HOST_MESSAGE, { "Cache-Control": "no-store", Connection: "close" }));
  };
}

/**
 * Any other method (PUT, DELETE, PATCH, TRACE, CONNECT, ...) gets 405 with the Italian error
 * page before a route runs: React Router would run an action for some of them and cannot
 * even build a request for others (TRACE).
 */
export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    if (req.method === "OPTIONS") {
      res.set({ Allow: ALLOWED_METHODS, "Cache-Control": "no-store" }).status(204).end();
      return;
    }
    (res.locals.logger as { info?: (details: object, message: string) => void } | undefined)?.info?.(
      { method: req.method.slice(0, 20), url: req.originalUrl.slice(0, 512) },
      "method not allowed",
    );
    next(new Refusal(405, "Metodo non accettato", METHOD_NOT_ALLOWED_MESSAGE, { Allow: ALLOWED_METHODS, "Cache-Control": "no-store" }));
  };
}

function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

export function encodingAllowed(type: string, path: string): boolean {
  if (FORM_ENCODINGS.has(type)) return true;
  // A client-side post is judged like the page it posts to.
  const page = pagePathOfRequest(path);
  if (type === "multipart/form-data") return MULTIPART_PATHS.some((pattern) => pattern.test(page));
  if (type === "application/json") return JSON_PATHS.some((pattern) => pattern.test(page));
  return false;
}

export const tooLargeRefusal = (): Refusal =>
  new Refusal(413, "Richiesta troppo grande", TOO_LARGE_MESSAGE, { "Cache-Control": "no-store", Connection: "close" });

/**
 * Bodies must come in an encoding the target expects and within the limit: 415 or 413 with
 * the Italian error page otherwise. The announced Content-Length is judged here; the bytes
 * actually streamed (chunked posts announce nothing) are counted as React Router reads them
 * (express-fetch.ts), and a body that grows past the limit is answered 413 too (page-response.ts).
 */
export function requestBodyLimits(options: { maxBodyBytes: number }): RequestHandler {
  return (req, _res, next) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const declared = req.headers["content-length"];
    const length = declared === undefined ? undefined : Number(declared);
    const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length > 0);
    if (!hasBody) return next();
    if (length !== undefined && (!Number.isFinite(length) || length > options.maxBodyBytes)) return next(tooLargeRefusal());
    if (!encodingAllowed(mediaType(req.headers["content-type"]), req.path)) {
      return next(new Refusal(415, "Formato non accettato", UNSUPPORTED_MESSAGE, { "Cache-Control": "no-store", Connection: "close" }));
    }
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

/**
 * A path with repeated slashes (`//trotto`) would be read by the URL parser as an address on
 * another host (`http://trotto/`) and answer the home page: it goes, with 301, to the same path
 * with single slashes, which is never another site's address. Only GET and HEAD are moved; any
 * other method gets the 404 page.
 */
export function repeatedSlashesGuard(): RequestHandler {
  return (req, res, next) => {
    const [path, ...query] = req.url.split("?");
    if (!path.includes("//")) return next();
    const single = path.replace(/\/{2,}/g, "/");
    if (req.method !== "GET" && req.method !== "HEAD") {
      req.url = UNROUTABLE_PATH;
      return next();
    }
    res.redirect(301, [single, ...query].join("?"));
  };
}

// A registered symbol: the server and the app may be loaded as two copies of this module (Vite in development and tests).
const HEADERS_TOO_LARGE = Symbol.for("sulky.headersTooLarge");

/** Marks the stand-in of a request whose headers could not be read (http-server.ts). */
export function markHeadersTooLarge(req: object): void {
  (req as Record<symbol, boolean>)[HEADERS_TOO_LARGE] = true;
}

export const HEADERS_TOO_LARGE_MESSAGE =
  "L'indirizzo della pagina o i dati inviati dal browser sono troppo lunghi. Controlla l'indirizzo, oppure cancella i cookie del sito e riprova.";

/** The stand-in of a request whose headers were too large gets the site's error page with 431. */
export function headersTooLargeGuard(): RequestHandler {
  return (req, _res, next) => {
    if (!(req as unknown as Record<symbol, boolean>)[HEADERS_TOO_LARGE]) return next();
    next(new Refusal(431, "Richiesta troppo lunga", HEADERS_TOO_LARGE_MESSAGE, { "Cache-Control": "no-store", Connection: "close" }));
  };
}
