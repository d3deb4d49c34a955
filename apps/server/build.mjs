// Bundles the server and the contract into dist/main.js, the operator's commands beside it (each a
// bundle of its own: dist/backup.js, …; `npm run backup` and the others run them, decision 0074),
// the CPU pool's worker thread (decision 0037) into dist/cpu-worker.js, where
// src/cpu/cpu-tasks.ts looks for it beside whichever bundle it is part of, and the image process
// (decision 0109) into dist/image-worker.js, where src/images/image-tasks.ts looks for it the same way, and the text
// process (decision 0119) into dist/text-worker.js, where src/cpu/cpu-tasks.ts looks for it. The package's build
// script then runs dist/compress-web-apps.js, which keeps the web apps' compressed files for the server's start
// (decision 0128). npm packages stay
// external: they are the server's `dependencies`, so `npm ci --omit=dev` installs all that the
// bundles import (build.test.ts checks it from `build-meta.json`, esbuild's account of the build).
// An output folder other than dist may be given (`node build.mjs dist/elsewhere`, the tests' own
// builds); it must be inside apps/server, where the external packages are found.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = process.argv[2] ?? "dist";
const result = await build({
  entryPoints: {
    main: "src/main.ts",
    "cpu-worker": "src/cpu/cpu-worker.ts",
    "image-worker": "src/images/image-worker.ts",
    "text-worker": "src/cpu/text-worker.ts",
    backup: "src/operations/backup.command.ts",
    restore: "src/operations/restore.command.ts",
    "seed-demo": "src/demo/commands/seed-demo.command.ts",
    "seed-bulk": "src/demo/commands/seed-bulk.command.ts",
    "images-variants": "src/modules/files/image-variants.command.ts",
    "search-rebuild": "src/modules/search/search-rebuild.command.ts",
    "storage-migrate": "src/storage/storage-migrate.command.ts",
    "compress-web-apps": "src/plugins/compress-web-apps.command.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // The contract is TypeScript source inside the workspace: bundle it rather than import it.
  alias: { "@lawfirm/contract": "../../packages/contract/src/index.ts" },
  metafile: true,
  logLevel: "warning",
});
fs.writeFileSync(path.join(outdir, "build-meta.json"), JSON.stringify(result.metafile));

// V8 keeps a script's source for as long as the process runs, one byte a character or two. Node
// 24's module loader decodes a file with any character beyond ASCII into two bytes a character:
// 64 letters such as "ß" and "×" in regular expressions and comments made main.js 3.2 MB of memory
// instead of 1.6 (decisions 0131, 0153; Node 20 kept Latin-1 at one byte). esbuild writes strings,
// templates and names in ASCII but leaves what it cannot escape, comments and regular
// expressions: each character beyond ASCII there is written as its `\uXXXX` escape, which means
// the same character in a regular expression (with or without the u flag, a surrogate pair as two
// escapes) and is only text in a comment.
for (const file of Object.keys(result.metafile.outputs).filter((output) => output.endsWith(".js"))) {
  const source = fs.readFileSync(file, "utf8");
  const ascii = source.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (ascii !== source) fs.writeFileSync(file, ascii);
}
