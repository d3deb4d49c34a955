import type { PracticeArea, Person, PersonCard, PersonDetail, PersonVersion, ReferenceItem, Version } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import {
  ALL_LANGS,
  apiCaller,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  personAsSent,
  personVersion,
  versionIn,
  type ByLang,
  type PersonRefs,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, db, login } = await createTestApp();
const token = await login();
const call = apiCaller(app, token);
const anonymous = apiCaller(app, null);

const admin = "/api/admin/lawyerTeam";
const newOffice = (name: string, langs?: readonly string[]) => createReferenceItem<ReferenceItem>(call, "office", name, langs);
const newJob = (name: string, langs?: readonly string[]) => createReferenceItem<ReferenceItem>(call, "job", name, langs);
const newArea = (name: string, langs?: readonly string[]) => createPracticeArea<PracticeArea>(call, name, langs);
const create = (names: ByLang<string>, refs: PersonRefs, extra?: Record<string, unknown>) => createPerson<Person>(call, names, refs, extra);
const everywhere = (name: string) => Object.fromEntries(ALL_LANGS.map((lang) => [lang, name]));

/** The public list as a visitor of `lang` sees it (query string without the leading `?`). */
const find = async (query: string, lang = "en_US") =>
  anonymous<PersonCard[]>("GET", `/api/user/lawyerTeam?pageSize=100&${query}`, undefined, { lang });
const names = async (query: string, lang = "en_US") => (await find(query, lang)).result.map((person) => person.name);
const countRows = async (table: "people" | "personJobs" | "personPracticeAreas") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

const office = await newOffice("Munich");
const partner = await newJob("Partner");
const counsel = await newJob("Counsel");
const corporate = await newArea("Corporate");
const tax = await newArea("Tax");

describe("people endpoints without a session", () => {
  it.each([
    ["GET", admin],
    ["POST", admin],
    ["PUT", admin],
    ["DELETE", `${admin}/1`],
    ["GET", `${admin}/detail/1`],
    ["GET", `${admin}/item/1`],
    ["PUT", `${admin}/1/1`],
  ] as const)("%s %s answers 401", async (method, url) => {
    const answer = await anonymous(method, url, method === "GET" || method === "DELETE" ? undefined : []);
    expect(answer.statusCode).toBe(401);
    expect(answer.message).toBe("You are not signed in. Please log in.");
  });

  it("the public list and detail need none", async () => {
    const person = await create({ en_US: "Open Person" }, { office });
    expect((await anonymous("GET", "/api/user/lawyerTeam")).statusCode).toBe(200);
    expect((await anonymous("GET", `/api/user/lawyerTeam/${person.en_US!.id}`)).statusCode).toBe(200);
  });
});

