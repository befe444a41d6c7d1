import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeUpstreams } from "~/fake-upstreams/index";
import { TEST_TODAY } from "../support/today";
import { startSulky } from "./support/sulky-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    fakeUrls: { trotting: string; content: string; fantasy: string };
    /** The day the site and the fakes take as today (ISO, YYYY-MM-DD). */
    today: string;
  }
}

/**
 * The production build, started the way `npm start` starts it, against the
 * fakes on ephemeral ports; the browser tests drive it.
 */
export default async function setup(project: TestProject) {
  const buildDir = process.env.SULKY_BUILD_DIR ?? "build";
  if (!existsSync(`${buildDir}/server/index.js`)) throw new Error("Run `npm run build` before `npm run test:e2e`.");
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-e2e-")), "fantasy.json");
  // One pinned day for the site (SULKY_TODAY) and the fakes: the browser tests pass on any date.
  const today = TEST_TODAY.toISOString().slice(0, 10);
  const fakes = await startFakeUpstreams({
    trotting: { port: 0, quiet: true, today: TEST_TODAY },
    content: { port: 0, quiet: true, today: TEST_TODAY },
    fantasy: { port: 0, quiet: true, stateFile, today: TEST_TODAY },
  });
  const sulky = await startSulky({
    TROTTO_API_URL: fakes.fakes.trotting!.url,
    CONTENT_API_URL: fakes.fakes.content!.url,
    FANTASY_API_URL: fakes.fakes.fantasy!.url,
    SULKY_TODAY: today,
  });
  const baseUrl = sulky.baseUrl;
  project.provide("baseUrl", baseUrl);
  project.provide("today", today);
  project.provide("fakeUrls", {
    trotting: fakes.fakes.trotting!.url,
    content: fakes.fakes.content!.url,
    fantasy: fakes.fakes.fantasy!.url,
  });
  return async () => {
    await sulky.stop();
    await fakes.close();
  };
}
