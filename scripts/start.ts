/**
 * `npm start` (production build) and `npm run dev` (Vite with HMR).
 * Upstreams whose URL is not configured are served by the embedded fakes
 * (which replay FAKE_FIXTURES first when it is set).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dev = process.argv.includes("--dev");
// NODE_ENV=production set by the operator means a real deployment: secrets become
// mandatory. A plain `npm start` on a laptop runs the optimised build with
// development secrets, so a newcomer needs nothing but `npm install`.
const deployment = process.env.NODE_ENV === "production";
// React and React Router pick their builds from NODE_ENV when first imported,
// so it is settled before any of them loads (hence the dynamic imports below).
process.env.NODE_ENV = dev ? "development" : "production";

const { ConfigError, loadConfig } = await import("../src/config");
const { fixtureOptionsFromEnv } = await import("../fake-upstreams/har/env");
const { FixtureFileError } = await import("../fake-upstreams/har/fixture-file");
try {
  const config = loadConfig({ ...process.env, NODE_ENV: deployment ? "production" : "development" });
  if (!deployment && !process.env.SESSION_SECRET) {
    console.warn("SESSION_SECRET non impostata: uso una chiave di sviluppo (in produzione impostala con NODE_ENV=production).");
  }
  const buildDir = path.resolve(process.env.SULKY_BUILD_DIR ?? "build");
  let build;
  if (!dev) {
    const serverBuild = path.join(buildDir, "server/index.js");
    if (!existsSync(serverBuild)) {
      console.log("Nessuna build trovata: eseguo `react-router build`...");
      execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
    }
    build = await import(pathToFileURL(serverBuild).href);
  }
  const { startServer } = await import("../src/server/main");
  await startServer(config, { build, clientDir: dev ? undefined : path.join(buildDir, "client"), fakes: fixtureOptionsFromEnv(process.env) });
} catch (error) {
  if (error instanceof ConfigError || error instanceof FixtureFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
