// `npm test`: every check of the project, in order, stopping at the first that fails, and each
// phase's duration at the end (docs/performance.md keeps the figures of a CI run).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * Each workspace's type check (`npm run typecheck -w …`), as `npm run typecheck` runs them one
 * after the other: the workspaces of package.json that have the script.
 */
const typeChecks = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"))
  .workspaces.filter((workspace) => JSON.parse(fs.readFileSync(path.join(root, workspace, "package.json"), "utf8")).scripts?.typecheck)
  .map((workspace) => ["typecheck", "-w", workspace]);

/**
 * The phases, each a name and the npm scripts it runs (a script's name, then any arguments). The
 * scripts of one phase run side by side, the first printing as it goes, the others their output
 * once they end. Prettier, ESLint and each workspace's type check are a process each: started
 * together, they keep both cores busy to the end of the phase, where lint beside the type checks one
 * after the other left a core idle once the shorter ended (decision 0111), and so did Prettier and
 * ESLint one after the other in one process, the phase's longest, for its last minute (decision 0130). The system tests
 * (`test:system`, one file at a time) run beside the other Vitest projects: they mostly wait (on
 * the servers they start, on real retry delays and time-outs), and the unit and API tests on two
 * workers take the CPU they leave (docs/performance.md, the test suite's time).
 */
const PHASES = [
  ["lint and type checks", [["lint:code"], ["lint:format"], ...typeChecks]],
  ["unit, API and system tests", [["test:unit:without-system"], ["test:system"]]],
  ["build", [["build"]]],
  ["browser tests", [["test:browser"]]],
];

/** Runs an npm script with its arguments; `live` it prints as it goes, else it prints its output at its end. */
function runScript(script, live) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", ...script], { cwd: root, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!live) process.stdout.write(`\n-- npm run ${script.join(" ")} (exit ${code})\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const durations = [];
let status = 0;
for (const [name, scripts] of PHASES) {
  const started = performance.now();
  console.log(`\n== ${name} (${scripts.map((script) => `npm run ${script.join(" ")}`).join(", ")})`);
  const codes = await Promise.all(scripts.map((script, index) => runScript(script, index === 0)));
  durations.push([name, (performance.now() - started) / 1000]);
  status = codes.find((code) => code !== 0) ?? 0;
  if (status !== 0) break;
}

console.log("\n== npm test: phases");
for (const [name, seconds] of durations) console.log(`  ${name.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
if (status !== 0) console.log(`  stopped: "${durations.at(-1)[0]}" failed`);
process.exit(status);
