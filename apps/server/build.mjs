// Bundles the server and the contract into dist/main.js, and the CPU pool's worker thread
// (decision 0037) into dist/cpu-worker.js beside it, where src/cpu/cpu-tasks.ts looks for it;
// npm packages stay external. An output folder other than dist may be given (`node build.mjs
// dist/elsewhere`, the fault tests' own build); it must be inside apps/server, where the external
// packages are found.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/main.ts", "cpu-worker": "src/cpu/cpu-worker.ts" },
  outdir: process.argv[2] ?? "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // The contract is TypeScript source inside the workspace: bundle it rather than import it.
  alias: { "@lawfirm/contract": "../../packages/contract/src/index.ts" },
  logLevel: "warning",
});
