/**
 * Everything that assembles a Sulky server, from one module so that a launcher
 * loads it in one module graph with the views: through Vite's dev server in
 * development and in tests, bundled with the build in production.
 */
export { loadConfig, ConfigError, type AppConfig } from "../config";
export { composeApplication } from "../composition-root";
export { composeSite, type SiteWiring } from "./wiring";
export { createApp } from "./app";
export { createPageRenderer } from "./page-render";
export { createLogger } from "./logger";
export { requestScopeProvider } from "./request-scope";
export { launch, startServer, type EmbeddableFakes, type LaunchOptions } from "./main";
export { createObservability } from "./observability";
