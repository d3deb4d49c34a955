import { editTagOf, NO_LEGAL_NOTICE, type PortalConfig, type PublicPortalConfig } from "@lawfirm/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setClock } from "../../db/database.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { imageOf } from "../files/test-images.ts";

const { app, db, login } = await createTestApp();
const token = await login();
const auth = { authorization: `Bearer ${token}` };

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { result: { errors: { field: string }[] } }).result.errors.map((error) => error.field);

const adminGet = (lang: string, headers: Record<string, string> = auth) =>
  app.inject({ method: "GET", url: `/api/admin/portal-config?lang=${lang}&timestamp=1`, headers });
const save = (payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: "POST", url: "/api/admin/portal-config", payload: payload as object, headers });
const publicGet = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: "/api/user/portal-config", headers });

// The logo is an upload of the library: a save refuses an address that names none.
const logo = await uploadFile(app, token, { name: "logo.png", bytes: await imageOf("png") });

const fullConfig = {
  lang: "en_US",
  name: "Example & Partners",
  iconUrl: logo.url,
  address: "Maximilianstraße 1, 80539 Munich",
  email: "office@example.com",
  tel: "+49 89 123456",
  introduce: "<p>An <strong>international</strong> firm.</p>",
  lawyerCount: 42,
  isLawyerCountVisible: 1,
  totalPeople: 120,
  isTotalPeopleVisible: 0,
  branchCount: 3,
  isBranchCountVisible: 1,
  advantagesList: [{ title: "Experience", content: "<p>Decades of it.</p>" }],
  environmentList: [
    { title: "Lobby", coverUrl: "/api/upload/lobby.jpg" },
    { title: "Library", coverUrl: "/api/upload/library.jpg" },
  ],
};

afterEach(() => setClock(undefined));

beforeEach(async () => {
  await db.deleteFrom("portalConfigs").execute();
  await db.deleteFrom("firmFacts").execute();
  await db.deleteFrom("personJobs").execute();
  await db.deleteFrom("people").execute();
  await db.deleteFrom("jobs").execute();
  await db.deleteFrom("offices").execute();
});

