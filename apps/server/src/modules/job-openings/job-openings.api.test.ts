import type { JobOpeningCard, JobOpeningVersion, PracticeArea, PublicJobOpening, ReferenceItem } from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "../../db/database.ts";
import { apiCaller, createPracticeArea, createReferenceItem, versionIn, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, login } = await createTestApp();
const token = await login();
const call = apiCaller(app, token);
const anonymous = apiCaller(app, null);

const admin = "/api/admin/jobOpening";
const munich = await createReferenceItem<ReferenceItem>(call, "office", "Munich", ["de_DE", "en_US"]);
const frankfurt = await createReferenceItem<ReferenceItem>(call, "office", "Frankfurt", ["de_DE", "en_US"]);
const corporate = await createPracticeArea<PracticeArea>(call, "Corporate", ["de_DE", "en_US"]);
const labour = await createPracticeArea<PracticeArea>(call, "Labour", ["de_DE", "en_US"]);

afterEach(() => setClock(undefined));

interface OpeningOptions {
  office?: ByLang<ReferenceItem>;
  areas?: ByLang<PracticeArea>[];
  level?: string;
  employmentType?: string;
  startDate?: string | null;
}

const body = (title: string, options: OpeningOptions = {}, langs: readonly string[] = ["de_DE", "en_US"]) =>
  langs.map((lang) => ({
    lang,
    title: lang === "de_DE" ? `${title} (m/w/d)` : title,
    content: `<p>${title} in ${lang}</p>`,
    office: (options.office ?? munich)[lang]!.id,
    proFieldIds: (options.areas ?? []).map((area) => area[lang]!.id),
    level: options.level ?? "associate",
    employmentType: options.employmentType ?? "fullTime",
    startDate: options.startDate === undefined ? null : options.startDate,
  }));

