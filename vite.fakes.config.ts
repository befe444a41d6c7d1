import path from "node:path";
import { defineConfig } from "vite";

/**
 * The fake upstreams as JavaScript (build/fakes/index.js), for `npm start` on a
 * laptop with SULKY_FAKES=embedded. The production image does not copy them.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "fake-upstreams/index.ts",
    outDir: path.join(process.env.SULKY_BUILD_DIR ?? "build", "fakes"),
    emptyOutDir: true,
    target: "node20",
    copyPublicDir: false,
  },
  logLevel: "warn",
});
