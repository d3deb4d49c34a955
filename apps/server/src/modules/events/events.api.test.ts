import type { EventAdminRow, EventCard, EventVersion, PersonVersion, PracticeArea, PublicEvent, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createPracticeArea, createReferenceItem, versionIn, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, login } = await createTestApp();
const token = await login();
const call = apiCaller(app, token);
const anonymous = apiCaller(app, null);

const admin = "/api/admin/event";
const LANGS = ["de_DE", "en_US"] as const;
const munich = await createReferenceItem<ReferenceItem>(call, "office", "Munich", LANGS);
const corporate = await createPracticeArea<PracticeArea>(call, "Corporate", LANGS);
const labour = await createPracticeArea<PracticeArea>(call, "Labour", LANGS);
const weber = await createPerson<PersonVersion>(call, { de_DE: "Anna Weber", en_US: "Anna Weber" }, { office: munich });

const inDays = (days: number, hour = 17) => {
  const time = new Date(Date.now() + days * 86_400_000);
  time.setUTCHours(hour, 0, 0, 0);
  return time.toISOString();
};

interface EventOptions {
  startsAt?: string;
  endsAt?: string;
  areas?: ByLang<PracticeArea>[];
  speakers?: ByLang<PersonVersion>[];
  place?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

const body = (title: string, options: EventOptions = {}) =>
  LANGS.map((lang) => ({
    lang,
    title: lang === "de_DE" ? `${title} (Seminar)` : title,
    content: `<p>${title} in ${lang}</p>`,
    startsAt: options.startsAt ?? inDays(10),
    endsAt: options.endsAt ?? inDays(10, 19),
    placeKind: "office",
    office: munich[lang]!.id,
    personIds: (options.speakers ?? [weber]).map((person) => person[lang]!.id),
    proFieldIds: (options.areas ?? []).map((area) => area[lang]!.id),
    capacity: 40,
    registrationOpen: true,
    registrationFields: ["phone"],
    ...options.place,
    ...options.extra,
  }));

async function createEvent(title: string, options: EventOptions = {}, query = "") {
  const answer = await call<EventVersion[]>("POST", `${admin}${query}`, body(title, options));
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const publicList = async (query: string, lang = "en_US") =>
  await anonymous<EventCard[]>("GET", `/api/user/event${query}${query.includes("?") ? "&" : "?"}lang=${lang}`);

const soon = await createEvent("Employment law update", { areas: [labour], startsAt: inDays(3), endsAt: inDays(3, 19) });
const later = await createEvent("M&A outlook", { areas: [corporate], startsAt: inDays(30), endsAt: inDays(30, 19) });
const past = await createEvent("Last year's review", { startsAt: inDays(-60), endsAt: inDays(-60, 19) });

describe("event endpoints without a session", () => {
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

describe("writing events", () => {
  it("creates every language version under one no, with times, place, speakers and registration settings the same in each", async () => {
    const versions = await createEvent("Data protection breakfast", { areas: [corporate] });
    const [de, en] = [versionIn(versions, "de_DE"), versionIn(versions, "en_US")];
    expect(en).toMatchObject({
      title: "Data protection breakfast",
      placeKind: "office",
      office: munich.en_US!.id,
      officeName: "Munich en_US",
      personIds: [weber.en_US!.id],
      proFieldIds: [corporate.en_US!.id],
      capacity: 40,
      registrationOpen: true,
      registrationFields: ["phone"],
      publishState: "published",
    });
    expect(en.people.map((person) => person.name)).toEqual(["Anna Weber"]);
    expect(en.slug).toMatch(/^data-protection-breakfast/);
    expect(de).toMatchObject({ no: en.no, office: munich.de_DE!.id, startsAt: en.startsAt, endsAt: en.endsAt });
  });

  it("keeps an online event's link for the back office and leaves the office out", async () => {
    const versions = await createEvent("Webinar on AI regulation", {
      place: { placeKind: "online", office: null, onlineUrl: "https://meet.example.com/ai-act" },
    });
    const en = versionIn(versions, "en_US");
    expect(en).toMatchObject({ placeKind: "online", office: null, onlineUrl: "https://meet.example.com/ai-act" });
    const page = await anonymous<PublicEvent>("GET", `/api/user/event/${en.id}`);
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.result)).not.toContain("meet.example.com");
  });

  it("refuses an end before the start, a deadline after the end, a missing office and a missing venue, each at its field", async () => {
    const [, en] = body("Bad");
    const cases = [
      [{ endsAt: inDays(9) }, "body.0.endsAt"],
      [{ registrationDeadline: inDays(11) }, "body.0.registrationDeadline"],
      [{ office: null }, "body.0.office"],
      [{ placeKind: "address", venue: "" }, "body.0.venue"],
      [{ startsAt: "next Tuesday" }, "body.0.startsAt"],
    ] as const;
    for (const [change, field] of cases) {
      const answer = await call("POST", admin, [{ ...en, ...change }]);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.errors.map((error) => error.field)).toEqual([field]);
    }
  });

  it("refuses versions that disagree on what belongs to the event", async () => {
    const [de, en] = body("Disagreeing");
    const answer = await call("POST", admin, [de, { ...en, capacity: 12 }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors).toEqual([expect.objectContaining({ field: "body.1.capacity", lang: "en_US" })]);
    // A list of the item's is compared item by item.
    const fields = await call("POST", admin, [de, { ...en, registrationFields: ["phone", "position"] }]);
    expect(fields.statusCode).toBe(400);
    expect(fields.errors).toEqual([expect.objectContaining({ field: "body.1.registrationFields", lang: "en_US" })]);
  });

  it("refuses a speaker of another language", async () => {
    const [de, en] = body("Wrong speaker");
    const answer = await call("POST", admin, [de, { ...en, personIds: [weber.de_DE!.id] }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors.map((error) => error.field)).toContain("body.1.personIds.0");
  });

  it("lists one row per event with its registration counts, the latest start first", async () => {
    const answer = await call<EventAdminRow[]>("GET", `${admin}?lang=en_US&pageNo=1&pageSize=100`);
    expect(answer.statusCode).toBe(200);
    const titles = answer.result.map((row) => row.title);
    expect(titles.indexOf("M&A outlook")).toBeLessThan(titles.indexOf("Employment law update"));
    expect(answer.result.find((row) => row.no === soon[0]!.no)).toMatchObject({ registered: 0, waiting: 0, languages: ["de_DE", "en_US"] });
  });
});

describe("the site's events", () => {
  it("lists the upcoming events soonest first, and the past ones in the archive", async () => {
    const upcoming = (await publicList("")).result.map((card) => card.title);
    expect(upcoming.indexOf("Employment law update")).toBeLessThan(upcoming.indexOf("M&A outlook"));
    expect(upcoming).not.toContain("Last year's review");
    const archive = (await publicList("?when=past")).result.map((card) => card.title);
    expect(archive).toEqual(["Last year's review"]);
    expect((await publicList("?when=past")).result[0]!.registration).toBe("past");
  });

  it("filters by a practice area named by any of its versions, and by a speaker", async () => {
    const byArea = (await publicList(`?practiceAreaId=${labour.de_DE!.id}`)).result.map((card) => card.title);
    expect(byArea).toEqual(["Employment law update"]);
    const bySpeaker = (await publicList(`?personId=${weber.en_US!.id}`)).result.map((card) => card.no);
    expect(bySpeaker).toContain(later[0]!.no);
  });

  it("shows an event's page in its language with its office's address and the other versions", async () => {
    const en = versionIn(soon, "en_US");
    const page = await anonymous<PublicEvent>("GET", `/api/user/event/${en.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.result).toMatchObject({ title: "Employment law update", registration: "open", officeAddress: { name: "Munich en_US" } });
    expect(page.result.versions.map((version) => version.lang)).toEqual(["de_DE", "en_US"]);
  });

  it("keeps a draft off the site until it is published", async () => {
    const en = versionIn(await createEvent("Drafted talk", {}, "?saveAs=draft"), "en_US");
    expect((await anonymous("GET", `/api/user/event/${en.id}`)).statusCode).toBe(404);
    const published = await call("PUT", `${admin}/publish`, { id: en.id });
    expect(published.statusCode, published.message).toBe(200);
    expect((await anonymous("GET", `/api/user/event/${en.id}`)).statusCode).toBe(200);
  });

  it("deletes an event in every language", async () => {
    const en = versionIn(past, "en_US");
    expect((await call("DELETE", `${admin}/${en.id}`)).statusCode).toBe(200);
    expect((await anonymous("GET", `/api/user/event/${en.id}`)).statusCode).toBe(404);
  });
});
