import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The build's stylesheets by the address the pages use (`/assets/name.css`),
 * read once at start: pages inline them (views/stylesheets.tsx). Together they
 * are a few tens of kilobytes and never change under the same name.
 */
export function readBuildStylesheets(clientDir: string): ReadonlyMap<string, string> {
  const assets = path.join(clientDir, "assets");
  const sheets = new Map<string, string>();
  let files: string[] = [];
  try {
    files = readdirSync(assets).filter((file) => file.endsWith(".css"));
  } catch {
    return sheets;
  }
  for (const file of files) sheets.set(`/assets/${file}`, readFileSync(path.join(assets, file), "utf8"));
  return sheets;
}
