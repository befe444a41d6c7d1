/**
 * React Router 7 hands Vite 8 a deprecated option (`envFile: false`) in the servers it starts for
 * itself; the patch applied at install (decision 040) renames it. Route type generation starts the
 * config loader's server, the one no setting of ours reaches: it must print no deprecation.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

describe("React Router's own Vite servers", () => {
  it("print no deprecation warning", async () => {
    const { stdout, stderr } = await run(process.execPath, ["node_modules/@react-router/dev/bin.js", "typegen"], {
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(`${stdout}\n${stderr}`).not.toMatch(/deprecat/i);
  }, 60_000);
});
