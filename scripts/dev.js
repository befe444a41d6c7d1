/**
 * `npm run dev`: Vite's dev server loads the whole server (src/server/site.ts) and
 * the views in one module graph, with HMR for the views.
 */
import { createServer } from "vite";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
try {
  const site = await vite.ssrLoadModule("/src/server/site.ts");
  await site.launch({ views: { vite }, deployment: false, loadFakes: () => vite.ssrLoadModule("/fake-upstreams/index.ts") });
} catch (error) {
  if (error instanceof Error) vite.ssrFixStacktrace(error);
  await vite.close();
  throw error;
}