async function createOpening(title: string, options: OpeningOptions = {}, query = "") {
  const answer = await call<JobOpeningVersion[]>("POST", `${admin}${query}`, body(title, options));
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const publicList = async (query: string, lang = "en_US") =>
  await anonymous<JobOpeningCard[]>("GET", `/api/user/jobOpening${query}${query.includes("?") ? "&" : "?"}lang=${lang}`);

const trainee = await createOpening("Trainee lawyer", { level: "trainee", areas: [labour], employmentType: "partTime" });
const associate = await createOpening("Associate M&A", { office: frankfurt, areas: [corporate] });

describe("job opening endpoints without a session", () => {
  it.each([
    ["GET", admin],
    ["POST", admin],
    ["PUT", admin],
    ["DELETE", `${admin}/1`],
    ["GET", `${admin}/detail/1`],
    ["GET", `${admin}/item/1`],
  ] as const)("%s %s answers 401", async (method, url) => {
    const answer = await anonymous(method, url, method === "GET" || method === "DELETE" ? undefined : []);
    expect(answer.statusCode).toBe(401);
  });
});

describe("writing job openings", () => {
  it("creates every language version under one no, with the office, practice areas, level and start the same in each", async () => {
    const versions = await createOpening("Associate Corporate/M&A", { areas: [corporate], startDate: "2027-03-01" });
    const [de, en] = [versionIn(versions, "de_DE"), versionIn(versions, "en_US")];
    expect(en).toMatchObject({
      title: "Associate Corporate/M&A",
      office: munich.en_US!.id,
      officeName: "Munich en_US",
      proFieldIds: [corporate.en_US!.id],
      level: "associate",
      employmentType: "fullTime",
      startDate: "2027-03-01",
      publishState: "published",
    });
    expect(en.slug).toMatch(/^associate-corporate/);
    expect(de).toMatchObject({ no: en.no, title: "Associate Corporate/M&A (m/w/d)", office: munich.de_DE!.id, startDate: "2027-03-01" });
  });

  it("sanitises the text", async () => {
    const answer = await call<JobOpeningVersion[]>("POST", admin, [
      { ...body("Sanitised")[1], content: '<p onclick="x()">Join us<script>alert(1)</script></p>' },
    ]);
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result[0]!.content).toBe("<p>Join us</p>");
  });

  it("refuses an unknown level, a start that is no date and an office of another language, each at its field", async () => {
    const level = await call("POST", admin, [{ ...body("Bad level")[1], level: "partner" }]);
    expect(level.statusCode).toBe(400);
    expect(level.errors.map((error) => error.field)).toEqual(["body.0.level"]);
    const start = await call("POST", admin, [{ ...body("Bad start")[1], startDate: "next spring" }]);
    expect(start.statusCode).toBe(400);
    expect(start.errors.map((error) => error.field)).toEqual(["body.0.startDate"]);
    const office = await call("POST", admin, [{ ...body("Wrong office")[1], office: munich.de_DE!.id }]);
    expect(office.statusCode).toBe(400);
    expect(office.errors.map((error) => error.field)).toEqual(["body.0.office"]);
  });

  it("refuses versions that disagree on what belongs to the opening", async () => {
    const [de, en] = body("Disagreeing");
    const answer = await call("POST", admin, [de, { ...en, level: "counsel" }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors).toEqual([expect.objectContaining({ field: "body.1.level", lang: "en_US" })]);
  });

  it("keeps a draft out of the site until it is published, then lists it", async () => {
    const versions = await createOpening("Drafted role", {}, "?saveAs=draft");
    const en = versionIn(versions, "en_US");
    expect(en.publishState).toBe("draft");
    expect((await anonymous("GET", `/api/user/jobOpening/${en.id}`)).statusCode).toBe(404);
    expect((await publicList("")).result.map((card) => card.id)).not.toContain(en.id);
    const published = await call<JobOpeningVersion[]>("PUT", `${admin}/publish`, { id: en.id });
    expect(published.statusCode, published.message).toBe(200);
    expect((await publicList("")).result.map((card) => card.id)).toContain(en.id);
  });

  it("deletes an opening in every language", async () => {
    const versions = await createOpening("Short-lived");
    const en = versionIn(versions, "en_US");
    expect((await call("DELETE", `${admin}/${en.id}`)).statusCode).toBe(200);
    expect((await call("GET", `${admin}/item/${en.no}`)).statusCode).toBe(404);
  });

  it("keeps an office that an opening names from being deleted", async () => {
    const office = await createReferenceItem<ReferenceItem>(call, "office", "Busy", ["de_DE", "en_US"]);
    await createOpening("At a busy office", { office });
    const answer = await call("DELETE", `/api/admin/office/${office.en_US!.id}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.message).toContain("job opening");
  });
});

describe("the site's careers", () => {
  const ids = (cards: readonly JobOpeningCard[]) => cards.map((card) => card.id);

  it("lists the open positions of the request's language, newest first", async () => {
    const answer = await publicList("?pageSize=50");
    expect(answer.statusCode).toBe(200);
    const listed = ids(answer.result);
    expect(listed.indexOf(versionIn(associate, "en_US").id)).toBeLessThan(listed.indexOf(versionIn(trainee, "en_US").id));
    expect(answer.result.every((card) => card.lang === "en_US")).toBe(true);
    const german = await publicList("?pageSize=50", "de_DE");
    expect(ids(german.result)).toContain(versionIn(trainee, "de_DE").id);
  });

  it("filters by office, practice area and level, an office or area named by any of its versions", async () => {
    expect(ids((await publicList(`?office=${frankfurt.en_US!.id}`)).result)).toEqual([versionIn(associate, "en_US").id]);
    // The German version's id names the same office.
    expect(ids((await publicList(`?office=${frankfurt.de_DE!.id}`)).result)).toEqual([versionIn(associate, "en_US").id]);
    expect(ids((await publicList(`?practiceAreaId=${labour.en_US!.id}`)).result)).toEqual([versionIn(trainee, "en_US").id]);
    expect(ids((await publicList(`?level=trainee`)).result)).toEqual([versionIn(trainee, "en_US").id]);
    expect((await publicList(`?level=trainee&office=${frankfurt.en_US!.id}`)).result).toEqual([]);
    // An empty filter (a GET form's "all") is no filter.
    expect((await publicList(`?level=&office=&practiceAreaId=`)).statusCode).toBe(200);
  });

  it("refuses a filter that is no level or id with a message, not a 500", async () => {
    const answer = await publicList("?level=boss");
    expect(answer.statusCode).toBe(400);
    expect((await publicList("?office=abc")).statusCode).toBe(400);
  });

  it("answers one opening with its office's address, its dates and its other versions", async () => {
    const en = versionIn(associate, "en_US");
    const answer = await anonymous<PublicJobOpening>("GET", `/api/user/jobOpening/${en.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toMatchObject({
      title: "Associate M&A",
      officeAddress: { id: frankfurt.en_US!.id, name: "Frankfurt en_US" },
      proFields: [{ id: corporate.en_US!.id, name: "Corporate en_US" }],
      unpublishAt: null,
    });
    expect(answer.result.publishAt).toMatch(/^\d{4}-/);
    expect(answer.result.versions.map((version) => version.lang).sort()).toEqual(["de_DE", "en_US"]);
  });

  it("takes an opening off the site when its end has passed", async () => {
    const versions = await createOpening("Closing soon");
    const en = versionIn(versions, "en_US");
    const scheduled = await call("PUT", `${admin}/publish`, { id: en.id, unpublishAt: "2099-01-01T00:00:00.000Z" });
    expect(scheduled.statusCode, scheduled.message).toBe(200);
    expect((await anonymous<PublicJobOpening>("GET", `/api/user/jobOpening/${en.id}`)).result.unpublishAt).toBe("2099-01-01T00:00:00.000Z");
    setClock(() => new Date("2099-01-02T00:00:00.000Z"));
    expect((await anonymous("GET", `/api/user/jobOpening/${en.id}`)).statusCode).toBe(404);
  });
});
