import {
  editTagOf,
  type EditPresence,
  type PortalConfig,
  type PublicPortalConfig,
  type RevisionEntry,
  type SiteConfigRevision,
} from "@lawfirm/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, type Call } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// The site configuration's drafts, publication, history and restore (decision 0059): the back
// office's saves (`saveAs=draft`) leave the website as it is until Publish; the firm-wide facts
// have one draft for every language, published with any language's; the specification's saves
// publish at once, as before.

const { app, db, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

const MINUTE = 60_000;
/** Moves the server's clock by `minutes` from the real time, so that each change has a time of its own. */
const moveClock = (minutes: number) => setClock(() => new Date(Date.now() + minutes * MINUTE));

beforeEach(async () => {
  await db.deleteFrom("portalConfigs").execute();
  await db.deleteFrom("firmFacts").execute();
  await db.deleteFrom("contentDrafts").where("tableName", "in", ["portalConfigs", "firmFacts"]).execute();
  await db.deleteFrom("revisions").where("tableName", "=", "portalConfigs").execute();
});
afterEach(() => setClock(undefined));

const english = { lang: "en_US", name: "Example & Partners", introduce: "<p>An international firm.</p>", tel: "+49 89 123456" };

async function save(body: Record<string, unknown>, query = "?saveAs=draft", headers: Record<string, string> = {}) {
  return admin<PortalConfig>("POST", `/api/admin/portal-config${query}`, body, headers);
}
async function saved(body: Record<string, unknown>, query = "?saveAs=draft"): Promise<PortalConfig> {
  const answer = await save(body, query);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}
const readAdmin = async (lang: string) => (await admin<PortalConfig>("GET", `/api/admin/portal-config?lang=${lang}`)).result;
const readPublic = async (lang: string) => (await anonymous<PublicPortalConfig>("GET", `/api/user/portal-config?lang=${lang}`)).result;
const publish = (id: number, headers: Record<string, string> = {}) =>
  admin<PortalConfig>("PUT", "/api/admin/portal-config/publish", { id }, headers);
const discard = (id: number) => admin<PortalConfig>("PUT", "/api/admin/portal-config/discard-draft", { id });
const revisions = async (id: number) => (await admin<RevisionEntry[]>("GET", `/api/admin/portal-config/revisions?id=${id}`)).result;

/** The English configuration, live (saved by a specification's client), and a German one. */
async function liveConfigs() {
  const live = await saved(english, "");
  const german = await saved({ ...english, lang: "de_DE", name: "Beispiel & Partner" }, "");
  return { en: live.id!, de: german.id! };
}

describe("the site configuration's drafts", () => {
  it("keeps the website as it is while the back office's save is a draft, and shows what differs", async () => {
    const { en } = await liveConfigs();
    moveClock(1);
    const draft = await saved({ ...english, introduce: "<p>A new introduction.</p>", tel: "+49 89 999999" });

    expect(draft).toMatchObject({ id: en, publishState: "published", introduce: english.introduce, tel: english.tel });
    expect(draft.draft).toMatchObject({ introduce: "<p>A new introduction.</p>", tel: "+49 89 999999", factsChanged: true });
    expect(draft.draft?.operatorName).toBe("Administrator");
    for (const lang of ["en_US", "de_DE"]) {
      expect(await readPublic(lang)).toMatchObject({ introduce: english.introduce, tel: english.tel });
      expect(await readPublic(lang)).not.toHaveProperty("draft");
    }
    // The firm-wide facts' draft is every language's: the German editor shows it too, its texts live.
    expect((await readAdmin("de_DE")).draft).toMatchObject({ name: "Beispiel & Partner", tel: "+49 89 999999", factsChanged: true });
  });

  it("publishes a language's draft and the firm-wide facts' together, in every language, recorded in the audit log", async () => {
    const { en, de } = await liveConfigs();
    moveClock(1);
    await saved({ ...english, introduce: "<p>A new introduction.</p>", tel: "+49 89 999999" });
    const published = await publish(en);
    expect(published.statusCode, published.message).toBe(200);
    expect(published.result).toMatchObject({ introduce: "<p>A new introduction.</p>", tel: "+49 89 999999", draft: null });

    expect(await readPublic("en_US")).toMatchObject({ introduce: "<p>A new introduction.</p>", tel: "+49 89 999999" });
    expect(await readPublic("de_DE")).toMatchObject({ name: "Beispiel & Partner", introduce: english.introduce, tel: "+49 89 999999" });
    expect((await readAdmin("de_DE")).draft).toBeNull();
    const audit = await db.selectFrom("auditEntries").select(["action", "kind", "itemId"]).where("action", "=", "publish").execute();
    expect(audit).toEqual([{ action: "publish", kind: "siteConfig", itemId: en }]);
    expect(de).not.toBe(en);
  });

  it("keeps a language never published off the website until it is published; visitors get another language's meanwhile", async () => {
    await liveConfigs();
    const chinese = await saved({ ...english, lang: "zh_CN", name: "示例律师事务所" });
    expect(chinese).toMatchObject({ publishState: "draft", publishAt: null, name: "示例律师事务所", draft: null });
    expect(await readPublic("zh_CN")).toMatchObject({ lang: "en_US", name: english.name });

    expect((await publish(chinese.id!)).result).toMatchObject({ publishState: "published", publishAt: expect.any(String) });
    expect(await readPublic("zh_CN")).toMatchObject({ lang: "zh_CN", name: "示例律师事务所" });
  });

  it("drops a draft equal to the website, and discards a language's draft with the firm-wide facts'", async () => {
    const { en } = await liveConfigs();
    moveClock(1);
    expect((await saved({ ...english, name: "Renamed" })).draft).not.toBeNull();
    expect((await saved(english)).draft).toBeNull();

    await saved({ ...english, name: "Renamed", tel: "+49 89 999999" });
    const discarded = await discard(en);
    expect(discarded.statusCode, discarded.message).toBe(200);
    expect(discarded.result).toMatchObject({ name: english.name, tel: english.tel, draft: null });
    expect((await readAdmin("de_DE")).draft).toBeNull();
    expect(await readPublic("en_US")).toMatchObject({ name: english.name, tel: english.tel });
  });

  it("answers a specification's save without the new fields as before: written and published at once, a language never published included", async () => {
    await liveConfigs();
    const chinese = await saved({ ...english, lang: "zh_CN", name: "草稿" });
    const answer = await saved({ ...english, lang: "zh_CN", name: "示例", tel: "+86 10 1234" }, "");
    expect(answer).toMatchObject({ id: chinese.id, publishState: "published", name: "示例", tel: "+86 10 1234", draft: null });
    expect(await readPublic("zh_CN")).toMatchObject({ lang: "zh_CN", name: "示例", tel: "+86 10 1234" });
    expect(await readPublic("en_US")).toMatchObject({ tel: "+86 10 1234" });
  });

  it("refuses a publication, and a draft's save, sent with a tag the configuration no longer has (412)", async () => {
    const { en } = await liveConfigs();
    moveClock(1);
    const first = await saved({ ...english, name: "Renamed" });
    const tag = editTagOf([first]);
    moveClock(2);
    // Another editor saves the facts from the German editor: the English configuration's draft changes with them.
    await saved({ ...english, lang: "de_DE", name: "Beispiel & Partner", tel: "+49 89 777777" });

    const stalePublish = await publish(en, { "if-match": tag });
    expect(stalePublish.statusCode).toBe(412);
    expect((await save({ ...english, name: "Mine" }, "?saveAs=draft", { "if-match": tag })).statusCode).toBe(412);
    expect(await readPublic("en_US")).toMatchObject({ name: english.name, tel: english.tel });

    const current = editTagOf([await readAdmin("en_US")]);
    expect((await publish(en, { "if-match": current })).statusCode).toBe(200);
    expect(await readPublic("en_US")).toMatchObject({ name: "Renamed", tel: "+49 89 777777" });
  });

  it("answers 404 for an id that is no configuration's, and 400 without one", async () => {
    expect((await publish(999_999)).statusCode).toBe(404);
    expect((await discard(999_999)).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/portal-config/revisions?id=999999")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/portal-config/revision?id=999999")).statusCode).toBe(404);
    expect((await admin("PUT", "/api/admin/portal-config/restore-revision", { id: 999_999 })).statusCode).toBe(404);
    expect((await admin("PUT", "/api/admin/portal-config/publish", {})).statusCode).toBe(400);
    expect((await anonymous("PUT", "/api/admin/portal-config/publish", { id: 1 })).statusCode).toBe(401);
  });
});

