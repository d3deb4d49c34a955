import type { AnyArticle, BulkOutcome, Catalog, ClientNamed, Dashboard } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createFolder, versionIn } from "../../../test/content-helpers.ts";
import { sitemapText } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";

// The clients an item names and their consents (decision 0066): kept by drafts like any item field,
// refused publication while a client lacks a recorded consent, listed on the dashboard, and never
// shown to visitors, nor their consent documents served to them.

const { app, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);

const newsFolder: Record<string, Catalog> = await createFolder(admin, "Consent news", { type: 0 });
const caseFolder: Record<string, Catalog> = await createFolder(admin, "Consent cases", { type: 1 });
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF", "latin1");
const document = await uploadFile(app, token, { name: "consent-mueller.pdf", bytes: PDF, type: "application/pdf" });
const documentUrl = document.url;
const storedName = documentUrl.slice("/api/upload/".length);

const unconsented = { name: "Quellwerk Müller GmbH", consentDate: null, scope: "Named as the client of the merger", documentUrl: null };
const consented = { name: "Brightwater Acme AG", consentDate: "2026-10-02", scope: "Name and outcome of the appeal", documentUrl };

type Article = AnyArticle & { clientsNamed: ClientNamed[] };

const caseVersion = (lang: string, title: string, clientsNamed: unknown) => ({
  lang,
  title: `${title} ${lang}`,
  coverUrl: "/api/upload/cover.png",
  content: `<p>${title}</p>`,
  cataId: caseFolder[lang]!.id,
  clientsNamed,
});

