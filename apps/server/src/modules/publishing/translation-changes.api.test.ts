import type { AuditEntry, Dashboard, News, TranslationSource, TranslationState, TranslationStatus } from "@lawfirm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createFolder, versionIn, type Call } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

/**
 * Out-of-date language versions (decision 0057): a save of one version's own fields marks the
 * other versions of its item out of date, per field; saving one of those, or Mark as up to date,
 * brings it up to date; a translator's dashboard counts only its languages.
 */

const { app, login } = await createTestApp();
const editor = apiCaller(app, await login());
const { token } = await createColleague(app, editor, { loginAccount: "translator-en", role: "translator", languages: ["en_US"] });
const translator = apiCaller(app, token);

let folder: Record<string, { id: number }> = {};
beforeAll(async () => {
  folder = await createFolder(editor, "Translation news", { type: 0 });
});

const version = (lang: string, title: string, content = `<p>${title} text</p>`) => ({
  lang,
  title,
  coverUrl: "/api/upload/cover.png",
  content,
  cataId: folder[lang]!.id,
  isLink: 0,
});

async function createNews(title: string): Promise<News[]> {
  const answer = await editor<News[]>("POST", "/api/admin/latest-news?saveAs=draft", [
    version("de_DE", `${title} de`),
    version("en_US", `${title} en`),
    version("zh_CN", `${title} zh`),
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

/** Saves the item as the back office does: every version whole, `changes` laid over the version of `lang`. */
async function save(call: Call, versions: News[], lang: string, changes: Record<string, unknown>) {
  const body = versions.map((stored) => ({
    ...version(stored.lang, stored.title, stored.content),
    id: stored.id,
    ...(stored.lang === lang ? changes : {}),
  }));
  const answer = await call<News[]>("PUT", "/api/admin/latest-news?saveAs=draft", body);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const stateOf = async (id: number) => (await editor<TranslationState>("GET", `/api/admin/latest-news/translation?id=${id}`)).result;

describe("out-of-date language versions", () => {
  it("marks the other versions out of date with the fields a save changed, and keeps what they were translated from", async () => {
    const versions = await createNews("Urteil");
    for (const created of versions) expect((await stateOf(created.id)).behind).toEqual([]);

    await save(editor, versions, "de_DE", { title: "Urteil neu", content: "<p>Urteil neuer Text</p>" });
    const [de, en, zh] = ["de_DE", "en_US", "zh_CN"].map((lang) => versionIn(versions, lang));
    for (const behind of [en!, zh!]) {
      const state = await stateOf(behind.id);
      expect(state.behind).toHaveLength(1);
      expect(state.behind[0]).toMatchObject({ sourceLang: "de_DE", sourceId: de!.id, fields: ["title", "content"] });
    }
    expect((await stateOf(de!.id)).behind).toEqual([]);

    const source = await editor<TranslationSource<{ title: string; content: string }>>(
      "GET",
      `/api/admin/latest-news/translation-source?id=${en!.id}&source=de_DE`,
    );
    expect(source.statusCode, source.message).toBe(200);
    expect(source.result.fields.title).toBe("Urteil neu");
    expect(source.result.baseline?.title).toBe("Urteil de");
    expect(source.result.changed).toEqual(["title", "content"]);
  });

  it("adds later changes of the same language to the fields and keeps the first baseline", async () => {
    let versions = await createNews("Beschluss");
    versions = await save(editor, versions, "de_DE", { title: "Beschluss 2" });
    versions = await save(editor, versions, "de_DE", { content: "<p>Beschluss anders</p>" });
    const en = versionIn(versions, "en_US");
    expect((await stateOf(en.id)).behind[0]?.fields).toEqual(["title", "content"]);
    const source = await editor<TranslationSource<{ title: string }>>(
      "GET",
      `/api/admin/latest-news/translation-source?id=${en.id}&source=de_DE`,
    );
    expect(source.result.baseline?.title).toBe("Beschluss de");
  });

  it("brings only the saved translation up to date, and tells no other version of it", async () => {
    let versions = await createNews("Vertrag");
    versions = await save(editor, versions, "de_DE", { title: "Vertrag neu" });
    versions = await save(translator, versions, "en_US", { title: "Contract new" });
    const [de, en, zh] = ["de_DE", "en_US", "zh_CN"].map((lang) => versionIn(versions, lang));
    expect((await stateOf(en!.id)).behind).toEqual([]);
    expect((await stateOf(zh!.id)).behind.map((lag) => lag.sourceLang)).toEqual(["de_DE"]);
    expect((await stateOf(de!.id)).behind).toEqual([]);

    const status = await editor<TranslationStatus>("GET", `/api/admin/latest-news/translation-status?ids=${de!.id},${en!.id}`);
    expect(status.result).toEqual([
      { id: de!.id, outdated: ["zh_CN"] },
      { id: en!.id, outdated: ["zh_CN"] },
    ]);
  });

  it("leaves the translations as they are when a save changes nothing of a version's own fields", async () => {
    const versions = await createNews("Gutachten");
    await save(editor, versions, "de_DE", {});
    for (const created of versions) expect((await stateOf(created.id)).behind).toEqual([]);
  });

  it("marks a version up to date in the audit log, for a translator of its language only", async () => {
    const versions = await createNews("Satzung");
    await save(editor, versions, "de_DE", { title: "Satzung neu" });
    const [en, zh] = ["en_US", "zh_CN"].map((lang) => versionIn(versions, lang));

    const refused = await translator("PUT", "/api/admin/latest-news/up-to-date", { id: zh!.id });
    expect(refused.statusCode).toBe(403);
    expect((await stateOf(zh!.id)).behind).toHaveLength(1);

    const marked = await translator<TranslationState>("PUT", "/api/admin/latest-news/up-to-date", { id: en!.id });
    expect(marked.statusCode, marked.message).toBe(200);
    expect(marked.result).toEqual({ id: en!.id, lang: "en_US", behind: [] });
    expect((await stateOf(zh!.id)).behind).toHaveLength(1);

    const [entry] = (await editor<AuditEntry[]>("GET", "/api/admin/audit?kind=news&action=markUpToDate")).result;
    expect(entry).toMatchObject({ action: "markUpToDate", kind: "news", accountName: expect.any(String) });
  });

  it("answers 404 for a source language the item has no other version in, and 400 for a bad list", async () => {
    const versions = await createNews("Antrag");
    const en = versionIn(versions, "en_US");
    expect((await editor("GET", `/api/admin/latest-news/translation-source?id=${en.id}&source=fr_FR`)).statusCode).toBe(404);
    expect((await editor("GET", `/api/admin/latest-news/translation-source?id=${en.id}&source=en_US`)).statusCode).toBe(404);
    expect((await editor("GET", "/api/admin/latest-news/translation-status?ids=1,x")).statusCode).toBe(400);
  });

  it("counts out-of-date versions per language on the dashboard, a translator's languages only", async () => {
    const versions = await createNews("Dashboard");
    await save(editor, versions, "de_DE", { title: "Dashboard neu" });
    const all = (await editor<Dashboard>("GET", "/api/admin/dashboard")).result;
    const zhGaps = all.gaps.find((gap) => gap.lang === "zh_CN");
    expect(zhGaps?.outdated.news).toBeGreaterThanOrEqual(1);
    expect(zhGaps?.outdatedEntries.some((entry) => entry.title === "Dashboard zh")).toBe(true);
    expect(all.gaps.find((gap) => gap.lang === "de_DE")?.outdatedEntries.some((entry) => entry.no === versions[0]!.no)).toBe(false);

    const own = (await translator<Dashboard>("GET", "/api/admin/dashboard")).result;
    expect(own.gaps.map((gap) => gap.lang)).toEqual(["en_US"]);
  });
});

describe("out-of-date legal document versions", () => {
  it("marks a document's other languages out of date with its change, and its source beside them", async () => {
    const saveDocument = async (lang: string, title: string, content: string) => {
      const answer = await editor<{ id: number }>("PUT", "/api/admin/docs/impressum?saveAs=draft", { lang, title, content });
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result.id;
    };
    await saveDocument("de_DE", "Impressum", "<p>Kanzlei in München</p>");
    const english = await saveDocument("en_US", "Legal notice", "<p>Firm in Munich</p>");
    const docState = async (id: number) => (await editor<TranslationState>("GET", `/api/admin/docs/translation?id=${id}`)).result;
    expect((await docState(english)).behind).toEqual([]);

    await saveDocument("de_DE", "Impressum", "<p>Kanzlei in München und Frankfurt</p>");
    expect((await docState(english)).behind.map((lag) => [lag.sourceLang, lag.fields])).toEqual([["de_DE", ["content"]]]);
    const source = await editor<TranslationSource<{ content: string }>>(
      "GET",
      `/api/admin/docs/translation-source?id=${english}&source=de_DE`,
    );
    expect(source.result.baseline?.content).toBe("<p>Kanzlei in München</p>");

    await saveDocument("en_US", "Legal notice", "<p>Firm in Munich and Frankfurt</p>");
    expect((await docState(english)).behind).toEqual([]);
  });
});
