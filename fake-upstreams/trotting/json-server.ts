import { createRequire } from "node:module";
import type { Express, RequestHandler } from "express";

/** json-server 0.17 is CommonJS without types: the few functions the fake uses, typed. */
interface JsonServerModule {
  create(): Express;
  router(db: object): RequestHandler;
  defaults(options?: { logger?: boolean; noCors?: boolean; readOnly?: boolean; static?: string }): RequestHandler[];
  bodyParser: RequestHandler[];
}

const require = createRequire(import.meta.url);
export const jsonServer = require("json-server") as JsonServerModule;
