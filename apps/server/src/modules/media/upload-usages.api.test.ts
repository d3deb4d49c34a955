import type { AnyArticle, MediaItem } from "@lawfirm/contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, newsAsSent } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { isPostgres } from "../../db/database.ts";
import { imageOf } from "../files/test-images.ts";
import { ADDRESS_PLACES, refreshUsages } from "./media.repository.ts";

const { app, db, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);
const PNG = await imageOf("png");

/** The kept fields of a version (its draft, its revisions): queued by the version they name. */
const KEPT_TABLES = [
  { table: "content_drafts", columns: ["table_name", "version_id", "fields"] },
  { table: "revisions", columns: ["table_name", "version_id", "fields"] },
];

/** The triggers on `table`: what each fires on (insert, delete, update) and, for an update, of which columns. */
async function triggersOn(table: string): Promise<{ insert: boolean; delete: boolean; updateOf: string[] }> {
  if (isPostgres(db)) {
    const { rows: events } = await sql<{ event: string }>`
      select event_manipulation as event from information_schema.triggers
      where event_object_table = ${table} and trigger_name = ${`${table}_upload_usages`}`.execute(db);
    const { rows: columns } = await sql<{ column: string }>`
      select event_object_column as column from information_schema.triggered_update_columns
      where event_object_table = ${table} and trigger_name = ${`${table}_upload_usages`}`.execute(db);
    const fired = new Set(events.map((row) => row.event));
    return { insert: fired.has("INSERT"), delete: fired.has("DELETE"), updateOf: columns.map((row) => row.column) };
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name = ${table} and name like ${`${table}_upload_usages_%`}`.execute(
    db,
  );
  const text = (op: string) => rows.find((row) => row.name === `${table}_upload_usages_${op}`)?.sql ?? "";
  const updateOf = /after update of (.*?) on/i.exec(text("update").replace(/\s+/g, " "))?.[1] ?? "";
  return {
    insert: /after insert on/i.test(text("insert")),
    delete: /after delete on/i.test(text("delete")),
    updateOf: updateOf.split(",").map((column) => column.trim()),
  };
}

const queued = async () =>
  (await db.selectFrom("uploadUsageQueue").select(["place", "versionId"]).execute()).map((row) => `${row.place} ${row.versionId}`);

/** The library's usage count of each upload, by its address. */
async function usageCounts(): Promise<Record<string, number>> {
  const answer = await admin<MediaItem[]>("GET", "/api/admin/media?pageNo=1&pageSize=50");
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((item) => [item.url, item.usageCount]));
}

describe("the index of which versions name each upload (decision 0140)", () => {
  it("is kept by triggers on every place that may hold an address, for each of its columns that may, and on drafts and revisions", async () => {
    for (const { table, columns } of [...ADDRESS_PLACES, ...KEPT_TABLES]) {
      const triggers = await triggersOn(table);
      expect(triggers, table).toMatchObject({ insert: true, delete: true });
      expect(triggers.updateOf, `${table}: a column that may hold an address has no trigger (add one in a migration)`).toEqual(
        expect.arrayContaining([...columns]),
      );
    }
  });

  it("reads again only the versions a save changed, not those whose views were counted", async () => {
    const folder = (await createFolder(admin, "News", { langs: ["en_US"] })).en_US!.id;
    const [first, second, third] = await Promise.all(
      ["a.png", "b.png", "c.png"].map((name) => uploadFile(app, token, { name, bytes: PNG })),
    );
    const created = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "Covered", content: "<p>Text</p>", coverUrl: first!.url, cataId: folder, isLink: 0 },
    ]);
    expect(created.statusCode, created.message).toBe(200);
    const news = created.result[0]!;
    expect(await queued()).toContain(`articles ${news.id}`);
    expect(await usageCounts()).toMatchObject({ [first!.url]: 1, [second!.url]: 0, [third!.url]: 0 });
    expect(await queued()).toEqual([]);

    await db.updateTable("articles").set({ views: 12 }).where("id", "=", news.id).execute();
    expect(await queued()).toEqual([]);

    const saved = await admin("PUT", "/api/admin/latest-news", [
      { ...newsAsSent(news), coverUrl: second!.url, content: `<p><img src="${third!.url}" alt="A chart"></p>` },
    ]);
    expect(saved.statusCode, saved.message).toBe(200);
    expect(await queued()).toEqual([`articles ${news.id}`]);
    // The first cover stays in use: the revision History can restore shows it.
    expect(await usageCounts()).toMatchObject({ [first!.url]: 1, [second!.url]: 1, [third!.url]: 1 });
    expect(await db.selectFrom("uploadUsages").select(["storedName", "source"]).orderBy("source").execute()).toEqual(
      expect.arrayContaining([{ storedName: first!.url.split("/").pop(), source: "revision" }]),
    );

    const removed = await admin("DELETE", `/api/admin/latest-news?no=${news.no}`);
    expect(removed.statusCode, removed.message).toBe(200);
    await refreshUsages(db);
    expect(await db.selectFrom("uploadUsages").select("storedName").execute()).toEqual([]);
  });
});
