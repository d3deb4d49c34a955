// The JavaScript weight of /home, as the site's build measured it (apps/site/scripts/
// report-home-size.mjs, which also fails the build over the budget and says what counts).
import fs from "node:fs";
import path from "node:path";

export interface HomeJavaScript {
  /** The entry script index.html loads (a hashed static asset). */
  entryFile: string;
  /** Largest first. */
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  budgetBytes: number;
}

/** The figures the site's build wrote; fails when the site is not built. */
export function readHomeJavaScript(root: string): HomeJavaScript {
  const file = path.join(root, "apps", "site", "dist", ".vite", "home-javascript.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as HomeJavaScript;
}
