import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logLines } from "./log-lines.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A log file's descriptor in a new folder, and its lines once it holds `count` of them. */
function logFile() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "log-lines-"));
  folders.push(folder);
  const file = path.join(folder, "server.log");
  const linesWhen = (count: number) =>
    vi.waitFor(
      () => {
        const lines = fs.readFileSync(file, "utf8").split("\n").slice(0, -1);
        expect(lines.length).toBeGreaterThanOrEqual(count);
        return lines;
      },
      { timeout: 5_000 },
    );
  return { fd: fs.openSync(file, "a"), linesWhen };
}

const NAMES = ["Müller", "北京代表处", "Łódź – “quoted”", "plain"];

describe("logLines", () => {
  it("writes every line whole and in order, text beyond ASCII too, when many are logged while a write is under way", async () => {
    const { fd, linesWhen } = logFile();
    const logger = pino({ base: null, timestamp: false }, logLines(fd));
    for (let index = 0; index < 5_000; index++) logger.info({ index, name: NAMES[index % NAMES.length] }, "request completed");
    const lines = (await linesWhen(5_000)).map((line) => JSON.parse(line) as { index: number; name: string; msg: string });
    expect(lines.map((line) => line.index)).toEqual([...Array(5_000).keys()]);
    expect(lines.map((line) => line.name)).toEqual(lines.map((_, index) => NAMES[index % NAMES.length]));
    expect(new Set(lines.map((line) => line.msg))).toEqual(new Set(["request completed"]));
  });

  it("writes a line logged alone", async () => {
    const { fd, linesWhen } = logFile();
    pino({ base: null, timestamp: false }, logLines(fd)).warn("Größe überschritten");
    expect(await linesWhen(1)).toEqual(['{"level":40,"msg":"Größe überschritten"}']);
  });

  it("writes the lines still waiting when the process exits at once", () => {
    const script = [
      'import pino from "pino";',
      'import { stdoutLogLines } from "./src/http/log-lines.ts";',
      "const logger = pino({ base: null, timestamp: false }, stdoutLogLines());",
      'for (let index = 0; index < 5000; index++) logger.info({ index }, "Größe");',
      "process.exit(0);",
    ].join("\n");
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      encoding: "utf8",
    });
    const lines = output.split("\n").slice(0, -1);
    expect(lines).toHaveLength(5_000);
    expect(JSON.parse(lines.at(-1)!)).toEqual({ level: 30, index: 4_999, msg: "Größe" });
  });
});
