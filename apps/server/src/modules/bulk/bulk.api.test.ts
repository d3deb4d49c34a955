import {
  BULK_MAX_ITEMS,
  type AnyArticle,
  type AuditEntry,
  type Banner,
  type BulkOutcome,
  type Catalog,
  type ReferenceItem,
} from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  ALL_LANGS,
  apiCaller,
  createFolder,
  createPerson,
  createReferenceItem,
  newsAsSent,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// Bulk actions on the lists (decision 0056): each row is the kind's single call, in its own
// transaction, with its own right and audit entry; a refused row leaves the others done.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const { token } = await createColleague(app, admin, { loginAccount: "bulk-translator", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);

const folder: ByLang<Catalog> = await createFolder(admin, "Bulk news", { type: 0 });

let count = 0;
/** A news item in every language, a draft in each. */
async function createNews(): Promise<ByLang<AnyArticle>> {
  count += 1;
  const answer = await admin<AnyArticle[]>(
    "POST",
    "/api/admin/latest-news?saveAs=draft",
    ALL_LANGS.map((lang) => ({ lang, title: `Bulk ${count} ${lang}`, coverUrl: "/api/upload/c.png", cataId: folder[lang]!.id, isLink: 0 })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

const bulk = (call: typeof admin, segment: string, body: object, language = "en-US") =>
  call<BulkOutcome[]>("PUT", `/api/admin/${segment}/bulk`, body, { "accept-language": language });
const rowOf = (version: AnyArticle) => ({ id: version.id, no: version.no });
const detail = async (no: number) => (await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${no}`)).result;
const auditOf = async (action: string) =>
  (await admin<AuditEntry[]>("GET", `/api/admin/audit?kind=news&action=${action}&pageSize=50`)).result;

describe("bulk actions on news", () => {
  it("publishes every row it can, reports the one deleted meanwhile, and records each publication", async () => {
    const [first, second, gone] = [await createNews(), await createNews(), await createNews()];
    expect((await admin("DELETE", `/api/admin/latest-news?no=${gone.en_US!.no}`)).statusCode).toBe(200);

    const answer = await bulk(admin, "latest-news", {
      action: "publish",
      items: [rowOf(first.en_US!), rowOf(gone.en_US!), rowOf(second.de_DE!)],
    });

    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result).toEqual([
      { id: first.en_US!.id, no: first.en_US!.no, ok: true, status: 200, message: null },
      {
        id: gone.en_US!.id,
        no: gone.en_US!.no,
        ok: false,
        status: 404,
        message: expect.stringContaining(String(gone.en_US!.id)) as string,
      },
      { id: second.de_DE!.id, no: second.de_DE!.no, ok: true, status: 200, message: null },
    ]);
    expect((await detail(first.en_US!.no)).find((version) => version.lang === "en_US")?.publishState).toBe("published");
    expect((await detail(second.en_US!.no)).find((version) => version.lang === "de_DE")?.publishState).toBe("published");
    const published = await auditOf("publish");
    expect(published.filter((entry) => entry.itemNo === first.en_US!.no)).toMatchObject([
      { itemId: first.en_US!.id, languages: ["en_US"] },
    ]);
    expect(published.filter((entry) => entry.itemNo === second.en_US!.no)).toMatchObject([
      { itemId: second.de_DE!.id, languages: ["de_DE"] },
    ]);
    expect(published.some((entry) => entry.itemNo === gone.en_US!.no)).toBe(false);
  });

  it("schedules the rows at the time given", async () => {
    const item = await createNews();
    const answer = await bulk(admin, "latest-news", { action: "publish", publishAt: "2099-01-01T09:00:00Z", items: [rowOf(item.zh_CN!)] });
    expect(answer.result).toMatchObject([{ ok: true }]);
    expect((await detail(item.en_US!.no)).find((version) => version.lang === "zh_CN")).toMatchObject({
      publishState: "scheduled",
      publishAt: "2099-01-01T09:00:00.000Z",
    });
  });

  it("unpublishes, pins, unpins and deletes whole items, each recorded", async () => {
    const [first, second] = [await createNews(), await createNews()];
    const rows = [rowOf(first.en_US!), rowOf(second.en_US!)];
    await bulk(admin, "latest-news", { action: "publish", items: rows });

    expect((await bulk(admin, "latest-news", { action: "unpublish", items: rows })).result.every((row) => row.ok)).toBe(true);
    expect((await detail(first.en_US!.no)).find((version) => version.lang === "en_US")?.publishState).toBe("draft");
    expect((await bulk(admin, "latest-news", { action: "pin", items: rows })).result.every((row) => row.ok)).toBe(true);
    expect((await detail(second.en_US!.no)).every((version) => version.top === 1)).toBe(true);
    expect((await bulk(admin, "latest-news", { action: "unpin", items: rows })).result.every((row) => row.ok)).toBe(true);
    expect((await detail(second.en_US!.no)).every((version) => version.top === 0)).toBe(true);
    expect((await bulk(admin, "latest-news", { action: "delete", items: rows })).result.every((row) => row.ok)).toBe(true);
    expect((await admin("GET", `/api/admin/latest-news/${first.en_US!.no}`)).statusCode).toBe(404);

    for (const action of ["unpublish", "pin", "unpin", "delete"]) {
      const numbers = (await auditOf(action)).map((entry) => entry.itemNo);
      expect(numbers, action).toEqual(expect.arrayContaining([first.en_US!.no, second.en_US!.no]));
    }
  });

  it("refuses each row of an account without the action's right, in the request's language, and changes nothing", async () => {
    const item = await createNews();
    const answer = await bulk(translator, "latest-news", { action: "publish", items: [rowOf(item.de_DE!), rowOf(item.en_US!)] }, "de-DE");
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result).toEqual([
      expect.objectContaining({ ok: false, status: 403, message: expect.stringContaining("darf das nicht") as string }),
      expect.objectContaining({ ok: false, status: 403 }),
    ]);
    expect((await detail(item.en_US!.no)).every((version) => version.publishState === "draft")).toBe(true);
  });

  it("validates the request: a known action, at least one row and at most the maximum", async () => {
    const item = await createNews();
    expect((await bulk(admin, "latest-news", { action: "archive", items: [rowOf(item.en_US!)] })).statusCode).toBe(400);
    expect((await bulk(admin, "latest-news", { action: "publish", items: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, index) => ({ id: index + 1, no: index + 1 }));
    const answer = await bulk(admin, "latest-news", { action: "publish", items: tooMany });
    expect(answer.statusCode).toBe(400);
    expect(answer.errors[0]?.field).toBe("body.items");
    const badTime = await bulk(admin, "latest-news", { action: "publish", publishAt: "tomorrow", items: [rowOf(item.en_US!)] });
    expect(badTime.statusCode).toBe(400);
  });

  it("answers an item's delete refused when it has no number, without stopping the others", async () => {
    const item = await createNews();
    const answer = await bulk(admin, "latest-news", { action: "delete", items: [{ id: item.en_US!.id }, rowOf(item.de_DE!)] });
    expect(answer.result.map((row) => [row.ok, row.status])).toEqual([
      [false, 400],
      [true, 200],
    ]);
  });
});

describe("bulk actions on the other kinds", () => {
  it("pins people by their own call and refuses an action a kind does not have", async () => {
    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Bulk office");
    const person = await createPerson<{ id: number; no: number; lang: string; top: number }>(admin, { en_US: "Bulk Person" }, { office });
    const answer = await bulk(admin, "lawyerTeam", { action: "pin", items: [{ id: person.en_US!.id }] });
    expect(answer.result).toMatchObject([{ ok: true }]);
    const pinned = await admin<{ top: number }>("GET", `/api/admin/lawyerTeam/detail/${person.en_US!.id}`);
    expect(pinned.result.top).toBe(1);
    const audit = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=person&action=pin");
    expect(audit.result[0]).toMatchObject({ itemId: person.en_US!.id });

    const refused = await bulk(admin, "professionalField", { action: "pin", items: [{ id: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors[0]?.field).toBe("body.action");
  });

  it("deletes banners by their own call", async () => {
    const created = await admin<Banner>("POST", "/api/admin/banner", { lang: "en_US", imgPath: "/api/upload/b.jpg", title: "Bulk banner" });
    const answer = await bulk(admin, "banner", { action: "delete", items: [{ id: created.result.id }] });
    expect(answer.result).toMatchObject([{ ok: true, status: 200 }]);
    expect((await admin("GET", `/api/admin/banner/detail/${created.result.id}`)).statusCode).toBe(404);
  });
});

describe("moving articles to a folder in bulk", () => {
  it("moves each item's versions into the folder's version of their language, its draft too, and refuses what it cannot", async () => {
    const target: ByLang<Catalog> = await createFolder(admin, "Bulk target", { type: 0 });
    const englishOnly: ByLang<Catalog> = await createFolder(admin, "Bulk English only", { type: 0, langs: ["en_US"] });
    const [moved, published, refused] = [await createNews(), await createNews(), await createNews()];
    await bulk(admin, "latest-news", { action: "publish", items: [rowOf(published.en_US!)] });
    // The published English version has changes not yet published: its draft moves with it.
    const saved = await admin(
      "PUT",
      "/api/admin/latest-news?saveAs=draft",
      Object.values(published).map((version) => ({
        ...newsAsSent(version),
        ...(version.lang === "en_US" ? { title: "Bulk draft title" } : {}),
      })),
    );
    expect(saved.statusCode, saved.message).toBe(200);

    const answer = await bulk(admin, "latest-news", {
      action: "move",
      cataId: target.de_DE!.id,
      items: [rowOf(moved.en_US!), rowOf(published.en_US!)],
    });
    expect(answer.result.map((row) => row.ok)).toEqual([true, true]);
    for (const version of await detail(moved.en_US!.no)) expect(version.cataId).toBe(target[version.lang]!.id);
    const english = (await detail(published.en_US!.no)).find((version) => version.lang === "en_US")!;
    expect(english).toMatchObject({ cataId: target.en_US!.id, draft: { cataId: target.en_US!.id, title: "Bulk draft title" } });
    const audit = await auditOf("update");
    expect(audit.map((entry) => entry.itemNo)).toEqual(expect.arrayContaining([moved.en_US!.no, published.en_US!.no]));

    // A folder without the item's other languages, a deleted folder, a case folder: refused, nothing moved.
    const lacking = await bulk(admin, "latest-news", { action: "move", cataId: englishOnly.en_US!.id, items: [rowOf(refused.en_US!)] });
    expect(lacking.result).toMatchObject([{ ok: false, status: 409 }]);
    expect((await detail(refused.en_US!.no)).every((version) => version.cataId === folder[version.lang]!.id)).toBe(true);
    const gone = await bulk(admin, "latest-news", { action: "move", cataId: 999_999, items: [rowOf(refused.en_US!)] });
    expect(gone.result).toMatchObject([{ ok: false, status: 404 }]);
    const caseFolder: ByLang<Catalog> = await createFolder(admin, "Bulk case folder", { type: 1 });
    const wrongKind = await bulk(admin, "latest-news", { action: "move", cataId: caseFolder.en_US!.id, items: [rowOf(refused.en_US!)] });
    expect(wrongKind.result).toMatchObject([{ ok: false, status: 400 }]);
    expect((await bulk(admin, "latest-news", { action: "move", items: [rowOf(refused.en_US!)] })).statusCode).toBe(400);
    expect((await bulk(admin, "lawfirm-honour", { action: "move", cataId: target.en_US!.id, items: [{ id: 1, no: 1 }] })).statusCode).toBe(
      400,
    );
  });
});
