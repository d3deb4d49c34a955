import {
  PORTAL_TEXT_LIMITS,
  advantageSchema,
  environmentSchema,
  FALLBACK_LOCALE,
  FIRM_FACT_FIELDS,
  HEADLINE_FIGURES,
  legalNoticeSchema,
  missingLegalNoticeFacts,
  NO_LEGAL_NOTICE,
  type HeadlineFigureName,
  type LegalNotice,
  type LegalNoticeRequirement,
  type PortalConfig,
  type PortalConfigInput,
  type PublicPortalConfig,
  type RevisionAction,
  type RevisionEntry,
  type SiteConfigFields,
  type SiteConfigRevision,
} from "@lawfirm/contract";
import { z } from "zod";
import { now, type Db, type Executor } from "../../db/database.ts";
import { cleanRichTexts } from "../../http/rich-text.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { describeImages, withPlaceAlt } from "../media/image-descriptions.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { assertSavedUploads, pictureAt, richTextPicturesAt } from "../media/saved-uploads.ts";
import { listPublicDocumentNames } from "../documents/documents.public.service.ts";
import { message } from "../../i18n/messages.ts";
import { notFound } from "../../errors.ts";
import { assertUnchangedSince } from "../publishing/edit-tags.ts";
import { deleteDrafts, findDrafts, saveDraft, type StoredDraft } from "../publishing/drafts.repository.ts";
import { addRevision, findRevision, listRevisions } from "../publishing/revisions.repository.ts";
import { sameFields, type Operator, type Publisher, type Writer } from "../publishing/versions.ts";
import * as configs from "./portal-config.repository.ts";

const LABEL = message("entity.siteConfig");

/** What the editor starts from in a language that has no configuration yet (before the firm's facts are filled in). */
export function emptyPortalConfig(lang: string): PortalConfig {
  const none = { computed: 0, override: null };
  return {
    lang,
    name: "",
    iconUrl: null,
    address: "",
    email: null,
    tel: "",
    legalNotice: NO_LEGAL_NOTICE,
    introduce: "",
    lawyerCount: 0,
    isLawyerCountVisible: 0,
    totalPeople: 0,
    isTotalPeopleVisible: 0,
    branchCount: 0,
    isBranchCountVisible: 0,
    advantagesList: [],
    environmentList: [],
    updateTime: null,
    figures: { lawyerCount: none, totalPeople: none, branchCount: none },
    id: null,
    publishState: "draft",
    publishAt: null,
    unpublishAt: null,
    draft: null,
  };
}

