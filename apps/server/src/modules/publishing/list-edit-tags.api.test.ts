import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createPerson, createReferenceItem } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The edit tag on each row of a back-office list (decision 0061) is made for the whole page at once
// (decision 0145): the list's statements are as many for ten rows as for one, and each row's tag is
// the one its item's read answers, for every kind whose list carries one.

let statements = 0;
let counting = false;
const { app, login } = await createTestApp({}, { onQuery: () => void (counting && (statements += 1)) });
const token = await login();
const admin = apiCaller(app, token);

const LANGS = ["en_US", "de_DE"] as const;
const office = await createReferenceItem<{ lang: string; id: number; no: number }>(admin, "office", "Listed office", LANGS);
const folder = await createFolder(admin, "Listed news", { type: 0, langs: [...LANGS] });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A kind's back office: where its list is, and a new item of it in English and German. */
interface ListedKind {
  name: string;
  list: string;
  create(index: number): Promise<void>;
  /** The read whose `ETag` a row's tag is, by the row's version id and item number. */
  read(row: { id: number; no: number }): string;
}

async function created(url: string, versions: object[]): Promise<void> {
  const answer = await admin("POST", url, versions);
  expect(answer.statusCode, answer.message).toBe(200);
}

const KINDS: ListedKind[] = [
  {
    name: "news",
    list: "/api/admin/latest-news?lang=en_US",
    create: (index) =>
      created(
        "/api/admin/latest-news",
        LANGS.map((lang) => ({
          lang,
          title: `News ${index}`,
          coverUrl: "/api/upload/c.png",
          content: "<p>Text</p>",
          cataId: folder[lang]!.id,
          isLink: 0,
        })),
      ),
    read: (row) => `/api/admin/latest-news/${row.no}`,
  },
  {
    name: "people",
    list: "/api/admin/lawyerTeam?lang=en_US",
    create: async (index) => void (await createPerson(admin, { en_US: `Person ${index}`, de_DE: `Person ${index}` }, { office })),
    read: (row) => `/api/admin/lawyerTeam/detail/${row.id}`,
  },
  {
    name: "events",
    list: "/api/admin/event?lang=en_US",
    create: (index) => {
      const [startsAt, endsAt] = [inDays(3 + index), inDays(3.1 + index)];
      return created(
        "/api/admin/event",
        LANGS.map((lang) => ({
          lang,
          title: `Event ${index}`,
          content: "<p>Event</p>",
          startsAt,
          endsAt,
          placeKind: "online",
          onlineUrl: "https://meet.example/event",
          personIds: [],
          proFieldIds: [],
          capacity: 40,
          registrationOpen: true,
          registrationFields: [],
        })),
      );
    },
    read: (row) => `/api/admin/event/detail/${row.id}`,
  },
  {
    name: "job openings",
    list: "/api/admin/jobOpening?lang=en_US",
    create: (index) =>
      created(
        "/api/admin/jobOpening",
        LANGS.map((lang) => ({
          lang,
          title: `Associate ${index}`,
          content: "<p>Join us.</p>",
          office: office[lang]!.id,
          proFieldIds: [],
          level: "associate",
          employmentType: "fullTime",
          startDate: null,
        })),
      ),
    read: (row) => `/api/admin/jobOpening/detail/${row.id}`,
  },
];

/** The list's rows, with the statements it took. */
async function listed(kind: ListedKind) {
  statements = 0;
  counting = true;
  const answer = await admin<{ id: number; no: number; editTag: string }[]>("GET", kind.list).finally(() => (counting = false));
  expect(answer.statusCode, answer.message).toBe(200);
  return { rows: answer.result, statements };
}

describe.each(KINDS)("the back office's list of $name", (kind) => {
  it("tags ten rows in as many statements as one, each with the tag its item's read answers", async () => {
    await kind.create(0);
    const one = await listed(kind);
    expect(one.rows).toHaveLength(1);
    for (let index = 1; index < 10; index++) await kind.create(index);
    const ten = await listed(kind);
    expect(ten.rows).toHaveLength(10);
    expect(ten.statements).toBe(one.statements);
    for (const row of ten.rows) {
      const read = await app.inject({ method: "GET", url: kind.read(row), headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode).toBe(200);
      expect(row.editTag, `row ${row.no}`).toBe(read.headers.etag);
    }
  });
});