describe("the admin site configuration", () => {
  it("answers an empty default for a language without one, not 404", async () => {
    const response = await adminGet("zh_CN");
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: PortalConfig }>().result).toEqual({
      lang: "zh_CN",
      name: "",
      iconUrl: null,
      address: "",
      email: null,
      tel: "",
      // The legal notice's facts, none typed yet (decision 0067).
      legalNotice: NO_LEGAL_NOTICE,
      introduce: "",
      lawyerCount: 0,
      isLawyerCountVisible: 0,
      totalPeople: 0,
      isTotalPeopleVisible: 0,
      branchCount: 0,
      isBranchCountVisible: 0,
      advantagesList: [],
      environmentList: [],
      updateTime: null,
      figures: {
        lawyerCount: { computed: 0, override: null },
        totalPeople: { computed: 0, override: null },
        branchCount: { computed: 0, override: null },
      },
      id: null,
      publishState: "draft",
      publishAt: null,
      unpublishAt: null,
      draft: null,
    });
  });

  it("saves every field of one language and answers it", async () => {
    const response = await save(fullConfig);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ result: PortalConfig }>().result;
    expect(saved).toEqual({
      ...fullConfig,
      // Not sent by the specification's clients: none typed (decision 0067).
      legalNotice: NO_LEGAL_NOTICE,
      updateTime: expect.any(String),
      figures: {
        lawyerCount: { computed: 0, override: 42 },
        totalPeople: { computed: 0, override: 120 },
        branchCount: { computed: 0, override: 3 },
      },
      // A save of the specification's clients publishes at once (decision 0059).
      id: expect.any(Number),
      publishState: "published",
      publishAt: saved.updateTime,
      unpublishAt: null,
      draft: null,
    });
    expect((await adminGet("en_US")).json<{ result: PortalConfig }>().result).toEqual(saved);
    expect((await adminGet("de_DE")).json<{ result: PortalConfig }>().result.name).toBe("");
  });

  it("replaces the language's texts on a second save (one row per language), keeping the firm-wide facts it leaves out", async () => {
    await save(fullConfig);
    const response = await save({ lang: "en_US", name: "Renamed" });
    expect(response.json<{ result: PortalConfig }>().result).toMatchObject({
      name: "Renamed",
      introduce: "",
      advantagesList: [],
      environmentList: [],
      iconUrl: fullConfig.iconUrl,
      email: fullConfig.email,
      tel: fullConfig.tel,
      isLawyerCountVisible: fullConfig.isLawyerCountVisible,
    });
    expect(await db.selectFrom("portalConfigs").select("lang").execute()).toEqual([{ lang: "en_US" }]);
  });

  it("treats blank optional values as none", async () => {
    const response = await save({
      lang: "en_US",
      name: "Firm",
      iconUrl: "",
      email: " ",
      lawyerCount: null,
      isLawyerCountVisible: null,
      advantagesList: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: PortalConfig }>().result).toMatchObject({
      iconUrl: null,
      email: null,
      lawyerCount: 0,
      isLawyerCountVisible: 0,
      advantagesList: [],
    });
  });

  it("sanitises the rich text it stores", async () => {
    const response = await save({
      ...fullConfig,
      introduce: '<p>Hello</p><script>alert(1)</script><img src="/api/upload/a.png" onerror="alert(2)">',
      advantagesList: [{ title: "Safe", content: '<p onclick="x()">Fine</p><iframe src="https://evil.example"></iframe>' }],
    });
    const saved = response.json<{ result: PortalConfig }>().result;
    expect(saved.introduce).toBe('<p>Hello</p><img src="/api/upload/a.png" />');
    expect(saved.advantagesList).toEqual([{ title: "Safe", content: "<p>Fine</p>" }]);
    const publicBody = (await publicGet()).body;
    // "<script", not "script": the logo's `iconDescription` holds the word.
    expect(publicBody).not.toMatch(/<script|onerror|onclick|iframe/);
  });

  it.each([
    ["lang", { name: "Firm" }],
    ["name", { lang: "en_US" }],
  ])("refuses a configuration without %s", async (field, body) => {
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it.each([
    ["iconUrl", { iconUrl: "not a url" }],
    ["iconUrl", { iconUrl: "javascript:alert(1)" }],
    ["iconUrl", { iconUrl: 12 }],
    ["email", { email: "not-an-email" }],
    ["email", { email: 5 }],
    [
      "environmentList.1.coverUrl",
      {
        environmentList: [
          { title: "ok", coverUrl: "/a.jpg" },
          { title: "bad", coverUrl: "ftp://x" },
        ],
      },
    ],
    ["environmentList.0.coverUrl", { environmentList: [{ title: "missing" }] }],
    ["environmentList", { environmentList: "lobby" }],
    ["advantagesList.0.title", { advantagesList: [{ content: "no title" }] }],
    ["advantagesList", { advantagesList: Array.from({ length: 51 }, () => ({ title: "x", content: "" })) }],
    ["lawyerCount", { lawyerCount: -1 }],
    ["lawyerCount", { lawyerCount: 1.5 }],
    ["totalPeople", { totalPeople: "12" }],
    ["branchCount", { branchCount: 10_000_000_000 }],
    ["isLawyerCountVisible", { isLawyerCountVisible: 2 }],
    ["isBranchCountVisible", { isBranchCountVisible: true }],
    ["name", { name: 42 }],
    ["name", { name: "   " }],
    ["name", { name: "x".repeat(201) }],
    ["introduce", { introduce: "x".repeat(200_001) }],
    ["tel", { tel: "1".repeat(51) }],
  ])("refuses a wrong %s: %j", async (field, override) => {
    const response = await save({ ...fullConfig, ...override });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it("refuses a language that is not a content language, in the body and in the query", async () => {
    expect((await save({ ...fullConfig, lang: "fr_FR" })).statusCode).toBe(400);
    expect((await adminGet("fr_FR")).statusCode).toBe(400);
    const missing = await app.inject({ method: "GET", url: "/api/admin/portal-config", headers: auth });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(["query.lang"]);
  });

  it("ignores server-owned and unknown fields", async () => {
    const response = await save({
      ...fullConfig,
      id: 77,
      updateTime: "2000-01-01T00:00:00.000Z",
      createTime: "2000",
      operatorName: "eve",
      views: 3,
    });
    const saved = response.json<{ result: Record<string, unknown> }>().result;
    expect(saved.updateTime).not.toMatch(/^2000/);
    expect(saved).not.toHaveProperty("operatorName");
    expect(saved.id).not.toBe(77);
    const row = await db.selectFrom("portalConfigs").select(["id", "createdAt"]).executeTakeFirstOrThrow();
    expect(row.id).not.toBe(77);
    expect(row.createdAt).not.toMatch(/^2000/);
  });

  it.each([
    ["GET", () => adminGet("en_US", {})],
    ["POST", () => save(fullConfig, {})],
  ])("answers 401 to %s without a session", async (_, send) => {
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(await db.selectFrom("portalConfigs").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("firmFacts").selectAll().execute()).toEqual([]);
  });
});

describe("the firm-wide facts", () => {
  const readAdmin = async (lang: string) => (await adminGet(lang)).json<{ result: PortalConfig }>().result;
  const readPublic = async (lang: string) => (await publicGet({ lang })).json<{ result: PublicPortalConfig }>().result;

  it("shows a telephone number saved in English in the German and Chinese configurations", async () => {
    await save({ ...fullConfig, lang: "de_DE", name: "Beispiel", address: "Alte Adresse" });
    await save({ ...fullConfig, lang: "zh_CN", name: "示例" });
    await save({ ...fullConfig, tel: "+49 89 999999", email: "new@example.com", address: "Neue Straße 2, 80331 München" });

    for (const lang of ["de_DE", "zh_CN", "en_US"]) {
      expect(await readAdmin(lang)).toMatchObject({
        tel: "+49 89 999999",
        email: "new@example.com",
        address: "Neue Straße 2, 80331 München",
      });
      expect(await readPublic(lang)).toMatchObject({ lang, tel: "+49 89 999999", iconUrl: fullConfig.iconUrl });
    }
  });

  it("refuses a save sent with a tag the configuration no longer has, also after the facts were saved from another language (412)", async () => {
    await save(fullConfig);
    await save({ ...fullConfig, lang: "de_DE", name: "Beispiel" });
    const english = await adminGet("en_US");
    const tag = String(english.headers.etag);
    expect(tag).toBe(editTagOf([english.json<{ result: PortalConfig }>().result]));

    // Another editor saves the German configuration, and with it the firm's telephone number.
    const later = new Date(Date.now() + 60_000);
    setClock(() => later);
    expect((await save({ ...fullConfig, lang: "de_DE", name: "Beispiel", tel: "+49 89 777777" })).statusCode).toBe(200);
    const stale = await save({ ...fullConfig, name: "Example, renamed" }, { ...auth, "if-match": tag });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ message: string }>().message).toMatch(
      /^This site configuration was changed on .+ \(Europe\/Berlin\), after you opened it\./,
    );
    expect(await readAdmin("en_US")).toMatchObject({ name: fullConfig.name, tel: "+49 89 777777" });

    const current = String((await adminGet("en_US")).headers.etag);
    expect(current).not.toBe(tag);
    expect((await save({ ...fullConfig, name: "Example, renamed" }, { ...auth, "if-match": current })).statusCode).toBe(200);
  });

  it("keeps the facts a save in another language leaves out, and empties those it sends blank", async () => {
    await save(fullConfig);
    await save({ lang: "zh_CN", name: "示例" });
    expect(await readAdmin("en_US")).toMatchObject({ tel: fullConfig.tel, email: fullConfig.email, address: fullConfig.address });

    await save({ lang: "de_DE", name: "Beispiel", tel: "", email: null, lawyerCount: null });
    for (const lang of ["de_DE", "zh_CN", "en_US"]) {
      expect(await readAdmin(lang)).toMatchObject({ tel: "", email: null, address: fullConfig.address, iconUrl: fullConfig.iconUrl });
      expect((await readAdmin(lang)).figures.lawyerCount.override).toBeNull();
    }
  });

  it("fills the facts into a language that has no configuration of its own yet", async () => {
    await save(fullConfig);
    expect(await readAdmin("zh_CN")).toMatchObject({ name: "", introduce: "", tel: fullConfig.tel, lawyerCount: 42, updateTime: null });
  });

  it("keeps the texts per language", async () => {
    await save({
      ...fullConfig,
      lang: "de_DE",
      name: "Beispiel",
      introduce: "<p>Deutsch</p>",
      advantagesList: [{ title: "Erfahrung", content: "" }],
    });
    await save({ ...fullConfig, name: "Example", introduce: "<p>English</p>" });
    expect(await readAdmin("de_DE")).toMatchObject({
      name: "Beispiel",
      introduce: "<p>Deutsch</p>",
      advantagesList: [{ title: "Erfahrung", content: "" }],
    });
    expect(await readAdmin("en_US")).toMatchObject({
      name: "Example",
      introduce: "<p>English</p>",
      advantagesList: fullConfig.advantagesList,
    });
  });

  it("computes the figures from the people, their job titles and the offices, once per item, unless overridden", async () => {
    const at = new Date().toISOString();
    const numbers = async (scope: string, count: number) =>
      (
        await db
          .insertInto("itemNumbers")
          .values(Array.from({ length: count }, () => ({ scope, createdAt: at })))
          .returning("id")
          .execute()
      ).map((row) => row.id);
    const offices = await db
      .insertInto("offices")
      .values(
        (await numbers("office", 2)).flatMap((no) =>
          ["de_DE", "en_US"].map((lang) => ({ no, lang, name: `Office ${no}`, sort: no, createdAt: at, updatedAt: at })),
        ),
      )
      .returning(["id", "lang"])
      .execute();
    const officeOf = (lang: string) => offices.find((office) => office.lang === lang)!.id;
    const people = await db
      .insertInto("people")
      .values(
        (await numbers("person", 3)).flatMap((no) =>
          ["de_DE", "en_US"].map((lang) => ({
            no,
            lang,
            name: `Person ${no}`,
            slug: `person-${no}`,
            searchName: `person ${no}`,
            top: 0,
            noindex: 0,
            officeId: officeOf(lang),
            intro: "",
            customContents: "[]",
            spokenLanguages: "[]",
            specialistTitles: "[]",
            barAdmissions: "[]",
            education: "[]",
            memberships: "[]",
            publications: "[]",
            rankings: "[]",
            publishAt: at,
            createdAt: at,
            updatedAt: at,
          })),
        ),
      )
      .returning(["id", "no", "lang"])
      .execute();
    // Two job titles, "Partner" a lawyer's and "Assistant" not; the first two people are partners.
    const [partnerNo, assistantNo] = await numbers("job", 2);
    const jobs = await db
      .insertInto("jobs")
      .values(
        [partnerNo!, assistantNo!].flatMap((no) =>
          ["de_DE", "en_US"].map((lang) => ({
            no,
            lang,
            name: `Job ${no}`,
            sort: no,
            isLawyer: no === partnerNo ? 1 : 0,
            createdAt: at,
            updatedAt: at,
          })),
        ),
      )
      .returning(["id", "no", "lang"])
      .execute();
    const personNos = [...new Set(people.map((person) => person.no))].sort((a, b) => a - b);
    await db
      .insertInto("personJobs")
      .values(
        people.map((person) => ({
          personId: person.id,
          jobId: jobs.find((job) => job.lang === person.lang && job.no === (person.no === personNos[2] ? assistantNo : partnerNo))!.id,
          position: 0,
        })),
      )
      .execute();

    await save({ ...fullConfig, lawyerCount: 5, totalPeople: null, branchCount: undefined, isTotalPeopleVisible: 1 });
    const config = await readAdmin("de_DE");
    expect(config.figures).toEqual({
      lawyerCount: { computed: 2, override: 5 },
      totalPeople: { computed: 3, override: null },
      branchCount: { computed: 2, override: null },
    });
    expect(config).toMatchObject({ lawyerCount: 5, totalPeople: 3, branchCount: 2 });
    const visitor = await readPublic("zh_CN");
    expect(visitor).toMatchObject({ lawyerCount: 5, totalPeople: 3, branchCount: 2 });
    await save({ ...fullConfig, lawyerCount: null });
    expect((await readPublic("en_US")).lawyerCount).toBe(2);
    expect(visitor).not.toHaveProperty("figures");
  });
});

