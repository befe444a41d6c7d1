import { readdirSync } from "node:fs";
import type { RequestHandler } from "express";

/**
 * The build's own files at the site's root (the icons, and any folder beside `assets`) are
 * listed once at start: the build does not change under a running server. Page addresses,
 * which never name one of them, skip the static handler and the file-system lookup it would
 * make on every page request.
 */
export function topLevelFiles(clientDir: string, serveStatic: RequestHandler): RequestHandler {
  const names = new Set(readdirSync(clientDir));
  return (req, res, next) => {
    const firstSegment = req.path.slice(1).split("/", 1)[0];
    if (!names.has(firstSegment)) return next();
    serveStatic(req, res, next);
  };
}
