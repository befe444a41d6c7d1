import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { AppConfig } from "../config";

/** Name of the hidden form field that carries the token (see views/components/csrf-field.tsx). */
export const CSRF_FIELD_NAME = "_csrf";
export const CSRF_COOKIE_NAME = "sulky.csrf";
const CSRF_COOKIE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const REJECTION_PAGE =
  '<!doctype html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Richiesta rifiutata | Sulky</title><h1>Richiesta rifiutata</h1>" +
  "<p>Il modulo è stato inviato da un altro sito: per sicurezza non lo accettiamo.</p>" +
  '<p><a href="/">Torna alla home</a></p></html>';

/**
 * First line of defence for every state-changing request: a browser tells where
 * the request comes from (Origin, or Sec-Fetch-Site when Origin is absent) and
 * only Sulky's own pages may post. Requests without either header (non-browser
 * clients) pass on to the per-form token check.
 */
export function crossSiteGuard(config: AppConfig): RequestHandler {
  const siteOrigin = config.publicOrigin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const fetchSite = req.get("sec-fetch-site");
    const allowed =
      origin !== undefined
        ? // In production only SITE_URL's origin: a request's Host is the visitor's to choose (DNS rebinding).
          origin === siteOrigin || (config.acceptRequestHostAsOrigin && origin === ownOrigin)
        : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (allowed) return next();
    (res.locals.logger as { info?: (details: object, message: string) => void } | undefined)?.info?.(
      { origin, fetchSite, method: req.method, url: req.originalUrl },
      "cross-site request rejected",
    );
    res.status(403).type("html").set("Cache-Control", "no-store").send(REJECTION_PAGE);
  };
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The session a token is bound to: a signed-in player's session id, nothing for visitors. */
export type CsrfBinding = (req: Request) => string;

/**
 * Signed double-submit tokens (docs/decisions/004-cross-site-protection.md): an
 * HttpOnly cookie holds a random secret, forms carry HMAC(server secret, cookie
 * secret + session binding). The cookie is only set when a page asks for a token,
 * so pages without forms (partner pages) stay cookie-free.
 */
export function createCsrfTokens(config: AppConfig, binding: CsrfBinding) {
  const secure = config.siteUrl.startsWith("https:");
  const sign = (cookieSecret: string, bound: string) =>
    createHmac("sha256", config.sessionSecret).update(`${cookieSecret}|${bound}`).digest("base64url");

  return {
    /** The token for this request's forms; sets the cookie when the visitor has none yet. */
    tokenFor(req: Request, res: Response): string {
      const cached = res.locals.csrfToken as string | undefined;
      if (cached) return cached;
      let cookieSecret = readCookie(req, CSRF_COOKIE_NAME) ?? (res.locals.csrfCookieSecret as string | undefined);
      if (!cookieSecret || !/^[A-Za-z0-9_-]{32,64}$/.test(cookieSecret)) {
        cookieSecret = randomBytes(32).toString("base64url");
        res.locals.csrfCookieSecret = cookieSecret;
        res.cookie(CSRF_COOKIE_NAME, cookieSecret, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: CSRF_COOKIE_MAX_AGE_MS });
      }
      const token = sign(cookieSecret, binding(req));
      res.locals.csrfToken = token;
      return token;
    },
    /** True when the submitted token matches the visitor's cookie and session. */
    verify(req: Request, submitted: unknown): boolean {
      const cookieSecret = readCookie(req, CSRF_COOKIE_NAME);
      if (!cookieSecret || typeof submitted !== "string" || submitted.length === 0) return false;
      const expected = Buffer.from(sign(cookieSecret, binding(req)));
      const actual = Buffer.from(submitted);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type CsrfTokens = ReturnType<typeof createCsrfTokens>;
