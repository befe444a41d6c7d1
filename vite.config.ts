import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // `~/src/…`, `~/views/…`: the path alias of tsconfig.json
  resolve: { tsconfigPaths: true },
  build: {
    cssCodeSplit: true,
    // The server build bundles the Express server with the views: one module graph, run by plain node.
    rollupOptions: isSsrBuild ? { input: "./src/server/production-entry.ts" } : undefined,
  },
}));
