import type {
  Catalog,
  NewsletterIssue,
  NewsletterPickableNews,
  NewsletterSubscriber,
  NewsletterTopic,
  PracticeAreaVersion,
} from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createFolder, createPracticeArea, type ByLang } from "../../../test/content-helpers.ts";
import { insertConfirmedSubscribers } from "../../../test/newsletter-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// Composing an issue (decisions 0083, 0099): the preview shows each news item's date and a summary
// when it has no teaser; the picker offers the news of the chosen topics; the send's confirmation
// counts the subscribers it goes to; the Subscribers screen finds addresses by their beginning.

const { app, db, login } = await createTestApp({ PUBLIC_URL: "https://www.example-firm.de" });
const admin = apiCaller(app, await login());

const tax = await createPracticeArea<PracticeAreaVersion>(admin, "Steuerrecht");
const labour = await createPracticeArea<PracticeAreaVersion>(admin, "Arbeitsrecht");
const folder: ByLang<Catalog> = await createFolder(admin, "Mandanteninfo");
const otherFolder: ByLang<Catalog> = await createFolder(admin, "Pressemitteilungen");
await db.updateTable("practiceAreas").set({ publishAt: "2020-01-01T00:00:00.000Z" }).execute();
const offered = await admin<NewsletterTopic[]>("PUT", "/api/admin/newsletter/topics", {
  topics: [
    { kind: "practiceArea", no: tax.de_DE!.no },
    { kind: "newsFolder", no: folder.de_DE!.no },
    { kind: "practiceArea", no: labour.de_DE!.no },
  ],
});
const topicOf = (kind: string, no: number) => offered.result.find((topic) => topic.kind === kind && topic.no === no)!.id!;
const taxTopic = topicOf("practiceArea", tax.de_DE!.no);
const folderTopic = topicOf("newsFolder", folder.de_DE!.no);
const labourTopic = topicOf("practiceArea", labour.de_DE!.no);

