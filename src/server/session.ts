import type { RequestHandler } from "express";
import session from "express-session";
import type { AppConfig } from "../config";
import { BoundedMemoryStore } from "./session-store";

export const SESSION_COOKIE_NAME = "sulky.sid";
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function sessionMiddleware(config: AppConfig, store?: session.Store): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: config.sessionSecret,
    store: store ?? new BoundedMemoryStore({ maxEntries: 50_000, ttlMs: SESSION_TTL_MS }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.siteUrl.startsWith("https:") ? "auto" : false,
      maxAge: SESSION_TTL_MS,
    },
  });
}
