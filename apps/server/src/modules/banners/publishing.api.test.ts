import type { Banner, BannerVersion, RevisionEntry } from "@lawfirm/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// Publication states of banners (decision 0035, slice 6): each banner is one language's row. The
// home page's carousel shows only published banners; the back office's edits of published banners
// are drafts until published; schedules take effect at their time.
// The publishing calls themselves (publish, schedule, unpublish, discard, revisions, restore, who
// may call them) are tested for every kind in modules/publishing/publishing.api.test.ts.

const { app, db, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-banners", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);

const MINUTE = 60_000;
/** Moves the server's clock by `minutes` from the real time. */
const moveClock = (minutes: number) => setClock(() => new Date(Date.now() + minutes * MINUTE));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

beforeEach(async () => {
  await db.deleteFrom("banners").execute();
  await db.deleteFrom("contentDrafts").where("tableName", "=", "banners").execute();
});
afterEach(() => setClock(undefined));

const DRAFT = "?saveAs=draft";

async function saveBanner(body: Record<string, unknown>, query = DRAFT, call = admin): Promise<BannerVersion> {
  const method = "id" in body ? "PUT" : "POST";
  const answer = await call<BannerVersion>(method, `/api/admin/banner${query}`, { lang: "en_US", imgPath: "/api/upload/b.png", ...body });
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const publicBanners = async (lang = "en_US") =>
  (await anonymous<Banner[]>("GET", `/api/user/banner?lang=${lang}`)).result.map((banner) => banner.title);

const banners = {
  publish: (id: number, times: { publishAt?: string; unpublishAt?: string } = {}, call = admin) =>
    call<BannerVersion>("PUT", "/api/admin/banner/publish", { id, ...times }),
  unpublish: (id: number, call = admin) => call<BannerVersion>("PUT", "/api/admin/banner/unpublish", { id }),
  discard: (id: number, call = admin) => call<BannerVersion>("PUT", "/api/admin/banner/discard-draft", { id }),
};

describe("a banner", () => {
  it("saved by the back office is a draft: invisible on the home page until published", async () => {
    const banner = await saveBanner({ title: "Draft banner" });
    expect(banner).toMatchObject({ publishState: "draft", publishAt: null, unpublishAt: null, draft: null });
    expect(await publicBanners()).toEqual([]);

    const published = await banners.publish(banner.id);
    expect(published.statusCode, published.message).toBe(200);
    expect(published.result).toMatchObject({ id: banner.id, publishState: "published", unpublishAt: null });
    expect(await publicBanners()).toEqual(["Draft banner"]);
    // Public answers carry no publication fields.
    const [answer] = (await anonymous<Record<string, unknown>[]>("GET", "/api/user/banner?lang=en_US")).result;
    expect(answer).not.toHaveProperty("publishState");
    expect(answer).not.toHaveProperty("draft");

    expect((await banners.unpublish(banner.id)).result.publishState).toBe("draft");
    expect(await publicBanners()).toEqual([]);
  });

  it("saved by the specification's clients is published at once, and their update is public at once", async () => {
    const banner = await saveBanner({ title: "Spec banner" }, "");
    expect(banner.publishState).toBe("published");
    expect(await publicBanners()).toEqual(["Spec banner"]);
    await saveBanner({ id: banner.id, title: "Spec banner, changed" }, "");
    expect(await publicBanners()).toEqual(["Spec banner, changed"]);
  });

  it("edited while published shows its draft beside the public fields in the back office's list", async () => {
    const banner = await saveBanner({ title: "Live", subTitle: "live" }, "");
    await saveBanner({ id: banner.id, title: "Edited", subTitle: "edited", linkUrl: "/news" });
    const list = await admin<BannerVersion[]>("GET", "/api/admin/banner?lang=en_US");
    expect(list.result[0]).toMatchObject({
      title: "Live",
      draft: { title: "Edited", subTitle: "edited", linkUrl: "/news", lang: "en_US" },
    });
  });

  it("pins at once, as before, while its fields wait as a draft", async () => {
    const banner = await saveBanner({ title: "Pinned later" }, "");
    const saved = await saveBanner({ id: banner.id, title: "Pinned, edited", top: 1 });
    expect(saved).toMatchObject({ top: 1, title: "Pinned later", draft: { title: "Pinned, edited" } });
  });

  it("is published and unpublished at its scheduled times", async () => {
    const banner = await saveBanner({ title: "Scheduled" });
    const scheduled = await banners.publish(banner.id, { publishAt: inMinutes(60), unpublishAt: inMinutes(120) });
    expect(scheduled.result.publishState).toBe("scheduled");
    expect(await publicBanners()).toEqual([]);
    moveClock(61);
    expect(await publicBanners()).toEqual(["Scheduled"]);
    expect((await admin<BannerVersion>("GET", `/api/admin/banner/detail/${banner.id}`)).result.publishState).toBe("published");
    moveClock(121);
    expect(await publicBanners()).toEqual([]);
    expect((await admin<BannerVersion>("GET", `/api/admin/banner/detail/${banner.id}`)).result.publishState).toBe("draft");
  });

  it("is filtered by state in the back office's list", async () => {
    await saveBanner({ title: "Draft one" });
    await saveBanner({ title: "Public one" }, "");
    const titles = async (state: string) =>
      (await admin<BannerVersion[]>("GET", `/api/admin/banner?publishState=${state}`)).result.map((row) => row.title);
    expect(await titles("draft")).toEqual(["Draft one"]);
    expect(await titles("published")).toEqual(["Public one"]);
    expect(await titles("scheduled")).toEqual([]);
  });

  it("of a translator is a draft, whatever it asks", async () => {
    const created = await saveBanner({ lang: "de_DE", title: "Übersetzt" }, "", translator);
    expect(created.publishState).toBe("draft");
    expect(await publicBanners("de_DE")).toEqual([]);
  });

  it("is recorded in the audit log and in its revisions; deleting it deletes its draft", async () => {
    const banner = await saveBanner({ title: "Audited" }, "");
    await saveBanner({ id: banner.id, title: "Audited, edited" });
    await banners.publish(banner.id);
    const audit = await admin<{ kind: string; action: string }[]>("GET", "/api/admin/audit?kind=banner&pageSize=5");
    expect(audit.result.map((entry) => entry.action).slice(0, 2)).toEqual(["publish", "update"]);
    const revisions = await db
      .selectFrom("revisions")
      .select("action")
      .where("tableName", "=", "banners")
      .where("versionId", "=", banner.id)
      .orderBy("id")
      .execute();
    expect(revisions.map((row) => row.action)).toEqual(["save", "saveDraft", "publish"]);
    await saveBanner({ id: banner.id, title: "Pending" });
    expect((await admin("DELETE", `/api/admin/banner/${banner.id}`)).statusCode).toBe(200);
    expect(await db.selectFrom("contentDrafts").selectAll().where("tableName", "=", "banners").execute()).toEqual([]);
  });
});

describe("a banner's revisions", () => {
  it("restore in their language only: a translator restores no revision whose fields move the banner to another language", async () => {
    const german = await saveBanner({ lang: "de_DE", title: "Deutsch" }, "");
    // A draft that would make the German banner an English one.
    await saveBanner({ id: german.id, lang: "en_US", title: "English now" });
    const [moved] = (await admin<RevisionEntry[]>("GET", `/api/admin/banner/revisions?id=${german.id}`)).result;
    expect(moved).toMatchObject({ action: "saveDraft", lang: "de_DE" });
    await banners.discard(german.id);
    expect((await translator("PUT", "/api/admin/banner/restore-revision", { id: moved!.id })).statusCode).toBe(403);
    const restored = await admin<BannerVersion>("PUT", "/api/admin/banner/restore-revision", { id: moved!.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(restored.result.draft).toMatchObject({ lang: "en_US", title: "English now" });
  });
});