/** A list column holds JSON written by this module; anything unreadable counts as empty. */
function parseList<S extends z.ZodType>(text: string, item: S): z.output<S>[] {
  try {
    const parsed = z.array(item).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The legal notice's column holds JSON written by this module; a fact it lacks (or anything unreadable) is not typed yet. */
function parseLegalNotice(text: string): LegalNotice {
  try {
    const parsed = legalNoticeSchema.safeParse({ ...NO_LEGAL_NOTICE, ...(JSON.parse(text) as object) });
    return parsed.success ? parsed.data : NO_LEGAL_NOTICE;
  } catch {
    return NO_LEGAL_NOTICE;
  }
}

/** The headline figures as the data gives them: lawyers are the people with a job title marked "is a lawyer". */
async function computeFigures(db: Executor): Promise<Record<HeadlineFigureName, number>> {
  const { people, lawyers, offices } = await configs.countFirmData(db);
  return { lawyerCount: lawyers, totalPeople: people, branchCount: offices };
}

/**
 * When a language's configuration last changed: its own save, or a later save of the firm's facts
 * (from any language's editor). Its edit tag (decision 0050) is made of it.
 */
function lastSave(row: { updatedAt: string }, facts: { updatedAt: string } | undefined): string {
  return facts && facts.updatedAt > row.updatedAt ? facts.updatedAt : row.updatedAt;
}

/** A language's own texts, as a draft and a revision keep them. */
type ConfigTexts = Pick<SiteConfigFields, "name" | "introduce" | "advantagesList" | "environmentList">;
/** The firm-wide facts, as a draft and a revision keep them (each figure its override). */
type FirmFacts = Pick<SiteConfigFields, (typeof FIRM_FACT_FIELDS)[number]>;

const NO_TEXTS: ConfigTexts = { name: "", introduce: "", advantagesList: [], environmentList: [] };

function textsOf(row: configs.PortalConfigRow | undefined): ConfigTexts {
  if (!row) return NO_TEXTS;
  return {
    name: row.name,
    introduce: row.introduce,
    advantagesList: parseList(row.advantagesList, advantageSchema),
    environmentList: parseList(row.environmentList, environmentSchema),
  };
}

function factsOf(row: configs.FirmFactsRow | undefined): FirmFacts {
  const stored = row ?? { ...configs.NO_FIRM_FACTS };
  return {
    iconUrl: stored.iconUrl,
    address: stored.address,
    email: stored.email,
    tel: stored.tel,
    legalNotice: parseLegalNotice(stored.legalNotice),
    lawyerCount: stored.lawyerCount,
    isLawyerCountVisible: flag(stored.isLawyerCountVisible),
    totalPeople: stored.totalPeople,
    isTotalPeopleVisible: flag(stored.isTotalPeopleVisible),
    branchCount: stored.branchCount,
    isBranchCountVisible: flag(stored.isBranchCountVisible),
  };
}

/** The given firm-wide facts as the row stores them. */
function storedFacts(facts: Partial<FirmFacts>): Partial<configs.FirmFactsValues> {
  const { legalNotice, ...rest } = facts;
  return { ...rest, ...(legalNotice ? { legalNotice: JSON.stringify(legalNotice) } : {}) };
}

/** The texts as the row stores them. */
const storedTexts = (texts: ConfigTexts): configs.PortalConfigTexts => ({
  name: texts.name,
  introduce: texts.introduce,
  advantagesList: JSON.stringify(texts.advantagesList),
  environmentList: JSON.stringify(texts.environmentList),
});

/** A language's texts with the firm's facts filled in; each figure is its override, else its computed value. */
function configOf(lang: string, fields: SiteConfigFields, computed: Record<HeadlineFigureName, number>): PortalConfig {
  const config = emptyPortalConfig(lang);
  const { lawyerCount: _l, totalPeople: _t, branchCount: _b, ...rest } = fields;
  Object.assign(config, rest);
  for (const name of HEADLINE_FIGURES) {
    const override = fields[name];
    config.figures[name] = { computed: computed[name], override };
    config[name] = override ?? computed[name];
  }
  return config;
}

/** What visitors see of a language: its live texts and the live facts (`texts` undefined: the empty default's). */
async function liveConfig(db: Executor, lang: string, row: configs.PortalConfigRow | undefined): Promise<PortalConfig> {
  const [facts, computed] = await Promise.all([configs.findFirmFacts(db), computeFigures(db)]);
  const config = configOf(row?.lang ?? lang, { ...textsOf(row), ...factsOf(facts) }, computed);
  if (row) config.updateTime = lastSave(row, facts);
  return config;
}

/** A language's unpublished texts (under its id) and the firm-wide facts' (shared by every language). */
async function draftsOf(db: Executor, id: number | undefined) {
  const [texts, facts] = await Promise.all([
    id === undefined ? new Map<number, StoredDraft<ConfigTexts>>() : findDrafts<ConfigTexts>(db, "portalConfigs", [id]),
    findDrafts<FirmFacts>(db, "firmFacts", [configs.FIRM_FACTS_ID]),
  ]);
  return { texts: id === undefined ? undefined : texts.get(id), facts: facts.get(configs.FIRM_FACTS_ID) };
}

/** The fields a language's configuration shows: with its drafts' fields where it has some (`withDrafts`). */
async function fieldsOf(db: Executor, row: configs.PortalConfigRow | undefined, withDrafts: boolean): Promise<SiteConfigFields> {
  const [facts, drafts] = await Promise.all([configs.findFirmFacts(db), withDrafts ? draftsOf(db, row?.id) : undefined]);
  // A draft kept before a fact existed lacks it: the live value stands in.
  return { ...(drafts?.texts?.fields ?? textsOf(row)), ...factsOf(facts), ...drafts?.facts?.fields };
}

/** A language's configuration as the back office reads it: live, with its window and its unpublished changes. */
async function readConfig(db: Executor, lang: string): Promise<PortalConfig> {
  const row = await configs.findPortalConfig(db, lang);
  const [config, drafts] = await Promise.all([liveConfig(db, lang, row), draftsOf(db, row?.id)]);
  if (row) {
    config.id = row.id;
    config.publishState = row.publishAt === null ? "draft" : "published";
    config.publishAt = row.publishAt;
  }
  const latest = [drafts.texts, drafts.facts].filter((draft) => draft !== undefined).sort((a, b) => (a.savedAt < b.savedAt ? 1 : -1))[0];
  if (latest) {
    const live = await fieldsOf(db, row, false);
    config.draft = {
      ...live,
      ...drafts.texts?.fields,
      ...drafts.facts?.fields,
      savedAt: latest.savedAt,
      operatorName: latest.operatorName,
      factsChanged: drafts.facts !== undefined,
    };
  }
  return config;
}

/** The configuration of one language for the editor; an empty default when none was saved. */
export async function getPortalConfig(db: Db, languages: LanguageRegistry, lang: string): Promise<PortalConfig> {
  await languages.assertKnown(lang, "query.lang");
  return readConfig(db, lang);
}

/** The facts the live legal notice lacks (decision 0067), for the dashboard's warnings. */
export async function findMissingLegalNoticeFacts(db: Executor): Promise<LegalNoticeRequirement[]> {
  return missingLegalNoticeFacts(factsOf(await configs.findFirmFacts(db)));
}

/** A language's configuration by its id; 404 for any other id. */
export async function rowById(db: Executor, id: number): Promise<configs.PortalConfigRow> {
  const row = await configs.findPortalConfigById(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  return row;
}

/** Refuses (412) a change whose `If-Match` is not the language's configuration's edit tag now (decision 0050). */
async function assertConfigUnchanged(trx: Executor, ifMatch: string | undefined, lang: string, id: number | undefined) {
  // Not named by the language's latest revision: the firm-wide facts may have changed from another language's editor.
  await assertUnchangedSince(trx, ifMatch, { label: LABEL, no: id ?? 0 }, async () => [await readConfig(trx, lang)]);
}

/** Records a revision of a language's configuration: `fields` (its drafts'), else what it shows now. */
async function recordRevision(
  trx: Executor,
  id: number,
  action: RevisionAction,
  by: { operator: Operator; keepRevisions: number },
  at: string,
  fields?: SiteConfigFields,
) {
  const row = await rowById(trx, id);
  await addRevision(
    trx,
    "portalConfigs",
    {
      itemNo: id,
      versionId: id,
      lang: row.lang,
      action,
      state: row.publishAt === null ? "draft" : "published",
      publishAt: row.publishAt,
      unpublishAt: null,
      fields: fields ?? (await fieldsOf(trx, row, false)),
      operatorId: by.operator.id,
      operatorName: by.operator.name,
      savedAt: at,
    },
    by.keepRevisions,
  );
}

/**
 * Keeps `fields` as the unpublished changes of a draft `table` row: none when they are the live
 * ones, the kept draft (and who saved it) when they equal it. Answers whether the draft changed.
 */
async function keepDraft<TFields extends object>(
  trx: Executor,
  table: "portalConfigs" | "firmFacts",
  id: number,
  fields: TFields,
  live: TFields,
  operator: Operator,
  at: string,
): Promise<boolean> {
  const kept = (await findDrafts<TFields>(trx, table, [id])).get(id);
  if (sameFields(fields, live)) return kept ? (await deleteDrafts(trx, table, [id])) > 0 : false;
  if (kept && sameFields(fields, kept.fields)) return false;
  await saveDraft(trx, table, { versionId: id, fields, operatorId: operator.id, operatorName: operator.name, savedAt: at });
  return true;
}

/**
 * Writes a language's configuration as the back office does (decision 0059): a configuration never
 * published takes its texts in place; a live one keeps them and gets them as its draft; the
 * firm-wide facts, live in every language, get theirs as their one draft. Recorded as a revision
 * when anything changed. Answers the configuration's id.
 */
async function writeDraft(
  trx: Executor,
  lang: string,
  fields: SiteConfigFields,
  by: { operator: Operator; keepRevisions: number },
  action: "save" | "restore",
  at: string,
): Promise<number> {
  const texts: ConfigTexts = {
    name: fields.name,
    introduce: fields.introduce,
    advantagesList: fields.advantagesList,
    environmentList: fields.environmentList,
  };
  const facts = Object.fromEntries(FIRM_FACT_FIELDS.map((name) => [name, fields[name]])) as FirmFacts;
  const row = await configs.findPortalConfig(trx, lang);
  const liveFacts = factsOf(await configs.findFirmFacts(trx));
  let changed = await keepDraft(trx, "firmFacts", configs.FIRM_FACTS_ID, facts, liveFacts, by.operator, at);
  let id: number;
  let inPlace = false;
  if (!row || row.publishAt === null) {
    inPlace = !row || !sameFields(texts, textsOf(row));
    id = inPlace ? await configs.upsertPortalConfig(trx, lang, storedTexts(texts), null, at) : row!.id;
    // A configuration never published has nothing live to keep: this save supersedes its draft.
    await deleteDrafts(trx, "portalConfigs", [id]);
    changed ||= inPlace;
  } else {
    id = row.id;
    changed = (await keepDraft(trx, "portalConfigs", id, texts, textsOf(row), by.operator, at)) || changed;
  }
  if (changed) {
    const recorded = await fieldsOf(trx, await configs.findPortalConfigById(trx, id), true);
    const revisionAction = action === "restore" ? "restore" : inPlace ? "save" : "saveDraft";
    await recordRevision(trx, id, revisionAction, by, at, recorded);
  }
  return id;
}

/**
 * Saves the configuration of the input's language and the firm-wide facts (the same for every
 * language), in one transaction; rich text is sanitised first. The specification's clients (no
 * `saveAs`) write both live, as before, and a configuration never published is published by it;
 * the back office's (`writer.asDraft`) are drafts (decision 0059). A firm-wide fact left out keeps
 * its value (its draft's, for a draft).
 */
export async function savePortalConfig(
  db: Db,
  languages: LanguageRegistry,
  input: PortalConfigInput,
  writer: Pick<Writer, "operator" | "asDraft" | "keepRevisions" | "ifMatch">,
): Promise<PortalConfig> {
  await languages.assertKnown(input.lang);
  const { lang, name, introduce, advantagesList, environmentList, ...facts } = input;
  // One task in the CPU pool for all of the request's texts (its queue counts tasks).
  const [cleanedIntroduce = "", ...contents] = await cleanRichTexts([
    { html: introduce, field: "body.introduce", lang, maxLength: PORTAL_TEXT_LIMITS.introduce },
    ...advantagesList.map(({ content }, index) => ({
      html: content,
      field: `body.advantagesList.${index}.content`,
      lang,
      maxLength: PORTAL_TEXT_LIMITS.advantageContent,
    })),
  ]);
  const advantages = advantagesList.map(({ title }, index) => ({ title, content: contents[index] ?? "" }));
  // A picture's own alt text (decision 0036) is kept only when written: the list is replaced whole.
  const environment = environmentList.map((item) => ({
    title: item.title,
    coverUrl: item.coverUrl,
    ...(item.alt ? { alt: item.alt } : {}),
  }));
  const texts: ConfigTexts = { name, introduce: cleanedIntroduce, advantagesList: advantages, environmentList: environment };
  const given = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as Partial<FirmFacts>;
  const at = now();
  await db.transaction().execute(async (trx) => {
    const row = await configs.findPortalConfig(trx, lang);
    await assertConfigUnchanged(trx, writer.ifMatch, lang, row?.id);
    if (writer.asDraft) {
      const shown = await fieldsOf(trx, row, true);
      await writeDraft(trx, lang, { ...shown, ...texts, ...given }, writer, "save", at);
    } else {
      const id = await configs.upsertPortalConfig(trx, lang, storedTexts(texts), at, at);
      await configs.upsertFirmFacts(trx, storedFacts(given), at);
      await recordRevision(trx, id, "save", writer, at);
    }
    await assertSavedUploads(trx, [
      ...pictureAt("body.iconUrl", facts.iconUrl),
      ...richTextPicturesAt("body.introduce", cleanedIntroduce),
      ...advantages.flatMap(({ content }, index) => richTextPicturesAt(`body.advantagesList.${index}.content`, content)),
      ...environment.flatMap(({ coverUrl }, index) => pictureAt(`body.environmentList.${index}.coverUrl`, coverUrl)),
    ]);
  });
  return readConfig(db, lang);
}

/**
 * Publishes a language's configuration: its texts' draft and the firm-wide facts' draft go live
 * in one transaction (the facts then in every language), and a configuration never published
 * becomes its language's. Recorded as a revision and in the audit log.
 */
export async function publishPortalConfig(db: Db, id: number, publisher: Publisher): Promise<PortalConfig> {
  return db.transaction().execute(async (trx) => {
    const row = await rowById(trx, id);
    await assertConfigUnchanged(trx, publisher.ifMatch, row.lang, id);
    publisher.changes({ id, lang: row.lang });
    const at = now();
    const drafts = await draftsOf(trx, id);
    if (drafts.texts) await configs.upsertPortalConfig(trx, row.lang, storedTexts(drafts.texts.fields), at, at);
    if (drafts.facts) await configs.upsertFirmFacts(trx, storedFacts(drafts.facts.fields), at);
    await deleteDrafts(trx, "portalConfigs", [id]);
    await deleteDrafts(trx, "firmFacts", [configs.FIRM_FACTS_ID]);
    await configs.publishPortalConfig(trx, id, at);
    await recordRevision(trx, id, "publish", publisher, at);
    return readConfig(trx, row.lang);
  });
}

/** Drops a language's unpublished texts and the firm-wide facts' unpublished changes; nothing live changes. */
export async function discardPortalConfigDraft(db: Db, id: number, publisher: Publisher): Promise<PortalConfig> {
  return db.transaction().execute(async (trx) => {
    const row = await rowById(trx, id);
    await assertConfigUnchanged(trx, publisher.ifMatch, row.lang, id);
    publisher.changes({ id, lang: row.lang });
    await deleteDrafts(trx, "portalConfigs", [id]);
    await deleteDrafts(trx, "firmFacts", [configs.FIRM_FACTS_ID]);
    return readConfig(trx, row.lang);
  });
}

/** A language's configuration's revisions, newest first. */
export async function listPortalConfigRevisions(db: Db, id: number): Promise<RevisionEntry[]> {
  await rowById(db, id);
  return listRevisions(db, "portalConfigs", id);
}

/** One revision of a configuration, with its fields. */
export async function readPortalConfigRevision(db: Db, revisionId: number): Promise<SiteConfigRevision> {
  const revision = await findRevision<SiteConfigFields>(db, "portalConfigs", revisionId);
  if (!revision) throw notFound(message("revision.notFound", { id: revisionId }));
  const { itemNo: _itemNo, ...entry } = revision;
  return { ...entry, unpublishAt: null };
}

/** Restores a revision's fields as its configuration's unpublished changes (one never published: in place). */
export async function restorePortalConfigRevision(db: Db, revisionId: number, publisher: Publisher): Promise<PortalConfig> {
  return db.transaction().execute(async (trx) => {
    const revision = await findRevision<SiteConfigFields>(trx, "portalConfigs", revisionId);
    const row = revision && (await configs.findPortalConfigById(trx, revision.versionId));
    if (!revision || !row) throw notFound(message("revision.notFound", { id: revisionId }));
    await assertConfigUnchanged(trx, publisher.ifMatch, row.lang, row.id);
    publisher.changes({ id: row.id, lang: row.lang });
    await writeDraft(trx, row.lang, revision.fields, publisher, "restore", now());
    return readConfig(trx, row.lang);
  });
}

/** Leaves out every headline figure that is marked invisible. */
export function withoutInvisibleFigures(config: PortalConfig): Omit<PublicPortalConfig, "documents"> {
  // The publication and the unpublished changes are the back office's business.
  const { lawyerCount, totalPeople, branchCount, figures: _figures, id: _id, publishState: _state, draft: _draft, ...window } = config;
  const { publishAt: _publishAt, unpublishAt: _unpublishAt, ...rest } = window;
  return {
    ...rest,
    ...(config.isLawyerCountVisible === 1 ? { lawyerCount } : {}),
    ...(config.isTotalPeopleVisible === 1 ? { totalPeople } : {}),
    ...(config.isBranchCountVisible === 1 ? { branchCount } : {}),
  };
}

/**
 * The configuration a visitor sees: that of the request's language, else en_US, else the first
 * language that has one (the answer's `lang` says which); an empty default when there is none. In
 * the preview of a legal document's version (`previewed.document`), its document is among
 * `documents`; in the preview of a language's configuration (`previewed.siteConfig`, decision
 * 0059), that language's answer is its configuration with its and the firm-wide facts' unpublished changes.
 */
export async function getPublicPortalConfig(
  db: Db,
  lang: string,
  previewed: { document?: number | undefined; siteConfig?: number | undefined } = {},
): Promise<PublicPortalConfig> {
  const shown = previewed.siteConfig === undefined ? undefined : await configs.findPortalConfigById(db, previewed.siteConfig);
  const row =
    (shown?.lang === lang ? shown : undefined) ??
    (await configs.findPublicPortalConfig(db, lang)) ??
    (lang === FALLBACK_LOCALE ? undefined : await configs.findPublicPortalConfig(db, FALLBACK_LOCALE)) ??
    (await configs.findFirstPublicPortalConfig(db));
  const read =
    row && row === shown
      ? Promise.all([fieldsOf(db, row, true), computeFigures(db)]).then(([fields, computed]) => configOf(row.lang, fields, computed))
      : liveConfig(db, lang, row);
  const [config, documents] = await Promise.all([read.then(withoutInvisibleFigures), listPublicDocumentNames(db, previewed.document)]);
  // The logo and the environment's pictures, described in the answer's language in one query; the
  // rich texts' pictures are served as a screen needs them (decisions 0034 and 0036).
  const [describe, servePictures] = await Promise.all([
    describeImages(db, [config.iconUrl, ...config.environmentList.map((item) => item.coverUrl)], config.lang),
    serveRichTextPictures(db, [config.introduce, ...config.advantagesList.map((advantage) => advantage.content)], config.lang),
  ]);
  const iconDescription = describe(config.iconUrl);
  return {
    ...config,
    documents,
    introduce: servePictures(config.introduce),
    advantagesList: config.advantagesList.map((advantage) => ({ ...advantage, content: servePictures(advantage.content) })),
    ...(iconDescription ? { iconDescription } : {}),
    // A picture's own alt text goes into its description, which the site reads (decision 0036).
    environmentList: config.environmentList.map(({ alt, ...item }) => {
      const coverDescription = withPlaceAlt(describe(item.coverUrl), alt);
      return coverDescription ? { ...item, coverDescription } : item;
    }),
  };
}
