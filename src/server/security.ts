import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "../config";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-reports";
import { isPartnerPath } from "../urls/partner";

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
    const isPartnerPage = isPartnerPath(req.path);
    (isPartnerPage ? partner : portal)(req, res, next);
  };
}
