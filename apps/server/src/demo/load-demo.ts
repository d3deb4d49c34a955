import {
  bannerBody,
  catalogCreateBody,
  documentBody,
  eventCreateBody,
  jobOpeningCreateBody,
  siteWallClockAt,
  portalConfigBody,
  type Article,
  type ArticleVersionInput,
} from "@lawfirm/contract";
import type { Db } from "../db/database.ts";
import { caseKind, honorKind, newsKind, type ArticleKind } from "../modules/articles/article-kinds.ts";
import { createItem, setItemTop } from "../modules/articles/articles.admin.service.ts";
import { createBanner } from "../modules/banners/banners.admin.service.ts";
import { createCatalog } from "../modules/catalogs/catalogs.service.ts";
import { saveTopicSetting } from "../modules/newsletter/newsletter.service.ts";
import { saveDocument } from "../modules/documents/documents.admin.service.ts";
import { createIcon } from "../modules/icons/icons.service.ts";
import { createJobOpening } from "../modules/job-openings/job-openings.admin.service.ts";
import { createEvent } from "../modules/events/events.admin.service.ts";
import type { LanguageRegistry } from "../modules/languages/languages.service.ts";
import { savePortalConfig } from "../modules/portal-config/portal-config.service.ts";
import { DEMO_CONTENT, type DemoClientNamed, type DemoContent, type DemoLang, type Localized } from "./content/index.ts";
import {
  idIn,
  openDemoContext,
  publishedAt,
  uploadPicture,
  versionIds,
  type DemoContext,
  type DemoLog,
  type IdsByKey,
} from "./demo-context.ts";
import * as demo from "./demo.repository.ts";
import { demoPictures } from "./pictures/index.ts";
import { seededRandom } from "./pictures/random.ts";
import { demoPictureTexts, type DemoPictureTexts } from "./pictures/texts.ts";
import {
  loadJobs,
  loadKeyContacts,
  loadOffices,
  loadPeople,
  loadPracticeAreas,
  type DemoWriters,
  type ReferenceIds,
} from "./reference-groups.ts";
import { referenceWriters, SEED_WRITER } from "./reference-writers.ts";
import { EVERY_LANGUAGE } from "../modules/translations/language-limit.ts";
import { DEFAULT_REVISIONS_PER_ITEM } from "../config.ts";
import type { ObjectStore } from "../storage/object-store.ts";

export interface DemoLoadOptions {
  uploads: ObjectStore;
  /** The content languages; the demo is written in those of de_DE, en_US and zh_CN the database knows. */
  languages: LanguageRegistry;
  log: DemoLog;
  /** Writers of offices, job titles, practice areas and people; default `referenceWriters`. */
  writers?: DemoWriters;
  /** Publication times are counted back from here; default now. */
  now?: Date;
  /** The content to load; default the demo firm. */
  content?: DemoContent;
}

/** What was created, by kind (items, not language versions; pictures are uploads). */
export type DemoCounts = Record<
  | "pictures"
  | "icons"
  | "configs"
  | "documents"
  | "banners"
  | "folders"
  | "news"
  | "cases"
  | "honors"
  | "offices"
  | "jobs"
  | "practiceAreas"
  | "people"
  | "openings"
  | "events",
  number
>;

export type DemoLoadResult = { loaded: true; counts: DemoCounts; ms: number } | { loaded: false; reason: string };

/** True when no content table holds a row: the demo may be loaded. */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const counts = await demo.countContentRows(db);
  return Object.values(counts).every((count) => count === 0);
}

/**
 * Loads the fictional firm through the modules' services (so that validation and sanitising
 * apply): pictures, icon library, site configuration, legal documents, banners, folders, then
 * offices, job titles, practice areas, people and key contacts where writers exist, then news,
 * case analyses and honors naming those people and practice areas.
 * Does nothing when any content exists.
 */
