import type { AnyArticle, Catalog, PracticeArea } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createPracticeArea, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// The back office's list of articles filtered and sorted on the server (decision 0056): the
// specification's query parameters answer as before, the new ones narrow and order the pages.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());

type Row = AnyArticle & { languages: string[]; hasDraft: boolean };

const folder: ByLang<Catalog> = await createFolder(admin, "Filter folder", { type: 1 });
const area = await createPracticeArea<PracticeArea>(admin, "Filter area");

/** A case analysis in the given languages (the first one's title given, the others' derived), saved at the given time. */
async function createCase(title: string, langs: string[], at: string, extra: Record<string, unknown> = {}): Promise<ByLang<AnyArticle>> {
  setClock(() => new Date(at));
  const answer = await admin<AnyArticle[]>(
    "POST",
    "/api/admin/case-analysis?saveAs=draft",
    langs.map((lang) => ({ lang, title: `${title} ${lang}`, coverUrl: "/api/upload/c.png", cataId: folder[lang]!.id, ...extra })),
  );
  setClock(undefined);
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

const beta = await createCase("Beta", ["en_US", "de_DE"], "2026-01-02T10:00:00Z");
const alpha = await createCase("alpha", ["en_US"], "2026-01-03T10:00:00Z");
const gamma = await createCase("Gamma", ["zh_CN"], "2026-01-01T10:00:00Z", { proFieldIds: [] });
await admin("PUT", "/api/admin/case-analysis/publish", { id: beta.en_US!.id });
await admin("PUT", "/api/admin/case-analysis/publish", { id: gamma.zh_CN!.id, publishAt: "2099-01-01T00:00:00Z" });
// Beta's English version is changed after its publication: a draft.
await admin("PUT", "/api/admin/case-analysis?saveAs=draft", [
  { ...beta.en_US!, title: "Beta en_US changed", cataId: folder.en_US!.id },
  { ...beta.de_DE!, cataId: folder.de_DE!.id },
]);
// Alpha concerns the practice area, in English.
await admin("PUT", "/api/admin/case-analysis", [{ ...alpha.en_US!, cataId: folder.en_US!.id, proFieldIds: [area.en_US!.id] }]);

const list = async (query: string) => {
  const answer = await admin<Row[]>("GET", `/api/admin/case-analysis?pageNo=1&pageSize=20&lang=en_US${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.map((row) => row.title);
};

describe("the back office's list of articles", () => {
  it("filters by a language, showing each item in it", async () => {
    expect(await list("&hasLang=de_DE")).toEqual(["Beta de_DE"]);
    expect(await list("&hasLang=zh_CN")).toEqual(["Gamma zh_CN"]);
    expect((await admin("GET", "/api/admin/case-analysis?hasLang=xx_XX")).statusCode).toBe(400);
  });

  it("filters by state, and by changes not yet published", async () => {
    expect(await list("&publishState=scheduled")).toEqual(["Gamma zh_CN"]);
    expect(await list("&publishState=published")).toEqual(["Beta en_US"]);
    expect(await list("&changed=1")).toEqual(["Beta en_US"]);
  });

  it("filters by who saved the shown version and by practice area, in any of the area's languages", async () => {
    expect((await list("&author=ADMIN")).length).toBe(3);
    expect(await list("&author=nobody")).toEqual([]);
    expect(await list(`&practiceAreaId=${area.en_US!.id}`)).toEqual(["alpha en_US"]);
    expect(await list(`&practiceAreaId=${area.de_DE!.id}`)).toEqual(["alpha en_US"]);
  });

  it("sorts by title, update, publication and state, either way", async () => {
    expect(await list("&sort=title")).toEqual(["alpha en_US", "Beta en_US", "Gamma zh_CN"]);
    expect(await list("&sort=title&order=desc")).toEqual(["Gamma zh_CN", "Beta en_US", "alpha en_US"]);
    expect(await list("&sort=published&order=asc")).toEqual(["Beta en_US", "Gamma zh_CN", "alpha en_US"]);
    expect(await list("&sort=published")).toEqual(["Gamma zh_CN", "Beta en_US", "alpha en_US"]);
    expect(await list("&sort=state&order=asc")).toEqual(["alpha en_US", "Gamma zh_CN", "Beta en_US"]);
    expect((await admin("GET", "/api/admin/case-analysis?sort=author")).statusCode).toBe(400);
  });

  it("keeps the specification's query and order: pinned first, then newest (a publication dates an item)", async () => {
    await admin("PUT", `/api/admin/case-analysis/pin?no=${gamma.zh_CN!.no}`);
    expect(await list("")).toEqual(["Gamma zh_CN", "Beta en_US", "alpha en_US"]);
    expect(await list("&title=alp")).toEqual(["alpha en_US"]);
    expect(await list(`&cataId=${folder.en_US!.id}`)).toEqual(["Gamma zh_CN", "Beta en_US", "alpha en_US"]);
  });
});