describe("the site configuration's history", () => {
  it("records each save and publication, compares their fields, and restores one as a draft the website does not show", async () => {
    const { en } = await liveConfigs();
    moveClock(1);
    await saved({ ...english, introduce: "<p>Second.</p>", tel: "+49 89 222222" });
    moveClock(2);
    await publish(en);

    const entries = await revisions(en);
    expect(entries.map((entry) => [entry.action, entry.state])).toEqual([
      ["publish", "published"],
      ["saveDraft", "published"],
      ["save", "published"],
    ]);
    const first = await admin<SiteConfigRevision>("GET", `/api/admin/portal-config/revision?id=${entries[2]!.id}`);
    expect(first.result.fields).toMatchObject({ name: english.name, introduce: english.introduce, tel: english.tel });
    const last = await admin<SiteConfigRevision>("GET", `/api/admin/portal-config/revision?id=${entries[0]!.id}`);
    expect(last.result.fields).toMatchObject({ introduce: "<p>Second.</p>", tel: "+49 89 222222" });

    moveClock(3);
    const restored = await admin<PortalConfig>("PUT", "/api/admin/portal-config/restore-revision", { id: entries[2]!.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(restored.result).toMatchObject({ introduce: "<p>Second.</p>", tel: "+49 89 222222" });
    expect(restored.result.draft).toMatchObject({ introduce: english.introduce, tel: english.tel, factsChanged: true });
    expect(await readPublic("en_US")).toMatchObject({ introduce: "<p>Second.</p>", tel: "+49 89 222222" });
    expect((await revisions(en))[0]).toMatchObject({ action: "restore" });
    const audit = await db.selectFrom("auditEntries").select(["action", "kind"]).where("action", "=", "restore").execute();
    expect(audit).toEqual([{ action: "restore", kind: "siteConfig" }]);

    await publish(en);
    expect(await readPublic("en_US")).toMatchObject({ introduce: english.introduce, tel: english.tel });
  });

  it("tells an editor who else has the configuration open, in any language, and records a take-over", async () => {
    const { en, de } = await liveConfigs();
    const second = apiCaller(
      app,
      (await createColleague(app, admin, { loginAccount: "second-admin-config", role: "administrator" })).token,
    );
    const editor = apiCaller(app, (await createColleague(app, admin, { loginAccount: "editor-config", role: "editor" })).token);
    const heartbeat = async (caller: Call, id: number) => {
      const answer = await caller<EditPresence>("PUT", "/api/admin/portal-config/presence", { id });
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result;
    };
    expect(await heartbeat(admin, en)).toEqual({ others: [], takenOver: null });
    // The German tab is the same configuration: its firm-wide facts are every language's.
    expect((await heartbeat(second, de)).others).toEqual([{ accountName: "Administrator", since: expect.any(String) }]);

    const takeOver = await second<EditPresence>("PUT", "/api/admin/portal-config/presence/take-over", { id: de });
    expect(takeOver.statusCode, takeOver.message).toBe(200);
    const audit = await db.selectFrom("auditEntries").select(["action", "kind", "itemId"]).where("action", "=", "takeOver").execute();
    expect(audit).toEqual([{ action: "takeOver", kind: "siteConfig", itemId: de }]);
    expect((await heartbeat(admin, en)).takenOver).toEqual({ by: expect.stringContaining("second-admin-config"), at: expect.any(String) });

    expect((await second("PUT", "/api/admin/portal-config/presence/leave", { id: de })).statusCode).toBe(200);
    expect((await heartbeat(admin, en)).others).toEqual([]);
    // Only who may change the configuration takes it over; an id that is no configuration is 404.
    expect((await editor("PUT", "/api/admin/portal-config/presence/take-over", { id: en })).statusCode).toBe(403);
    expect((await admin("PUT", "/api/admin/portal-config/presence", { id: 999_999 })).statusCode).toBe(404);
  });
});
