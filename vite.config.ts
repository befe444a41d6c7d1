import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    cssCodeSplit: true,
    // The server build bundles the Express server with the views: one module graph, run by plain node.
    rollupOptions: isSsrBuild ? { input: "./src/server/production-entry.ts" } : undefined,
  },
}));