describe("creating a person", () => {
  it("creates every language version under one no, with its office, job titles and practice areas in that language", async () => {
    const body = ALL_LANGS.map((lang) =>
      personVersion(
        lang,
        lang === "zh_CN" ? "卡塔琳娜·穆勒" : "Dr. Katharina Müller",
        { office, jobs: [counsel, partner], practiceAreas: [tax, corporate] },
        {
          photoUrl: "/api/upload/katharina.jpg",
          phoneNumber: "+49 89 5550 1201",
          email: "katharina.mueller@firm.example",
          intro: `<p>Biography in ${lang}</p>`,
          customContents: [{ title: "Education", content: "<ul><li>LMU Munich</li></ul>" }],
          spokenLanguages: ["de", "EN", "fr", "de"],
        },
      ),
    );
    const answer = await call<Person[]>("POST", admin, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.result.map((version) => version.lang)).toEqual(["de_DE", "en_US", "zh_CN"]);
    expect(new Set(answer.result.map((version) => version.no)).size).toBe(1);
    const de = versionIn(answer.result, "de_DE");
    expect(de).toMatchObject({
      name: "Dr. Katharina Müller",
      top: 0,
      photoUrl: "/api/upload/katharina.jpg",
      phoneNumber: "+49 89 5550 1201",
      email: "katharina.mueller@firm.example",
      office: office.de_DE!.id,
      officeName: "Munich de_DE",
      intro: "<p>Biography in de_DE</p>",
      customContents: [{ title: "Education", content: "<ul><li>LMU Munich</li></ul>" }],
      spokenLanguages: ["de", "en", "fr"],
      jobIds: [counsel.de_DE!.id, partner.de_DE!.id],
      proFieldIds: [tax.de_DE!.id, corporate.de_DE!.id],
    });
    expect(de.jobs).toEqual([
      { jobId: counsel.de_DE!.id, lawyerTeamId: de.id, name: "Counsel de_DE", lang: "de_DE" },
      { jobId: partner.de_DE!.id, lawyerTeamId: de.id, name: "Partner de_DE", lang: "de_DE" },
    ]);
    expect(de.proFields).toEqual([
      { professionalFieldId: tax.de_DE!.id, lawyerTeamId: de.id, name: "Tax de_DE", slug: "tax-de-de", lang: "de_DE" },
      { professionalFieldId: corporate.de_DE!.id, lawyerTeamId: de.id, name: "Corporate de_DE", slug: "corporate-de-de", lang: "de_DE" },
    ]);
    expect(versionIn(answer.result, "zh_CN").jobs.map((job) => job.lang)).toEqual(["zh_CN", "zh_CN"]);
  });

  it("keeps only the required fields when the rest is left out", async () => {
    const answer = await call<Person[]>("POST", admin, [{ lang: "en_US", name: "Minimal", office: office.en_US!.id }]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result[0]).toMatchObject({
      photoUrl: null,
      phoneNumber: null,
      email: null,
      intro: "",
      jobIds: [],
      jobs: [],
      proFieldIds: [],
      proFields: [],
      customContents: [],
      spokenLanguages: [],
    });
  });

  it("sanitises the biography and the custom sections", async () => {
    const answer = await call<Person[]>("POST", admin, [
      personVersion(
        "en_US",
        "Sanitised",
        { office },
        {
          intro: '<p onmouseover="x()">Bio<script>alert(1)</script></p><img src="/api/upload/a.png" onerror="alert(1)">',
          customContents: [{ title: "<b>Plain</b>", content: '<p>Ok</p><iframe src="https://evil.example"></iframe>' }],
        },
      ),
    ]);
    expect(answer.result[0]!.intro).toBe('<p>Bio</p><img src="/api/upload/a.png" />');
    expect(answer.result[0]!.customContents).toEqual([{ title: "<b>Plain</b>", content: "<p>Ok</p>" }]);
  });

  it("ignores server-owned fields: id, no, top, createTime, updateTime", async () => {
    const answer = await call<Person[]>("POST", admin, [
      personVersion(
        "en_US",
        "Owned",
        { office },
        { id: 999_999, no: 999_999, top: 1, createTime: "2000-01-01T00:00:00.000Z", updateTime: "x" },
      ),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result[0]!.id).not.toBe(999_999);
    expect(answer.result[0]!.no).not.toBe(999_999);
    expect(answer.result[0]!.top).toBe(0);
    expect(answer.result[0]!.createTime).not.toBe("2000-01-01T00:00:00.000Z");
  });

  it("gives the spoken languages to every version when only some versions send them", async () => {
    const answer = await call<Person[]>("POST", admin, [
      personVersion("en_US", "Speaks", { office }, { spokenLanguages: ["zh", "en"] }),
      personVersion("de_DE", "Spricht", { office }),
    ]);
    expect(answer.result.map((version) => version.spokenLanguages)).toEqual([
      ["zh", "en"],
      ["zh", "en"],
    ]);
  });

  it.each([
    ["name", "[de_DE] name is required"],
    ["office", "[de_DE] office is required"],
    ["lang", "lang is required"],
  ])("refuses a version without %s, naming it", async (field, text) => {
    const incomplete: Record<string, unknown> = personVersion("de_DE", "Incomplete", { office });
    delete incomplete[field];
    const answer = await call("POST", admin, [personVersion("en_US", "Complete", { office }), incomplete]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(text);
    expect(answer.errors).toContainEqual(expect.objectContaining({ field: `body.1.${field}` }));
  });

  it.each([
    ["an email that is not one", { email: "not-an-email" }, "email must be a valid email address"],
    ["a phone number with letters", { phoneNumber: "call me" }, "phoneNumber must be a phone number (digits, spaces, + ( ) - . /)"],
    [
      "a photo that is not on this site",
      { photoUrl: "javascript:alert(1)" },
      "photoUrl must be an image on this site (an upload, /api/upload/…); images from other sites are not allowed",
    ],
    [
      "a spoken language that is not ISO 639-1",
      { spokenLanguages: ["de", "deu"] },
      "spokenLanguages must be ISO 639-1 language codes such as de, en, zh",
    ],
    ["spoken languages that are not a list", { spokenLanguages: "de" }, "spokenLanguages must be a list"],
    ["job ids given as text", { jobIds: ["1"] }, "jobIds must be a number"],
    ["an office given as text", { office: "Munich" }, "office must be a number"],
    ["a custom section without a title", { customContents: [{ content: "<p>x</p>" }] }, "customContents.title is required"],
    ["a name that is too long", { name: "x".repeat(201) }, "name must be at most 200 characters long"],
  ])("refuses %s", async (_, change, text) => {
    const answer = await call("POST", admin, [personVersion("en_US", "Invalid", { office }, change)]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(`[en_US] ${text}`);
  });

  it("refuses spoken languages that differ between versions", async () => {
    const answer = await call("POST", admin, [
      personVersion("en_US", "Differs", { office }, { spokenLanguages: ["de", "en"] }),
      personVersion("de_DE", "Unterschied", { office }, { spokenLanguages: ["en"] }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      "Invalid request: [de_DE] spokenLanguages must be the same in every version (the en_US version says de, en)",
    );
  });
});

describe("references of a person", () => {
  const post = (versions: unknown[]) => call("POST", admin, versions);

  it("must exist, naming the version and the field", async () => {
    const answer = await post([
      {
        lang: "en_US",
        name: "Unknown refs",
        office: 2_000_000_000,
        jobIds: [partner.en_US!.id, 2_000_000_001],
        proFieldIds: [2_000_000_002],
      },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      "Invalid request: [en_US] office is not the id of any office; " +
        "[en_US] jobIds holds 2000000001, which is not the id of any job title; " +
        "[en_US] proFieldIds holds 2000000002, which is not the id of any practice area",
    );
    expect(answer.errors.map((error) => error.field)).toEqual(["body.0.office", "body.0.jobIds.1", "body.0.proFieldIds.0"]);
  });

  it("must be of the version's own language, and the message names the right id", async () => {
    const englishOnly = await newArea("English only area", ["en_US"]);
    const answer = await post([
      {
        lang: "de_DE",
        name: "Wrong language",
        office: office.en_US!.id,
        jobIds: [partner.zh_CN!.id],
        proFieldIds: [englishOnly.en_US!.id],
      },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      `Invalid request: [de_DE] office must be a de_DE office: office ${office.en_US!.id} is en_US, its de_DE version is ${office.de_DE!.id}; ` +
        `[de_DE] jobIds must hold de_DE job titles: job title ${partner.zh_CN!.id} is zh_CN, its de_DE version is ${partner.de_DE!.id}; ` +
        `[de_DE] proFieldIds must hold de_DE practice areas: practice area ${englishOnly.en_US!.id} is en_US and has no de_DE version`,
    );
  });

  it("are the same office, job titles and practice areas in every version", async () => {
    const frankfurt = await newOffice("Frankfurt");
    const answer = await post([
      personVersion("en_US", "Consistent", { office, jobs: [partner], practiceAreas: [tax] }),
      personVersion("de_DE", "Konsistent", { office: frankfurt, jobs: [partner, counsel], practiceAreas: [] }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      `Invalid request: [de_DE] office must be the same office as in the en_US version (in de_DE: ${office.de_DE!.id}); ` +
        `[de_DE] jobIds must name the same job titles as the en_US version (in de_DE: ${partner.de_DE!.id}); ` +
        `[de_DE] proFieldIds must name the same practice areas as the en_US version (in de_DE: ${tax.de_DE!.id})`,
    );
  });

  it("write nothing when they fail", async () => {
    const before = await Promise.all([countRows("people"), countRows("personJobs"), countRows("personPracticeAreas")]);
    const answer = await post([
      personVersion("en_US", "Atomic", { office, jobs: [partner], practiceAreas: [tax] }),
      { ...personVersion("de_DE", "Atomar", { office, jobs: [partner], practiceAreas: [tax] }), office: office.zh_CN!.id },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(await Promise.all([countRows("people"), countRows("personJobs"), countRows("personPracticeAreas")])).toEqual(before);
  });
});

describe("reading a person", () => {
  it("answers the editor one version with all versions in full, and 404 for an unknown id", async () => {
    const person = await create(everywhere("Detail Person"), { office, jobs: [partner] }, { intro: "<p>Bio</p>" });
    const answer = await call<PersonDetail>("GET", `${admin}/detail/${person.en_US!.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toMatchObject({ id: person.en_US!.id, lang: "en_US", intro: "<p>Bio</p>" });
    expect(answer.result.versions.map((version) => [version.lang, version.id, version.jobs[0]?.lang])).toEqual(
      ALL_LANGS.map((lang) => [lang, person[lang]!.id, lang]),
    );
    expect(answer.result.versions.every((version) => version.intro === "<p>Bio</p>")).toBe(true);
    expect((await call("GET", `${admin}/detail/2000000000`)).statusCode).toBe(404);
    expect((await call("GET", `${admin}/detail/1.5`)).statusCode).toBe(400);
  });

  it("answers the editor every version of the person its number names, with the item's edit tag, and 404 in the request's language", async () => {
    const person = await create(everywhere("Numbered Person"), { office, jobs: [partner] }, { intro: "<p>Bio</p>" });
    const { no } = person.en_US!;
    const answer = await call<PersonVersion[]>("GET", `${admin}/item/${no}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.result.map((version) => [version.lang, version.id, version.no, version.intro])).toEqual(
      ALL_LANGS.map((lang) => [lang, person[lang]!.id, no, "<p>Bio</p>"]),
    );
    const tagOf = async (url: string) =>
      (await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } })).headers.etag;
    expect(await tagOf(`${admin}/item/${no}`)).toBe(await tagOf(`${admin}/detail/${person.de_DE!.id}`));
    const missing = await call("GET", `${admin}/item/2000000000`, undefined, { "accept-language": "de" });
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toMatch(/Nummer 2000000000/);
    expect((await call("GET", `${admin}/item/1.5`)).statusCode).toBe(400);
  });

  it("answers a visitor one version with the person's versions", async () => {
    const person = await create({ de_DE: "Besucher", en_US: "Visitor" }, { office, practiceAreas: [corporate] });
    const answer = await anonymous<Person & { versions: Version[] }>("GET", `/api/user/lawyerTeam/${person.de_DE!.id}`);
    expect(answer.result).toMatchObject({ id: person.de_DE!.id, name: "Besucher", officeName: "Munich de_DE" });
    expect(answer.result.proFields).toEqual([expect.objectContaining({ name: "Corporate de_DE", lang: "de_DE" })]);
    expect(answer.result.versions).toEqual([
      { lang: "de_DE", id: person.de_DE!.id, slug: "besucher" },
      { lang: "en_US", id: person.en_US!.id, slug: "visitor" },
    ]);
    expect((await anonymous("GET", "/api/user/lawyerTeam/2000000000")).statusCode).toBe(404);
    expect((await anonymous("GET", "/api/user/lawyerTeam/x")).statusCode).toBe(400);
  });
});

describe("the admin list", () => {
  it("shows one row per person in the asked language, else en_US, else any, with the languages present", async () => {
    const listOffice = await newOffice("Admin list");
    const germanOnly = await create({ de_DE: "Nur Deutsch" }, { office: listOffice });
    const both = await create({ en_US: "Both English", zh_CN: "两者" }, { office: listOffice });
    const rows = async (query: string) =>
      (await call<(PersonCard & { languages: string[] })[]>("GET", `${admin}?office=${listOffice.en_US!.id}&${query}`)).result;
    expect((await rows("lang=zh_CN")).map((row) => [row.name, row.languages])).toEqual([
      ["Nur Deutsch", ["de_DE"]],
      ["两者", ["en_US", "zh_CN"]],
    ]);
    expect((await rows("")).map((row) => row.id)).toEqual([both.en_US!.id, germanOnly.de_DE!.id]);
    expect((await call("GET", `${admin}?lang=xx_XX`)).statusCode).toBe(400);
  });

  it("finds people by part of the name in any version, ignoring case and accents, and by office", async () => {
    const searchOffice = await newOffice("Admin search");
    await create({ de_DE: "Jürgen Weiß", en_US: "Juergen Weiss" }, { office: searchOffice });
    await create({ en_US: "Someone Else" }, { office: searchOffice });
    const byName = await call<PersonCard[]>("GET", `${admin}?name=WEISS&lang=de_DE`);
    expect(byName.result.map((row) => row.name)).toEqual(["Jürgen Weiß"]);
    const byOffice = await call<PersonCard[]>("GET", `${admin}?office=${searchOffice.zh_CN!.id}&pageSize=1`);
    expect(byOffice.pageable).toEqual({ pageNo: 1, pageSize: 1, totalCount: 2 });
    expect((await call("GET", `${admin}?office=abc`)).statusCode).toBe(400);
  });
});

describe("updating a person", () => {
  it("updates by id, changes the references, adds a language and removes one left out", async () => {
    const person = await create(
      { de_DE: "Vorher", en_US: "Before" },
      { office, jobs: [partner], practiceAreas: [tax] },
      { spokenLanguages: ["de"] },
    );
    const frankfurt = await newOffice("Update office");
    const refs = { office: frankfurt, jobs: [counsel], practiceAreas: [corporate, tax] };
    const answer = await call<Person[]>("PUT", admin, [
      personVersion("en_US", "After", refs, { id: person.en_US!.id, spokenLanguages: ["en", "de"] }),
      personVersion("zh_CN", "之后", refs),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result.map((version) => [version.lang, version.name])).toEqual([
      ["en_US", "After"],
      ["zh_CN", "之后"],
    ]);
    const en = versionIn(answer.result, "en_US");
    expect(en).toMatchObject({
      id: person.en_US!.id,
      office: frankfurt.en_US!.id,
      jobIds: [counsel.en_US!.id],
      proFieldIds: [corporate.en_US!.id, tax.en_US!.id],
      spokenLanguages: ["en", "de"],
    });
    expect(versionIn(answer.result, "zh_CN").spokenLanguages).toEqual(["en", "de"]);
    expect((await call("GET", `${admin}/detail/${person.de_DE!.id}`)).statusCode).toBe(404);
  });

  it("keeps the pin for a language added later and clears optional fields left out", async () => {
    const person = await create({ en_US: "Pinned Later" }, { office }, { email: "a@b.example", spokenLanguages: ["en"] });
    await call("PUT", `${admin}/${person.en_US!.id}/1`);
    const answer = await call<Person[]>("PUT", admin, [
      personVersion("en_US", "Pinned Later", { office }, { id: person.en_US!.id }),
      personVersion("de_DE", "Später", { office }),
    ]);
    expect(answer.result.map((version) => [version.top, version.email, version.spokenLanguages])).toEqual([
      [1, null, []],
      [1, null, []],
    ]);
  });

  it("answers 404 for an unknown id and checks references like a create", async () => {
    expect((await call("PUT", admin, [personVersion("en_US", "Ghost", { office }, { id: 2_000_000_000 })])).statusCode).toBe(404);
    const person = await create({ en_US: "Check refs" }, { office });
    const answer = await call("PUT", admin, [
      personVersion("en_US", "Check refs", { office }, { id: person.en_US!.id, office: office.de_DE!.id }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain("[en_US] office must be a en_US office");
  });
});

describe("pinning a person", () => {
  it("pins and unpins every version, answering the version named", async () => {
    const person = await create({ de_DE: "Anheften", en_US: "Pin me" }, { office });
    const pinned = await call<Person>("PUT", `${admin}/${person.de_DE!.id}/1`);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.result).toMatchObject({ id: person.de_DE!.id, top: 1 });
    expect((await call<PersonDetail>("GET", `${admin}/detail/${person.en_US!.id}`)).result.versions.map((version) => version.top)).toEqual([
      1, 1,
    ]);
    expect((await call<Person>("PUT", `${admin}/${person.en_US!.id}/0`)).result.top).toBe(0);
    expect((await call<PersonDetail>("GET", `${admin}/detail/${person.de_DE!.id}`)).result.top).toBe(0);
  });

  it("refuses a flag other than 0 or 1 and answers 404 for an unknown id", async () => {
    const person = await create({ en_US: "Pin flag" }, { office });
    const bad = await call("PUT", `${admin}/${person.en_US!.id}/2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toBe("Invalid request: top must be 0 or 1");
    expect((await call("PUT", `${admin}/2000000000/1`)).statusCode).toBe(404);
  });
});

describe("deleting a person", () => {
  it("removes the person in every language with their links, so their job title can go too", async () => {
    const onlyJob = await newJob("Only holder");
    const person = await create(everywhere("Leaving"), { office, jobs: [onlyJob], practiceAreas: [tax] });
    const links = await countRows("personJobs");
    expect((await call("DELETE", `${admin}/${person.zh_CN!.id}`)).statusCode).toBe(200);
    for (const lang of ALL_LANGS) expect((await call("GET", `${admin}/detail/${person[lang]!.id}`)).statusCode).toBe(404);
    expect(await countRows("personJobs")).toBe(links - 3);
    expect((await call("DELETE", `/api/admin/job/${onlyJob.en_US!.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `${admin}/${person.zh_CN!.id}`)).statusCode).toBe(404);
  });
});

// The public list's people: all in one office, so that the assertions see only them.
const team = await newOffice("Public team");
const shanghai = await newOffice("Public Shanghai");
const scope = `office=${team.en_US!.id}`;
await create(
  { de_DE: "Dr. Katharina Müller", en_US: "Dr Katharina Müller", zh_CN: "卡塔琳娜·穆勒" },
  { office: team, jobs: [partner], practiceAreas: [corporate] },
);
await create({ de_DE: "Thomas Mueller", en_US: "Thomas Mueller" }, { office: team, jobs: [counsel], practiceAreas: [tax] });
await create(
  { de_DE: "Anna Schröder", en_US: "Anna Schröder", zh_CN: "安娜" },
  { office: team, jobs: [counsel], practiceAreas: [corporate, tax] },
);
await create({ en_US: "Xiaoming Wang", zh_CN: "王小明" }, { office: team, jobs: [partner], practiceAreas: [tax] });
await create({ en_US: "100%_Literal" }, { office: team });
const pinned = await create({ de_DE: "Zacharias Zeller", en_US: "Zacharias Zeller" }, { office: team, jobs: [partner] });
await call("PUT", `${admin}/${pinned.en_US!.id}/1`);
await create({ en_US: "Li Wei", zh_CN: "李伟" }, { office: shanghai, jobs: [partner], practiceAreas: [corporate] });

describe("the public list", () => {
  it("lists the request's language only, pinned first, then by name", async () => {
    expect(await names(scope, "en_US")).toEqual([
      "Zacharias Zeller",
      "100%_Literal",
      "Anna Schröder",
      "Dr Katharina Müller",
      "Thomas Mueller",
      "Xiaoming Wang",
    ]);
    const german = await find(scope, "de_DE");
    expect(german.result.every((person) => person.lang === "de_DE")).toBe(true);
    expect(german.result[0]).toMatchObject({ name: "Zacharias Zeller", top: 1, officeName: "Public team de_DE" });
    expect(german.result.map((person) => person.name)).not.toContain("Xiaoming Wang");
    expect((await find(`${scope}&lang=zh_CN`, "de_DE")).result.every((person) => person.lang === "zh_CN")).toBe(true);
    expect((await find(scope, "xx_XX")).result.every((person) => person.lang === "en_US")).toBe(true);
  });

  it('finds "Müller" by "muller", "mueller" and "MÜLLER", and "Mueller" by "müller"', async () => {
    // "muller" is also one letter from "Mueller": the keyword forgives typos as the site search does.
    expect(await names(`${scope}&keyword=muller`)).toEqual(["Dr Katharina Müller", "Thomas Mueller"]);
    expect(await names(`${scope}&keyword=mueller`)).toEqual(["Dr Katharina Müller", "Thomas Mueller"]);
    expect(await names(`${scope}&keyword=M%C3%9CLLER`)).toEqual(["Dr Katharina Müller", "Thomas Mueller"]);
    expect(await names(`${scope}&keyword=schroder`)).toEqual(["Anna Schröder"]);
    expect(await names(`${scope}&keyword=${encodeURIComponent("katharina  müller")}`)).toEqual(["Dr Katharina Müller"]);
  });

  it("finds a Chinese name by one character, and a person by the name of another version", async () => {
    expect(await names(`${scope}&keyword=${encodeURIComponent("小")}`, "zh_CN")).toEqual(["王小明"]);
    expect(await names(`${scope}&keyword=${encodeURIComponent("王")}`, "en_US")).toEqual(["Xiaoming Wang"]);
    expect(await names(`${scope}&keyword=wang`, "zh_CN")).toEqual(["王小明"]);
  });

  it("forgives a typo in a name, and only a small one", async () => {
    expect(await names(`${scope}&keyword=Schroeder`)).toEqual(["Anna Schröder"]);
    expect(await names(`${scope}&keyword=Schrader`)).toEqual(["Anna Schröder"]);
    expect(await names(`${scope}&keyword=${encodeURIComponent("Xiaomign")}`, "zh_CN")).toEqual(["王小明"]);
    expect(await names(`${scope}&keyword=Schreiber`)).toEqual([]);
  });

  it("takes % and _ in the keyword literally", async () => {
    expect(await names(`${scope}&keyword=${encodeURIComponent("%_")}`)).toEqual(["100%_Literal"]);
    expect(await names(`${scope}&keyword=${encodeURIComponent("0_l")}`)).toEqual([]);
    expect(await names(`${scope}&keyword=${encodeURIComponent("%")}`)).toEqual(["100%_Literal"]);
  });

  it("combines the keyword, practice area, job title and office filters, by any version of each", async () => {
    expect(await names(`${scope}&practiceAreaId=${tax.en_US!.id}`)).toEqual(["Anna Schröder", "Thomas Mueller", "Xiaoming Wang"]);
    expect(await names(`${scope}&practiceAreaId=${tax.de_DE!.id}&jobId=${counsel.zh_CN!.id}`)).toEqual(["Anna Schröder", "Thomas Mueller"]);
    expect(await names(`${scope}&practiceAreaId=${tax.en_US!.id}&jobId=${counsel.en_US!.id}&keyword=anna`)).toEqual(["Anna Schröder"]);
    expect(await names(`practiceAreaId=${corporate.en_US!.id}&jobId=${partner.en_US!.id}&keyword=wei`)).toEqual(["Li Wei"]);
    expect(await names(`office=${shanghai.de_DE!.id}&jobId=${partner.en_US!.id}`)).toEqual(["Li Wei"]);
    expect(await names(`office=${shanghai.de_DE!.id}&jobId=${counsel.en_US!.id}`)).toEqual([]);
  });

  it("treats empty filters as none and refuses filters that are not ids", async () => {
    const all = await find(`${scope}&keyword=&jobId=&practiceAreaId=`);
    expect(all.statusCode).toBe(200);
    expect(all.result).toHaveLength(6);
    expect((await find("jobId=abc")).statusCode).toBe(400);
    expect((await find("office=-1")).statusCode).toBe(400);
    expect((await find(`keyword=${"x".repeat(201)}`)).statusCode).toBe(400);
  });

  it("pages, accepting page and pageNo and ignoring timestamp and total", async () => {
    const second = await anonymous<PersonCard[]>("GET", `/api/user/lawyerTeam?${scope}&page=2&pageSize=4&timestamp=1&total=9`);
    expect(second.result.map((person) => person.name)).toEqual(["Thomas Mueller", "Xiaoming Wang"]);
    expect(second.pageable).toEqual({ pageNo: 2, pageSize: 4, totalCount: 6 });
    expect((await anonymous<PersonCard[]>("GET", `/api/user/lawyerTeam?${scope}&pageNo=2&pageSize=4`)).result).toHaveLength(2);
  });
});

describe("a lawyer's full profile (decision 0068)", () => {
  const profileIn = (lang: "en_US" | "de_DE") =>
    lang === "en_US"
      ? {
          barAdmissions: [{ jurisdiction: "Germany", year: 2003 }],
          education: [{ degree: "Doctorate in law", institution: "LMU Munich", year: 2002 }],
          memberships: ["German Arbitration Institute (DIS)"],
          publications: [{ title: "Arbitration in practice", where: "SchiedsVZ", year: 2021, url: "https://journal.example/article" }],
          rankings: [{ text: "JUVE Handbook: frequently recommended", year: 2025, url: null }],
        }
      : {
          barAdmissions: [{ jurisdiction: "Deutschland", year: 2003 }],
          education: [{ degree: "Promotion", institution: "LMU München", year: 2002 }],
          memberships: ["Deutsche Institution für Schiedsgerichtsbarkeit (DIS)"],
          publications: [
            { title: "Schiedsverfahren in der Praxis", where: "SchiedsVZ", year: 2021, url: "https://journal.example/article" },
          ],
          rankings: [{ text: "JUVE Handbuch: häufig empfohlen", year: 2025, url: "" }],
        };

  it("saves each version's lists and the person's specialist titles, and shows them to visitors in each language", async () => {
    const answer = await call<PersonVersion[]>("POST", admin, [
      personVersion("en_US", "Full Profile", { office }, { specialistTitles: ["employment", "tax", "employment"], ...profileIn("en_US") }),
      personVersion("de_DE", "Volles Profil", { office }, profileIn("de_DE")),
      personVersion("zh_CN", "完整简介", { office }),
    ]);
    expect(answer.statusCode, answer.message).toBe(200);
    // The titles are the person's: the versions that leave them out take them.
    expect(answer.result.map((version) => [version.lang, version.specialistTitles])).toEqual([
      ["de_DE", ["employment", "tax"]],
      ["en_US", ["employment", "tax"]],
      ["zh_CN", ["employment", "tax"]],
    ]);
    const en = versionIn(answer.result, "en_US");
    const de = versionIn(answer.result, "de_DE");
    const visitor = async (id: number) => (await anonymous<Person>("GET", `/api/user/lawyerTeam/${id}`)).result;
    expect(await visitor(en.id)).toMatchObject({ specialistTitles: ["employment", "tax"], ...profileIn("en_US") });
    // A blank link is none.
    expect(await visitor(de.id)).toMatchObject({
      ...profileIn("de_DE"),
      rankings: [{ text: "JUVE Handbuch: häufig empfohlen", year: 2025, url: null }],
    });
    expect(await visitor(versionIn(answer.result, "zh_CN").id)).toMatchObject({
      specialistTitles: ["employment", "tax"],
      barAdmissions: [],
      education: [],
      memberships: [],
      publications: [],
      rankings: [],
    });
  });

  it("keeps an edit of a published profile as a draft until it is published", async () => {
    const created = await call<PersonVersion[]>("POST", admin, [personVersion("en_US", "Drafted Profile", { office }, profileIn("en_US"))]);
    const en = versionIn(created.result, "en_US");
    const edited = await call<PersonVersion[]>("PUT", `${admin}?saveAs=draft`, [
      { ...personAsSent(en), specialistTitles: ["criminal"], memberships: ["Berlin Bar Association"] },
    ]);
    expect(edited.statusCode, edited.message).toBe(200);
    expect(versionIn(edited.result, "en_US").draft).toMatchObject({
      specialistTitles: ["criminal"],
      memberships: ["Berlin Bar Association"],
    });
    const publicNow = await anonymous<Person>("GET", `/api/user/lawyerTeam/${en.id}`);
    expect(publicNow.result).toMatchObject({ specialistTitles: [], memberships: ["German Arbitration Institute (DIS)"] });

    const published = await call<PersonVersion[]>("PUT", `${admin}/publish`, { id: en.id });
    expect(published.statusCode, published.message).toBe(200);
    const after = await anonymous<Person>("GET", `/api/user/lawyerTeam/${en.id}`);
    expect(after.result).toMatchObject({
      specialistTitles: ["criminal"],
      memberships: ["Berlin Bar Association"],
      education: profileIn("en_US").education,
    });
  });

  it("refuses a fourth specialist title, in the request's language", async () => {
    const four = { specialistTitles: ["employment", "tax", "criminal", "family"] };
    const english = await call("POST", admin, [personVersion("en_US", "Four Titles", { office }, four)]);
    expect(english.statusCode).toBe(400);
    expect(english.message).toBe("Invalid request: [en_US] specialistTitles may hold at most 3 specialist titles (§ 43c BRAO)");
    const german = await call("POST", admin, [personVersion("en_US", "Four Titles", { office }, four)], { "accept-language": "de" });
    expect(german.message).toContain("darf höchstens 3 Fachanwaltsbezeichnungen enthalten (§ 43c BRAO)");
    const chinese = await call("POST", admin, [personVersion("en_US", "Four Titles", { office }, four)], { "accept-language": "zh" });
    expect(chinese.message).toContain("最多只能有 3 个专业律师头衔");
  });

  it.each([
    [
      "an unknown specialist title",
      { specialistTitles: ["astrology"] },
      "specialistTitles must name specialist titles of the Fachanwaltsordnung (§ 1 FAO)",
    ],
    [
      "an admission without its year",
      { barAdmissions: [{ jurisdiction: "Germany" }] },
      "barAdmissions.year must be a year between 1900 and 2100",
    ],
    [
      "a degree in the future's future",
      { education: [{ degree: "LL.M.", institution: "X", year: 2200 }] },
      "education.year must be a year between 1900 and 2100",
    ],
    ["a membership of two lines", { memberships: ["One\nTwo"] }, "memberships"],
    [
      "a publication's link that is no web address",
      { publications: [{ title: "T", where: "W", year: 2020, url: "javascript:alert(1)" }] },
      "publications.url",
    ],
    ["a ranking without its text", { rankings: [{ text: "", year: 2020 }] }, "rankings.text"],
  ])("refuses %s", async (_, change, text) => {
    const answer = await call("POST", admin, [personVersion("en_US", "Invalid Profile", { office }, change)]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(`[en_US] ${text}`);
  });

  it("refuses specialist titles that differ between versions", async () => {
    const answer = await call("POST", admin, [
      personVersion("en_US", "Titles Differ", { office }, { specialistTitles: ["tax"] }),
      personVersion("de_DE", "Titel Unterschied", { office }, { specialistTitles: ["criminal"] }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: [de_DE] specialistTitles must be the same in every version (the en_US version says tax)");
  });
});
