// The JavaScript weight of /home, computed from the site's build: its Vite manifest and the
// files it names, gzipped as the site's build report does (apps/site/scripts/report-home-size.mjs,
// which fails the build over the budget). The rule of what /home loads is the same as there.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Under 100 KB of gzipped JavaScript for /home (docs/decisions/0015-site-runtime-preact-compat.md). */
export const HOME_JAVASCRIPT_BUDGET_BYTES = 100 * 1024;
const HOME_PAGE = "src/features/home/HomePage.tsx";
const CATALOGS = ["src/i18n/de_DE.ts", "src/i18n/en_US.ts", "src/i18n/zh_CN.ts"];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The site's build in apps/site/dist: its chunks by source key, and its one entry. */
export class SiteBuild {
  readonly #dist: string;
  readonly #manifest: Record<string, ManifestChunk>;
  /** The entry chunk's key: the script index.html loads. */
  readonly entryKey: string;

  constructor(root: string) {
    this.#dist = path.join(root, "apps", "site", "dist");
    this.#manifest = JSON.parse(fs.readFileSync(path.join(this.#dist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    const entryKeys = Object.keys(this.#manifest).filter((key) => this.#manifest[key]?.isEntry);
    const [entryKey] = entryKeys;
    if (entryKey === undefined || entryKeys.length > 1) throw new Error(`Expected one entry chunk in the site's build manifest, found ${entryKeys.length}`);
    this.entryKey = entryKey;
  }

  chunk(key: string): ManifestChunk {
    const found = this.#manifest[key];
    if (!found) throw new Error(`The site's build manifest has no chunk for ${key}`);
    return found;
  }

  /** The keys of the chunk and of every chunk it imports statically, transitively. */
  withStaticImports(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of this.chunk(key).imports ?? []) this.withStaticImports(imported, seen);
    return seen;
  }

  /** Size of a built file gzipped at level 9, in bytes. */
  gzipBytes(file: string): number {
    return zlib.gzipSync(fs.readFileSync(path.join(this.#dist, file)), { level: 9 }).length;
  }
}

export interface HomeJavaScript {
  /** Largest first. */
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

/**
 * The entry chunk, the home page's chunk and the chunks it loads itself (its lazy sections too),
 * the largest message catalog (one is loaded before the first render), and every chunk they
 * import statically. Chunks only the entry imports dynamically (the other pages and catalogs)
 * are not loaded for /home.
 */
export function measureHomeJavaScript(build: SiteBuild): HomeJavaScript {
  const catalogBytes = (key: string) => build.gzipBytes(build.chunk(key).file);
  const largestCatalog = CATALOGS.reduce((largest, key) => (catalogBytes(key) > catalogBytes(largest) ? key : largest));
  const keys = new Set<string>();
  for (const start of [build.entryKey, HOME_PAGE, ...(build.chunk(HOME_PAGE).dynamicImports ?? []), largestCatalog]) build.withStaticImports(start, keys);
  const files = [...new Set([...keys].map((key) => build.chunk(key).file))]
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, gzipBytes: build.gzipBytes(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return { files, totalGzipBytes, budgetBytes: HOME_JAVASCRIPT_BUDGET_BYTES, withinBudget: totalGzipBytes < HOME_JAVASCRIPT_BUDGET_BYTES };
}
