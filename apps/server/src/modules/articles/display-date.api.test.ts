import type { AnyArticle, AuditEntry, Catalog, SearchAnswer } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { ALL_LANGS, apiCaller, createFolder, versionIn, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The date the site shows for an item (`createTime`, decision 0035): Administrators and Editors
// set it, e.g. to backdate an older article; the public lists order by it.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-date", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);
const folder: ByLang<Catalog> = await createFolder(admin, "Dated news", { type: 0 });

/** A news item in every language; published at once, or a draft with `?saveAs=draft`. */
async function createNews(title: string, query = ""): Promise<AnyArticle[]> {
  const answer = await admin<AnyArticle[]>(
    "POST",
    `/api/admin/latest-news${query}`,
    ALL_LANGS.map((lang) => ({ lang, title: `${title} ${lang}`, coverUrl: "/api/upload/cover.png", cataId: folder[lang]!.id, isLink: 0 })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const setDate = (no: number, createTime: string, call = admin) =>
  call<AnyArticle[]>("PUT", "/api/admin/latest-news/date", { no, createTime });

/** The public English list's ids, newest first, among the given ones. */
async function publicOrder(ids: readonly number[]): Promise<number[]> {
  const answer = await anonymous<AnyArticle[]>("GET", "/api/user/latest-news?pageNo=1&pageSize=100&lang=en_US");
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.map((row) => row.id).filter((id) => ids.includes(id));
}

describe("the date the site shows for an item", () => {
  it("is set for every version by an Administrator, shown by the public answers, ordering the lists, and audited", async () => {
    const older = await createNews("Dated older");
    const newer = await createNews("Dated newer Quokkadate");
    const olderEn = versionIn(older, "en_US");
    const newerEn = versionIn(newer, "en_US");
    expect(await publicOrder([olderEn.id, newerEn.id])).toEqual([newerEn.id, olderEn.id]);

    // Backdated to 2019, given in Berlin summer time: stored and answered in UTC.
    const answer = await setDate(newerEn.no, "2019-06-03T10:30:00+02:00");
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result.map((version) => version.createTime)).toEqual(ALL_LANGS.map(() => "2019-06-03T08:30:00.000Z"));
    expect(await publicOrder([olderEn.id, newerEn.id])).toEqual([olderEn.id, newerEn.id]);
    const detail = await anonymous<AnyArticle>("GET", `/api/user/latest-news/${versionIn(newer, "de_DE").id}`);
    expect(detail.result.createTime).toBe("2019-06-03T08:30:00.000Z");
    // The back office's detail says the same.
    const stored = await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${newerEn.no}`);
    expect(stored.result.every((version) => version.createTime === "2019-06-03T08:30:00.000Z")).toBe(true);

    // The search's results show it too.
    const search = await anonymous<SearchAnswer>("GET", "/api/user/search?q=Quokkadate&lang=en_US&kind=news");
    expect(search.result.groups.find((group) => group.kind === "news")?.items.map((item) => item.createTime)).toEqual([
      "2019-06-03T08:30:00.000Z",
    ]);

    const audit = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=news&action=update");
    expect(audit.result[0]).toMatchObject({ action: "update", kind: "news", itemNo: newerEn.no, endpoint: "PUT /admin/latest-news/date" });
  });

  it("is refused to a Translator", async () => {
    const item = await createNews("Dated by a translator");
    const refused = await setDate(item[0]!.no, "2020-01-01T00:00:00Z", translator);
    expect(refused.statusCode).toBe(403);
    const stored = await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${item[0]!.no}`);
    expect(stored.result[0]!.createTime).toBe(item[0]!.createTime);
  });

  it("refuses a time without its offset, before 1900, in the future, or of an unknown item", async () => {
    const [version] = await createNews("Dated wrongly");
    const no = version!.no;
    const withoutOffset = await setDate(no, "2020-01-01T00:00:00");
    expect(withoutOffset.statusCode).toBe(400);
    expect(withoutOffset.errors[0]).toMatchObject({ field: "body.createTime" });
    expect(withoutOffset.errors[0]!.message).toContain("offset");
    const ancient = await setDate(no, "1850-01-01T00:00:00Z");
    expect(ancient.statusCode).toBe(400);
    expect(ancient.errors[0]).toMatchObject({ field: "body.createTime", message: expect.stringContaining("1900") });
    const future = await setDate(no, new Date(Date.now() + 86_400_000).toISOString());
    expect(future.statusCode).toBe(400);
    expect(future.errors[0]).toMatchObject({ field: "body.createTime" });
    expect((await setDate(2_000_000_000, "2020-01-01T00:00:00Z")).statusCode).toBe(404);
    // A case analysis's endpoint does not date a news item.
    expect((await admin("PUT", "/api/admin/case-analysis/date", { no, createTime: "2020-01-01T00:00:00Z" })).statusCode).toBe(404);
    const stored = await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${no}`);
    expect(stored.result[0]!.createTime).toBe(version!.createTime);
  });

  it("is refused for an item not yet published or scheduled: its first publication dates it", async () => {
    const draft = await createNews("Dated draft", "?saveAs=draft");
    const refused = await setDate(draft[0]!.no, "2020-01-01T00:00:00Z");
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain("publish");
  });
});
