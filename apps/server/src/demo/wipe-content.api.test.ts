import { describe, expect, it } from "vitest";
import { now } from "../db/database.ts";
import { createTestApp } from "../../test/test-app.ts";
import { countContentRows } from "./demo.repository.ts";
import { wipeContent } from "./wipe-content.ts";

const { db, storage } = await createTestApp();

describe("wiping the content (the demo's reset)", () => {
  it("takes drafts and revisions with the versions: a new version given a wiped one's id finds no draft or history of it", async () => {
    const at = now();
    const banner = await db
      .insertInto("banners")
      .values({
        lang: "en_US",
        imgPath: "/favicon.svg",
        title: "Old",
        subTitle: "",
        top: 0,
        linkUrl: null,
        publishAt: at,
        unpublishAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mark = { tableName: "banners", versionId: banner.id, fields: "{}", operatorId: null, operatorName: "Editor", savedAt: at };
    await db.insertInto("contentDrafts").values(mark).execute();
    await db
      .insertInto("revisions")
      .values({ ...mark, itemNo: banner.id, lang: "en_US", action: "save", state: "published" })
      .execute();

    await wipeContent(db, storage.uploads);

    expect(await db.selectFrom("contentDrafts").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("revisions").selectAll().execute()).toEqual([]);
    expect(Object.values(await countContentRows(db)).every((count) => count === 0)).toBe(true);
  });
});
