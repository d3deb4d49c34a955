import { slugOf } from "../modules/addresses/slugs.ts";
import { pageMetaColumns } from "../modules/page-meta/page-meta.ts";
import { articleTextFieldsOf, CATALOG_TYPE, pageMetaOf, catalogCreateBody, type CatalogType } from "@lawfirm/contract";
import type { Db } from "../db/database.ts";
import type { ArticleValues } from "../modules/articles/articles.repository.ts";
import { createCatalog } from "../modules/catalogs/catalogs.service.ts";
import type { LanguageRegistry } from "../modules/languages/languages.service.ts";
import { bulkArticle } from "./bulk-text.ts";
import type { DemoLang, Localized } from "./content/index.ts";
import { openDemoContext, uploadPicture, type DemoContext } from "./demo-context.ts";
import * as demo from "./demo.repository.ts";
import { demoPictures } from "./pictures/index.ts";
import { demoPictureTexts } from "./pictures/texts.ts";
import { seededRandom, type Random } from "./pictures/random.ts";
import { EVERY_LANGUAGE } from "../modules/translations/language-limit.ts";
import { refreshSearchArticles } from "../modules/search/search-index.ts";
import type { ObjectStore } from "../storage/object-store.ts";

/**
 * The bulk generator for measurements: thousands of realistic articles in every content
 * language, written in batches (one transaction each) straight into the tables, reusing a
 * handful of generated covers. Unlike the demo loader it does not go through the services:
 * creating 10,000 items one by one would take minutes.
 */

export interface BulkCounts {
  news: number;
  cases: number;
  honors: number;
}

/**
 * Writes `count` generated people (with offices, job titles and practice areas of their own
 * language) and answers how many it wrote. Supplied by the people module; without it, people
 * are skipped.
 */
export type BulkPeopleWriter = (context: DemoContext, count: number, random: Random) => Promise<number>;

export interface BulkOptions extends BulkCounts {
  /** People to add; only with a `peopleWriter`. */
  people?: number;
  peopleWriter?: BulkPeopleWriter;
  uploads: ObjectStore;
  languages: LanguageRegistry;
  /** Called after each batch with the kind and how many items are written so far. */
  progress?: (kind: keyof BulkCounts, written: number, total: number) => void;
  /** Publication times are spread over the five years before this moment. */
  now?: Date;
  /** Items per batch: each is one transaction and one insert of their versions. */
  batchSize?: number;
  /**
   * Generated covers the items of a kind share (default 6). Each is a picture made and uploaded
   * with its variants, about half a second: a test that looks at no cover's variety takes one.
   */
  coversPerKind?: number;
}

const COVERS_PER_KIND = 6;
const SPREAD_DAYS = 5 * 365;

const ARCHIVE_FOLDER: Record<CatalogType, Localized> = {
  [CATALOG_TYPE.NEWS]: { de_DE: "Archiv", en_US: "Archive", zh_CN: "存档" },
  [CATALOG_TYPE.CASES]: { de_DE: "Mandatsarchiv", en_US: "Matter archive", zh_CN: "案例存档" },
};

/**
 * The folders bulk articles are filed in: every existing folder of the type that has a version
 * in each language, or a new archive folder when there is none.
 */
async function foldersFor(context: DemoContext, type: CatalogType): Promise<Record<DemoLang, number>[]> {
  const versions = await demo.listFolderVersions(context.db, type);
  const byNo = new Map<number, Partial<Record<string, number>>>();
  for (const version of versions) byNo.set(version.no, { ...byNo.get(version.no), [version.lang]: version.id });
  const complete = [...byNo.values()].filter((ids) => context.langs.every((lang) => ids[lang] !== undefined)) as Record<DemoLang, number>[];
  if (complete.length > 0) return complete;
  const created = await createCatalog(
    context.db,
    context.languages,
    catalogCreateBody.parse(context.langs.map((lang) => ({ lang, name: ARCHIVE_FOLDER[type][lang], type, parentId: 0 }))),
    EVERY_LANGUAGE,
  );
  return [Object.fromEntries(created.map((version) => [version.lang, version.id])) as Record<DemoLang, number>];
}

