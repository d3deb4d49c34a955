import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServerForFile } from "../test/built-server.ts";
import { startS3Server } from "../test/s3-server.ts";

// The build (build.mjs, decision 0074): the server and each operator's command are bundles that
// import nothing but Node's own modules and the server's `dependencies`, so that they run where
// `npm ci --omit=dev` installed the packages, without tsx or the source tree.

const serverDir = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8")) as { dependencies: Record<string, string> };
const COMMANDS = [
  "backup",
  "restore",
  "seed-demo",
  "seed-bulk",
  "images-variants",
  "search-rebuild",
  "storage-migrate",
  "compress-web-apps",
];

const buildDir = buildServerForFile("build-test");
const run = promisify(execFile);

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

/** The npm package an import names (`pg`, `@fastify/cookie`, `sharp` from `sharp/lib/x`), or undefined for Node's own. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0] ?? "")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

describe("the build", () => {
  it("bundles the server, its worker, its image and text processes and every command, importing only Node's modules and the server's dependencies", () => {
    const meta = JSON.parse(fs.readFileSync(path.join(buildDir, "build-meta.json"), "utf8")) as Metafile;
    const bundles = Object.keys(meta.outputs)
      .filter((file) => file.endsWith(".js"))
      .map((file) => path.basename(file, ".js"))
      .sort();
    expect(bundles).toEqual(["cpu-worker", "image-worker", "main", "text-worker", ...COMMANDS].sort());

    const imported = new Set(
      Object.values(meta.outputs).flatMap((output) =>
        output.imports.filter((entry) => entry.external).flatMap((entry) => packageOf(entry.path) ?? []),
      ),
    );
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !Object.hasOwn(manifest.dependencies, name))).toEqual([]);
  });

  it("loads the packages only some requests need when one first does, not when the server starts (docs/performance.md)", () => {
    const meta = JSON.parse(fs.readFileSync(path.join(buildDir, "build-meta.json"), "utf8")) as Metafile;
    const main = Object.entries(meta.outputs).find(([file]) => path.basename(file) === "main.js")![1];
    const atStart = main.imports
      .filter((entry) => entry.external && entry.kind === "import-statement")
      .map((entry) => packageOf(entry.path));
    for (const lazy of ["@aws-sdk/client-s3", "pinyin-pro", "sharp", "jsdom", "dompurify", "pg", "nodemailer"])
      expect(atStart).not.toContain(lazy);
  });

  it("writes every bundle in ASCII only, which V8 keeps one byte a character rather than two (decisions 0131, 0153)", () => {
    for (const file of fs.readdirSync(buildDir).filter((name) => name.endsWith(".js"))) {
      const source = fs.readFileSync(path.join(buildDir, file), "utf8");
      const beyondAscii = [...source.matchAll(/[\u0080-\uffff]/g)].map((match) => source.slice(match.index - 40, match.index + 1));
      expect(beyondAscii, file).toEqual([]);
    }
  });

  it("runs a command from its bundle, without tsx or the source", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-build-test-"));
    try {
      // A command that opens the database makes it (migrations, the first administrator); the backup copies it.
      const rebuilt = spawnSync(process.execPath, [path.join(buildDir, "search-rebuild.js")], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: "0", ADMIN_PASSWORD: "Build-Test-Passw0rd" },
        encoding: "utf8",
      });
      expect(rebuilt.status, rebuilt.stderr).toBe(0);

      const out = path.join(dataDir, "copy");
      const backup = spawnSync(process.execPath, [path.join(buildDir, "backup.js"), "--out", out], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`written to ${out}`);
      expect(fs.existsSync(path.join(out, "manifest.json"))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("copies the uploads on disk into a bucket with storage:migrate, and skips them when run again", async () => {
    const server = await startS3Server();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-build-test-"));
    try {
      fs.mkdirSync(path.join(dataDir, "uploads"));
      fs.writeFileSync(path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef.png"), "png bytes");
      fs.writeFileSync(path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef-320.webp"), "webp bytes");
      // Not spawnSync: the S3 server answers from this process's event loop.
      const migrate = () =>
        run(process.execPath, [path.join(buildDir, "storage-migrate.js")], {
          env: {
            PATH: process.env.PATH,
            DATA_DIR: dataDir,
            ...server.environment,
            AWS_ACCESS_KEY_ID: "S3RVER",
            AWS_SECRET_ACCESS_KEY: "S3RVER",
          },
          encoding: "utf8",
        });
      const first = await migrate();
      expect(first.stdout).toContain("uploads: 2 copied and checked, 0 already there, 0 failed");
      const second = await migrate();
      expect(second.stdout).toContain("uploads: 0 copied and checked, 2 already there, 0 failed");
      const withoutBucket = spawnSync(process.execPath, [path.join(buildDir, "storage-migrate.js")], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(withoutBucket.status).toBe(1);
      expect(withoutBucket.stderr).toContain("S3_BUCKET is not set");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
