import type { AnyArticle, PersonVersion } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createPerson, createReferenceItem } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { findNextChangeTime } from "./publication-changes.repository.ts";
import { findNextPublicationChange } from "./publication-clock.ts";

// The next scheduled change of the public content and what it reaches (decision 0142): the keys of
// the versions whose publication starts or ends then, read from every publishable kind's table.

/** Every statement the app sends, while `counting`. */
const sent: string[] = [];
let counting = false;
const { app, db, login } = await createTestApp({}, { onQuery: (query) => void (counting && sent.push(query.sql)) });
const admin = apiCaller(app, await login());

describe("the next publication change", () => {
  it("names the time and the keys of every version whose publication starts or ends then, and none of the others", async () => {
    const folder = (await createFolder(admin, "Scheduled news", { langs: ["en_US"] })).en_US!.id;
    const office = await createReferenceItem<{ lang: string; id: number; no: number }>(admin, "office", "Munich", ["en_US"]);
    const person = (await createPerson<PersonVersion>(admin, { en_US: "Anna Berger" }, { office })).en_US!;
    const news = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "Scheduled", content: "<p>Scheduled</p>", coverUrl: "/api/upload/c.png", cataId: folder, isLink: 0 },
    ]);
    expect(news.statusCode, news.message).toBe(200);
    const later = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "Later", content: "<p>Later</p>", coverUrl: "/api/upload/c.png", cataId: folder, isLink: 0 },
    ]);
    const banner = await admin<{ id: number }>("POST", "/api/admin/banner", { lang: "en_US", imgPath: "/api/upload/b.png", title: "Ends" });
    expect(banner.statusCode, banner.message).toBe(200);

    const [before, time, after] = ["2030-01-01T08:00:00.000Z", "2030-01-01T09:00:00.000Z", "2030-01-01T10:00:00.000Z"];
    await db.updateTable("articles").set({ publishAt: time }).where("id", "=", news.result[0]!.id).execute();
    await db.updateTable("articles").set({ publishAt: after }).where("id", "=", later.result[0]!.id).execute();
    await db.updateTable("people").set({ publishAt: time }).where("id", "=", person.id).execute();
    await db.updateTable("banners").set({ unpublishAt: time }).where("id", "=", banner.result.id).execute();

    const change = await findNextPublicationChange(db, before);
    expect(change?.time).toBe(time);
    expect([...(change?.keys ?? [])].sort()).toEqual(
      [
        `news:item:${news.result[0]!.no}`,
        "news:list",
        "news:related",
        `person:item:${person.no}`,
        "person:list",
        "firmFigures",
        "banner",
      ].sort(),
    );
    expect(await findNextPublicationChange(db, time)).toEqual({
      time: after,
      keys: [`news:item:${later.result[0]!.no}`, "news:list", "news:related"],
    });
    expect(await findNextPublicationChange(db, after)).toBeNull();
  });

  it("finds the next time of every kind's two columns in one statement", async () => {
    // Asked after every write and each time the public cache is emptied: fourteen statements cost more than their look-ups.
    const [soon, sooner] = ["2031-05-01T08:00:00.000Z", "2031-04-01T08:00:00.000Z"];
    const office = await createReferenceItem<{ lang: string; id: number; no: number }>(admin, "office", "Berlin", ["en_US"]);
    const person = (await createPerson<PersonVersion>(admin, { en_US: "Ben Auer" }, { office })).en_US!;
    await db.updateTable("people").set({ unpublishAt: soon }).where("id", "=", person.id).execute();
    const nextChangeTime = async (at: string) => {
      counting = true;
      sent.length = 0;
      const time = await findNextChangeTime(db, at).finally(() => (counting = false));
      expect(sent).toHaveLength(1);
      return time;
    };
    expect(await nextChangeTime("2031-01-01T00:00:00.000Z")).toBe(soon);
    const banner = await admin<{ id: number }>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/api/upload/b.png",
      title: "Starts",
    });
    await db.updateTable("banners").set({ publishAt: sooner }).where("id", "=", banner.result.id).execute();
    expect(await nextChangeTime("2031-01-01T00:00:00.000Z")).toBe(sooner);
    expect(await nextChangeTime(soon)).toBeNull();
  });
});
