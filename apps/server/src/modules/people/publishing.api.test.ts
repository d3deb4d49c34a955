import type {
  AnyArticle,
  Catalog,
  RevisionEntry,
  Dashboard,
  PersonDetail,
  PersonVersion,
  PracticeAreaVersion,
  ReferenceItem,
  SearchAnswer,
} from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import {
  ALL_LANGS,
  apiCaller,
  createFolder,
  createPracticeArea,
  createReferenceItem,
  personAsSent,
  personVersion,
  practiceAreaAsSent,
  versionIn,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { sitemapText } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// Publication states of people and practice areas (decision 0035, slice 6): the public sees only
// published versions, on every endpoint and page that shows them; the back office's edits of
// published versions are drafts until published; schedules take effect at their time.
// The publishing calls themselves (publish, schedule, unpublish, discard, revisions, restore, who
// may call them) are tested for every kind in modules/publishing/publishing.api.test.ts.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

type Item = { id: number; no: number; lang: string };
type Article = AnyArticle & { versions?: { lang: string; id: number }[] };
type PublicArea = PracticeAreaVersion & {
  versions: { lang: string; id: number }[];
  keyContacts: { id: number }[];
  people: { id: number }[];
};

const office = await createReferenceItem<ReferenceItem>(admin, "office", "Publishing people office");
const lawyerJob = await (async () => {
  const answer = await admin<(Item & { isLawyer: number })[]>(
    "POST",
    "/api/admin/job",
    ALL_LANGS.map((lang) => ({ lang, name: `Publishing partner ${lang}`, isLawyer: 1 })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<Item>;
})();

const folder: ByLang<Catalog> = await createFolder(admin, "Publishing people news", { type: 0 });

/** Words no two items share, far apart enough that the search's typo tolerance does not join them. */
const WORDS = ["Zorblat", "Quinvex", "Mirtaphol", "Gostrelin", "Plandrik", "Vexmoor", "Trundlex", "Olfaren", "Brisquel", "Kantovi"];
let counter = 0;
/** A word of its own for each item, so that the search finds it alone. */
const uniqueWord = (stem: string) => {
  counter += 1;
  return `${WORDS[counter % WORDS.length]}${stem}${WORDS[Math.floor(counter / WORDS.length) % WORDS.length]}`;
};

const PEOPLE = "/api/admin/lawyerTeam";
const AREAS = "/api/admin/professionalField";

/** A person in every language (the specification's save: published at once), a lawyer of `areas`. */
async function createPublishedPerson(areas: ByLang<Item>[] = [], query = "", call = admin) {
  const word = uniqueWord("Quillfeather");
  const answer = await call<PersonVersion[]>(
    "POST",
    `${PEOPLE}${query}`,
    ALL_LANGS.map((lang) =>
      personVersion(lang, `${word} ${lang.slice(0, 2)}`, { office, jobs: [lawyerJob], practiceAreas: areas }, { intro: `<p>${word}</p>` }),
    ),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return { versions: Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<PersonVersion>, word };
}

/** A practice area in every language, published at once, with `keyContacts` (a person's versions). */
async function createPublishedArea(keyContacts?: ByLang<Item>) {
  const word = uniqueWord("Marblethorn");
  const area = await createPracticeArea<PracticeAreaVersion>(admin, word);
  if (keyContacts) {
    const answer = await admin<PracticeAreaVersion[]>(
      "PUT",
      AREAS,
      ALL_LANGS.map((lang) => ({ ...practiceAreaAsSent(area[lang]!), keyContactIds: [keyContacts[lang]!.id] })),
    );
    expect(answer.statusCode, answer.message).toBe(200);
  }
  return { versions: area, word };
}

/** A news item in every language naming the person's versions and the practice area's. */
async function createNews(person: ByLang<Item>, area: ByLang<Item>): Promise<ByLang<Article>> {
  const answer = await admin<Article[]>(
    "POST",
    "/api/admin/latest-news",
    ALL_LANGS.map((lang) => ({
      lang,
      title: `People news ${lang}`,
      coverUrl: "/api/upload/cover.png",
      content: "<p>People news</p>",
      cataId: folder[lang]!.id,
      isLink: 0,
      personIds: [person[lang]!.id],
      proFieldIds: [area[lang]!.id],
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

const publish = (segment: string, id: number, times: { publishAt?: string; unpublishAt?: string } = {}, call = admin) =>
  call<(PersonVersion | PracticeAreaVersion)[]>("PUT", `${segment}/publish`, { id, ...times });
const unpublish = (segment: string, id: number, call = admin) =>
  call<(PersonVersion | PracticeAreaVersion)[]>("PUT", `${segment}/unpublish`, { id });
const page = async (url: string) => app.inject({ method: "GET", url });
const searchCount = async (word: string, kind: string) => {
  const answer = await anonymous<SearchAnswer>("GET", `/api/user/search?q=${word}&lang=en_US`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.groups.find((group) => group.kind === kind)?.totalCount ?? 0;
};

/** Everything the public sees of one English person version, from every public endpoint and page. */
async function personView(person: ByLang<PersonVersion>, word: string, area: ByLang<Item>, news: ByLang<Article>) {
  const en = person.en_US!;
  const list = await anonymous<Item[]>("GET", `/api/user/lawyerTeam?pageNo=1&pageSize=100&lang=en_US`);
  const byArea = await anonymous<Item[]>("GET", `/api/user/lawyerTeam?pageNo=1&pageSize=100&lang=en_US&practiceAreaId=${area.en_US!.id}`);
  const german = await anonymous<PersonVersion & { versions: Item[] }>("GET", `/api/user/lawyerTeam/${person.de_DE!.id}`);
  const areaDetail = await anonymous<PublicArea>("GET", `/api/user/professionalField/${area.en_US!.id}?lang=en_US`);
  const newsDetail = await anonymous<Article>("GET", `/api/user/latest-news/${news.en_US!.id}`);
  const newsList = await anonymous<Article[]>("GET", `/api/user/latest-news?pageNo=1&pageSize=50&lang=en_US`);
  return {
    detail: (await anonymous("GET", `/api/user/lawyerTeam/${en.id}`)).statusCode,
    list: list.result.some((row) => row.id === en.id),
    count: list.pageable?.totalCount,
    byArea: byArea.result.some((row) => row.id === en.id),
    siblingVersions: german.result.versions.map((version) => version.lang),
    areaPeople: [...areaDetail.result.people, ...areaDetail.result.keyContacts].some((row) => row.id === en.id),
    newsPeople: newsDetail.result.people.some((row) => row.id === en.id),
    newsListPeople: newsList.result.find((row) => row.id === news.en_US!.id)!.people.some((row) => row.id === en.id),
    sitemap: (await sitemapText(page)).includes(`/people/${en.slug}<`),
    vcard: (await page(`/en/people/${en.slug}/vcard`)).statusCode,
    search: await searchCount(word, "person"),
  };
}

const MINUTE = 60_000;
/** Moves the server's clock by `minutes` from the real time. */
const moveClock = (minutes: number) => setClock(() => new Date(Date.now() + minutes * MINUTE));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

afterEach(() => setClock(undefined));

describe("a person's draft", () => {
  it("is invisible on every public endpoint and page until it is published again", async () => {
    const { versions: area } = await createPublishedArea();
    const { versions: person, word } = await createPublishedPerson([area]);
    const news = await createNews(person, area);
    expect(person.en_US).toMatchObject({ publishState: "published", unpublishAt: null, draft: null });

    const before = await personView(person, word, area, news);
    expect(before).toEqual({
      detail: 200,
      list: true,
      count: before.count,
      byArea: true,
      siblingVersions: ["de_DE", "en_US", "zh_CN"],
      areaPeople: true,
      newsPeople: true,
      newsListPeople: true,
      sitemap: true,
      vcard: 200,
      search: 1,
    });

    const unpublished = await unpublish(PEOPLE, person.en_US!.id);
    expect(unpublished.statusCode, unpublished.message).toBe(200);
    expect(versionIn(unpublished.result, "en_US")).toMatchObject({ publishState: "draft", publishAt: null });
    expect(await personView(person, word, area, news)).toEqual({
      detail: 404,
      list: false,
      count: before.count! - 1,
      byArea: false,
      siblingVersions: ["de_DE", "zh_CN"],
      areaPeople: false,
      newsPeople: false,
      newsListPeople: false,
      sitemap: false,
      // Taken off the site: its address answers 410 Gone (decision 0054).
      vcard: 410,
      search: 0,
    });

    const published = await publish(PEOPLE, person.en_US!.id);
    expect(versionIn(published.result, "en_US").publishState).toBe("published");
    expect(await personView(person, word, area, news)).toEqual(before);
  });

  it("is left out of a practice area's key contacts and the firm's headline count", async () => {
    const { versions: person } = await createPublishedPerson();
    const { versions: area } = await createPublishedArea(person);
    const contacts = async () =>
      (await anonymous<PublicArea>("GET", `/api/user/professionalField/${area.en_US!.id}`)).result.keyContacts.map((contact) => contact.id);
    expect(await contacts()).toEqual([person.en_US!.id]);
    for (const lang of ALL_LANGS) await unpublish(PEOPLE, person[lang]!.id);
    expect(await contacts()).toEqual([]);
    for (const lang of ALL_LANGS) await publish(PEOPLE, person[lang]!.id);
    expect(await contacts()).toEqual([person.en_US!.id]);
  });
});

describe("a practice area's draft", () => {
  it("is invisible in the lists, the detail, pageTurn, a person's and a news item's practice areas, sitemap and search", async () => {
    const { versions: area, word } = await createPublishedArea();
    const { versions: next } = await createPublishedArea();
    const { versions: person } = await createPublishedPerson([area]);
    const news = await createNews(person, area);
    const view = async () => {
      const list = await anonymous<Item[]>("GET", "/api/user/professionalField/list?lang=en_US");
      const turn = await anonymous<{ previous: Item | null; next: Item | null }>(
        "GET",
        `/api/user/professionalField/pageTurn/${next.en_US!.no}?lang=en_US`,
      );
      const personDetail = await anonymous<PersonVersion>("GET", `/api/user/lawyerTeam/${person.en_US!.id}`);
      const newsDetail = await anonymous<Article>("GET", `/api/user/latest-news/${news.en_US!.id}`);
      return {
        list: list.result.some((row) => row.id === area.en_US!.id),
        detail: (await anonymous("GET", `/api/user/professionalField/${area.en_US!.id}`)).statusCode,
        previousOfNext: turn.result.previous?.id === area.en_US!.id,
        personAreas: personDetail.result.proFieldIds.includes(area.en_US!.id),
        newsAreas: newsDetail.result.proFieldIds.includes(area.en_US!.id),
        sitemap: (await sitemapText(page)).includes(`/expertises/${area.en_US!.slug}<`),
        search: await searchCount(word, "practiceArea"),
      };
    };
    const visible = { list: true, detail: 200, previousOfNext: true, personAreas: true, newsAreas: true, sitemap: true, search: 1 };
    expect(await view()).toEqual(visible);

    await unpublish(AREAS, area.en_US!.id);
    expect(await view()).toEqual({
      list: false,
      detail: 404,
      previousOfNext: false,
      personAreas: false,
      newsAreas: false,
      sitemap: false,
      search: 0,
    });

    // An item with no public version has no page to turn from.
    for (const lang of ALL_LANGS) await unpublish(AREAS, area[lang]!.id);
    expect((await anonymous("GET", `/api/user/professionalField/pageTurn/${area.en_US!.no}?lang=en_US`)).statusCode).toBe(404);

    for (const lang of ALL_LANGS) await publish(AREAS, area[lang]!.id);
    expect(await view()).toEqual(visible);
  });
});

describe("an edit of a published person", () => {
  it("is a draft that changes nothing public until it is published", async () => {
    const { versions: person } = await createPublishedPerson();
    const en = person.en_US!;
    const edited = await admin<PersonVersion[]>(
      "PUT",
      `${PEOPLE}?saveAs=draft`,
      ALL_LANGS.map((lang) =>
        lang === "en_US" ? { ...personAsSent(person[lang]!), name: "Renamed Person" } : personAsSent(person[lang]!),
      ),
    );
    expect(edited.statusCode, edited.message).toBe(200);
    const version = versionIn(edited.result, "en_US");
    expect(version).toMatchObject({ name: en.name, publishState: "published" });
    expect(version.draft).toMatchObject({ name: "Renamed Person", operatorName: expect.any(String) });
    // The other languages sent their public fields: no draft.
    expect(versionIn(edited.result, "de_DE").draft).toBeNull();
    expect((await anonymous<PersonVersion>("GET", `/api/user/lawyerTeam/${en.id}`)).result.name).toBe(en.name);
    const row = (
      await admin<(Item & { hasDraft: boolean })[]>("GET", `${PEOPLE}?pageNo=1&pageSize=50&lang=en_US&name=${encodeURIComponent(en.name)}`)
    ).result.find((candidate) => candidate.id === en.id);
    expect(row).toMatchObject({ hasDraft: true, publishState: "published" });

    const published = await publish(PEOPLE, en.id);
    expect(published.statusCode, published.message).toBe(200);
    expect(versionIn(published.result as PersonVersion[], "en_US")).toMatchObject({ name: "Renamed Person", draft: null });
    expect((await anonymous<PersonVersion>("GET", `/api/user/lawyerTeam/${en.id}`)).result.name).toBe("Renamed Person");
  });

  it("can be discarded, and the specification's save writes the version as before", async () => {
    const { versions: person } = await createPublishedPerson();
    const en = person.en_US!;
    const drafted = await admin(
      "PUT",
      `${PEOPLE}?saveAs=draft`,
      ALL_LANGS.map((lang) => (lang === "en_US" ? { ...personAsSent(en), name: "Draft name" } : personAsSent(person[lang]!))),
    );
    expect(drafted.statusCode, drafted.message).toBe(200);
    const discarded = await admin<PersonVersion[]>("PUT", `${PEOPLE}/discard-draft`, { id: en.id });
    expect(discarded.statusCode, discarded.message).toBe(200);
    expect(versionIn(discarded.result, "en_US")).toMatchObject({ name: en.name, draft: null });

    const direct = await admin<PersonVersion[]>(
      "PUT",
      PEOPLE,
      ALL_LANGS.map((lang) => (lang === "en_US" ? { ...personAsSent(person[lang]!), name: "Direct name" } : personAsSent(person[lang]!))),
    );
    expect(direct.statusCode, direct.message).toBe(200);
    expect((await anonymous<PersonVersion>("GET", `/api/user/lawyerTeam/${en.id}`)).result.name).toBe("Direct name");
  });

  it("naming an office deleted since is refused with a message saying so; a revision naming it restores with the version's office", async () => {
    const { versions: person } = await createPublishedPerson();
    const en = person.en_US!;
    const shortLived = await createReferenceItem<ReferenceItem>(admin, "office", "Short-lived office");
    const moved = await admin(
      "PUT",
      `${PEOPLE}?saveAs=draft`,
      ALL_LANGS.map((lang) => ({ ...personAsSent(person[lang]!), office: shortLived[lang]!.id })),
    );
    expect(moved.statusCode, moved.message).toBe(200);
    // Only drafts name it: the office can go.
    expect((await admin("DELETE", `/api/admin/office/${shortLived.en_US!.id}`)).statusCode).toBe(200);

    const refused = await publish(PEOPLE, en.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain("names an office that no longer exists: choose another office");
    expect((await anonymous<PersonVersion>("GET", `/api/user/lawyerTeam/${en.id}`)).result.office).toBe(en.office);

    const [draftSave] = (await admin<RevisionEntry[]>("GET", `${PEOPLE}/revisions?id=${en.id}`)).result;
    expect(draftSave).toMatchObject({ action: "saveDraft" });
    const restored = await admin<PersonVersion[]>("PUT", `${PEOPLE}/restore-revision`, { id: draftSave!.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(versionIn(restored.result, "en_US").draft?.office ?? en.office).toBe(en.office);
    expect((await publish(PEOPLE, en.id)).statusCode).toBe(200);
  });

  it("of a practice area is a draft too, published with its key contacts", async () => {
    const { versions: contact } = await createPublishedPerson();
    const { versions: area } = await createPublishedArea();
    const en = area.en_US!;
    const edited = await admin<PracticeAreaVersion[]>(
      "PUT",
      `${AREAS}?saveAs=draft`,
      ALL_LANGS.map((lang) => ({
        ...practiceAreaAsSent(area[lang]!),
        ...(lang === "en_US" ? { name: `${en.name} renamed` } : {}),
        keyContactIds: [contact[lang]!.id],
      })),
    );
    expect(edited.statusCode, edited.message).toBe(200);
    expect(versionIn(edited.result, "en_US").draft).toMatchObject({ name: `${en.name} renamed`, keyContactIds: [contact.en_US!.id] });
    const shown = async () => (await anonymous<PublicArea>("GET", `/api/user/professionalField/${en.id}`)).result;
    expect(await shown()).toMatchObject({ name: en.name, keyContactIds: [] });

    await publish(AREAS, en.id);
    expect(await shown()).toMatchObject({ name: `${en.name} renamed`, keyContactIds: [contact.en_US!.id] });
  });
});

describe("the back office's saves", () => {
  it("start a new person as a draft, which the list's state filter finds", async () => {
    const { versions: person, word } = await createPublishedPerson([], "?saveAs=draft");
    expect(person.en_US).toMatchObject({ publishState: "draft", publishAt: null });
    expect((await anonymous("GET", `/api/user/lawyerTeam/${person.en_US!.id}`)).statusCode).toBe(404);
    expect(await searchCount(word, "person")).toBe(0);
    const ids = async (state: string) =>
      (await admin<Item[]>("GET", `${PEOPLE}?pageNo=1&pageSize=50&lang=en_US&name=${word}&publishState=${state}`)).result.map(
        (row) => row.id,
      );
    expect(await ids("draft")).toContain(person.en_US!.id);
    expect(await ids("published")).not.toContain(person.en_US!.id);
    await publish(PEOPLE, person.en_US!.id);
    expect(await ids("published")).toContain(person.en_US!.id);
    expect(await searchCount(word, "person")).toBe(1);

    const { versions: area } = await createPracticeAreaDraft();
    const areaIds = async (state: string) =>
      (await admin<Item[]>("GET", `${AREAS}?pageNo=1&pageSize=100&lang=en_US&publishState=${state}`)).result.map((row) => row.id);
    expect(await areaIds("draft")).toContain(area.en_US!.id);
    expect(await areaIds("published")).not.toContain(area.en_US!.id);
  });
});

/** A practice area saved by the back office: every version a draft. */
async function createPracticeAreaDraft() {
  const word = uniqueWord("Draftarea");
  const answer = await admin<PracticeAreaVersion[]>(
    "POST",
    `${AREAS}?saveAs=draft`,
    ALL_LANGS.map((lang) => ({ lang, name: `${word} ${lang}`, introduce: "<p>Draft</p>" })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  expect(versionIn(answer.result, "en_US").publishState).toBe("draft");
  return { versions: Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<PracticeAreaVersion>, word };
}

describe("a schedule", () => {
  it("publishes and unpublishes a person at its times, through the public cache", async () => {
    const { versions: area } = await createPublishedArea();
    const { versions: person, word } = await createPublishedPerson([area]);
    const news = await createNews(person, area);
    const en = person.en_US!;
    await unpublish(PEOPLE, en.id);
    const scheduled = await publish(PEOPLE, en.id, { publishAt: inMinutes(10), unpublishAt: inMinutes(20) });
    expect(scheduled.statusCode, scheduled.message).toBe(200);
    expect(versionIn(scheduled.result, "en_US").publishState).toBe("scheduled");
    const hidden = await personView(person, word, area, news);
    expect(hidden).toMatchObject({ detail: 404, list: false, areaPeople: false, newsPeople: false, sitemap: false, search: 0 });
    // Read twice: the second answer may come from the public cache.
    expect(await personView(person, word, area, news)).toEqual(hidden);

    moveClock(11);
    expect(await personView(person, word, area, news)).toMatchObject({
      detail: 200,
      list: true,
      areaPeople: true,
      newsPeople: true,
      sitemap: true,
      search: 1,
    });

    moveClock(21);
    expect(await personView(person, word, area, news)).toMatchObject({ detail: 404, list: false, newsPeople: false, search: 0 });
    expect(versionIn((await admin<PersonDetail>("GET", `${PEOPLE}/detail/${en.id}`)).result.versions, "en_US").publishState).toBe("draft");
  });
});

describe("the dashboard", () => {
  it("lists people's and practice areas' drafts, pending edits and schedules beside the articles'", async () => {
    const { versions: draft } = await createPublishedPerson([], "?saveAs=draft");
    const { versions: edited } = await createPublishedPerson();
    await admin(
      "PUT",
      `${PEOPLE}?saveAs=draft`,
      ALL_LANGS.map((lang) => (lang === "en_US" ? { ...personAsSent(edited[lang]!), name: "Edited name" } : personAsSent(edited[lang]!))),
    );
    const { versions: area } = await createPublishedArea();
    await publish(AREAS, area.de_DE!.id, { publishAt: inMinutes(30), unpublishAt: inMinutes(90) });
    await publish(AREAS, area.en_US!.id, { unpublishAt: inMinutes(60) });

    const answer = await admin<Dashboard>("GET", "/api/admin/dashboard");
    expect(answer.statusCode, answer.message).toBe(200);
    const { waiting, scheduled, recent } = answer.result;
    expect(waiting.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "person", id: draft.en_US!.id, waiting: "draft" }),
        expect.objectContaining({ kind: "person", id: edited.en_US!.id, waiting: "changes", title: edited.en_US!.name }),
      ]),
    );
    expect(scheduled.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "practiceArea", id: area.de_DE!.id, change: "publish" }),
        expect.objectContaining({ kind: "practiceArea", id: area.en_US!.id, change: "unpublish" }),
      ]),
    );
    expect(recent.some((entry) => entry.kind === "practiceArea" && entry.id === area.en_US!.id && entry.action === "publish")).toBe(true);
  });
});
