import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The `npm ci …` of the Dockerfile's runtime stage, as written there. */
export function runtimeInstallCommand(dockerfile = path.resolve("Dockerfile")): string {
  const text = readFileSync(dockerfile, "utf8");
  const runtime = text.slice(text.indexOf("AS runtime"));
  const command = /^RUN (npm ci [^&\n]+)/m.exec(runtime)?.[1]?.trim();
  if (!command) throw new Error("no `RUN npm ci …` in the Dockerfile's runtime stage");
  return command;
}

/**
 * Installs the production dependencies into `folder` (which holds package.json and the
 * lockfile) exactly as the image does, from npm's cache when it has them; install scripts
 * do not run (they change files, never which packages are installed).
 */
export function installRuntimeDependencies(folder: string): void {
  execSync(`${runtimeInstallCommand()} --prefer-offline --ignore-scripts --loglevel=error`, {
    cwd: folder,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
