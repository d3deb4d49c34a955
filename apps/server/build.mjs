// Bundles the server and the contract into dist/main.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
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
