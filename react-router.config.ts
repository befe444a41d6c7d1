import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "views",
  ssr: true,
  // SULKY_BUILD_DIR lets several builds live side by side (parallel e2e runs).
  buildDirectory: process.env.SULKY_BUILD_DIR ?? "build",
  future: {
    // The load context stays a plain object (AppLoadContext) until a move to middleware.
    v8_middleware: false,
    // Loaders and components ship as separate chunks: a page loads only its own code.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