describe("the public site configuration", () => {
  it("answers the request's language and leaves out the figures marked invisible (in every language)", async () => {
    await save(fullConfig);
    const english = (await publicGet({ lang: "en_US" })).json<{ result: PublicPortalConfig }>().result;
    expect(english.lawyerCount).toBe(42);
    expect(english).not.toHaveProperty("totalPeople");
    expect(english.branchCount).toBe(3);

    await save({ ...fullConfig, lang: "de_DE", name: "Beispiel & Partner", isLawyerCountVisible: 0, isTotalPeopleVisible: 1 });
    for (const lang of ["de_DE", "en_US"]) {
      const config = (await publicGet({ lang })).json<{ result: PublicPortalConfig }>().result;
      expect(config.lang).toBe(lang);
      expect(config).not.toHaveProperty("lawyerCount");
      expect(config.totalPeople).toBe(120);
      expect(config.branchCount).toBe(3);
    }
    expect((await publicGet({ lang: "de_DE" })).json<{ result: PublicPortalConfig }>().result.name).toBe("Beispiel & Partner");
  });

  it("hides every figure when all are invisible", async () => {
    await save({ ...fullConfig, isLawyerCountVisible: 0, isTotalPeopleVisible: 0, isBranchCountVisible: 0 });
    const body = (await publicGet()).body;
    expect(body).not.toMatch(/"lawyerCount"|"totalPeople"|"branchCount"/);
    // The figures' values appear nowhere else in the answer (a time like 12:42 is not a figure).
    expect(body).not.toMatch(/:\s*(42|120)\s*[,}]/);
  });

  it("falls back to en_US, then to any language, and says which one it answers", async () => {
    await save({ ...fullConfig, lang: "de_DE", name: "Deutsch" });
    const onlyGerman = (await publicGet({ lang: "zh_CN" })).json<{ result: PublicPortalConfig }>().result;
    expect(onlyGerman).toMatchObject({ lang: "de_DE", name: "Deutsch" });

    await save({ ...fullConfig, name: "English" });
    const toEnglish = (await publicGet({ lang: "zh_CN" })).json<{ result: PublicPortalConfig }>().result;
    expect(toEnglish).toMatchObject({ lang: "en_US", name: "English" });
    expect((await publicGet({ lang: "unknown" })).json<{ result: PublicPortalConfig }>().result.lang).toBe("en_US");
  });

  it("answers an empty configuration when none exists at all", async () => {
    const response = await publicGet({ lang: "de_DE" });
    expect(response.statusCode).toBe(200);
    const config = response.json<{ result: PublicPortalConfig }>().result;
    expect(config).toMatchObject({ lang: "de_DE", name: "", advantagesList: [], updateTime: null });
    expect(config).not.toHaveProperty("lawyerCount");
  });
});