/** Fills the database with `news`, `cases` and `honors` items in every demo language the database knows. */
export async function generateBulkContent(
  db: Db,
  options: BulkOptions,
): Promise<BulkCounts & { rows: number; people: number | "skipped" }> {
  const silent = { info: () => {}, warn: () => {} };
  const context = await openDemoContext(db, { languages: options.languages, uploads: options.uploads, log: silent, now: options.now });
  const { langs } = context;
  if (langs.length === 0) throw new Error("None of de_DE, en_US, zh_CN is a content language");
  const batchSize = options.batchSize ?? 250;
  let rows = 0;

  const kinds = [
    { kind: "news", total: options.news, type: CATALOG_TYPE.NEWS },
    { kind: "case", total: options.cases, type: CATALOG_TYPE.CASES },
    { kind: "honor", total: options.honors, type: null },
  ] as const;
  for (const { kind, total, type } of kinds) {
    if (total <= 0) continue;
    const folders = type === null ? [] : await foldersFor(context, type);
    const covers: string[] = [];
    for (let index = 0; index < (options.coversPerKind ?? COVERS_PER_KIND); index++) {
      covers.push((await uploadPicture(context, demoPictures.cover(kind, `bulk-${index}`), demoPictureTexts.cover(kind))).url);
    }
    const random = seededRandom(`bulk:${kind}:${context.now.toISOString()}`);
    for (let written = 0; written < total; written += batchSize) {
      const count = Math.min(batchSize, total - written);
      await db.transaction().execute(async (trx) => {
        const nos = await demo.allocateItemNos(trx, kind, count, context.now.toISOString());
        const batch = nos.flatMap((no) =>
          articleRows(random, {
            kind,
            no,
            langs,
            folders,
            covers,
            now: context.now,
            operatorId: context.accountId,
            operatorName: context.operatorName,
          }),
        );
        await demo.insertArticleRows(trx, batch);
        // Written straight into the table, past the services: the search index follows here.
        await refreshSearchArticles(trx, nos);
        rows += batch.length;
      });
      options.progress?.(kind === "case" ? "cases" : kind === "honor" ? "honors" : "news", written + count, total);
    }
  }
  let people: number | "skipped" = 0;
  if ((options.people ?? 0) > 0) {
    people = options.peopleWriter
      ? await options.peopleWriter(context, options.people ?? 0, seededRandom(`bulk:people:${context.now.toISOString()}`))
      : "skipped";
  }
  return { news: options.news, cases: options.cases, honors: options.honors, rows, people };
}

function articleRows(
  random: Random,
  item: {
    kind: "news" | "case" | "honor";
    no: number;
    langs: readonly DemoLang[];
    folders: readonly Record<DemoLang, number>[];
    covers: readonly string[];
    now: Date;
    operatorId: number;
    operatorName: string;
  },
): ArticleValues[] {
  const texts = bulkArticle(random, item.langs);
  const createdAt = new Date(item.now.getTime() - random.between(0, SPREAD_DAYS) * 86_400_000).toISOString();
  const folder = item.folders.length > 0 ? random.pick(item.folders) : undefined;
  const coverUrl = random.pick(item.covers);
  const top = random.chance(0.005) ? 1 : 0;
  const external = item.kind === "news" && random.chance(0.02);
  return item.langs.map((lang) => ({
    kind: item.kind,
    no: item.no,
    lang,
    title: texts[lang].title,
    // Made from the title, and unique by the item's number (bulk titles repeat).
    slug: `${slugOf(texts[lang].title, lang, item.kind).slice(0, 60)}-${item.no}`,
    content: texts[lang].content,
    coverUrl,
    coverAlt: null,
    // The declared text fields (a teaser, …) empty: the site cuts a summary from the text.
    ...articleTextFieldsOf({}),
    // The page's defaults (decision 0055).
    ...pageMetaColumns(pageMetaOf({})),
    cataId: folder ? folder[lang] : null,
    isLink: item.kind === "news" ? (external ? 1 : 0) : null,
    contentUrl: external ? `https://example.com/articles/${item.no}` : null,
    note: null,
    clientsNamed: null,
    top,
    views: random.int(0, 5000),
    operatorId: item.operatorId,
    operatorName: item.operatorName,
    publishAt: createdAt,
    unpublishAt: null,
    createdAt,
    updatedAt: createdAt,
  }));
}
