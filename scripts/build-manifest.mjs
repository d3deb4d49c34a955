// Reading a web app's Vite build manifest (dist/.vite/manifest.json), for the scripts that report
// what the built apps load: apps/site/scripts/report-home-size.mjs and
// apps/admin/scripts/report-entry-size.mjs.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** "12.3 KB". */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Ends the build with a message. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * The build in `dist`: its manifest, its one entry chunk's key, a chunk by source key, the gzip
 * size (level 9) of a built file, and a chunk with every chunk it imports statically.
 */
export function readBuild(dist) {
  const manifestPath = path.join(dist, ".vite", "manifest.json");
  if (!fs.existsSync(manifestPath)) fail(`No build manifest at ${manifestPath}: run vite build (with build.manifest) first.`);
  /** @type {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) fail(`Expected one entry chunk in the build manifest, found ${entries.length}.`);

  function chunk(key) {
    const found = manifest[key];
    if (!found) fail(`The build manifest has no chunk for ${key}.`);
    return found;
  }

  /** The chunk and every chunk it imports statically, transitively. */
  function withStaticImports(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk(key).imports ?? []) withStaticImports(imported, seen);
    return seen;
  }

  const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

  return { manifest, entryKey: entries[0], chunk, withStaticImports, gzipSize };
}