export async function loadDemoFirm(db: Db, options: DemoLoadOptions): Promise<DemoLoadResult> {
  const started = Date.now();
  const { log } = options;
  if (!(await isContentEmpty(db))) {
    log.info("the database already holds content: the demo firm is not loaded");
    return { loaded: false, reason: "the database already holds content" };
  }
  const context = await openDemoContext(db, options);
  const { langs } = context;
  if (langs.length === 0) {
    log.warn("none of the demo's languages (de_DE, en_US, zh_CN) is a content language: the demo firm is not loaded");
    return { loaded: false, reason: "no demo language is a content language" };
  }

  const content = options.content ?? DEMO_CONTENT;
  const counts: DemoCounts = {
    pictures: 0,
    icons: 0,
    configs: 0,
    documents: 0,
    banners: 0,
    folders: 0,
    news: 0,
    cases: 0,
    honors: 0,
    offices: 0,
    jobs: 0,
    practiceAreas: 0,
    people: 0,
    openings: 0,
    events: 0,
  };
  const upload = async (picture: Parameters<typeof uploadPicture>[1], texts: DemoPictureTexts) => {
    counts.pictures++;
    return uploadPicture(context, picture, texts);
  };

  warmPictures(content);
  const iconUrls = await loadIconLibrary(context, content, upload, counts);
  await loadSiteConfiguration(context, content, upload, counts);
  for (const document of content.documents) {
    for (const lang of langs) {
      await saveDocument(
        db,
        options.languages,
        document.name,
        documentBody.parse({ lang, title: document.title[lang], content: document.content[lang] }),
        SEED_WRITER,
      );
    }
    counts.documents++;
  }
  await loadBanners(context, content, upload, counts);
  const folders = await loadFolders(context, content);
  counts.folders = folders.size;

  const references = await loadReferenceGroups(context, content, iconUrls, options.writers ?? referenceWriters(db, options.languages));
  counts.offices = references.offices.size;
  counts.jobs = references.jobs.size;
  counts.practiceAreas = references.practiceAreas.size;
  counts.people = references.people.size;

  // The people and practice areas an item names, by version language; none where a group was skipped.
  const connections = (item: ArticleSource, lang: DemoLang) => ({
    ...(references.people.size > 0
      ? { personIds: (item.personKeys ?? []).map((key) => idIn(references.people, key, lang, "person")) }
      : {}),
    ...(references.practiceAreas.size > 0
      ? { proFieldIds: (item.practiceAreaKeys ?? []).map((key) => idIn(references.practiceAreas, key, lang, "practice area")) }
      : {}),
    // The clients it names, each with its consent recorded (decision 0066): the same in every language.
    clientsNamed: (item.clientsNamed ?? []).map((client) => ({
      name: client.name,
      consentDate: new Date(context.now.getTime() - client.consentDaysAgo * 86_400_000).toISOString().slice(0, 10),
      scope: client.scope,
      documentUrl: null,
    })),
  });
  counts.news = await loadArticles(context, newsKind, content.news, upload, (item, lang) => ({
    lang,
    title: item.title[lang],
    content: item.content[lang],
    coverUrl: item.coverUrl,
    cataId: idIn(folders, item.folderKey, lang, "folder"),
    isLink: item.link ? 1 : 0,
    contentUrl: item.link ?? null,
    note: item.note?.[lang] ?? null,
    ...connections(item, lang),
  }));
  counts.cases = await loadArticles(context, caseKind, content.cases, upload, (item, lang) => ({
    lang,
    title: item.title[lang],
    content: item.content[lang],
    coverUrl: item.coverUrl,
    cataId: idIn(folders, item.folderKey, lang, "folder"),
    ...connections(item, lang),
  }));
  counts.honors = await loadArticles(context, honorKind, content.honors, upload, (item, lang) => ({
    lang,
    title: item.title[lang],
    content: item.content[lang],
    coverUrl: item.coverUrl,
    ...connections(item, lang),
  }));
  // The job openings (decision 0071), where their offices and practice areas were written.
  if (references.offices.size > 0 && references.practiceAreas.size > 0) {
    for (const opening of content.openings) {
      const startDate =
        opening.startInDays === undefined
          ? null
          : new Date(context.now.getTime() + opening.startInDays * 86_400_000).toISOString().slice(0, 10);
      const body = jobOpeningCreateBody.parse(
        langs.map((lang) => ({
          lang,
          title: opening.title[lang],
          content: opening.content[lang],
          office: idIn(references.offices, opening.officeKey, lang, "office"),
          proFieldIds: opening.practiceAreaKeys.map((key) => idIn(references.practiceAreas, key, lang, "practice area")),
          level: opening.level,
          employmentType: opening.employmentType,
          startDate,
        })),
      );
      await createJobOpening(db, options.languages, body, SEED_WRITER);
      counts.openings++;
    }
  }
  // The events (decision 0082): upcoming and past ones, at an office, elsewhere or online, with the firm's people speaking.
  if (references.offices.size > 0 && references.practiceAreas.size > 0 && references.people.size > 0) {
    for (const event of content.events) {
      const at = (hour: number) => berlinHourIn(context.now, event.inDays, hour);
      const body = eventCreateBody.parse(
        langs.map((lang) => ({
          lang,
          title: event.title[lang],
          content: event.content[lang],
          startsAt: at(event.startHour),
          endsAt: at(event.endHour),
          placeKind: event.placeKind,
          office: event.officeKey ? idIn(references.offices, event.officeKey, lang, "office") : null,
          venue: event.venue?.[lang] ?? "",
          personIds: event.speakerKeys.map((key) => idIn(references.people, key, lang, "person")),
          proFieldIds: event.practiceAreaKeys.map((key) => idIn(references.practiceAreas, key, lang, "practice area")),
          capacity: event.capacity,
          registrationOpen: true,
          registrationFields: event.registrationFields,
        })),
      );
      await createEvent(db, options.languages, body, SEED_WRITER);
      counts.events++;
    }
  }
  // The newsletter's topics (decision 0083): the folders' and practice areas' items, where they were written.
  const topicItems = {
    newsFolder: { ids: folders, table: "catalogs" },
    practiceArea: { ids: references.practiceAreas, table: "practiceAreas" },
  } as const;
  const topics = [];
  for (const topic of content.newsletterTopics) {
    const { ids, table } = topicItems[topic.kind];
    if (ids.size === 0) continue;
    const id = idIn(ids, topic.key, langs[0]!, topic.kind);
    const row = await db.selectFrom(table).select("no").where("id", "=", id).executeTakeFirstOrThrow();
    topics.push({ kind: topic.kind, no: row.no });
  }
  await saveTopicSetting(db, topics);
  const skipped = (["offices", "jobs", "practiceAreas", "people"] as const).filter((group) => references[group].size === 0);

  const ms = Date.now() - started;
  log.info({ counts, langs, ...(skipped.length > 0 ? { skipped } : {}), ms }, "loaded the demo firm");
  return { loaded: true, counts, ms };
}

