import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "views",
  ssr: true,
  // SULKY_BUILD_DIR lets several builds live side by side (parallel e2e runs).
  buildDirectory: process.env.SULKY_BUILD_DIR ?? "build",
  // Cross-site posts are refused by the site's one Origin check (src/server/csrf.ts), which knows the
  // configured SITE_URL; React Router's own check of action origins would be a second one.
  allowedActionOrigins: ["**"],
  future: {
    // Route middleware and the RouterContextProvider (docs/decisions/018-one-render-path.md).
    v8_middleware: true,
    // Loaders and components ship as separate chunks: a page loads only its own code.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
