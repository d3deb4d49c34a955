import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const siteDir = path.resolve(import.meta.dirname, "..");

// The server keeps the renderer's source (dist-server/entry-server.js) in memory as long as it
// runs, and V8 keeps a source one byte a character only when all of it is Latin-1: one Chinese
// text or a comment's "…" doubled it (decision 0131).
it("builds the server's renderer in Latin-1 only, its texts escaped and its comments left out", () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-renderer-"));
  try {
    const build = spawnSync(
      "npx",
      ["vite", "build", "--ssr", "src/entry-server.tsx", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      {
        cwd: siteDir,
        encoding: "utf8",
      },
    );
    expect(build.status, build.stderr).toBe(0);
    const source = fs.readFileSync(path.join(outDir, "entry-server.js"), "utf8");
    const beyondLatin1 = [...source.matchAll(/[\u0100-\uffff]/g)].map((match) => source.slice(match.index - 40, match.index + 1));
    expect(beyondLatin1).toEqual([]);
    // The Chinese texts are there, escaped.
    expect(source).toMatch(/\\u[0-9a-f]{4}/i);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}, 180_000);