/** The instant of `hour` o'clock on the site's clock (Europe/Berlin), `days` days from `now`. */
function berlinHourIn(now: Date, days: number, hour: number): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  const asUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
  // The site's offset that day: the wall clock at that instant read as UTC, less the instant.
  return new Date(asUtc - (siteWallClockAt(asUtc) - asUtc)).toISOString();
}

/**
 * Starts rendering every picture the loader will upload, in parallel: the renderer keeps the
 * results, so the uploads that follow one by one mostly find them ready.
 */
function warmPictures(content: DemoContent) {
  void Promise.allSettled([
    demoPictures.logo(),
    ...content.practiceAreas.map((area) => demoPictures.icon(area.iconKey)),
    ...content.firm.environment.map((item) => demoPictures.environment(item.scene)),
    ...content.banners.map((banner) => demoPictures.banner(banner.key)),
    ...content.news.map((item) => demoPictures.cover("news", item.key)),
    ...content.cases.map((item) => demoPictures.cover("case", item.key)),
    ...content.honors.map((item) => demoPictures.cover("honor", item.key)),
  ]);
}

type Upload = (picture: ReturnType<typeof demoPictures.logo>, texts: DemoPictureTexts) => ReturnType<typeof uploadPicture>;

/** The practice-area icons, uploaded and added to the icon library; answers their URLs by icon key. */
async function loadIconLibrary(context: DemoContext, content: DemoContent, upload: Upload, counts: DemoCounts) {
  const iconUrls = new Map<string, string>();
  for (const area of content.practiceAreas) {
    if (iconUrls.has(area.iconKey)) continue;
    const file = await upload(demoPictures.icon(area.iconKey), demoPictureTexts.icon());
    await createIcon(context.db, { name: area.name.en_US, fileId: file.fileId });
    iconUrls.set(area.iconKey, file.url);
    counts.icons++;
  }
  return iconUrls;
}

async function loadSiteConfiguration(context: DemoContext, content: DemoContent, upload: Upload, counts: DemoCounts) {
  const { firm } = content;
  const logo = await upload(demoPictures.logo(), demoPictureTexts.logo(firm.name));
  const environment: { scene: string; title: Localized; url: string }[] = [];
  for (const item of firm.environment)
    environment.push({
      ...item,
      url: (await upload(demoPictures.environment(item.scene), demoPictureTexts.environment(item.title))).url,
    });
  for (const lang of context.langs) {
    const input = portalConfigBody.parse({
      lang,
      name: firm.name[lang],
      iconUrl: logo.url,
      address: firm.address,
      email: firm.email,
      tel: firm.tel,
      legalNotice: firm.legalNotice,
      introduce: firm.introduce[lang],
      // The figures are computed from the data: lawyers from the job titles' "is a lawyer" flag (decisions 0028, 0030).
      isLawyerCountVisible: 1,
      isTotalPeopleVisible: 1,
      isBranchCountVisible: 1,
      advantagesList: firm.advantages.map((advantage) => ({ title: advantage.title[lang], content: advantage.content[lang] })),
      environmentList: environment.map((item) => ({ title: item.title[lang], coverUrl: item.url })),
    });
    await savePortalConfig(context.db, context.languages, input, SEED_WRITER);
    counts.configs++;
  }
}

