import type { RequestHandler, Response } from "express";

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

export const TOO_LARGE_MESSAGE = "La richiesta è troppo grande: riduci il testo inviato e riprova.";
export const UNSUPPORTED_MESSAGE = "Formato della richiesta non accettato: invia il modulo dalla pagina del sito.";

function refusalPage(title: string, message: string): string {
  return (
    '<!doctype html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title} | Sulky</title><h1>${title}</h1><p>${message}</p><p><a href="/">Torna alla home</a></p></html>`
  );
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