async function news(
  lang: string,
  title: string,
  publishAt: string,
  options: { teaser?: string; content?: string; folder?: ByLang<Catalog>; areas?: ByLang<PracticeAreaVersion>[] } = {},
) {
  const answer = await admin<{ id: number }[]>("POST", "/api/admin/latest-news", [
    {
      lang,
      title,
      coverUrl: "/api/upload/cover.png",
      cataId: (options.folder ?? otherFolder)[lang]!.id,
      isLink: 0,
      content: options.content ?? `<p>${title}</p>`,
      ...(options.teaser ? { teaser: options.teaser } : {}),
      proFieldIds: (options.areas ?? []).map((area) => area[lang]!.id),
    },
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  const id = answer.result[0]!.id;
  await db.updateTable("articles").set({ publishAt }).where("id", "=", id).execute();
  return id;
}

const longText =
  "<h2>Die Reform</h2><p>Der Bundesfinanzhof hat am Dienstag entschieden, dass die neue Grundsteuer in Bayern verfassungsgemäß ist. " +
  "Eigentümer sollten ihre Bescheide dennoch prüfen lassen, denn die Bewertung der Flächen weicht oft von den tatsächlichen Verhältnissen ab, " +
  "und die Frist für einen Einspruch beträgt nur einen Monat nach Bekanntgabe.</p><p>Zweiter Absatz, der nicht mehr in die Zusammenfassung gehört.</p>";
const folderNews = await news("de_DE", "Mandantenbrief März", "2026-03-02T09:00:00.000Z", { folder, teaser: "Was sich im März ändert." });
const taxNews = await news("de_DE", "Grundsteuer verfassungsgemäß", "2026-03-05T10:00:00.000Z", { areas: [tax], content: longText });
const otherNews = await news("de_DE", "Neue Partnerin in Frankfurt", "2026-03-07T08:00:00.000Z");
const englishNews = await news("en_US", "Property tax upheld", "2026-03-05T10:00:00.000Z", { areas: [tax], content: longText });

async function draft(lang: string, articleIds: number[]) {
  const answer = await admin<NewsletterIssue>("POST", "/api/admin/newsletter/issues", {
    lang,
    topicIds: [taxTopic],
    subject: "Steuern aktuell",
    intro: "",
    articleIds,
  });
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.id;
}

describe("an issue's preview and mail", () => {
  it("shows each item's date in the issue's language, its teaser, or a summary of its text when it has none", async () => {
    const german = await admin<{ html: string; text: string }>(
      "GET",
      `/api/admin/newsletter/issues/${await draft("de_DE", [taxNews, folderNews])}/preview`,
    );
    expect(german.statusCode, german.message).toBe(200);
    const { text, html } = german.result;
    // The summary: the text's beginning as plain text, headings and paragraphs run together, cut at a word.
    expect(text).toContain("Die Reform Der Bundesfinanzhof hat am Dienstag entschieden");
    expect(text).not.toContain("Zweiter Absatz");
    expect(text).toMatch(/Bekanntgabe\.|…/);
    expect(html).toContain("Die Reform Der Bundesfinanzhof");
    expect(html).not.toContain("<h2>Die Reform");
    expect(text).toContain("5. März 2026");
    expect(html).toContain("5. März 2026");
    // An item with a teaser shows its teaser, not its text.
    expect(text).toContain("2. März 2026");
    expect(text).toContain("Was sich im März ändert.");
    expect(text.indexOf("Grundsteuer verfassungsgemäß")).toBeLessThan(text.indexOf("5. März 2026"));

    const english = await admin<{ text: string }>("GET", `/api/admin/newsletter/issues/${await draft("en_US", [englishNews])}/preview`);
    expect(english.result.text).toContain("March 5, 2026");
    expect(english.result.text).toContain("Die Reform Der Bundesfinanzhof");
  });
});

describe("the composer's news", () => {
  const pickable = async (query: string) => {
    const answer = await admin<NewsletterPickableNews[]>("GET", `/api/admin/newsletter/news?${query}`);
    expect(answer.statusCode, answer.message).toBe(200);
    return answer.result.map((row) => row.id);
  };

  it("offers the news of the chosen topics, newest first, or all news of the language without a topic", async () => {
    expect(await pickable(`lang=de_DE&topicIds=${taxTopic}`)).toEqual([taxNews]);
    expect(await pickable(`lang=de_DE&topicIds=${folderTopic}`)).toEqual([folderNews]);
    expect(await pickable(`lang=de_DE&topicIds=${folderTopic},${taxTopic}`)).toEqual([taxNews, folderNews]);
    expect(await pickable(`lang=de_DE&topicIds=${labourTopic}`)).toEqual([]);
    expect(await pickable("lang=de_DE")).toEqual([otherNews, taxNews, folderNews]);
    expect(await pickable(`lang=en_US&topicIds=${taxTopic}`)).toEqual([englishNews]);
    const [row] = (await admin<NewsletterPickableNews[]>("GET", `/api/admin/newsletter/news?lang=de_DE&topicIds=${taxTopic}`)).result;
    expect(row).toEqual({ id: taxNews, title: "Grundsteuer verfassungsgemäß", publishTime: "2026-03-05T10:00:00.000Z" });
  });

  it("keeps an issue's chosen news among them whatever their topics, and refuses a malformed list", async () => {
    expect(await pickable(`lang=de_DE&topicIds=${taxTopic}&ids=${otherNews}`)).toEqual([otherNews, taxNews]);
    // A news item of another language is not the issue's.
    expect(await pickable(`lang=de_DE&topicIds=${taxTopic}&ids=${englishNews}`)).toEqual([taxNews]);
    const bad = await admin("GET", "/api/admin/newsletter/news?lang=de_DE&topicIds=1;drop");
    expect(bad.statusCode).toBe(400);
    expect(bad.errors.map((error) => error.field)).toEqual(["query.topicIds"]);
    expect((await admin("GET", "/api/admin/newsletter/news?lang=xx")).statusCode).toBe(400);
  });
});

describe("the send's confirmation", () => {
  it("counts the confirmed subscribers of the language and topics, each once, without the suspended or pending", async () => {
    await db.deleteFrom("newsletterSubscribers").execute();
    await insertConfirmedSubscribers(db, ["tax@example.org"], { topicIds: [taxTopic] });
    await insertConfirmedSubscribers(db, ["both@example.org"], { topicIds: [taxTopic, folderTopic] });
    await insertConfirmedSubscribers(db, ["folder@example.org"], { topicIds: [folderTopic] });
    await insertConfirmedSubscribers(db, ["labour@example.org"], { topicIds: [labourTopic] });
    await insertConfirmedSubscribers(db, ["english@example.org"], { lang: "en_US", topicIds: [taxTopic] });
    const [suspended, pending] = await insertConfirmedSubscribers(db, ["suspended@example.org", "pending@example.org"], {
      topicIds: [taxTopic],
    });
    await db
      .updateTable("newsletterSubscribers")
      .set({ state: "suspended", suspendCause: "complaint" })
      .where("id", "=", suspended!)
      .execute();
    await db.updateTable("newsletterSubscribers").set({ state: "pending", confirmedAt: null }).where("id", "=", pending!).execute();

    const count = async (query: string) => {
      const answer = await admin<{ count: number }>("GET", `/api/admin/newsletter/recipients?${query}`);
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result.count;
    };
    expect(await count(`lang=de_DE&topicIds=${taxTopic},${folderTopic}`)).toBe(3);
    expect(await count(`lang=de_DE&topicIds=${taxTopic}`)).toBe(2);
    expect(await count(`lang=en_US&topicIds=${taxTopic}`)).toBe(1);
    expect(await count(`lang=de_DE&topicIds=${labourTopic}`)).toBe(1);
    expect(await count("lang=de_DE")).toBe(0);
    expect((await admin("GET", "/api/admin/newsletter/recipients?lang=de_DE&topicIds=x")).statusCode).toBe(400);

    // An editor, who sends issues without seeing an address, sees the number.
    const editor = await createColleague(app, admin, { loginAccount: "editor-count", role: "editor" });
    const asEditor = await apiCaller(app, editor.token)<{ count: number }>(
      "GET",
      `/api/admin/newsletter/recipients?lang=de_DE&topicIds=${taxTopic}`,
    );
    expect(asEditor.result.count).toBe(2);
  });
});

describe("finding subscribers by address", () => {
  it("finds the addresses that begin with the text, letter case ignored, with the state filter and the page's count", async () => {
    await db.deleteFrom("newsletterSubscribers").execute();
    await insertConfirmedSubscribers(db, ["maria.huber@example.org", "max@example.org", "anna.maria@example.org", "m_x@example.org"]);
    const [suspended] = await insertConfirmedSubscribers(db, ["mara@example.org"]);
    await db
      .updateTable("newsletterSubscribers")
      .set({ state: "suspended", suspendCause: "hardBounce" })
      .where("id", "=", suspended!)
      .execute();

    const found = async (query: string) => {
      const answer = await admin<NewsletterSubscriber[]>("GET", `/api/admin/newsletter/subscribers?${query}`);
      expect(answer.statusCode, answer.message).toBe(200);
      return { emails: answer.result.map((row) => row.email).sort(), total: answer.pageable?.totalCount };
    };
    expect(await found("email=MA")).toEqual({ emails: ["mara@example.org", "maria.huber@example.org", "max@example.org"], total: 3 });
    expect(await found("email=mar")).toEqual({ emails: ["mara@example.org", "maria.huber@example.org"], total: 2 });
    expect(await found("email=mar&state=suspended")).toEqual({ emails: ["mara@example.org"], total: 1 });
    expect(await found("email=max%40example.org")).toEqual({ emails: ["max@example.org"], total: 1 });
    // `_` and `%` are the address's own characters, not wildcards.
    expect(await found("email=m_")).toEqual({ emails: ["m_x@example.org"], total: 1 });
    expect(await found("email=m%25")).toEqual({ emails: [], total: 0 });
    expect(await found("email=%20%20max%20")).toEqual({ emails: ["max@example.org"], total: 1 });
    expect(await found("email=maria&pageSize=1")).toEqual({ emails: ["maria.huber@example.org"], total: 1 });
  });

  it("refuses an empty or overlong text, and an editor without the inbox's right", async () => {
    const empty = await admin("GET", "/api/admin/newsletter/subscribers?email=%20");
    expect(empty.statusCode).toBe(400);
    expect(empty.errors.map((error) => error.field)).toEqual(["query.email"]);
    expect((await admin("GET", `/api/admin/newsletter/subscribers?email=${"a".repeat(300)}`)).statusCode).toBe(400);
    const editor = await createColleague(app, admin, { loginAccount: "editor-search", role: "editor" });
    expect((await apiCaller(app, editor.token)("GET", "/api/admin/newsletter/subscribers?email=ma")).statusCode).toBe(403);
  });
});
