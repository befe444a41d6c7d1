/**
 * `npm start` (production build) and `npm run dev` (Vite with HMR).
 * Upstreams whose URL is not configured are served by the embedded fakes.
 */
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "../src/config";
import { startServer } from "../src/server/main";

const dev = process.argv.includes("--dev");
if (!process.env.NODE_ENV) process.env.NODE_ENV = dev ? "development" : "production";

try {
  const config = loadConfig();
  let build;
  if (!dev) {
    const serverBuild = path.resolve("build/server/index.js");
    if (!existsSync(serverBuild)) {
      console.log("Nessuna build trovata: eseguo `react-router build`...");
      execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
    }
    build = await import(pathToFileURL(serverBuild).href);
  }
  await startServer(config, { build });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