async function createCase(title: string, clientsNamed: unknown, saveAs = "?saveAs=draft") {
  const answer = await admin<Article[]>(
    "POST",
    `/api/admin/case-analysis${saveAs}`,
    ALL_LANGS.map((lang) => caseVersion(lang, title, clientsNamed)),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const publishCase = (id: number, body: object = {}, language = "en-US") =>
  admin<Article[]>("PUT", "/api/admin/case-analysis/publish", { id, ...body }, { "accept-language": language });

async function dashboard(): Promise<Dashboard["clientsWithoutConsent"]> {
  const answer = await admin<Dashboard>("GET", "/api/admin/dashboard");
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.clientsWithoutConsent;
}

describe("clients named", () => {
  it("saves a draft naming a client without consent, the same list in every version", async () => {
    const versions = await createCase("Consent draft", [unconsented, consented]);
    for (const version of versions) expect(version.clientsNamed).toEqual([unconsented, consented]);
    const detail = await admin<Article[]>("GET", `/api/admin/case-analysis/${versions[0]!.no}`);
    expect(versionIn(detail.result, "de_DE").clientsNamed.map((client) => client.name)).toEqual([unconsented.name, consented.name]);
  });

  it("refuses to publish or schedule a version naming a client without consent, naming that client in the request's language", async () => {
    const versions = await createCase("Consent refused", [unconsented, consented]);
    const en = versionIn(versions, "en_US");
    const refused = await publishCase(en.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain(unconsented.name);
    expect(refused.message).not.toContain(consented.name);
    const german = await publishCase(en.id, {}, "de");
    expect(german.statusCode).toBe(409);
    expect(german.message).toContain("Einwilligung");
    expect(german.message).toContain(unconsented.name);
    const scheduled = await publishCase(en.id, { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.message).toContain(unconsented.name);
    // Bulk publishing goes through the single call, row by row.
    const bulk = await admin<BulkOutcome[]>("PUT", "/api/admin/case-analysis/bulk", { action: "publish", items: [{ id: en.id }] });
    expect(bulk.statusCode, bulk.message).toBe(200);
    expect(bulk.result[0]).toMatchObject({ ok: false, status: 409 });
    expect(bulk.result[0]!.message).toContain(unconsented.name);
    const after = await admin<Article[]>("GET", `/api/admin/case-analysis/${en.no}`);
    expect(after.result.every((version) => version.publishState === "draft")).toBe(true);
    // Once the consent is recorded, the version publishes.
    await admin(
      "PUT",
      "/api/admin/case-analysis?saveAs=draft",
      versions.map((version) => ({
        ...caseVersion(version.lang, "Consent refused", [{ ...unconsented, consentDate: "2026-11-30" }, consented]),
        id: version.id,
      })),
    );
    const published = await publishCase(en.id);
    expect(published.statusCode, published.message).toBe(200);
  });

  it("refuses to publish a published version's draft that names a client without consent, and lists the item on the dashboard", async () => {
    const versions = await createCase("Consent edit", [consented]);
    const en = versionIn(versions, "en_US");
    expect((await publishCase(en.id)).statusCode).toBe(200);
    expect((await dashboard()).entries.some((entry) => entry.no === en.no)).toBe(false);
    const edited = await admin<Article[]>(
      "PUT",
      "/api/admin/case-analysis?saveAs=draft",
      versions.map((version) => ({ ...caseVersion(version.lang, "Consent edit", [consented, unconsented]), id: version.id })),
    );
    expect(edited.statusCode, edited.message).toBe(200);
    // The published version keeps its list; the draft names the new client.
    const live = versionIn(edited.result, "en_US");
    expect(live.clientsNamed).toEqual([consented]);
    expect(live.draft?.clientsNamed).toEqual([consented, unconsented]);
    const listed = (await dashboard()).entries.find((entry) => entry.no === en.no);
    expect(listed).toMatchObject({ kind: "case", lang: "en_US", id: en.id, title: "Consent edit en_US", clients: [unconsented.name] });
    const refused = await publishCase(en.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain(unconsented.name);
    // The specification's saves, which write a public version in place, are refused alike.
    const inPlace = await admin(
      "PUT",
      "/api/admin/case-analysis",
      versions.map((version) => ({ ...caseVersion(version.lang, "Consent edit", [unconsented]), id: version.id })),
    );
    expect(inPlace.statusCode).toBe(409);
    expect(inPlace.message).toContain(unconsented.name);
  });

  it("shows visitors no client named, consent or consent document on any public answer", async () => {
    const answer = await admin<Article[]>(
      "POST",
      "/api/admin/latest-news",
      ALL_LANGS.map((lang) => ({
        lang,
        title: `Zephyrconsent ${lang}`,
        coverUrl: "/api/upload/cover.png",
        content: "<p>Zephyrconsent merger</p>",
        cataId: newsFolder[lang]!.id,
        isLink: 0,
        clientsNamed: [consented],
      })),
    );
    expect(answer.statusCode, answer.message).toBe(200);
    const en = versionIn(answer.result, "en_US");
    expect(en.publishState).toBe("published");
    expect(en.clientsNamed).toEqual([consented]);
    const page = async (url: string) => (await app.inject({ method: "GET", url })).body;
    const answers = [
      await page(`/api/user/latest-news/${en.id}`),
      await page("/api/user/latest-news?pageNo=1&pageSize=50&lang=en_US"),
      await page("/api/user/latest-news?pageNo=1&pageSize=50&lang=en_US&keyword=Zephyrconsent"),
      await page("/api/user/search?q=Zephyrconsent&lang=en_US"),
      await page("/en/news/rss.xml"),
      await sitemapText((url) => app.inject({ method: "GET", url })),
    ];
    expect(answers[0]).toContain("Zephyrconsent");
    expect(answers[3]).toContain("Zephyrconsent");
    for (const text of answers) {
      expect(text).not.toContain(consented.name);
      expect(text).not.toContain(consented.scope);
      expect(text).not.toContain(storedName);
      expect(text).not.toContain("clientsNamed");
      expect(text).not.toContain("consentDate");
    }
  });

  it("serves a consent document to signed-in accounts only", async () => {
    await createCase("Consent document", [consented]);
    const visitor = await app.inject({ method: "GET", url: documentUrl });
    expect(visitor.statusCode).toBe(404);
    const signedIn = await app.inject({ method: "GET", url: documentUrl, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.body.startsWith("%PDF-")).toBe(true);
  });

  it("refuses a consent document that is no file of the media library", async () => {
    const answer = await admin("POST", "/api/admin/case-analysis?saveAs=draft", [
      caseVersion("en_US", "Consent elsewhere", [{ ...consented, documentUrl: "https://example.com/consent.pdf" }]),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors[0]?.field).toContain("clientsNamed");
  });
});
