// `npm test`: every check of the project, in order, stopping at the first that fails, and each
// phase's duration at the end (docs/performance.md keeps the figures of a CI run).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * The phases, each a name and the npm scripts it runs. The scripts of one phase run side by side,
 * the first printing as it goes, the others their output once they end: lint and the type checks
 * are each one process on one core, so on two cores both take as long as the longer. The system
 * tests (`test:system`, one file at a time) run beside the other Vitest projects: they mostly wait
 * (on the servers they start, on real retry delays and time-outs), and the unit and API tests on
 * two workers take the CPU they leave (docs/performance.md, the test suite's time).
 */
const PHASES = [
  ["lint and type checks", ["lint", "typecheck"]],
  ["unit, API and system tests", ["test:unit:without-system", "test:system"]],
  ["build", ["build"]],
  ["browser tests", ["test:browser"]],
];

/** Runs an npm script; `live` it prints as it goes, else it prints its output at its end. */
function runScript(script, live) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { cwd: root, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!live) process.stdout.write(`\n-- npm run ${script} (exit ${code})\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const durations = [];
let status = 0;
for (const [name, scripts] of PHASES) {
  const started = performance.now();
  console.log(`\n== ${name} (${scripts.map((script) => `npm run ${script}`).join(", ")})`);
  const codes = await Promise.all(scripts.map((script, index) => runScript(script, index === 0)));
  durations.push([name, (performance.now() - started) / 1000]);
  status = codes.find((code) => code !== 0) ?? 0;
  if (status !== 0) break;
}

console.log("\n== npm test: phases");
for (const [name, seconds] of durations) console.log(`  ${name.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
if (status !== 0) console.log(`  stopped: "${durations.at(-1)[0]}" failed`);
process.exit(status);
