import type { Job, JobDetail, Office, OfficeDetail, PublicOffice } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createReferenceItem } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

/** The office's facts, the same in every version (docs/decisions/0030). */
const munichFacts = {
  address: "Maximilianstraße 35",
  postalCode: "80539",
  city: "München",
  country: "DE",
  phoneNumber: "+49 89 2020 800",
  email: "muenchen@example.de",
  pictureUrl: "/api/upload/munich-office.webp",
};

const detail = async (id: number) => (await call<OfficeDetail>("GET", `/api/admin/office/detail/${id}`)).result;

describe("office details", () => {
  it("stores the facts once for every version and the opening note per version", async () => {
    const answer = await call<Office[]>("POST", "/api/admin/office", [
      { lang: "de_DE", name: "München", openingNote: "Mo–Fr 8–19 Uhr", ...munichFacts },
      { lang: "en_US", name: "Munich", openingNote: "Mon–Fri 8 am–7 pm" },
      { lang: "zh_CN", name: "慕尼黑", country: "de" },
    ]);
    expect(answer.statusCode).toBe(200);
    for (const version of answer.result) expect(version).toMatchObject({ ...munichFacts });
    expect(answer.result.map((version) => [version.lang, version.openingNote])).toEqual([
      ["de_DE", "Mo–Fr 8–19 Uhr"],
      ["en_US", "Mon–Fri 8 am–7 pm"],
      ["zh_CN", ""],
    ]);
  });

  it("an edit in one language changes the facts in every language; a save that leaves them out keeps them", async () => {
    const office = await createReferenceItem<Office>(call, "office", "Facts");
    const versions = Object.values(office);
    // Sent by the English version only: every version takes them.
    const edited = await call<Office[]>(
      "PUT",
      "/api/admin/office",
      versions.map((version) => ({
        id: version.id,
        lang: version.lang,
        name: version.name,
        ...(version.lang === "en_US" ? munichFacts : {}),
      })),
    );
    expect(edited.statusCode).toBe(200);
    for (const version of (await detail(office.zh_CN!.id)).versions) expect(version, version.lang).toMatchObject(munichFacts);

    // A rename that sends no fact keeps them; a fact sent blank clears it (in every version).
    const renamed = await call<Office[]>("PUT", "/api/admin/office", [
      { id: office.de_DE!.id, lang: "de_DE", name: "Umbenannt", phoneNumber: "" },
      { id: office.en_US!.id, lang: "en_US", name: "Renamed" },
      { id: office.zh_CN!.id, lang: "zh_CN", name: "改名" },
    ]);
    expect(renamed.statusCode).toBe(200);
    for (const version of renamed.result) {
      expect(version, version.lang).toMatchObject({ ...munichFacts, phoneNumber: null });
    }
    const publicList = await anonymous<Office[]>("GET", "/api/user/office", undefined, { lang: "zh_CN" });
    expect(publicList.result.find((version) => version.id === office.zh_CN!.id)).toMatchObject({
      name: "改名",
      address: munichFacts.address,
    });
  });

  it("refuses versions that send different facts, naming the version and the value", async () => {
    const office = await createReferenceItem<Office>(call, "office", "Disagree", ["de_DE", "en_US"]);
    const answer = await call("PUT", "/api/admin/office", [
      { id: office.de_DE!.id, lang: "de_DE", name: "A", city: "München" },
      { id: office.en_US!.id, lang: "en_US", name: "B", city: "Munich" },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: [en_US] city must be the same in every version (the de_DE version says München)");
    expect((await detail(office.de_DE!.id)).city).toBe("");
  });

  it.each([
    ["an e-mail address", { email: "not-an-address" }, "[en_US] email must be a valid email address"],
    ["a telephone number", { phoneNumber: "call us" }, "[en_US] phoneNumber must be a phone number (digits, spaces, + ( ) - . /)"],
    ["a country code", { country: "Germany" }, "[en_US] country must be a two-letter ISO 3166-1 country code such as DE, CN, US"],
    ["a postal code", { postalCode: "80539; drop" }, "[en_US] postalCode must be a postal code (letters, digits, spaces and -)"],
    ["a long address", { address: "x".repeat(301) }, "[en_US] address must be at most 300 characters long"],
    ["a long opening note", { openingNote: "x".repeat(1001) }, "[en_US] openingNote must be at most 1000 characters long"],
    [
      "a picture from another site",
      { pictureUrl: "https://tracker.example/pixel.png" },
      "[en_US] pictureUrl must be an image on this site",
    ],
  ])("refuses %s with a readable message", async (_, fields, text) => {
    const answer = await call("POST", "/api/admin/office", [{ lang: "en_US", name: `Invalid ${text}`, ...fields }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(text);
  });

  it("answers an office's page: the version with its facts and the ids of all versions; 404 for an unknown id", async () => {
    const office = await createReferenceItem<Office>(call, "office", "Page", ["de_DE", "en_US"]);
    const answer = await anonymous<PublicOffice>("GET", `/api/user/office/detail/${office.de_DE!.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toMatchObject({ id: office.de_DE!.id, lang: "de_DE", name: "Page de_DE", address: "" });
    expect(answer.result.versions).toEqual([
      { lang: "de_DE", id: office.de_DE!.id },
      { lang: "en_US", id: office.en_US!.id },
    ]);
    const missing = await anonymous("GET", "/api/user/office/detail/2000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toBe("No office with id 2000000000");
    expect((await anonymous("GET", "/api/user/office/detail/x")).statusCode).toBe(400);
  });

  it("answers the validation in the reader's language", async () => {
    const answer = await call("POST", "/api/admin/office", [{ lang: "en_US", name: "Sprache", country: "Deutschland" }], {
      "accept-language": "de",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain("country muss ein zweistelliger Ländercode nach ISO 3166-1 sein");
  });
});

describe("job title flag 'is a lawyer'", () => {
  it("is 0 unless set, and the same in every version after an edit in one", async () => {
    const job = await createReferenceItem<Job>(call, "job", "Counsel");
    expect(Object.values(job).map((version) => version.isLawyer)).toEqual([0, 0, 0]);
    const answer = await call<Job[]>("PUT", "/api/admin/job", [
      { id: job.de_DE!.id, lang: "de_DE", name: "Counsel de_DE" },
      { id: job.en_US!.id, lang: "en_US", name: "Counsel en_US", isLawyer: 1 },
      { id: job.zh_CN!.id, lang: "zh_CN", name: "Counsel zh_CN" },
    ]);
    expect(answer.statusCode).toBe(200);
    const versions = (await call<JobDetail>("GET", `/api/admin/job/detail/${job.de_DE!.id}`)).result.versions;
    expect(versions.map((version) => version.isLawyer)).toEqual([1, 1, 1]);
    // A rename that leaves the flag out keeps it.
    await call("PUT", "/api/admin/job", [
      { id: job.en_US!.id, lang: "en_US", name: "Senior Counsel" },
      ...versions.filter((v) => v.lang !== "en_US").map(({ id, lang, name }) => ({ id, lang, name })),
    ]);
    const publicList = await anonymous<Job[]>("GET", "/api/user/job", undefined, { lang: "de_DE" });
    expect(publicList.result.find((version) => version.id === job.de_DE!.id)?.isLawyer).toBe(1);
  });

  it("refuses a flag other than 0 or 1, and versions that disagree", async () => {
    const bad = await call("POST", "/api/admin/job", [{ lang: "en_US", name: "Flag", isLawyer: true }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toBe("Invalid request: [en_US] isLawyer must be 0 or 1");
    const disagree = await call("POST", "/api/admin/job", [
      { lang: "de_DE", name: "Sekretariat", isLawyer: 0 },
      { lang: "en_US", name: "Secretary", isLawyer: 1 },
    ]);
    expect(disagree.statusCode).toBe(400);
    expect(disagree.message).toBe("Invalid request: [en_US] isLawyer must be the same in every version (the de_DE version says 0)");
  });
});

describe("job titles for women", () => {
  it("a filter by a title finds the people of the titles named alike in the list's language", async () => {
    const office = await createReferenceItem<Office>(call, "office", "Filter office", ["de_DE", "en_US"]);
    const title = (de: string) =>
      call<Job[]>("POST", "/api/admin/job", [
        { lang: "de_DE", name: de, isLawyer: 1 },
        { lang: "en_US", name: "Equity Partner", isLawyer: 1 },
      ]);
    const [partner, partnerin] = [(await title("Equity-Partner")).result, (await title("Equity-Partnerin")).result];
    const jobIn = (job: Job[], lang: string) => job.find((version) => version.lang === lang)!;
    const person = (name: string, job: Job[]) =>
      createPerson(
        call,
        { de_DE: name, en_US: name },
        { office, jobs: [Object.fromEntries(job.map((version) => [version.lang, version]))] },
      );
    await person("Jan Equity", partner);
    await person("Julia Equity", partnerin);
    const names = async (lang: string, job: Job) =>
      (await anonymous<{ name: string }[]>("GET", `/api/user/lawyerTeam?jobId=${job.id}`, undefined, { lang })).result
        .map((each) => each.name)
        .sort();
    expect(await names("en_US", jobIn(partner, "en_US"))).toEqual(["Jan Equity", "Julia Equity"]);
    expect(await names("de_DE", jobIn(partner, "de_DE"))).toEqual(["Jan Equity"]);
    expect(await names("de_DE", jobIn(partnerin, "de_DE"))).toEqual(["Julia Equity"]);
  });
});