/** Banners: one per language version, sharing the picture; the first is the newest. */
async function loadBanners(context: DemoContext, content: DemoContent, upload: Upload, counts: DemoCounts) {
  for (const [index, banner] of content.banners.entries()) {
    const picture = await upload(demoPictures.banner(banner.key), demoPictureTexts.banner());
    const at = new Date(context.now.getTime() - (index + 1) * 86_400_000).toISOString();
    for (const lang of context.langs) {
      const input = bannerBody.parse({
        lang,
        imgPath: picture.url,
        title: banner.title[lang],
        subTitle: banner.subTitle[lang],
        linkUrl: banner.linkUrl,
        top: banner.top,
      });
      const created = await createBanner(context.db, context.languages, input, SEED_WRITER);
      await demo.setBannerTimes(context.db, created.id, at);
    }
    counts.banners++;
  }
}

/** Folders, parents before their sub-folders; answers their versions by key. */
async function loadFolders(context: DemoContext, content: DemoContent): Promise<IdsByKey> {
  const folders: IdsByKey = new Map();
  for (const folder of content.folders) {
    const body = catalogCreateBody.parse(
      context.langs.map((lang) => ({
        lang,
        name: folder.name[lang],
        type: folder.type,
        parentId: folder.parentKey ? idIn(folders, folder.parentKey, lang, "folder") : 0,
      })),
    );
    folders.set(folder.key, versionIds(await createCatalog(context.db, context.languages, body, EVERY_LANGUAGE)));
  }
  return folders;
}

interface ArticleSource {
  key: string;
  daysAgo: number;
  top: 0 | 1;
  title: Localized;
  content: Localized;
  personKeys?: readonly string[] | undefined;
  practiceAreaKeys?: readonly string[] | undefined;
  clientsNamed?: readonly DemoClientNamed[] | undefined;
}

/**
 * Creates the articles of one kind (each with its generated cover), pins those marked `top`,
 * and sets the publication time and some views. `{year}` in a title becomes the year published.
 */
async function loadArticles<TSource extends ArticleSource, TItem extends Article, TVersion extends ArticleVersionInput>(
  context: DemoContext,
  kind: ArticleKind<TItem, TVersion>,
  items: readonly TSource[],
  upload: Upload,
  /** The fields of one version as the back office would send them; the kind's create schema checks them. */
  version: (item: TSource & { coverUrl: string }, lang: DemoLang) => Record<string, unknown>,
): Promise<number> {
  for (const item of items) {
    const cover = await upload(demoPictures.cover(kind.name, item.key), demoPictureTexts.cover(kind.name));
    const published = publishedAt(context.now, item.daysAgo, item.key);
    const year = String(published.getUTCFullYear());
    const withYear = { ...item, coverUrl: cover.url, title: mapLocalized(item.title, (title) => title.replaceAll("{year}", year)) };
    const versions = kind.endpoints.create.body.parse(context.langs.map((lang) => version(withYear, lang)));
    const created = await createItem(context.db, context.languages, kind, versions, {
      operator: { id: context.accountId, name: context.operatorName },
      limit: EVERY_LANGUAGE,
      asDraft: false,
      keepRevisions: DEFAULT_REVISIONS_PER_ITEM,
    });
    const no = created[0]?.no;
    if (no === undefined) throw new Error(`The demo ${kind.label} "${item.key}" was not created`);
    if (item.top === 1) await setItemTop(context.db, kind, no, 1);
    const createdAt = published.toISOString();
    await demo.setArticleTimes(context.db, no, { createdAt, updatedAt: createdAt });
    const random = seededRandom(`views:${item.key}`);
    for (const row of created) await demo.setArticleViews(context.db, row.id, random.int(20, 40 + item.daysAgo * 4));
  }
  return items.length;
}

function mapLocalized(value: Localized, map: (text: string) => string): Localized {
  return { de_DE: map(value.de_DE), en_US: map(value.en_US), zh_CN: map(value.zh_CN) };
}

/** Offices, job titles, practice areas and people, each group only when a writer for it exists. */
async function loadReferenceGroups(
  context: DemoContext,
  content: DemoContent,
  iconUrls: ReadonlyMap<string, string>,
  writers: DemoWriters,
): Promise<ReferenceIds> {
  const offices = writers.offices ? await loadOffices(context, content.offices, writers.offices) : new Map();
  const jobs = writers.jobs ? await loadJobs(context, content.jobs, writers.jobs) : new Map();
  const practiceAreas = writers.practiceAreas
    ? await loadPracticeAreas(context, content.practiceAreas, iconUrls, writers.practiceAreas)
    : new Map();
  const people =
    writers.people && offices.size > 0 && jobs.size > 0 && practiceAreas.size > 0
      ? await loadPeople(context, content.people, { offices, jobs, practiceAreas }, writers.people)
      : new Map();
  if (writers.keyContacts && people.size > 0) {
    await loadKeyContacts(context, content.practiceAreas, { practiceAreas, people, iconUrls }, writers.keyContacts);
  }
  return { offices, jobs, practiceAreas, people };
}
