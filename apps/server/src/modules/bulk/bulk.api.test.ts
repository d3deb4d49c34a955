import {
  BULK_MAX_ITEMS,
  editTagOf,
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
  createPracticeArea,
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
const { token: editorToken } = await createColleague(app, admin, { loginAccount: "bulk-editor", role: "editor" });
const editor = apiCaller(app, editorToken);

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

describe("rows changed since the list was read (decision 0061)", () => {
  /** The item's row as the back office's list answers it. */
  const listRow = async (no: number) => {
    const answer = await admin<(AnyArticle & { editTag: string })[]>("GET", `/api/admin/latest-news?no=${no}`);
    expect(answer.statusCode, answer.message).toBe(200);
    return answer.result[0]!;
  };
  const taggedRow = async (version: AnyArticle) => ({ ...rowOf(version), editTag: (await listRow(version.no)).editTag });
  /** Another account saves the item's English title as a draft. */
  const changeElsewhere = async (no: number) => {
    const saved = await editor(
      "PUT",
      "/api/admin/latest-news?saveAs=draft",
      (await detail(no)).map((version) => ({
        ...newsAsSent(version),
        ...(version.lang === "en_US" ? { title: "Changed elsewhere" } : {}),
      })),
    );
    expect(saved.statusCode, saved.message).toBe(200);
  };

  it("lists each item with the edit tag its editor reads", async () => {
    const item = await createNews();
    const read = await app.inject({
      method: "GET",
      url: `/api/admin/latest-news/${item.en_US!.no}`,
      headers: { authorization: `Bearer ${await login()}` },
    });
    expect((await listRow(item.en_US!.no)).editTag).toBe(read.headers.etag);
  });

  it("refuses to publish a row changed after the list was read, naming who changed it, and publishes the others", async () => {
    const [changed, untouched] = [await createNews(), await createNews()];
    const rows = [await taggedRow(changed.en_US!), await taggedRow(untouched.en_US!)];
    await changeElsewhere(changed.en_US!.no);

    const answer = await bulk(admin, "latest-news", { action: "publish", items: rows });
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result).toEqual([
      {
        id: changed.en_US!.id,
        no: changed.en_US!.no,
        ok: false,
        status: 412,
        message: expect.stringContaining("editor bulk-editor changed") as string,
      },
      { id: untouched.en_US!.id, no: untouched.en_US!.no, ok: true, status: 200, message: null },
    ]);
    expect((await detail(changed.en_US!.no)).find((version) => version.lang === "en_US")?.publishState).toBe("draft");
    expect((await detail(untouched.en_US!.no)).find((version) => version.lang === "en_US")?.publishState).toBe("published");
    expect((await auditOf("publish")).some((entry) => entry.itemNo === changed.en_US!.no)).toBe(false);
  });

  it("refuses to delete or move a row changed after the list was read, in the request's language", async () => {
    const target: ByLang<Catalog> = await createFolder(admin, "Bulk tagged target", { type: 0 });
    const [changed, untouched] = [await createNews(), await createNews()];
    const rows = [await taggedRow(changed.en_US!), await taggedRow(untouched.en_US!)];
    await changeElsewhere(changed.en_US!.no);

    const moved = await bulk(admin, "latest-news", { action: "move", cataId: target.en_US!.id, items: rows }, "de-DE");
    expect(moved.result.map((row) => [row.ok, row.status])).toEqual([
      [false, 412],
      [true, 200],
    ]);
    expect(moved.result[0]!.message).toContain("editor bulk-editor hat");
    expect((await detail(changed.en_US!.no)).every((version) => version.cataId === folder[version.lang]!.id)).toBe(true);

    // The untouched item's move changed its tag: its row is read again, the changed one's is not.
    const deleted = await bulk(admin, "latest-news", { action: "delete", items: [rows[0]!, await taggedRow(untouched.en_US!)] });
    expect(deleted.result.map((row) => [row.ok, row.status])).toEqual([
      [false, 412],
      [true, 200],
    ]);
    expect((await admin("GET", `/api/admin/latest-news/${changed.en_US!.no}`)).statusCode).toBe(200);
    expect((await admin("GET", `/api/admin/latest-news/${untouched.en_US!.no}`)).statusCode).toBe(404);
  });

  it("writes a row without a tag, or with its current tag, as before", async () => {
    const [untagged, current] = [await createNews(), await createNews()];
    await changeElsewhere(untagged.en_US!.no);
    await changeElsewhere(current.en_US!.no);
    const answer = await bulk(admin, "latest-news", {
      action: "unpublish",
      items: [rowOf(untagged.en_US!), await taggedRow(current.en_US!)],
    });
    expect(answer.result.map((row) => row.ok)).toEqual([true, true]);
    expect((await bulk(admin, "latest-news", { action: "delete", items: [{ ...rowOf(current.en_US!), editTag: "" }] })).statusCode).toBe(
      400,
    );
  });

  it("refuses the stale rows of people, practice areas and banners, each by its list's tag", async () => {
    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Tagged office");
    const person = await createPerson<{ id: number; no: number; lang: string }>(admin, { en_US: "Tagged Person" }, { office });
    const people = await admin<{ id: number; editTag: string }[]>("GET", "/api/admin/lawyerTeam?name=Tagged&pageSize=50");
    const personRow = people.result.find((row) => row.id === person.en_US!.id)!;
    const personRead = await app.inject({
      method: "GET",
      url: `/api/admin/lawyerTeam/detail/${person.en_US!.id}`,
      headers: { authorization: `Bearer ${await login()}` },
    });
    expect(personRow.editTag).toBe(personRead.headers.etag);
    expect((await admin("PUT", `/api/admin/lawyerTeam/${person.en_US!.id}/1`)).statusCode).toBe(200);
    const stalePerson = await bulk(admin, "lawyerTeam", {
      action: "delete",
      items: [{ id: person.en_US!.id, editTag: personRow.editTag }],
    });
    expect(stalePerson.result).toMatchObject([{ ok: false, status: 412 }]);
    expect((await admin("GET", `/api/admin/lawyerTeam/detail/${person.en_US!.id}`)).statusCode).toBe(200);

    const created = await createPracticeArea<{ id: number; no: number; lang: string }>(admin, "Tagged area");
    const areas = await admin<{ id: number; editTag: string }[]>("GET", "/api/admin/professionalField?pageSize=50");
    const area = areas.result.find((row) => row.id === created.en_US!.id)!;
    const areaRead = await app.inject({
      method: "GET",
      url: `/api/admin/professionalField/detail/${area.id}`,
      headers: { authorization: `Bearer ${await login()}` },
    });
    expect(area.editTag).toBe(areaRead.headers.etag);
    expect(
      (await bulk(admin, "professionalField", { action: "unpublish", items: [{ id: area.id, editTag: area.editTag }] })).result,
    ).toMatchObject([{ ok: true }]);
    // Unpublished since: the tag read before is stale.
    expect(
      (await bulk(admin, "professionalField", { action: "publish", items: [{ id: area.id, editTag: area.editTag }] })).result,
    ).toMatchObject([{ ok: false, status: 412 }]);

    const banner = await admin<Banner>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/api/upload/t.jpg",
      title: "Tagged banner",
    });
    const bannerTag = (
      await app.inject({
        method: "GET",
        url: `/api/admin/banner/detail/${banner.result.id}`,
        headers: { authorization: `Bearer ${await login()}` },
      })
    ).headers.etag as string;
    expect(bannerTag).toBe(editTagOf([banner.result]));
    const renamed = await admin("PUT", "/api/admin/banner?saveAs=draft", {
      id: banner.result.id,
      lang: "en_US",
      imgPath: "/api/upload/t.jpg",
      title: "Tagged banner, renamed",
    });
    expect(renamed.statusCode, renamed.message).toBe(200);
    const staleBanner = await bulk(admin, "banner", { action: "delete", items: [{ id: banner.result.id, editTag: bannerTag }] });
    expect(staleBanner.result).toMatchObject([{ ok: false, status: 412 }]);
    expect((await admin("GET", `/api/admin/banner/detail/${banner.result.id}`)).statusCode).toBe(200);
  });
});
