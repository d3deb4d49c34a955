import type {
  ArticlePublicRow,
  Banner,
  CatalogNode,
  Job,
  LegalDocument,
  News,
  Office,
  Pageable,
  PersonCard,
  PracticeArea,
  PublicPortalConfig,
  Version,
} from "@lawfirm/contract";
import { addressesAllGenders, DOCUMENT_NAMES, missingLegalNoticeFacts, type JobOpeningCard } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { languageRegistry } from "../modules/languages/languages.service.ts";
import { DEMO_CONTENT, DEMO_LANGS } from "./content/index.ts";
import { countContentRows } from "./demo.repository.ts";
import type { DemoContext } from "./demo-context.ts";
import { writeBulkPeople } from "./bulk-people.ts";
import { generateBulkContent } from "./bulk.ts";
import { isContentEmpty, loadDemoFirm } from "./load-demo.ts";
import { findFirstAdministrator } from "./demo.repository.ts";
import { loadJobs, loadOffices, loadPeople, loadPracticeAreas, type PersonVersionDraft } from "./reference-groups.ts";

const { app, db, storage, login } = await createTestApp({ SEED_DEMO: "1" });

const silent = { info: () => {}, warn: () => {} };

async function publicGet<T>(url: string, lang: string) {
  const response = await app.inject({ method: "GET", url, headers: { lang } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: T; pageable?: Pageable }>();
}

describe.each(DEMO_LANGS)("the demo firm in %s", (lang) => {
  it("has a site configuration with the firm's name, advantages and office pictures", async () => {
    const { result } = await publicGet<PublicPortalConfig>("/api/user/portal-config", lang);
    expect(result.lang).toBe(lang);
    expect(result.name).toBe(DEMO_CONTENT.firm.name[lang]);
    expect(result.iconUrl).toMatch(/^\/api\/upload\//);
    expect(result.advantagesList.length).toBeGreaterThanOrEqual(3);
    expect(result.environmentList.length).toBeGreaterThanOrEqual(3);
    expect(result.branchCount).toBe(3);
  });

  it("fills every fact of the legal notice, so that the dashboard warns of none", async () => {
    const { result } = await publicGet<PublicPortalConfig>("/api/user/portal-config", lang);
    expect(result.legalNotice).toEqual(DEMO_CONTENT.firm.legalNotice);
    expect(missingLegalNoticeFacts(result)).toEqual([]);
  });

  it("describes every demo picture in the media library in this language, or marks it decorative", async () => {
    const pictures = await db
      .selectFrom("uploadedFiles")
      .leftJoin("mediaTexts", (join) => join.onRef("mediaTexts.fileId", "=", "uploadedFiles.id").on("mediaTexts.lang", "=", lang))
      .select(["uploadedFiles.originalName", "uploadedFiles.decorative", "mediaTexts.alt"])
      .where("uploadedFiles.originalName", "like", "demo-%")
      .execute();
    expect(pictures.length).toBeGreaterThan(20);
    const undescribed = pictures.filter((picture) => picture.decorative !== 1 && !picture.alt);
    expect(undescribed.map((picture) => picture.originalName)).toEqual([]);
    // The practice areas' icons only adorn their names; the office pictures carry their names as captions.
    expect(pictures.filter((picture) => picture.originalName.startsWith("demo-icon-")).every((icon) => icon.decorative === 1)).toBe(true);
  });

  it("answers the home page's pictures with the library's alt texts", async () => {
    const config = (await publicGet<PublicPortalConfig>("/api/user/portal-config", lang)).result;
    expect(config.iconDescription?.alt).toContain(DEMO_CONTENT.firm.name[lang]);
    for (const [index, item] of config.environmentList.entries()) {
      expect(item.coverDescription?.alt).toBeTruthy();
      expect(item.coverDescription?.caption).toBe(DEMO_CONTENT.firm.environment[index]?.title[lang]);
    }
    const banners = (await publicGet<Banner[]>("/api/user/banner", lang)).result;
    expect(banners.every((banner) => banner.imgDescription?.alt && !banner.imgDescription.decorative)).toBe(true);
    const news = (await publicGet<ArticlePublicRow<News>[]>("/api/user/latest-news?pageSize=100", lang)).result;
    expect(news.filter((item) => item.coverUrl).every((item) => item.coverDescription?.alt)).toBe(true);
    const people = (await publicGet<PersonCard[]>("/api/user/lawyerTeam", lang)).result;
    expect(people.every((person) => person.photoDescription?.alt)).toBe(true);
  });

  it("shows three banners, the pinned one first", async () => {
    const { result } = await publicGet<Banner[]>("/api/user/banner", lang);
    expect(result).toHaveLength(3);
    expect(result[0]?.top).toBe(1);
    expect(result.every((banner) => banner.lang === lang)).toBe(true);
  });

  it("lists 30 news, pinned first, one of them an external article", async () => {
    const { result, pageable } = await publicGet<News[]>("/api/user/latest-news?pageSize=100", lang);
    expect(pageable?.totalCount).toBe(30);
    const firstUnpinned = result.findIndex((news) => news.top === 0);
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(result.slice(firstUnpinned).every((news) => news.top === 0)).toBe(true);
    const external = result.filter((news) => news.isLink === 1);
    expect(external).toHaveLength(1);
    expect(external[0]?.contentUrl).toMatch(/^https:\/\/example\.com\//);
    const times = result.slice(firstUnpinned).map((news) => news.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(result.map((news) => news.createTime.slice(0, 7))).size).toBeGreaterThan(12);
  });

  it("lists 12 case analyses and 8 honors", async () => {
    expect((await publicGet<unknown[]>("/api/user/case-analysis", lang)).pageable?.totalCount).toBe(12);
    expect((await publicGet<unknown[]>("/api/user/lawfirm-honour", lang)).pageable?.totalCount).toBe(8);
  });

  it("has two news folders, one with a sub-folder", async () => {
    const { result } = await publicGet<CatalogNode[]>("/api/user/catalog?type=0", lang);
    expect(result).toHaveLength(2);
    expect(result.map((folder) => folder.childrenList.length).sort()).toEqual([0, 1]);
  });

  it("has 3 offices with Munich first and their addresses, 9 job titles (lawyers' marked) and 10 practice areas with icons", async () => {
    const offices = (await publicGet<Office[]>("/api/user/office", lang)).result;
    expect(offices.map((office) => office.name)).toHaveLength(3);
    expect(offices[0]?.name).toBe(DEMO_CONTENT.offices[0]!.name[lang]);
    expect(
      offices.every((office) => office.address && office.city && office.country && office.pictureUrl?.startsWith("/api/upload/")),
    ).toBe(true);
    const jobs = (await publicGet<Job[]>("/api/user/job", lang)).result;
    expect(jobs).toHaveLength(9);
    expect(jobs.filter((job) => job.isLawyer === 0)).toHaveLength(1);
    const areas = (await publicGet<PracticeArea[]>("/api/user/professionalField/list", lang)).result;
    expect(areas).toHaveLength(10);
    expect(areas.every((area) => area.iconUrl?.startsWith("/api/upload/"))).toBe(true);
  });

  it("has 24 people with photos, job titles and practice areas, the pinned ones first", async () => {
    const { result, pageable } = await publicGet<PersonCard[]>("/api/user/lawyerTeam?pageSize=100", lang);
    expect(pageable?.totalCount).toBe(24);
    const firstUnpinned = result.findIndex((person) => person.top === 0);
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(result.slice(firstUnpinned).every((person) => person.top === 0)).toBe(true);
    expect(result.every((person) => person.photoUrl && person.jobs.length > 0 && person.proFields.length > 0)).toBe(true);
    expect(result.some((person) => person.jobs.length > 1)).toBe(true);
  });

  it("lists four job openings, one of them in Shanghai, each German title addressing every gender (decision 0071)", async () => {
    const { result } = await publicGet<JobOpeningCard[]>("/api/user/jobOpening?pageSize=50", lang);
    expect(result).toHaveLength(4);
    expect(result.map((opening) => opening.officeName)).toContain(
      DEMO_CONTENT.offices.find((office) => office.key === "shanghai")!.name[lang],
    );
    expect(new Set(result.map((opening) => opening.level))).toEqual(new Set(["trainee", "associate", "staff"]));
    for (const opening of DEMO_CONTENT.openings) expect(addressesAllGenders(opening.title.de_DE), opening.title.de_DE).toBe(true);
  });

  it("finds Müller by 'muller' and Wang Xiaoming (王小明 in Chinese) by his family name", async () => {
    const muller = (await publicGet<PersonCard[]>("/api/user/lawyerTeam?keyword=muller", lang)).result;
    expect(muller.map((person) => person.name).join()).toMatch(/Müller|穆勒/);
    const [keyword, name] = lang === "zh_CN" ? ["王", "王小明"] : ["wang", "Wang Xiaoming"];
    const wang = (await publicGet<PersonCard[]>(`/api/user/lawyerTeam?keyword=${encodeURIComponent(keyword)}`, lang)).result;
    expect(wang.map((person) => person.name)).toContain(name);
  });

  it("answers the legal documents, the accessibility statement among them", async () => {
    for (const name of DOCUMENT_NAMES) {
      const { result } = await publicGet<LegalDocument>(`/api/user/docs/${name}`, lang);
      expect(result.lang).toBe(lang);
      expect(result.content.length).toBeGreaterThan(200);
    }
  });
});

describe("the demo firm", () => {
  it("names clients in two case analyses and an honor, each with its consent recorded, and none on the site (decision 0066)", async () => {
    const token = await login();
    const admin = async (url: string) => {
      const response = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: { no: number; lang: string; clientsNamed: { name: string; consentDate: string | null }[] }[] }>()
        .result;
    };
    const cases = await admin("/api/admin/case-analysis?pageNo=1&pageSize=50&lang=de_DE");
    const honors = await admin("/api/admin/lawfirm-honour?pageNo=1&pageSize=50&lang=zh_CN");
    const named = [...cases, ...honors].filter((row) => row.clientsNamed.length > 0);
    expect(named).toHaveLength(3);
    expect(named.flatMap((row) => row.clientsNamed.map((client) => client.name))).toContain("Nordlicht Energie AG");
    expect(named.every((row) => row.clientsNamed.every((client) => /^\d{4}-\d{2}-\d{2}$/.test(client.consentDate ?? "")))).toBe(true);
    // Every version of an item has the same list.
    const kessler = await admin(`/api/admin/case-analysis/${named[0]!.no}`);
    expect(new Set(kessler.map((version) => JSON.stringify(version.clientsNamed))).size).toBe(1);
    const dashboard = await app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { authorization: `Bearer ${token}` } });
    expect(dashboard.json<{ result: { clientsWithoutConsent: { total: number } } }>().result.clientsWithoutConsent.total).toBe(0);
    const site = await app.inject({ method: "GET", url: "/api/user/case-analysis?pageSize=50", headers: { lang: "de_DE" } });
    expect(site.body).not.toContain("consentDate");
  });

  it("serves the generated pictures through the upload path", async () => {
    const { result } = await publicGet<News[]>("/api/user/latest-news?pageSize=1", "en_US");
    const picture = await app.inject({ method: "GET", url: result[0]!.coverUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\//);
    expect(picture.rawPayload.length).toBeLessThan(60_000);
  });

  // Once, on SQLite: making about 90 pictures' variants takes half a minute of sharp's work, the same
  // on either database; the variants' column is checked on both (files/image-variants.api.test.ts),
  // and closing the server stops the queue where this test does not wait for it.
  it.runIf(process.env.TEST_DIALECT === "sqlite")(
    "gets the pictures' width variants in the background after the first start",
    async () => {
      await app.imageVariants.idle();
      const { result } = await publicGet<PersonCard[]>("/api/user/lawyerTeam", "en_US");
      // The portraits are 480 pixels wide: asked for more, the widest variant is served.
      const portrait = await app.inject({ method: "GET", url: `${result[0]!.photoUrl}?w=720&f=avif` });
      expect(portrait.headers["content-type"]).toBe("image/avif");
      expect(portrait.headers["cache-control"]).toContain("immutable");
      const missing = await db.selectFrom("uploadedFiles").select("storedName").where("variantWidths", "is", null).execute();
      expect(missing).toEqual([]);
      // About 90 pictures, one at a time, begun when the server started.
    },
    180_000,
  );

  it("keeps the long article whole and its versions linked", async () => {
    const { result } = await publicGet<News[]>("/api/user/latest-news?pageSize=100", "de_DE");
    const long = result.find((news) => news.title.startsWith("Sorgfaltspflichten"));
    const { result: detail } = await publicGet<News & { versions: Version[] }>(`/api/user/latest-news/${long!.id}`, "de_DE");
    expect(detail.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(20);
    expect(detail.content).toContain("<table>");
    expect(detail.versions.map((version) => version.lang)).toEqual(["de_DE", "en_US", "zh_CN"]);
  });

  it("is not loaded a second time into a database that holds content", async () => {
    const before = await countContentRows(db);
    expect(await isContentEmpty(db)).toBe(false);
    const result = await loadDemoFirm(db, { uploads: storage.uploads, languages: languageRegistry(db), log: silent });
    expect(result.loaded).toBe(false);
    expect(await countContentRows(db)).toEqual(before);
  });
});

describe("offices, job titles, practice areas and people", () => {
  it("are handed to their writers with references to versions of the same language", async () => {
    const admin = await findFirstAdministrator(db);
    const context: DemoContext = {
      db,
      languages: languageRegistry(db),
      langs: DEMO_LANGS,
      accountId: admin!.id,
      operatorName: admin!.userName,
      uploads: storage.uploads,
      log: silent,
      now: new Date(),
    };
    let nextId = 1000;
    const versionsOf = new Map<number, { lang: string; name: string }>();
    const writer = async (versions: { lang: string; name: string }[]) =>
      versions.map((version) => {
        const id = nextId++;
        versionsOf.set(id, version);
        return { lang: version.lang, id };
      });
    const people: PersonVersionDraft[][] = [];
    const offices = await loadOffices(context, DEMO_CONTENT.offices, writer);
    const jobs = await loadJobs(context, DEMO_CONTENT.jobs, writer);
    const iconUrls = new Map(DEMO_CONTENT.practiceAreas.map((area) => [area.iconKey, `/api/upload/${area.iconKey}.png`]));
    const practiceAreas = await loadPracticeAreas(context, DEMO_CONTENT.practiceAreas, iconUrls, writer);
    await loadPeople(context, DEMO_CONTENT.people, { offices, jobs, practiceAreas }, async (versions) => {
      people.push(versions);
      return writer(versions);
    });

    expect([...offices.keys()][0]).toBe("munich");
    expect(people).toHaveLength(24);
    for (const versions of people) {
      expect(versions.map((version) => version.lang)).toEqual([...DEMO_LANGS]);
      for (const version of versions) {
        const referenced = [version.office, ...version.jobIds, ...version.proFieldIds].map((id) => versionsOf.get(id)?.lang);
        expect(referenced.every((lang) => lang === version.lang)).toBe(true);
        expect(version.jobIds.length).toBeGreaterThan(0);
      }
    }
    const portrait = await app.inject({ method: "GET", url: people[0]![0]!.photoUrl });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers["content-type"]).toBe("image/webp");
  });
});

// 147 versions and 5 people with their portraits: 10–11 s alone on a 2-core machine, over 30 s in
// CI's first phase, where the other test files run beside it.
describe("the bulk generator", { timeout: 90_000 }, () => {
  it("adds items and people in every language, filed in the existing folders and offices", async () => {
    const result = await generateBulkContent(db, {
      news: 40,
      cases: 6,
      honors: 3,
      people: 5,
      peopleWriter: writeBulkPeople,
      uploads: storage.uploads,
      languages: languageRegistry(db),
      batchSize: 15,
      coversPerKind: 1,
    });
    expect(result).toMatchObject({ news: 40, cases: 6, honors: 3, rows: 49 * 3, people: 5 });
    // The generator ran inside this server, on its own connection: as a separate command it would
    // have told the server (announceContentChange); here the cache is emptied as that would.
    app.publicCache.clear();
    for (const lang of DEMO_LANGS) {
      expect((await publicGet<PersonCard[]>("/api/user/lawyerTeam", lang)).pageable?.totalCount).toBe(29);
    }
    for (const lang of DEMO_LANGS) {
      const news = await publicGet<News[]>("/api/user/latest-news?pageSize=100", lang);
      expect(news.pageable?.totalCount).toBe(70);
      expect(news.result.every((item) => item.lang === lang && item.catalogName)).toBe(true);
      expect((await publicGet<unknown[]>("/api/user/case-analysis", lang)).pageable?.totalCount).toBe(18);
      expect((await publicGet<unknown[]>("/api/user/lawfirm-honour", lang)).pageable?.totalCount).toBe(11);
    }
    const folders = await publicGet<CatalogNode[]>("/api/user/catalog?type=0", "en_US");
    expect(folders.result).toHaveLength(2);
  });
});
