import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serialize } from "cookie";
import type { RequestHandler } from "express";
import type { AppConfig } from "../config";
import { Refusal } from "./refusal";

/** Name of the hidden form field that carries the token (see views/components/csrf-field.tsx). */
export const CSRF_FIELD_NAME = "_csrf";
export const CSRF_COOKIE_NAME = "sulky.csrf";
const CSRF_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_TITLE = "Richiesta rifiutata";
export const CROSS_SITE_MESSAGE = "Il modulo è stato inviato da un altro sito: per sicurezza non lo accettiamo.";

/**
 * The site's one Origin check (docs/decisions/004-cross-site-protection.md), first line of
 * defence for every state-changing request: a browser tells where the request comes from
 * (Origin, or Sec-Fetch-Site when Origin is absent) and only Sulky's own pages may post.
 * Requests without either header (non-browser clients) pass on to the per-form token check.
 * React Router's own check of action origins is switched off in react-router.config.ts:
 * this one knows the configured SITE_URL, which a build cannot.
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
    next(new Refusal(403, CROSS_SITE_TITLE, CROSS_SITE_MESSAGE, { "Cache-Control": "no-store" }));
  };
}

/** A request's cookies by name, as the `cookie` package reads the Cookie header. */
export type RequestCookies = Record<string, string | undefined>;

/**
 * Signed double-submit tokens (docs/decisions/004-cross-site-protection.md): an
 * HttpOnly cookie holds a random secret, forms carry HMAC(server secret, cookie
 * secret + session binding). The cookie is only set when a page asks for a token,
 * so pages without forms (partner pages) stay cookie-free. The binding is the
 * signed-in player's session id, nothing for visitors.
 */
export function createCsrfTokens(config: AppConfig) {
  const secure = config.siteUrl.startsWith("https:");
  const sign = (cookieSecret: string, bound: string) =>
    createHmac("sha256", config.sessionSecret).update(`${cookieSecret}|${bound}`).digest("base64url");
  const wellFormed = (secret: string | undefined): secret is string => secret !== undefined && /^[A-Za-z0-9_-]{32,64}$/.test(secret);

  return {
    /** The token for this visitor's forms; a visitor without the cookie gets one through `setCookie`. */
    tokenFor(cookies: RequestCookies, binding: string, setCookie: (header: string) => void): string {
      let cookieSecret = cookies[CSRF_COOKIE_NAME];
      if (!wellFormed(cookieSecret)) {
        cookieSecret = randomBytes(32).toString("base64url");
        setCookie(
          serialize(CSRF_COOKIE_NAME, cookieSecret, {
            httpOnly: true,
            sameSite: "lax",
            secure,
            path: "/",
            maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
          }),
        );
      }
      return sign(cookieSecret, binding);
    },
    /** True when the submitted token matches the visitor's cookie and session. */
    verify(cookies: RequestCookies, binding: string, submitted: unknown): boolean {
      const cookieSecret = cookies[CSRF_COOKIE_NAME];
      if (!cookieSecret || typeof submitted !== "string" || submitted.length === 0) return false;
      const expected = Buffer.from(sign(cookieSecret, binding));
      const actual = Buffer.from(submitted);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type CsrfTokens = ReturnType<typeof createCsrfTokens>;
