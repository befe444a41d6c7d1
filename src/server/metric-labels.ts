import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Request } from "express";
import type { ServerBuild } from "react-router";
import { SESSION_COOKIE_NAME } from "./session";
import { pagePathOfRequest } from "../urls/data-requests";

/**
 * The labels of the request metrics (metrics.ts) and of the traces (tracing.ts), each from a
 * bounded set: a request's route family, its method, the path it asked for, the session cookie
 * it carried.
 */

/**
 * The path the visitor asked for. Express strips a mount's prefix from `req.path` inside it
 * (`/assets/x.js` is `/x.js` to the static handler) and does not put it back when that handler
 * answers: the family is read from the original URL.
 */
export function originalPath(req: Pick<Request, "originalUrl">): string {
  return req.originalUrl.split("?", 1)[0];
}

/** The session cookie's value in a Cookie or Set-Cookie header, if there. */
export function sessionCookieValue(header: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME.replace(".", "\\.")}=([^;]*)`).exec(header);
  return match?.[1];
}

/** Only the methods the site answers: anything else (refused by methodGuard) is one label, not one per spelling. */
export function methodLabel(method: string): string {
  return ["GET", "HEAD", "POST", "OPTIONS"].includes(method) ? method : "other";
}

/** Route family of a request path: the first segment of a route the site has, else `other` (bounded labels). */
export type RouteFamilies = (path: string) => string;

/** Paths served before React Router: assets, pictures, health, reports. */
const SERVER_FAMILIES = ["assets", "media", "healthz", "readyz", "csp-report"];
/** The build's own files at the site's root (the icons): one family, whatever their names. */
const ROOT_FILES_FAMILY = "root-files";

/**
 * Route families from the build's own route table: `/cavalli/:id` gives `cavalli`, the
 * index `home`, `/robots.txt` `robots.txt`. The build's files at the root (beside `assets`)
 * are `root-files`. Unknown first segments (scanners, typos) count as `other`, so a crawler
 * cannot grow the label set.
 */
export function routeFamiliesOf(build: ServerBuild | (() => Promise<ServerBuild>)): RouteFamilies {
  const known = new Set(SERVER_FAMILIES);
  const rootFiles = new Set<string>();
  const learn = (loaded: ServerBuild) => {
    for (const route of Object.values(loaded.routes)) {
      const first = route?.path?.split("/").find(Boolean);
      if (first && /^[a-z][a-z0-9.-]*$/i.test(first)) known.add(first);
    }
    for (const name of rootFilesOf(loaded.assetsBuildDirectory)) rootFiles.add(name);
  };
  if (typeof build === "function")
    build().then(
      (loaded) => learn(loaded),
      () => undefined,
    );
  else learn(build);
  return (requestPath) => {
    const first = pagePathOfRequest(requestPath).split("/").find(Boolean);
    if (!first) return "home";
    if (known.has(first)) return first;
    return rootFiles.has(first) ? ROOT_FILES_FAMILY : "other";
  };
}

/** The files at the root of the build's client folder (none in development, where it may not exist yet). */
function rootFilesOf(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  try {
    return readdirSync(clientDir).filter((name) => statSync(path.join(clientDir, name)).isFile());
  } catch {
    return [];
  }
}
