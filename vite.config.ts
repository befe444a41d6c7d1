import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const ADDRESSES = /[\\/]src[\\/]urls[\\/](values|horses|races|breeding|rankings|news|files|external)\.ts$/;
/** The modules of the site's frame: every page's first load holds them, whatever the page. */
const FRAME_MODULES = new RegExp(
  [
    String.raw`[\/]views[\/]layouts[\/](site-chrome\.tsx|use-site\.ts)$`,
    String.raw`[\/]views[\/]components[\/](site-header|site-footer|site-directory|main-nav|error-content|loading-indicator|notice|use-hydrated|skeleton-rows)\.tsx?$`,
    String.raw`[\/]views[\/]components[\/]breeding[\/]for-sale-skeleton\.tsx$`,
    String.raw`[\/]views[\/](seo\.ts|deferred-section\.tsx|chunk-reload\.ts)$`,
    String.raw`vite[\/]preload-helper`,
    String.raw`[\/]node_modules[\/]react[\/](jsx-runtime\.js|cjs[\/]react-jsx-runtime\.production\.js)$`,
  ].join("|"),
);

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
                // The site's frame, which every page loads (header, navigation, footer, error content, the scripts' helpers):
                // one chunk rather than some twenty small ones, each with its own imports and gzip framing (docs/PERFORMANCE.md).
                { name: "frame", test: (id) => FRAME_MODULES.test(id) || ADDRESSES.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
