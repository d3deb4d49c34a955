import type { Banner, BannerRevision, BannerVersion, RevisionEntry } from "@lawfirm/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// Publication states of banners (decision 0035, slice 6): each banner is one language's row. The
// home page's carousel shows only published banners; the back office's edits of published banners
// are drafts until published; schedules take effect at their time.

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

  it("edited while published keeps the public one until Publish changes; Discard drops the edit", async () => {
    const banner = await saveBanner({ title: "Live", subTitle: "live" }, "");
    const edited = await saveBanner({ id: banner.id, title: "Edited", subTitle: "edited", linkUrl: "/news" });
    expect(edited).toMatchObject({ title: "Live", publishState: "published" });
    expect(edited.draft).toMatchObject({ title: "Edited", subTitle: "edited", linkUrl: "/news", lang: "en_US" });
    expect(await publicBanners()).toEqual(["Live"]);
    // The admin list shows the draft beside the public fields.
    const list = await admin<BannerVersion[]>("GET", "/api/admin/banner?lang=en_US");
    expect(list.result[0]).toMatchObject({ title: "Live", draft: { title: "Edited" } });

    const discarded = await banners.discard(banner.id);
    expect(discarded.result).toMatchObject({ title: "Live", draft: null });
    expect(await publicBanners()).toEqual(["Live"]);

    await saveBanner({ id: banner.id, title: "Edited again" });
    const published = await banners.publish(banner.id);
    expect(published.result).toMatchObject({ title: "Edited again", draft: null, publishState: "published" });
    expect(published.result.publishAt).toBe(banner.publishAt);
    expect(await publicBanners()).toEqual(["Edited again"]);
  });

  it("saved with the public fields again drops its draft", async () => {
    const banner = await saveBanner({ title: "Same" }, "");
    expect((await saveBanner({ id: banner.id, title: "Other" })).draft).not.toBeNull();
    expect((await saveBanner({ id: banner.id, title: "Same" })).draft).toBeNull();
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

  it("refuses an end before the start", async () => {
    const banner = await saveBanner({ title: "Ends" });
    const answer = await banners.publish(banner.id, { publishAt: inMinutes(60), unpublishAt: inMinutes(30) });
    expect(answer.statusCode).toBe(400);
    expect(answer.errors.map((error) => error.field)).toEqual(["body.unpublishAt"]);
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

  it("of a translator is a draft, whatever it asks, and a translator neither publishes nor unpublishes", async () => {
    const created = await saveBanner({ lang: "de_DE", title: "Übersetzt" }, "", translator);
    expect(created.publishState).toBe("draft");
    expect(await publicBanners("de_DE")).toEqual([]);
    expect((await banners.publish(created.id, {}, translator)).statusCode).toBe(403);
    expect((await banners.publish(created.id)).statusCode).toBe(200);
    const edited = await saveBanner({ id: created.id, lang: "de_DE", title: "Übersetzt, geändert" }, "", translator);
    expect(edited).toMatchObject({ title: "Übersetzt", draft: { title: "Übersetzt, geändert" } });
    expect(await publicBanners("de_DE")).toEqual(["Übersetzt"]);
    expect((await banners.unpublish(created.id, translator)).statusCode).toBe(403);
    // Discarding its own edit changes nothing public: a translator may.
    expect((await banners.discard(created.id, translator)).result.draft).toBeNull();
    expect((await banners.publish(999_999)).statusCode).toBe(404);
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
  it("list its saves and publications, read one, and restore it as a draft the home page does not show until published", async () => {
    const banner = await saveBanner({ title: "First title", subTitle: "first" }, "");
    await saveBanner({ id: banner.id, title: "Second title", subTitle: "second" });
    await banners.publish(banner.id);

    const history = await admin<RevisionEntry[]>("GET", `/api/admin/banner/revisions?id=${banner.id}`);
    expect(history.statusCode, history.message).toBe(200);
    expect(history.result.map((entry) => [entry.action, entry.state])).toEqual([
      ["publish", "published"],
      ["saveDraft", "published"],
      ["save", "published"],
    ]);
    const first = history.result.at(-1)!;
    const revision = await admin<BannerRevision>("GET", `/api/admin/banner/revision?id=${first.id}`);
    expect(revision.statusCode, revision.message).toBe(200);
    expect(revision.result).toMatchObject({ versionId: banner.id, lang: "en_US", action: "save" });
    expect(revision.result.fields).toMatchObject({
      lang: "en_US",
      imgPath: "/api/upload/b.png",
      title: "First title",
      subTitle: "first",
      linkUrl: null,
    });
    expect(revision.result).not.toHaveProperty("itemNo");

    const restored = await admin<BannerVersion>("PUT", "/api/admin/banner/restore-revision", { id: first.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(restored.result).toMatchObject({ title: "Second title", publishState: "published" });
    expect(restored.result.draft).toMatchObject({ title: "First title", subTitle: "first" });
    expect(await publicBanners()).toEqual(["Second title"]);
    const audit = await admin<{ action: string; itemId: number | null }[]>("GET", "/api/admin/audit?kind=banner&pageSize=1");
    expect(audit.result[0]).toMatchObject({ action: "restore", itemId: banner.id });
    const latest = await admin<RevisionEntry[]>("GET", `/api/admin/banner/revisions?id=${banner.id}`);
    expect(latest.result[0]).toMatchObject({ action: "restore", state: "published" });

    await banners.publish(banner.id);
    expect(await publicBanners()).toEqual(["First title"]);
  });

  it("restore a draft banner's fields in place", async () => {
    const banner = await saveBanner({ title: "Draft one" });
    await saveBanner({ id: banner.id, title: "Draft two" });
    const history = await admin<RevisionEntry[]>("GET", `/api/admin/banner/revisions?id=${banner.id}`);
    const restored = await admin<BannerVersion>("PUT", "/api/admin/banner/restore-revision", { id: history.result.at(-1)!.id });
    expect(restored.result).toMatchObject({ title: "Draft one", publishState: "draft", draft: null });
  });

  it("are read by a translator, restored only in its languages; unknown ids and other kinds' revisions answer 404", async () => {
    const english = await saveBanner({ title: "English" });
    const german = await saveBanner({ lang: "de_DE", title: "Deutsch" });
    await saveBanner({ id: german.id, lang: "de_DE", title: "Deutsch, neu" });
    const [englishRevision] = (await admin<RevisionEntry[]>("GET", `/api/admin/banner/revisions?id=${english.id}`)).result;
    const germanHistory = await translator<RevisionEntry[]>("GET", `/api/admin/banner/revisions?id=${german.id}`);
    expect(germanHistory.statusCode).toBe(200);
    expect((await translator("GET", `/api/admin/banner/revision?id=${englishRevision!.id}`)).statusCode).toBe(200);
    expect((await translator("PUT", "/api/admin/banner/restore-revision", { id: englishRevision!.id })).statusCode).toBe(403);
    const restored = await translator<BannerVersion>("PUT", "/api/admin/banner/restore-revision", { id: germanHistory.result.at(-1)!.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(restored.result.title).toBe("Deutsch");

    expect((await admin("GET", "/api/admin/banner/revisions?id=999999")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/banner/revision?id=999999")).statusCode).toBe(404);
    expect((await admin("PUT", "/api/admin/banner/restore-revision", { id: 999_999 })).statusCode).toBe(404);
    // A banner's revision is none of a legal document's, and the reverse.
    expect((await admin("GET", `/api/admin/docs/revision?id=${englishRevision!.id}`)).statusCode).toBe(404);
    expect((await admin("PUT", "/api/admin/docs/restore-revision", { id: englishRevision!.id })).statusCode).toBe(404);
    const document = await admin<{ id: number }>("PUT", "/api/admin/docs/terms?saveAs=draft", {
      lang: "en_US",
      title: "Terms",
      content: "<p>Terms</p>",
    });
    const [documentRevision] = (await admin<RevisionEntry[]>("GET", `/api/admin/docs/revisions?id=${document.result.id}`)).result;
    expect((await admin("GET", `/api/admin/banner/revision?id=${documentRevision!.id}`)).statusCode).toBe(404);
  });
});
