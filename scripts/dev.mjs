// `npm run dev`: the server (restarting on change) and both web apps with hot reload.
// Site: http://localhost:5173  Back office: http://localhost:5174/admin-login  API: http://localhost:8080
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const processes = [
  ["server", ["run", "dev", "-w", "apps/server"]],
  ["site", ["run", "dev", "-w", "apps/site", "--", "--port", "5173"]],
  ["admin", ["run", "dev", "-w", "apps/admin", "--", "--port", "5174"]],
].map(([name, args]) => {
  const child = spawn(npm, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  return child;
});

const stop = () => {
  for (const child of processes) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
