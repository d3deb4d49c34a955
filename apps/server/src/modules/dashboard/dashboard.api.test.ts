import type { AnyArticle, BannerVersion, Catalog, Dashboard, LegalDocumentVersion } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  ALL_LANGS,
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  versionIn,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The back office's landing page (decision 0035, slice 7): drafts and pending edits waiting,
// schedules to come, recent changes, and per language the items without a version in it.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-dash", role: "translator", languages: ["zh_CN"] });
const translator = apiCaller(app, token);

const folder: Record<string, Catalog> = await createFolder(admin, "Dashboard news", { type: 0 });
const office = await createReferenceItem<{ id: number; no: number; lang: string }>(admin, "office", "Dashboard office");

const news = (lang: string, title: string) => ({
  lang,
  title,
  coverUrl: "/api/upload/cover.png",
  content: "<p>Text</p>",
  cataId: folder[lang]!.id,
  isLink: 0,
});
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function dashboard(call = admin): Promise<Dashboard> {
  const answer = await call<Dashboard>("GET", "/api/admin/dashboard");
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

describe("the dashboard", () => {
  it("lists drafts, pending edits and schedules, recent changes and translation gaps", async () => {
    // A draft in English only; a published item with a pending German edit; a scheduled one.
    const drafted = await admin<AnyArticle[]>("POST", "/api/admin/latest-news?saveAs=draft", [news("en_US", "Dashboard draft")]);
    const draft = drafted.result[0]!;
    const published = await admin<AnyArticle[]>(
      "POST",
      "/api/admin/latest-news",
      ALL_LANGS.map((lang) => news(lang, `Dashboard live ${lang}`)),
    );
    const de = versionIn(published.result, "de_DE");
    await admin(
      "PUT",
      "/api/admin/latest-news?saveAs=draft",
      published.result.map((version) => ({
        ...news(version.lang, version.title),
        id: version.id,
        title: version.lang === "de_DE" ? "Dashboard geändert" : version.title,
      })),
    );
    const scheduled = await admin<AnyArticle[]>("POST", "/api/admin/latest-news?saveAs=draft", [news("en_US", "Dashboard scheduled")]);
    const soon = scheduled.result[0]!;
    const goesLive = inMinutes(30);
    await admin("PUT", "/api/admin/latest-news/publish", { id: soon.id, publishAt: goesLive, unpublishAt: inMinutes(90) });
    const person = await createPerson<{ id: number; no: number; lang: string }>(admin, { de_DE: "Dashboard Person" }, { office });

    const seen = await dashboard();
    expect(seen.waiting.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "news",
          no: draft.no,
          id: draft.id,
          lang: "en_US",
          title: "Dashboard draft",
          waiting: "draft",
          operatorName: "Administrator",
        }),
        expect.objectContaining({ kind: "news", no: de.no, id: de.id, lang: "de_DE", waiting: "changes" }),
      ]),
    );
    expect(seen.waiting.entries.some((entry) => entry.id === soon.id)).toBe(false);
    expect(seen.waiting.total).toBeGreaterThanOrEqual(2);
    expect(seen.scheduled.entries.filter((entry) => entry.id === soon.id).map((entry) => entry.change)).toEqual(["publish", "unpublish"]);
    // People's changes are among them (decision 0035, slice 6): the person, created last, first.
    expect(seen.recent[0]).toMatchObject({ kind: "person", id: person.de_DE!.id, action: "save", operatorName: "Administrator" });
    // A schedule is a publication whose state after it is scheduled, with the time it goes live.
    expect(seen.recent[1]).toMatchObject({
      kind: "news",
      id: soon.id,
      action: "publish",
      state: "scheduled",
      publishAt: goesLive,
      operatorName: "Administrator",
    });

    const german = seen.gaps.find((gap) => gap.lang === "de_DE")!;
    expect(german.counts.news).toBeGreaterThanOrEqual(2);
    expect(german.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "news", no: draft.no, title: "Dashboard draft" })]),
    );
    const english = seen.gaps.find((gap) => gap.lang === "en_US")!;
    expect(english.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "person", title: "Dashboard Person", lang: "de_DE" })]),
    );
    expect(english.counts.person).toBeGreaterThanOrEqual(1);
    expect(english.entries.some((entry) => entry.no === de.no)).toBe(false);

    // Published, the draft no longer waits and the gap of its item stays until a version exists.
    await admin("PUT", "/api/admin/latest-news/publish", { id: draft.id });
    const after = await dashboard();
    expect(after.waiting.entries.some((entry) => entry.id === draft.id)).toBe(false);
    expect(after.waiting.total).toBe(seen.waiting.total - 1);
  });

  it("lists banners and legal documents waiting, scheduled and changed, named by their titles", async () => {
    const draftBanner = await admin<BannerVersion>("POST", "/api/admin/banner?saveAs=draft", {
      lang: "de_DE",
      imgPath: "/api/upload/b.png",
      title: "Dashboard banner draft",
    });
    const liveBanner = await admin<BannerVersion>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/api/upload/b.png",
      title: "Dashboard banner live",
    });
    await admin("PUT", "/api/admin/banner?saveAs=draft", {
      id: liveBanner.result.id,
      lang: "en_US",
      imgPath: "/api/upload/b.png",
      title: "Dashboard banner edited",
    });
    const terms = await admin<LegalDocumentVersion>("PUT", "/api/admin/docs/terms?saveAs=draft", {
      lang: "zh_CN",
      title: "条款",
      content: "<p>条款</p>",
    });
    await admin("PUT", "/api/admin/docs/publish", { id: terms.result.id, publishAt: inMinutes(20) });

    const seen = await dashboard();
    expect(seen.waiting.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "banner",
          no: draftBanner.result.id,
          id: draftBanner.result.id,
          lang: "de_DE",
          title: "Dashboard banner draft",
          waiting: "draft",
        }),
        // Named by the public title; the edit is what waits.
        expect.objectContaining({
          kind: "banner",
          id: liveBanner.result.id,
          title: "Dashboard banner live",
          waiting: "changes",
          operatorName: "Administrator",
        }),
      ]),
    );
    expect(seen.waiting.entries.find((entry) => entry.kind === "banner")).not.toHaveProperty("name");
    expect(seen.scheduled.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "document", id: terms.result.id, name: "terms", lang: "zh_CN", title: "条款", change: "publish" }),
      ]),
    );
    expect(seen.recent.slice(0, 4)).toEqual([
      expect.objectContaining({ kind: "document", id: terms.result.id, name: "terms", action: "publish", operatorName: "Administrator" }),
      expect.objectContaining({ kind: "document", id: terms.result.id, action: "save" }),
      expect.objectContaining({ kind: "banner", id: liveBanner.result.id, title: "Dashboard banner live", action: "saveDraft" }),
      expect.objectContaining({ kind: "banner", id: liveBanner.result.id, action: "save" }),
    ]);
    // A banner is one language of its own: the gaps count none.
    expect(Object.keys(seen.gaps[0]!.counts).sort()).toEqual([
      "case",
      "document",
      "event",
      "honor",
      "news",
      "opening",
      "person",
      "practiceArea",
    ]);
    expect(seen.gaps.flatMap((gap) => gap.entries).some((entry) => entry.kind === "banner")).toBe(false);

    await admin("PUT", "/api/admin/banner/publish", { id: liveBanner.result.id });
    const after = await dashboard();
    expect(after.waiting.entries.some((entry) => entry.kind === "banner" && entry.id === liveBanner.result.id)).toBe(false);
    expect(after.recent[0]).toMatchObject({ kind: "banner", title: "Dashboard banner edited", action: "publish" });
  });

  it("names a practice area by its name under its kind, in the latest changes and the gaps, and counts the gaps in the contract's order", async () => {
    const area = (await createPracticeArea<{ id: number; no: number; lang: string }>(admin, "Dashboard area", ["zh_CN"])).zh_CN!;
    const seen = await dashboard();
    const named = { kind: "practiceArea", no: area.no, id: area.id, lang: "zh_CN", title: "Dashboard area zh_CN" };
    expect(seen.recent[0]).toMatchObject({ ...named, action: "save" });
    const english = seen.gaps.find((gap) => gap.lang === "en_US")!;
    expect(english.entries).toContainEqual(named);
    expect(english.counts.practiceArea).toBeGreaterThanOrEqual(1);
    expect(
      seen.gaps.find((gap) => gap.lang === "zh_CN")!.entries.some((entry) => entry.kind === "practiceArea" && entry.no === area.no),
    ).toBe(false);
    // As the answer's JSON has them: the translated kinds in the declaration's order, then the legal documents.
    for (const gap of seen.gaps)
      expect(Object.keys(gap.counts)).toEqual(["news", "case", "honor", "person", "practiceArea", "opening", "event", "document"]);
  });

  it("counts and lists the legal documents missing in a language and those out of date (decision 0061)", async () => {
    const saveImprint = (lang: string, title: string, query = "") =>
      admin<LegalDocumentVersion>("PUT", `/api/admin/docs/impressum${query}`, { lang, title, content: `<p>${title}</p>` });
    const before = await dashboard();
    const countIn = (seen: Dashboard, lang: string) => seen.gaps.find((gap) => gap.lang === lang)!;
    const german = (await saveImprint("de_DE", "Impressum")).result;

    const missing = await dashboard();
    const english = countIn(missing, "en_US");
    expect(english.counts.document).toBe(countIn(before, "en_US").counts.document + 1);
    // The first entries, titled in the language the document has; the editor opens it in the missing one.
    expect(english.entries[0]).toEqual({
      kind: "document",
      no: german.id,
      id: german.id,
      lang: "de_DE",
      title: "Impressum",
      name: "impressum",
    });
    expect(countIn(missing, "de_DE").entries.some((entry) => entry.kind === "document" && entry.name === "impressum")).toBe(false);

    const englishVersion = (await saveImprint("en_US", "Imprint")).result;
    expect(countIn(await dashboard(), "en_US").entries.some((entry) => entry.name === "impressum")).toBe(false);
    // The German text changes: the English version is behind it.
    expect((await saveImprint("de_DE", "Impressum der Kanzlei", "?saveAs=draft")).statusCode).toBe(200);
    const behind = countIn(await dashboard(), "en_US");
    expect(behind.outdated.document).toBe(1);
    expect(behind.outdatedEntries[0]).toEqual({
      kind: "document",
      no: englishVersion.id,
      id: englishVersion.id,
      lang: "en_US",
      title: "Imprint",
      name: "impressum",
    });
    expect(countIn(await dashboard(translator), "zh_CN").outdated.document).toBe(0);
  });

  it("is read by every back-office account, not by visitors; a translator's translations to do are in its languages", async () => {
    expect((await dashboard(translator)).gaps.map((gap) => gap.lang)).toEqual(["zh_CN"]);
    expect((await anonymous("GET", "/api/admin/dashboard")).statusCode).toBe(401);
  });
});
