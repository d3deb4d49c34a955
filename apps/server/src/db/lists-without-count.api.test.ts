import type { Article, EventCard, PersonCard, PersonVersion, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createPerson, createReferenceItem } from "../../test/content-helpers.ts";
import { createTestApp } from "../../test/test-app.ts";

// A public list asked for without its count (`withoutCount=1`, decision 0124), as the home page asks
// for its teasers, whose counts no page shows: no query counts the list, and the page still says
// whether more follow.

/** The SQL of every statement the app sends while `read` waits for an answer. */
const recorded: string[] = [];
let recordingOn = false;
const { app, login } = await createTestApp({}, { onQuery: (query) => void (recordingOn && recorded.push(query.sql)) });
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

/** The answer of a public GET in English, with the queries it made. */
async function read<T>(path: string) {
  recorded.length = 0;
  recordingOn = true;
  const answer = await anonymous<T>("GET", `${path}${path.includes("?") ? "&" : "?"}lang=en_US`).finally(() => (recordingOn = false));
  expect(answer.statusCode, answer.message).toBe(200);
  // A list's count (`fetchPage`'s), and the headline figures' counts of distinct items.
  return {
    answer,
    counts: recorded.filter((sql) => sql.includes('"total_count"')),
    distinctCounts: recorded.filter((sql) => /count\(distinct/i.test(sql)),
  };
}

const office = await createReferenceItem<ReferenceItem>(call, "office", "Munich", ["en_US"]);
const speaker = await createPerson<PersonVersion>(call, { en_US: "Anna Weber" }, { office });
for (const name of ["Ben Bauer", "Clara Chen"]) await createPerson<PersonVersion>(call, { en_US: name }, { office });
const folder = (await createFolder(call, "Teasers", { type: 0, langs: ["en_US"] })).en_US!.id;
for (const title of ["One", "Two", "Three"]) {
  const created = await call<Article[]>("POST", "/api/admin/latest-news", [
    { lang: "en_US", title, coverUrl: "/api/upload/cover.png", content: "<p>Text</p>", cataId: folder, isLink: 0 },
  ]);
  expect(created.statusCode, created.message).toBe(200);
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
for (const [title, days] of [
  ["Breakfast", 3],
  ["Webinar", 5],
  ["Outlook", 8],
] as const) {
  const created = await call("POST", "/api/admin/event", [
    {
      lang: "en_US",
      title,
      content: `<p>${title}</p>`,
      startsAt: inDays(days),
      endsAt: inDays(days + 0.1),
      placeKind: "office",
      office: office.en_US!.id,
      personIds: [speaker.en_US!.id],
      proFieldIds: [],
      capacity: 40,
      registrationOpen: true,
      registrationFields: [],
    },
  ]);
  expect(created.statusCode, created.message).toBe(200);
}

describe("a public list asked for without its count", () => {
  it("counts no news: the page says what it skipped and shows, and one more while more follow", async () => {
    const list = `/api/user/latest-news?cataId=${folder}&pageSize=2`;
    const counted = await read<Article[]>(list);
    expect(counted.counts).toHaveLength(1);
    expect(counted.answer.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3 });

    const first = await read<Article[]>(`${list}&withoutCount=1`);
    expect(first.counts).toEqual([]);
    expect(first.answer.result.map((row) => row.title)).toEqual(["Three", "Two"]);
    expect(first.answer.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3, totalCapped: true });

    // The last page knows the end: exact, without a count.
    const last = await read<Article[]>(`${list}&withoutCount=1&page=2`);
    expect(last.counts).toEqual([]);
    expect(last.answer.result.map((row) => row.title)).toEqual(["One"]);
    expect(last.answer.pageable).toEqual({ pageNo: 2, pageSize: 2, totalCount: 3 });

    // Past the end (an old link), only a count says where the end is.
    const past = await read<Article[]>(`${list}&withoutCount=1&page=5`);
    expect(past.counts).toHaveLength(1);
    expect(past.answer.pageable).toEqual({ pageNo: 5, pageSize: 2, totalCount: 3 });
  });

  it("counts no people and no events", async () => {
    const people = await read<PersonCard[]>("/api/user/lawyerTeam?pageSize=2&withoutCount=1");
    expect(people.counts).toEqual([]);
    expect(people.answer.result).toHaveLength(2);
    expect(people.answer.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3, totalCapped: true });

    const events = await read<EventCard[]>("/api/user/event?pageSize=5&withoutCount=1");
    expect(events.counts).toEqual([]);
    expect(events.answer.result.map((event) => event.title)).toEqual(["Breakfast", "Webinar", "Outlook"]);
    expect(events.answer.pageable).toEqual({ pageNo: 1, pageSize: 5, totalCount: 3 });
  });
});

describe("a bad value", () => {
  it("is refused with a message naming the field", async () => {
    const refused = await anonymous("GET", "/api/user/lawyerTeam?withoutCount=yes&lang=en_US");
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toContain("withoutCount");
  });
});

describe("the site's configuration", () => {
  // The figures' values: portal-config.api.test.ts.
  it("counts the headline figures' people, lawyers and offices in one query", async () => {
    expect((await read("/api/user/portal-config")).distinctCounts).toHaveLength(1);
  });
});
