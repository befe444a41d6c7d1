import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Vite's environment API (React Router's `v8_viteEnvironmentApi`): the client and the server build
// are two environments of one build, each configured on its own.
export default defineConfig({
  plugins: [reactRouter()],
  // `~/src/…`, `~/views/…`: the path alias of tsconfig.json
  resolve: { tsconfigPaths: true },
  build: { cssCodeSplit: true },
  environments: {
    // The server build bundles the Express server with the views: one module graph, run by plain node.
    ssr: { build: { rollupOptions: { input: "./src/server/production-entry.ts" } } },
    client: {
      build: {
        rollupOptions: {
          // The address builders (src/urls) are a dozen small modules that most pages share: one chunk for
          // all of them costs fewer requests and less gzip framing than one chunk each (docs/PERFORMANCE.md).
          output: {
            codeSplitting: {
              groups: [
                // First, so the addresses' chunk does not swallow the router they import.
                { name: "router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
                {
                  name: "addresses",
                  test: /[\\/]src[\\/]urls[\\/](values|horses|races|breeding|rankings|news|files|external)\.ts$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
