import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../test/test-databases.ts";
import type { Db } from "./database.ts";
import { migrateTo } from "./migrate.ts";

const BEFORE = "2026_11_26_0008_audit_entries";
const FIRM_FACTS = "2026_11_27_0009_firm_facts";

/** Three languages saved one after the other, each with its own number, in the shape before 0009. */
async function saveOldConfigurations(db: Db) {
  const rows: [string, string, string, number, string][] = [
    ["de_DE", "+49 1", "Alte Straße 1", 10, "2026-11-20T10:00:00.000Z"],
    ["en_US", "+49 2", "New Street 2", 20, "2026-11-22T10:00:00.000Z"],
    ["zh_CN", "+49 3", "旧地址 3", 30, "2026-11-21T10:00:00.000Z"],
  ];
  for (const [lang, tel, address, lawyers, at] of rows) {
    await sql`insert into portal_configs (lang, name, icon_url, address, email, tel, introduce, lawyer_count,
      is_lawyer_count_visible, total_people, is_total_people_visible, branch_count, is_branch_count_visible,
      advantages_list, environment_list, created_at, updated_at)
      values (${lang}, ${`Firm ${lang}`}, '/api/upload/logo.png', ${address}, 'office@example.com', ${tel}, '<p>Intro</p>',
      ${lawyers}, 1, 50, 0, 3, 1, '[]', '[]', ${at}, ${at})`.execute(db);
  }
}

describe.each(EMPTY_DATABASES)("the firm-wide facts migration on %s", { timeout: 60_000 }, (_, open) => {
  it("keeps the most recently saved language's facts and figures, and the texts of every language", async () => {
    const { db, drop } = await open();
    try {
      await migrateTo(db, BEFORE);
      await saveOldConfigurations(db);

      expect(await migrateTo(db, FIRM_FACTS)).toEqual([FIRM_FACTS]);

      expect(await db.selectFrom("firmFacts").selectAll().execute()).toEqual([
        {
          id: 1,
          iconUrl: "/api/upload/logo.png",
          address: "New Street 2",
          email: "office@example.com",
          tel: "+49 2",
          lawyerCount: 20,
          isLawyerCountVisible: 1,
          totalPeople: 50,
          isTotalPeopleVisible: 0,
          branchCount: 3,
          isBranchCountVisible: 1,
          updatedAt: "2026-11-22T10:00:00.000Z",
        },
      ]);
      const texts = await db.selectFrom("portalConfigs").selectAll().orderBy("lang").execute();
      expect(texts.map((row) => [row.lang, row.name])).toEqual([
        ["de_DE", "Firm de_DE"],
        ["en_US", "Firm en_US"],
        ["zh_CN", "Firm zh_CN"],
      ]);
      expect(texts[0]).not.toHaveProperty("tel");

      // Down gives every language the firm's values back.
      await migrateTo(db, BEFORE);
      const restored = await sql<{
        lang: string;
        tel: string;
        lawyerCount: number;
      }>`select lang, tel, lawyer_count from portal_configs order by lang`.execute(db);
      expect(restored.rows.map((row) => [row.lang, row.tel, Number(row.lawyerCount)])).toEqual([
        ["de_DE", "+49 2", 20],
        ["en_US", "+49 2", 20],
        ["zh_CN", "+49 2", 20],
      ]);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it("creates no facts on a database without a configuration", async () => {
    const { db, drop } = await open();
    try {
      await migrateTo(db, FIRM_FACTS);
      expect(await db.selectFrom("firmFacts").selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
