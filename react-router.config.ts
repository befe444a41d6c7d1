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
    // Every React Router 8 default, on 7.18: moving to 8 is a version bump (docs/decisions/040-react-router-8-future-flags.md).
    // The client and the server build are two Vite environments (vite.config.ts configures each).
    v8_viteEnvironmentApi: true,
    // Loaders, actions and middleware get the request as it came; the page's own address is their `url`.
    v8_passThroughRequests: true,
    // `/a/` is asked for its data as `/a/_.data`, `/a` as `/a.data` (src/urls/data-requests.ts).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
