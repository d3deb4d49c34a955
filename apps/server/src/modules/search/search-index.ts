import {
  CONTENT_KINDS,
  type ContentKindOf,
  type KindConfigurationFacts,
  type KindConfigurations,
  type SearchableKindName,
  type SearchKind,
} from "@lawfirm/contract";
import { z } from "zod";
import type { Db, Executor } from "../../db/database.ts";
import { richTextExcerpt } from "../../http/rich-text.ts";
import { searchSpellings } from "../people/search-name.ts";
import * as search from "./search.repository.ts";
import { foldText, shortTokens } from "./search-text.ts";

/**
 * Keeps the search index current (docs/decisions/0029): the translated-item writes and the legal
 * documents' save call `refreshSearchItem` / `refreshSearchDocuments` inside their own transaction,
 * so the index never shows what was not committed nor misses what was; `rebuildSearchIndex`
 * makes it again from the content (`npm run search:rebuild`, and at start when it is empty).
 */

/** Most characters of an item's text that are indexed and kept for the snippets. */
const MAX_BODY_CHARS = 60_000;

const plain = (html: string | null) => (html ? richTextExcerpt(html, MAX_BODY_CHARS) : "");

function entry(
  fields: Omit<search.SearchEntryValues, "titleKey" | "bodyKey" | "words" | "body"> & { body: string; titleKey?: string },
): search.SearchEntryValues {
  const body = fields.body.slice(0, MAX_BODY_CHARS);
  const titleKey = fields.titleKey ?? foldText(fields.title);
  const bodyKey = foldText(body);
  return { ...fields, title: fields.title.slice(0, 500), body, titleKey, bodyKey, words: shortTokens(`${titleKey}\n${bodyKey}`) };
}

/** Versions that are published or scheduled, each with its publication window; a draft is not indexed (decision 0035). */
async function articleEntries(db: Executor, nos: readonly number[]) {
  const rows = await search.findArticleSources(db, nos);
  return rows.flatMap((row) => {
    if (row.publishAt === null) return [];
    return entry({
      kind: row.kind,
      itemNo: row.no,
      versionId: row.id,
      lang: row.lang,
      title: row.title,
      body: [plain(row.note), plain(row.content)].filter(Boolean).join(" "),
      // External news opens the article it links to, never a page of ours.
      target: row.isLink === 1 && row.contentUrl ? row.contentUrl : null,
      publishedAt: row.createdAt,
      visibleFrom: row.publishAt,
      visibleUntil: row.unpublishAt,
    });
  });
}

async function practiceAreaEntries(db: Executor, nos: readonly number[]) {
  const rows = await search.findPracticeAreaSources(db, nos);
  return rows.flatMap((row) => {
    if (row.publishAt === null) return [];
    return entry({
      kind: "practiceArea",
      itemNo: row.no,
      versionId: row.id,
      lang: row.lang,
      title: row.name,
      body: plain(row.introduce),
      target: null,
      publishedAt: null,
      visibleFrom: row.publishAt,
      visibleUntil: row.unpublishAt,
    });
  });
}

/** Published or scheduled openings, each with its window; a draft is not indexed (decision 0035). */
async function openingEntries(db: Executor, nos: readonly number[]) {
  const rows = (await search.findOpeningSources(db, nos)).filter((row) => row.publishAt !== null);
  return rows.map((row) =>
    entry({
      kind: "opening",
      itemNo: row.no,
      versionId: row.id,
      lang: row.lang,
      title: row.title,
      body: plain(row.content),
      target: null,
      publishedAt: null,
      visibleFrom: row.publishAt,
      visibleUntil: row.unpublishAt,
    }),
  );
}

const customContentsColumn = z.array(z.object({ title: z.string(), content: z.string() }));

function customContentText(json: string): string {
  try {
    const parsed = customContentsColumn.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.map((section) => `${section.title} ${plain(section.content)}`).join(" ") : "";
  } catch {
    return "";
  }
}

/**
 * A person version is found by the names of all the person's versions ("Wang" finds 王小明 whose
 * English version is "Wang Xiaoming"), each in every spelling of search-name.ts, through its title
 * key; its text is its own language's only, so that no result shows another language's words.
 * Drafts are neither indexed nor lend their names (decision 0035).
 */
async function personEntries(db: Executor, nos: readonly number[]) {
  const rows = (await search.findPersonSources(db, nos)).filter((row) => row.publishAt !== null);
  return rows.map((row) => {
    const siblings = rows.filter((other) => other.no === row.no);
    const names = [row.name, ...siblings.map((other) => other.name)];
    return entry({
      kind: "person",
      itemNo: row.no,
      versionId: row.id,
      lang: row.lang,
      title: row.name,
      titleKey: [...new Set(names.flatMap(searchSpellings))].join("\n"),
      body: [plain(row.intro), customContentText(row.customContents)].filter(Boolean).join(" "),
      target: null,
      publishedAt: null,
      visibleFrom: row.publishAt,
      visibleUntil: row.unpublishAt,
    });
  });
}

