// `npm start`: builds what has not been built yet, then runs the server in the foreground.
// `node scripts/start.mjs <command> [arguments…]` runs one of the operator's commands from the
// build the same way (`npm run backup` and the others: apps/server/build.mjs bundles each).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverEnvironment, serverNodeFlags } from "./server-node-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
const COMMANDS = ["backup", "restore", "seed-demo", "seed-bulk", "images-variants", "search-rebuild", "storage-migrate"];
const [command, ...args] = process.argv.slice(2);
if (command !== undefined && !COMMANDS.includes(command)) {
  console.error(`Unknown command "${command}"; one of: ${COMMANDS.join(", ")}`);
  process.exit(1);
}
const bundle = `apps/server/dist/${command ?? "main"}.js`;
const outputs = ["apps/site/dist/index.html", "apps/admin/dist/index.html", bundle];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

if (outputs.some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log("First start: building the site, the back office and the server (npm run build)…");
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = command === undefined;
const run = spawnSync(process.execPath, [...(server ? serverNodeFlags() : []), bundle, ...args], {
  cwd: root,
  stdio: "inherit",
  env: server ? serverEnvironment(process.env) : process.env,
});
process.exit(run.status ?? 1);
