import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { AppConfig } from "../config";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-reports";

export const PARTNER_PATH_PREFIX = "/iframe/";
/** Where the embedded YouTube and Vimeo players take their still pictures from. */
const VIDEO_IMAGE_HOSTS = ["https://i.ytimg.com", "https://i.vimeocdn.com"];
/** Where the horse files' race replays (the trotting API's "Cloud" videos) are played from. */
const RACE_VIDEO_HOSTS = ["https://storage.googleapis.com"];
/** Powerful browser features no page of Sulky uses: off for the pages and for every frame in them. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
const noncePool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let noncesLeft = 0;

/** 16 random bytes in base64, from a pool refilled 256 nonces at a time (one call to the system's generator instead of 256). */
export function freshNonce(): string {
  if (noncesLeft === 0) {
    randomFillSync(noncePool);
    noncesLeft = NONCES_PER_FILL;
  }
  noncesLeft--;
  return noncePool.toString("base64", noncesLeft * NONCE_BYTES, (noncesLeft + 1) * NONCE_BYTES);
}

/**
 * helmet with a fresh CSP nonce per request (React's streaming and hydration
 * scripts carry it) and a frame policy per route: only partner pages may be framed.
 */
export function securityHeaders(config: AppConfig, options: { dev: boolean }): RequestHandler {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const directives = (frameAncestors: string[]) => ({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Upstream pictures come through Sulky's own /media/… (media-proxy.ts); the video players' stills from their hosts.
    imgSrc: ["'self'", "data:", ...VIDEO_IMAGE_HOSTS],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(options.dev ? ["ws:", "wss:"] : [])],
    frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
    mediaSrc: ["'self'", ...RACE_VIDEO_HOSTS],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
    upgradeInsecureRequests: null,
    // Violations are reported to Sulky's own log (csp-reports.ts): the Reporting API, and report-uri for older browsers.
    reportTo: [CSP_REPORT_GROUP],
    reportUri: [CSP_REPORT_PATH],
  });
  const common = {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    strictTransportSecurity: config.siteUrl.startsWith("https:") ? { maxAge: 63072000, includeSubDomains: true } : false,
  };
  const portal = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: directives(["'none'"]) },
    xFrameOptions: { action: "deny" },
  });
  const partner = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: directives(config.partnerFrameAncestors) },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });

  return (req, res, next) => {
    res.locals.cspNonce = freshNonce();
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Reporting-Endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    const isPartnerPage = req.path.startsWith(PARTNER_PATH_PREFIX);
    (isPartnerPage ? partner : portal)(req, res, next);
  };
}

/** A minimal Italian error page for answers given before any route renders (the site's layout is not involved). */
function errorPageHtml(heading: string, message: string): string {
  return (
    '<!doctype html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Errore | Sulky</title><h1>${heading}</h1><p>${message}</p>` +
    '<p><a href="/">Torna alla home</a></p></html>'
  );
}

const ERROR_PAGE = errorPageHtml("Si è verificato un errore", "Riprova tra qualche istante.");
const BAD_REQUEST_PAGE = errorPageHtml("Errore 400", "La richiesta non è valida: torna alla pagina e riprova.");

/** Sends the Italian error page with `status`, never cached. */
export function sendErrorPage(res: Response, status: number, message: string): void {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(errorPageHtml(`Errore ${status}`, message));
}

/**
 * A resource route (a redirect, a sitemap) that fails answers React Router's bare
 * "Unexpected Server Error" in text/plain, and a form post whose Origin React Router
 * does not recognise its bare "Bad Request". A browser asking for a page, or posting a
 * form, gets the Italian error page instead, with the same status; data requests are untouched.
 */
export function browserErrorPage(): RequestHandler {
  return (req, res, next) => {
    const wantsPage =
      (req.method === "GET" || req.method === "POST") &&
      !req.path.endsWith(".data") &&
      (req.get("accept") ?? "*/*").match(/text\/html|\*\/\*/) !== null;
    if (!wantsPage) return next();
    let replacing = false;
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    const bareError = (status: number) => {
      const type = String(res.getHeader("content-type") ?? "");
      // A resource route's own 400 (a calendar feed's Italian message) is an answer: only a form post's is React Router's.
      const replaced = status >= 500 || (status === 400 && req.method === "POST");
      return replaced && (type === "" || type.startsWith("text/plain"));
    };
    /** Decided once, before the first byte: only bare 5xx answers, and a form post's bare 400, are replaced. */
    const decide = () => {
      if (res.headersSent || !bareError(res.statusCode)) return;
      replacing = true;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.removeHeader("Content-Length");
      writeHead.call(res, res.statusCode);
    };
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (typeof args[0] === "number") this.statusCode = args[0];
      decide();
      return replacing ? this : writeHead.apply(this, args);
    } as typeof res.writeHead;
    res.write = function (this: typeof res, ...args: Parameters<typeof res.write>) {
      decide();
      return replacing ? true : write.apply(this, args);
    } as typeof res.write;
    res.end = function (this: typeof res, ...args: unknown[]) {
      decide();
      if (replacing) return end.call(this, this.statusCode === 400 ? BAD_REQUEST_PAGE : ERROR_PAGE, "utf8");
      return (end as (...rest: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    next();
  };
}