/** Published or scheduled document versions, each with its window; a draft is not indexed (decision 0035). */
async function documentEntries(db: Executor, ids?: readonly number[]) {
  const rows = (await search.findDocumentSources(db, ids)).filter((row) => row.publishAt !== null);
  return rows.map((row) =>
    entry({
      kind: "document",
      itemNo: row.id,
      versionId: row.id,
      lang: row.lang,
      title: row.title || row.name,
      body: plain(row.content),
      target: row.name,
      publishedAt: null,
      visibleFrom: row.publishAt,
      visibleUntil: row.unpublishAt,
    }),
  );
}

/** The publishable kinds whose items are translated items (with an `itemScope`) that the search finds, as declared. */
type SearchedItemKind = ContentKindOf<
  { [Name in SearchableKindName]: KindConfigurations[Name] extends { itemScope: string } ? Name : never }[SearchableKindName]
>;

/**
 * Each searched kind of translated item: its table and its entries; the declaration (`CONTENT_KINDS`)
 * says which kinds these are, and the type asks for each. In the order a rebuild indexes them.
 */
const ITEM_KINDS: {
  [Kind in SearchedItemKind]: {
    table: search.ItemTable;
    entries: (db: Executor, nos: readonly number[]) => Promise<search.SearchEntryValues[]>;
  };
} = {
  practiceArea: { table: "practiceAreas", entries: practiceAreaEntries },
  person: { table: "people", entries: personEntries },
  article: { table: "articles", entries: articleEntries },
  opening: { table: "jobOpenings", entries: openingEntries },
};

/** The search's kinds of each searched kind of translated item (an article's: news, case, honor), as declared. */
const searchKindsOf = (kind: SearchedItemKind): SearchKind[] =>
  Object.values(CONTENT_KINDS[kind].configurations as Record<string, KindConfigurationFacts>)
    .filter((facts) => facts.searchable)
    .map((facts) => facts.name as SearchKind);

/** Which searched kind a translated item's scope (its entity's `scope`, translated-items.ts) is of, as declared. */
const KIND_OF_SCOPE = new Map<string, SearchedItemKind>(
  (Object.keys(ITEM_KINDS) as SearchedItemKind[]).flatMap((kind) =>
    Object.values(CONTENT_KINDS[kind].configurations as Record<string, KindConfigurationFacts>)
      .filter((facts) => facts.searchable && facts.itemScope !== null)
      .map((facts) => [facts.itemScope!, kind] as const),
  ),
);

/** Makes the entries of items of one searched kind again from their versions (an item without versions loses its entries). */
async function refreshItemsOfKind(db: Executor, kind: SearchedItemKind, nos: readonly number[]): Promise<void> {
  if (nos.length === 0) return;
  await search.replaceEntries(db, searchKindsOf(kind), nos, await ITEM_KINDS[kind].entries(db, nos));
}

/**
 * Makes the entries of items of one translated kind again from their versions (an item without
 * versions loses its entries); run it inside the transaction of the write. Scopes that are not
 * searched (folders, offices, job titles) are left alone.
 */
export async function refreshSearchItems(db: Executor, scope: string, nos: readonly number[]): Promise<void> {
  const kind = KIND_OF_SCOPE.get(scope);
  if (kind) await refreshItemsOfKind(db, kind, nos);
}

/** Makes the entries of articles (news, case analyses, honors; by `no`) again. */
export async function refreshSearchArticles(db: Executor, nos: readonly number[]): Promise<void> {
  await refreshItemsOfKind(db, "article", nos);
}

/**
 * Makes the entries of the legal documents `ids` (their rows' ids; none given: of every document)
 * again; run it inside the transaction of the save. A save makes only its own document's: every
 * document's text is read for its entry, up to 400,000 characters each (decision 0037).
 */
export async function refreshSearchDocuments(db: Executor, ids?: readonly number[]): Promise<void> {
  if (!ids) return search.replaceKind(db, "document", await documentEntries(db));
  if (ids.length > 0) await search.replaceEntries(db, ["document"], ids, await documentEntries(db, ids));
}

/** Items per transaction of a rebuild. */
const REBUILD_BATCH = 500;

/** Makes the whole index again from the content; answers the number of entries. */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await search.deleteAllEntries(trx);
    await refreshSearchDocuments(trx);
  });
  for (const kind of Object.keys(ITEM_KINDS) as SearchedItemKind[]) {
    const nos = await search.listItemNos(db, ITEM_KINDS[kind].table);
    for (let start = 0; start < nos.length; start += REBUILD_BATCH) {
      await db.transaction().execute((trx) => refreshItemsOfKind(trx, kind, nos.slice(start, start + REBUILD_BATCH)));
    }
  }
  return search.countEntries(db);
}

/**
 * Fills an empty index from existing content (a database from before the search, or restored
 * without it); answers the number of entries made, 0 when the index held entries already.
 */
export async function fillEmptySearchIndex(db: Db): Promise<number> {
  if ((await search.countEntries(db)) > 0) return 0;
  return rebuildSearchIndex(db);
}
