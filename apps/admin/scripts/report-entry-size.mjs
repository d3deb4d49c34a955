// Reports the gzip size of the back office's entry chunk and of each language's catalog (our
// messages and antd's locale), and fails the build when a catalog is no longer a chunk of its own
// that the entry loads on demand: only the interface language's catalog is loaded (src/i18n).
import path from "node:path";
import { fail, kb, readBuild } from "../../../scripts/build-manifest.mjs";

const CATALOGS = ["src/i18n/de_DE.ts", "src/i18n/en_US.ts", "src/i18n/zh_CN.ts"];

const build = readBuild(path.join(import.meta.dirname, "..", "dist"));
const { manifest, gzipSize } = build;
const entryFile = build.chunk(build.entryKey).file;
const loadedUpFront = build.withStaticImports(build.entryKey);

const lines = ["", "Back office JavaScript (gzip):", `  ${kb(gzipSize(entryFile)).padStart(9)}  entry ${entryFile}`];
const problems = [];
for (const key of CATALOGS) {
  const chunk = manifest[key];
  if (!chunk?.isDynamicEntry || loadedUpFront.has(key)) {
    problems.push(`${key} is not a chunk of its own loaded on demand.`);
    continue;
  }
  const locale = path.basename(key, ".ts");
  // antd's English texts are part of antd itself; the other languages have a chunk of their own.
  const antdKey = Object.keys(manifest).find((other) => other.endsWith(`antd/es/locale/${locale}.js`));
  const files = [chunk.file, ...(antdKey ? [manifest[antdKey].file] : [])];
  const size = files.reduce((sum, file) => sum + gzipSize(file), 0);
  lines.push(`  ${kb(size).padStart(9)}  ${locale} catalog ${files.join(" + ")}`);
}
process.stdout.write(`${lines.join("\n")}\n`);
if (problems.length > 0) fail(`\n${problems.join("\n")}`);
