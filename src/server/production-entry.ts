/**
 * The server build's entry (vite.config.ts): the site's server code bundled with
 * the views it renders, run by plain `node` (scripts/start.js).
 */
import * as build from "virtual:react-router/server-build";

export * from "./site";
export { build };
