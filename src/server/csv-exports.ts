import type { RequestHandler } from "express";
import { CSV_EXPORT_PREFIX, CSV_FORMAT_PARAM, csvExportPathname } from "../urls/files";

/**
 * `?formato=csv` on a table page asks for the same table as a CSV file. React Router answers a
 * page's URL with HTML only, so the request goes on to the table's export route: the same path
 * under /esporta/csv, same query (views/routes/exports). A page without an export route gets
 * the site's 404. The original address is rewritten too: the page cache renders from it.
 */
export function csvExports(): RequestHandler {
  return (req, _res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && csvExportPathname(req.path, req.query[CSV_FORMAT_PARAM]) !== null) {
      req.url = CSV_EXPORT_PREFIX + req.url;
      req.originalUrl = CSV_EXPORT_PREFIX + req.originalUrl;
    }
    next();
  };
}
