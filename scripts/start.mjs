// `npm start`: builds what has not been built yet, then runs the server in the foreground.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["apps/site/dist/index.html", "apps/admin/dist/index.html", "apps/server/dist/main.js"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

if (outputs.some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log("First start: building the site, the back office and the server (npm run build)…");
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 1);
