import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { countContentRows } from "../demo.repository.ts";
import { commandLogger } from "./command-support.ts";
import { BulkOptionError, parseBulkCounts, seedBulk } from "./seed-bulk.ts";

// An empty site, as after `SEED_DEMO=0 npm start`: the README's bulk run must work on it.
const { app, db, config, storage } = await createTestApp({ SEED_DEMO: "0" });

async function totalCount(url: string, lang: string): Promise<number | undefined> {
  const response = await app.inject({ method: "GET", url, headers: { lang } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pageable?: { totalCount: number } }>().pageable?.totalCount;
}

describe("npm run seed:bulk", () => {
  // It generates the bulk covers and portraits too: seconds on a busy machine.
  it("adds news and people to an empty database and exits 0", { timeout: 90_000 }, async () => {
    const lines: string[] = [];
    const code = await seedBulk({ db, config, storage, log: commandLogger() }, parseBulkCounts({ news: "10", people: "4" }), (line) =>
      lines.push(line),
    );
    expect(code).toBe(0);
    expect(lines).toContain("added 4 people");
    const rows = await countContentRows(db);
    // The people's office and job titles were made for them: the demo's first office and its titles.
    expect(rows.offices).toBe(3);
    expect(rows.jobs).toBeGreaterThan(0);
    app.publicCache.clear();
    for (const lang of ["de_DE", "en_US", "zh_CN"]) {
      expect(await totalCount("/api/user/lawyerTeam", lang)).toBe(4);
      expect(await totalCount("/api/user/latest-news?pageSize=100", lang)).toBe(10);
    }

    // A second run files its people under the same office.
    expect(await seedBulk({ db, config, storage, log: commandLogger() }, parseBulkCounts({ people: "2" }), () => {})).toBe(0);
    expect((await countContentRows(db)).offices).toBe(3);
    app.publicCache.clear();
    expect(await totalCount("/api/user/lawyerTeam", "en_US")).toBe(6);
  });

  it("refuses a bad count before anything is written", () => {
    for (const value of ["-1", "1.5", "ten", "", "10000001"]) {
      expect(() => parseBulkCounts({ news: "5", people: value }), value).toThrow(BulkOptionError);
    }
    expect(parseBulkCounts({ news: "10" })).toEqual({ news: 10, cases: 2, honors: 0, people: 0 });
  });
});
