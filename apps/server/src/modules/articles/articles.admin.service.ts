import {
  ARTICLE_LIMITS,
  ARTICLE_TEXT_FIELD_NAMES,
  articleTextFieldsOf,
  PAGE_META_FIELD_NAMES,
  pageMetaOf,
  type ArticleKindName,
  FALLBACK_LOCALE,
  type Article,
  type ArticleListQuery,
  type ArticleListRow,
  type ArticleFields,
  type ArticleVersionInput,
  type CatalogType,
  type Pageable,
  type SetDateBody,
  KIND_CONFIGURATIONS,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { conflict, invalidRequest, notFound } from "../../errors.ts";
import { cleanRichText } from "../../http/rich-text.ts";
import { message } from "../../i18n/messages.ts";
import { findFolderTypes, findFolderVersions, folderTypeName } from "../catalogs/catalogs.service.ts";
import { findDrafts, saveDraft } from "../publishing/drafts.repository.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { recordRevision, writeVersion, type PublishableKind, type Writer } from "../publishing/versions.ts";
import { assertUnchangedSince, editTagsOf } from "../publishing/edit-tags.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { KindPublishing } from "../publishing/publishing.routes.ts";
import { refreshSearchItems } from "../search/search-index.ts";
import { pageMetaColumns } from "../page-meta/page-meta.ts";
import { findLanguagesOf } from "../translations/translations.repository.ts";
import { pictureAt, richTextPicturesAt } from "../media/saved-uploads.ts";
import {
  checkSameLanguageRefs,
  findReferencedVersions,
  inTransaction,
  resolveItemLinks,
  type ItemChange,
  type ItemLinkRule,
  type ReferenceRule,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import { translatedItemCalls, writerSaves } from "../translations/translated-item-calls.ts";
import type { ArticleColumns, ArticleKind } from "./article-kinds.ts";
import * as articles from "./articles.repository.ts";
import { changeSlug, claimSlug, planSlugs, retireVersions, type PlannedSlugs } from "../addresses/addresses.ts";
import {
  presentDrafts,
  presentFieldsOf,
  presentListRows,
  presentRows,
  type ArticleDraftFields,
  type KindOf,
} from "./articles.presentation.ts";
import { assertConsentsRecorded, clientsNamedColumn, clientsNamedOf } from "./clients-named.ts";
import { markConsentDocuments } from "../files/files.repository.ts";

/** What all versions of an article share, and who saves it; the connections by version language. */
interface ArticlePlan {
  top: number;
  createdAt: string;
  at: string;
  personIds: Map<string, number[]>;
  practiceAreaIds: Map<string, number[]>;
  slugs: PlannedSlugs;
}

const personLinks: ItemLinkRule<ArticleVersionInput> = {
  field: "personIds",
  label: message("entity.person"),
  plural: message("entity.people"),
  table: "people",
  sent: (input) => input.personIds,
  stored: (db, id) => articles.findPersonIdsOf(db, id),
};
const practiceAreaLinks: ItemLinkRule<ArticleVersionInput> = {
  field: "proFieldIds",
  label: message("entity.practiceArea"),
  plural: message("entity.practiceAreas"),
  table: "practiceAreas",
  sent: (input) => input.proFieldIds,
  stored: (db, id) => articles.findPracticeAreaIdsOf(db, id),
};

/**
 * A news/case version's folder must be a folder of the kind's type in the version's own language.
 * A folder of the other type is that version's one problem: its language does not matter then.
 */
async function checkFolders<TVersion extends ArticleVersionInput>(
  db: Executor,
  kind: ArticleKind<Article, TVersion>,
  catalogType: CatalogType,
  change: ItemChange<TVersion>,
) {
  const rule: ReferenceRule<TVersion> = {
    field: "cataId",
    label: message("entity.folder"),
    ids: (input) => {
      const cataId = kind.cataIdOf(input);
      return cataId === null ? [] : [cataId];
    },
  };
  const ids = change.versions.flatMap(({ input }) => rule.ids(input));
  const [refs, folderTypes] = await Promise.all([findReferencedVersions(db, "catalogs", ids), findFolderTypes(db, ids)]);
  const ofKindType = change.versions.filter(({ input, index }) => {
    const cataId = kind.cataIdOf(input);
    const type = cataId === null ? undefined : folderTypes.get(cataId);
    if (cataId === null || type === undefined || type === catalogType) return true;
    change.problems.add(
      index,
      "cataId",
      message("article.folderOfOtherType", {
        wanted: folderTypeName(catalogType),
        typeNo: catalogType,
        id: cataId,
        actual: folderTypeName(type),
      }),
    );
    return false;
  });
  checkSameLanguageRefs({ ...change, versions: ofKindType }, refs, rule);
}

/** Articles of one kind as translated items: the pin flag and the publication time belong to the item. */
function articleEntity<TVersion extends ArticleVersionInput>(
  kind: ArticleKind<Article, TVersion>,
  writer: Omit<Writer, "limit">,
): TranslatedEntity<TVersion, ArticlePlan> {
  const { operator, asDraft } = writer;
  return {
    label: kind.label,
    scope: KIND_CONFIGURATIONS[kind.name].itemScope,
    findByNo: (db, no) => articles.findVersionsByNo(db, kind.name, no),
    findByIds: (db, ids) => articles.findVersionsByIds(db, kind.name, ids),
    clean: async (input, at) => ({
      ...input,
      content: await cleanRichText({
        html: input.content ?? "",
        field: at("content"),
        lang: input.lang,
        maxLength: ARTICLE_LIMITS.content,
      }),
    }),
    pictures: (input) => [
      ...pictureAt("coverUrl", input.coverUrl),
      ...richTextPicturesAt("content", input.content),
      // A consent's document must be a file of the media library, as a picture must.
      ...(input.clientsNamed ?? []).flatMap((client, index) => pictureAt(`clientsNamed.${index}.documentUrl`, client.documentUrl)),
    ],
    readVersions: (db, no) => itemVersions(db, kind, no),
    revisions: PUBLISHABLE_KINDS.article.table,
    async prepare(db, change) {
      if (kind.catalogType !== null) await checkFolders(db, kind, kind.catalogType, change);
      const personIds = await resolveItemLinks(db, change, personLinks);
      const practiceAreaIds = await resolveItemLinks(db, change, practiceAreaLinks);
      const slugs = await planSlugs(db, kind.name, change, (input) => input.title, storedSlug(kind.name));
      const state = change.no === undefined ? undefined : await articles.findItemState(db, change.no);
      await checkClientsNamed(db, change, asDraft);
      const at = now();
      // A language added later takes the item's pin flag and publication time.
      return { top: state?.top ?? 0, createdAt: state?.createdAt ?? at, at, personIds, practiceAreaIds, slugs };
    },
    async insert(db, no, input, plan) {
      const slug = plan.slugs.get(input.lang)!;
      await claimSlug(db, kind.name, input.lang, slug);
      const columns = kind.columns(input);
      const id = await articles.insertArticle(db, {
        kind: kind.name,
        no,
        lang: input.lang,
        ...columns,
        ...pageMetaColumns(columns),
        clientsNamed: clientsNamedColumn(columns.clientsNamed ?? []),
        slug,
        top: plan.top,
        views: 0,
        operatorId: operator.id,
        operatorName: operator.name,
        // A draft from the back office; published at once for the specification's clients (decision 0035).
        publishAt: asDraft ? null : plan.at,
        unpublishAt: null,
        createdAt: plan.createdAt,
        updatedAt: plan.at,
      });
      await saveConnections(db, id, input.lang, plan);
      await recordRevision(db, publishable(kind), id, "save", writer, plan.at);
    },
    async update(db, stored, input, plan) {
      const fields = {
        ...kind.columns(input),
        slug: plan.slugs.get(input.lang),
        ...(await keptWhenLeftOut(db, kind.name, stored.id, input)),
        personIds: plan.personIds.get(input.lang) ?? [],
        proFieldIds: plan.practiceAreaIds.get(input.lang) ?? [],
      };
      await writeVersion(db, publishable(kind), stored.id, fields, { ...writer, at: plan.at, action: "save" });
    },
    async remove(db, versions) {
      await retireVersions(
        db,
        kind.name,
        versions.map((version) => version.id),
      );
      await articles.deleteArticles(
        db,
        versions.map((version) => version.id),
      );
    },
  };
}

/**
 * The clients a save names (decision 0066): their consents' documents are kept from visitors from
 * now on; and a save that makes a version public at once (the specification's clients, never the
 * back office's drafts) is refused while a client lacks a recorded consent, as Publish is.
 */
async function checkClientsNamed<TVersion extends ArticleVersionInput>(db: Executor, change: ItemChange<TVersion>, asDraft: boolean) {
  const named = change.versions.flatMap(({ input }) => input.clientsNamed ?? []);
  await markConsentDocuments(
    db,
    named.flatMap((client) => (client.documentUrl ? [client.documentUrl] : [])),
  );
  if (asDraft) return;
  const public_ = change.no === undefined || (await articles.hasPublication(db, change.no));
  if (public_) assertConsentsRecorded(named);
}

/** The fields a body may leave out to keep the stored ones: the specification's clients know neither. */
const KEPT_WHEN_LEFT_OUT = ["coverAlt", "clientsNamed", ...ARTICLE_TEXT_FIELD_NAMES, ...PAGE_META_FIELD_NAMES] as const;

/** The stored values of the fields the body left out (the cover's alt text, the declared text fields, the page's fields). */
async function keptWhenLeftOut(
  db: Executor,
  kind: ArticleKindName,
  id: number,
  input: ArticleVersionInput,
): Promise<Partial<Pick<ArticleColumns, (typeof KEPT_WHEN_LEFT_OUT)[number]>>> {
  const leftOut = KEPT_WHEN_LEFT_OUT.filter((field) => input[field] === undefined);
  if (leftOut.length === 0) return {};
  const row = await articles.findArticle(db, kind, id);
  if (!row) return {};
  const stored = { ...row, ...pageMetaOf(row), clientsNamed: clientsNamedOf(row.clientsNamed) };
  return Object.fromEntries(leftOut.map((field) => [field, stored[field]]));
}

function saveConnections(db: Executor, id: number, lang: string, plan: ArticlePlan) {
  return articles.replaceConnections(db, id, plan.personIds.get(lang) ?? [], plan.practiceAreaIds.get(lang) ?? []);
}

/** A kind's version's slug now, for a save that leaves it out. */
const storedSlug = (kind: ArticleKindName) => async (db: Executor, id: number) => (await articles.findArticle(db, kind, id))?.slug;

/** The fields a draft keeps, as the version's row and connections have them now. */
async function liveFields(db: Executor, kind: ArticleKindName, id: number): Promise<ArticleDraftFields | undefined> {
  const [row, personIds, proFieldIds] = await Promise.all([
    articles.findArticle(db, kind, id),
    articles.findPersonIdsOf(db, id),
    articles.findPracticeAreaIdsOf(db, id),
  ]);
  if (!row) return undefined;
  const { title, slug, coverUrl, coverAlt, content, cataId, isLink, contentUrl, note } = row;
  return {
    title,
    slug,
    ...articleTextFieldsOf(row),
    ...pageMetaOf(row),
    coverUrl,
    coverAlt,
    content,
    cataId,
    isLink,
    contentUrl,
    note,
    clientsNamed: clientsNamedOf(row.clientsNamed),
    personIds,
    proFieldIds,
  };
}

/** A kind's article versions as the publishing rules read and write them (decision 0035). */
function publishable(kind: Pick<KindOf<Article>, "name" | "label">): PublishableKind<ArticleDraftFields> {
  return {
    table: PUBLISHABLE_KINDS.article.table,
    label: kind.label,
    findPublication: (db, id) => articles.findPublication(db, kind.name, id),
    liveFields: (db, id) => liveFields(db, kind.name, id),
    async writeFields(db, id, { personIds, proFieldIds, slug, clientsNamed, ...columns }, { operator, at }) {
      await changeSlug(db, kind.name, id, slug);
      // Drafts and revisions kept before the cover had its own alt text, or a declared text field, have none.
      const coverAlt = columns.coverAlt ?? null;
      await articles.updateArticle(db, id, {
        ...columns,
        ...articleTextFieldsOf(columns),
        ...pageMetaColumns(pageMetaOf(columns)),
        coverAlt,
        // Drafts and revisions kept before the clients named existed leave the item's as they are.
        ...(clientsNamed === undefined ? {} : { clientsNamed: clientsNamedColumn(clientsNamed) }),
        operatorId: operator.id,
        operatorName: operator.name,
        updatedAt: at,
      });
      await articles.replaceConnections(db, id, personIds, proFieldIds);
    },
    // A folder deleted since refuses (the draft must name another); people and practice areas
    // deleted since are left out, as deleting them left them out of every version.
    async publishable(db, fields) {
      const checked = await stillReferenced(db, fields);
      if (checked.cataId !== null && (await findReferencedVersions(db, "catalogs", [checked.cataId])).size === 0) {
        throw conflict(message("publishing.draftFolderGone", { entity: kind.label }));
      }
      return checked;
    },
    // A restored revision whose folder was deleted since keeps the version's folder now.
    async restorable(db, fields, live) {
      const checked = await stillReferenced(db, fields);
      const folderGone = checked.cataId !== null && (await findReferencedVersions(db, "catalogs", [checked.cataId])).size === 0;
      return folderGone ? { ...checked, cataId: live.cataId } : checked;
    },
    // A version whose item names a client without a recorded consent is neither published nor scheduled (decision 0066).
    assertMayPublish: (fields) => assertConsentsRecorded(fields.clientsNamed),
    datedByPublication: true,
    addressKind: kind.name,
    refreshSearch: (db, no) => refreshSearchItems(db, kind.name, [no]),
  };
}

/** All versions of one item as the back office reads them: each with its draft. */
async function itemVersions<TItem extends Article>(db: Executor, kind: KindOf<TItem>, no: number): Promise<TItem[]> {
  const rows = await articles.findArticlesByNo(db, kind.name, no);
  const [items, drafts] = await Promise.all([
    presentRows(db, kind, rows),
    presentDrafts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return items.map((item) => ({ ...item, draft: drafts.get(item.id) ?? null }));
}

/** The back office's list: one row per item, in the `lang` version (default en_US, else any). */
export async function listItems<TItem extends Article>(
  db: Db,
  languages: LanguageRegistry,
  kind: KindOf<TItem>,
  query: ArticleListQuery,
): Promise<{ result: ArticleListRow<TItem>[]; pageable: Pageable }> {
  if (query.lang) await languages.assertKnown(query.lang, "query.lang");
  if (query.hasLang) await languages.assertKnown(query.hasLang, "query.hasLang");
  const { rows, pageable } = await articles.listItems(
    db,
    kind.name,
    {
      // Filtered by a language, each item shows its version in it.
      lang: query.hasLang || query.lang || FALLBACK_LOCALE,
      title: query.title,
      no: query.no,
      cataId: query.cataId,
      publishState: query.publishState,
      hasLang: query.hasLang,
      changed: query.changed === "1",
      author: query.author,
      practiceAreaId: query.practiceAreaId,
      sort: query.sort,
      order: query.order,
    },
    query,
  );
  const [present, items, tags] = await Promise.all([
    findLanguagesOf(
      db,
      "articles",
      rows.map((row) => row.no),
    ),
    presentListRows(db, kind, rows),
    editTagsOf(
      db,
      "articles",
      rows.map((row) => row.no),
      kind.name,
    ),
  ]);
  const withDraft = new Set(rows.filter((row) => Boolean(row.hasDraft)).map((row) => row.id));
  // A list shows no page's head (decision 0055).
  const toRow = ({
    content: _content,
    draft: _draft,
    metaTitle: _metaTitle,
    metaDescription: _metaDescription,
    shareImageUrl: _shareImageUrl,
    noindex: _noindex,
    ...rest
  }: TItem & { summary: string }): ArticleListRow<TItem> => ({
    ...rest,
    languages: present.get(rest.no) ?? [rest.lang],
    hasDraft: withDraft.has(rest.id),
    editTag: tags.get(rest.no)!,
  });
  return { result: items.map(toRow), pageable };
}

/** The back office's calls on one item of a kind, named by its `no`. */
function itemCalls<TItem extends Article, TVersion extends ArticleVersionInput>(kind: ArticleKind<TItem, TVersion>) {
  return translatedItemCalls({
    saves: writerSaves((writer) => articleEntity(kind, writer)),
    versions: (db, no) => itemVersions(db, kind, no),
  });
}

/** All versions of one item, for the editor. */
export function getItem<TItem extends Article>(db: Db, kind: KindOf<TItem>, no: number): Promise<TItem[]> {
  return itemCalls(kind).versionsByNo(db, no);
}

export function createItem<TItem extends Article, TVersion extends ArticleVersionInput>(
  db: Db,
  languages: LanguageRegistry,
  kind: ArticleKind<TItem, TVersion>,
  versions: TVersion[],
  writer: Writer,
): Promise<TItem[]> {
  return itemCalls(kind).create(db, languages, versions, writer);
}

export function updateItem<TItem extends Article, TVersion extends ArticleVersionInput>(
  db: Db,
  languages: LanguageRegistry,
  kind: ArticleKind<TItem, TVersion>,
  versions: TVersion[],
  writer: Writer,
): Promise<TItem[]> {
  return itemCalls(kind).update(db, languages, versions, writer);
}

export function deleteItem(db: Db, kind: KindOf<Article>, no: number, ifMatch?: string) {
  return itemCalls(kind).deleteByNo(db, no, ifMatch);
}

/** Pins or unpins the item in every language. */
export async function setItemTop(db: Db, kind: KindOf<Article>, no: number, top: 0 | 1) {
  if ((await articles.setTop(db, kind.name, no, top)) === 0) throw notFound(message("item.notFoundByNo", { entity: kind.label, no }));
}

/**
 * Moves every version of an item into a folder of its kind (decision 0056): each version into the
 * folder's version of its own language, written as a save of the mover (a revision), and an
 * unpublished draft with it, so that publishing the draft does not move the version back. Refused:
 * an unknown or deleted folder (404), one of another kind (400), one without a version in a
 * language the item has (409). Answers the item's versions.
 */
export async function moveItemToFolder<TItem extends Article>(
  db: Db,
  kind: KindOf<TItem>,
  body: { no: number; cataId: number },
  writer: Pick<Writer, "operator" | "keepRevisions" | "ifMatch">,
): Promise<TItem[]> {
  const { catalogType } = kind;
  return inTransaction(db, kind.label, async (trx) => {
    await assertUnchangedSince(trx, writer.ifMatch, { label: kind.label, no: body.no, revisions: "articles" }, () =>
      itemVersions(trx, kind, body.no),
    );
    const folder = await findFolderVersions(trx, body.cataId);
    if (!folder) throw notFound(message("item.notFoundById", { entity: message("entity.folder"), id: body.cataId }));
    if (catalogType === null || folder.type !== catalogType) {
      const wanted = catalogType === null ? folder.type : catalogType;
      throw invalidRequest([
        { field: "body.cataId", message: message("folder.mustBeOfType", { type: folderTypeName(wanted), typeNo: wanted }) },
      ]);
    }
    const versions = await articles.findArticlesByNo(trx, kind.name, body.no);
    if (versions.length === 0) throw notFound(message("item.notFoundByNo", { entity: kind.label, no: body.no }));
    const entity = publishable(kind);
    const drafts = await findDrafts<ArticleDraftFields>(
      trx,
      entity.table,
      versions.map((version) => version.id),
    );
    const at = now();
    for (const version of versions) {
      const cataId = folder.byLang.get(version.lang);
      if (cataId === undefined) throw conflict(message("articles.folderLacksLanguage", { lang: version.lang }));
      const live = await entity.liveFields(trx, version.id);
      if (!live || live.cataId === cataId) continue;
      await writeVersion(trx, entity, version.id, { ...live, cataId }, { ...writer, asDraft: false, at, action: "save" });
      const draft = drafts.get(version.id);
      if (draft) {
        const { fields, versionId, operatorId, operatorName, savedAt } = draft;
        await saveDraft(trx, entity.table, {
          versionId,
          fields: { ...fields, cataId },
          operatorId,
          operatorName: operatorName ?? "",
          savedAt,
        });
      }
    }
    return itemVersions(trx, kind, body.no);
  });
}

/**
 * Sets the date the site shows for an item and orders it by (`createTime`, decision 0035), at once
 * and for every version. Not in the future (a future date is a schedule's), and only for an item
 * with a version published or scheduled: until then its first publication dates it and would
 * overwrite this one. Answers the item's versions.
 */
export async function setItemDate<TItem extends Article>(db: Db, kind: KindOf<TItem>, body: SetDateBody): Promise<TItem[]> {
  const createdAt = new Date(body.createTime).toISOString();
  if (createdAt > now()) throw invalidRequest([{ field: "body.createTime", message: message("publishing.dateInFuture") }]);
  return inTransaction(db, kind.label, async (trx) => {
    if ((await articles.findVersionsByNo(trx, kind.name, body.no)).length === 0) {
      throw notFound(message("item.notFoundByNo", { entity: kind.label, no: body.no }));
    }
    if (!(await articles.hasPublication(trx, body.no))) throw conflict(message("publishing.dateNeedsPublication", { entity: kind.label }));
    await articles.setItemCreatedAt(trx, body.no, createdAt);
    // The search index keeps the date its results show.
    await refreshSearchItems(trx, kind.name, [body.no]);
    return itemVersions(trx, kind, body.no);
  });
}

/**
 * The publishing calls of a kind's articles (decision 0035, `publishing/versions.ts`): each answers
 * the item's versions; a revision's fields name its people and practice areas as they are now.
 */
export function articlePublishing<TItem extends Article>(kind: KindOf<TItem>): KindPublishing<ArticleDraftFields, TItem[], ArticleFields> {
  return {
    kind: publishable(kind),
    versions: (trx, no) => itemVersions(trx, kind, no),
    revisionFields: async (db, fields) => (await presentFieldsOf(db, [fields]))[0]!,
    endpoints: kind.endpoints,
  };
}

/** Fields without the people and practice areas deleted since they were saved. */
async function stillReferenced(db: Executor, fields: ArticleDraftFields): Promise<ArticleDraftFields> {
  const [people, practiceAreas] = await Promise.all([
    findReferencedVersions(db, "people", fields.personIds),
    findReferencedVersions(db, "practiceAreas", fields.proFieldIds),
  ]);
  return {
    ...fields,
    personIds: fields.personIds.filter((id) => people.has(id)),
    proFieldIds: fields.proFieldIds.filter((id) => practiceAreas.has(id)),
  };
}
