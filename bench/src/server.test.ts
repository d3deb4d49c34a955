import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { BenchContext } from "./context.ts";
import { parseOptions } from "./options.ts";
import { seedDatabase } from "./server.ts";

const folders: string[] = [];
const temporaryFolder = (name: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `lawfirm-bench-${name}-`));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A database kept by an earlier run of these counts, as `seedDatabase` keeps one. */
function keepSeed(seedCache: string, news: number, people: number) {
  const folder = path.join(seedCache, `${news}-news-${people}-people`);
  fs.mkdirSync(path.join(folder, "data"), { recursive: true });
  fs.writeFileSync(path.join(folder, "data", "lawfirm.sqlite"), `the database of ${news} news`);
  const admin = { account: "admin", password: `password-${news}` };
  fs.writeFileSync(path.join(folder, "seed.json"), JSON.stringify({ news, people, admin, seedSeconds: news / 100 }));
}

describe("the seed cache", () => {
  it("keeps a database per counts, so that --scale's sizes and a run of one size start from their own", async () => {
    const seedCache = temporaryFolder("cache");
    for (const news of [1_000, 10_000, 50_000]) keepSeed(seedCache, news, 500);
    for (const news of [1_000, 50_000, 10_000]) {
      const workDir = temporaryFolder("run");
      const options = parseOptions(["--seed-cache", seedCache, "--news", String(news), "--people", "500"]);
      const context = { options, root: process.cwd(), workDir, loadAverageAtStart: [0, 0, 0], startedAt: 0 } as unknown as BenchContext;
      const database = await seedDatabase(context);
      expect(fs.readFileSync(path.join(workDir, "data", "lawfirm.sqlite"), "utf8")).toBe(`the database of ${news} news`);
      expect(database.admin.password).toBe(`password-${news}`);
      expect(database.seedSeconds).toBe(news / 100);
    }
  });
});
