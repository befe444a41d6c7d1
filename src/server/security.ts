import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "../config";

export const PARTNER_PATH_PREFIX = "/iframe/";

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * helmet with a fresh CSP nonce per request (React's streaming and hydration
 * scripts carry it) and a frame policy per route: only partner pages may be framed.
 */
export function securityHeaders(config: AppConfig, options: { dev: boolean }): RequestHandler {
  const upstreamOrigins = [config.upstreams.trotting, config.upstreams.content].flatMap(originOf);
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const directives = (frameAncestors: string[]) => ({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", ...upstreamOrigins, "https:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(options.dev ? ["ws:", "wss:"] : [])],
    frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
    mediaSrc: ["'self'", ...upstreamOrigins, "https:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
    upgradeInsecureRequests: null,
  });
  const common = {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    strictTransportSecurity: config.siteUrl.startsWith("https:") ? { maxAge: 63072000, includeSubDomains: true } : false,
  };
  const portal = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: directives(["'none'"]) }, xFrameOptions: { action: "deny" } });
  const partner = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: directives(config.partnerFrameAncestors) },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });

  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    const isPartnerPage = req.path.startsWith(PARTNER_PATH_PREFIX);
    (isPartnerPage ? partner : portal)(req, res, next);
  };
}
