// `npm test`: every check of the project, in order, stopping at the first that fails, and each
// phase's duration at the end (docs/performance.md keeps the figures of a CI run).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The phases: a name, and the npm script that runs it. */
const PHASES = [
  ["lint (prettier, eslint)", "lint"],
  ["type checks", "typecheck"],
  ["unit, API and system tests", "test:unit"],
  ["build", "build"],
  ["browser tests", "test:browser"],
];

const durations = [];
let status = 0;
for (const [name, script] of PHASES) {
  const started = performance.now();
  console.log(`\n== ${name} (npm run ${script})`);
  const run = spawnSync(npm, ["run", script], { cwd: root, stdio: "inherit" });
  durations.push([name, (performance.now() - started) / 1000]);
  status = run.status ?? 1;
  if (status !== 0) break;
}

console.log("\n== npm test: phases");
for (const [name, seconds] of durations) console.log(`  ${name.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
if (status !== 0) console.log(`  stopped: "${durations.at(-1)[0]}" failed`);
process.exit(status);
