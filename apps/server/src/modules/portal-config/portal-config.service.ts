import {
  PORTAL_TEXT_LIMITS,
  advantageSchema,
  environmentSchema,
  FALLBACK_LOCALE,
  HEADLINE_FIGURES,
  type HeadlineFigureName,
  type PortalConfig,
  type PortalConfigInput,
  type PublicPortalConfig,
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
import { assertUnchangedSince } from "../publishing/edit-tags.ts";
import * as configs from "./portal-config.repository.ts";

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

/** One language's texts with the firm's facts filled in; each figure is its override, else its computed value. */
async function withFirmFacts(db: Executor, lang: string, row: configs.PortalConfigRow | undefined): Promise<PortalConfig> {
  const [facts, computed] = await Promise.all([configs.findFirmFacts(db), computeFigures(db)]);
  const config = emptyPortalConfig(row?.lang ?? lang);
  if (row) {
    config.name = row.name;
    config.introduce = row.introduce;
    config.advantagesList = parseList(row.advantagesList, advantageSchema);
    config.environmentList = parseList(row.environmentList, environmentSchema);
    config.updateTime = lastSave(row, facts);
  }
  if (facts) {
    config.iconUrl = facts.iconUrl;
    config.address = facts.address;
    config.email = facts.email;
    config.tel = facts.tel;
    config.isLawyerCountVisible = flag(facts.isLawyerCountVisible);
    config.isTotalPeopleVisible = flag(facts.isTotalPeopleVisible);
    config.isBranchCountVisible = flag(facts.isBranchCountVisible);
  }
  for (const name of HEADLINE_FIGURES) {
    const override = facts?.[name] ?? null;
    config.figures[name] = { computed: computed[name], override };
    config[name] = override ?? computed[name];
  }
  return config;
}

/** The configuration of one language for the editor; an empty default when none was saved. */
export async function getPortalConfig(db: Db, languages: LanguageRegistry, lang: string): Promise<PortalConfig> {
  await languages.assertKnown(lang, "query.lang");
  return withFirmFacts(db, lang, await configs.findPortalConfig(db, lang));
}

/**
 * Creates or replaces the configuration of the input's language and the firm-wide facts (the same
 * for every language), in one transaction; rich text is sanitised first.
 */
export async function savePortalConfig(
  db: Db,
  languages: LanguageRegistry,
  input: PortalConfigInput,
  /** The configuration's edit tag as the editor read it: refused (412) if it changed since. */
  ifMatch?: string,
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
  const at = now();
  await db.transaction().execute(async (trx) => {
    await assertUnchangedSince(trx, ifMatch, { label: message("entity.siteConfig"), no: 0 }, async () => {
      const [row, facts] = await Promise.all([configs.findPortalConfig(trx, lang), configs.findFirmFacts(trx)]);
      return [{ lang, updateTime: row ? lastSave(row, facts) : null }];
    });
    await configs.upsertPortalConfig(
      trx,
      {
        lang,
        name,
        introduce: cleanedIntroduce,
        advantagesList: JSON.stringify(advantages),
        environmentList: JSON.stringify(environment),
      },
      at,
    );
    await configs.upsertFirmFacts(trx, facts, at);
    await assertSavedUploads(trx, [
      ...pictureAt("body.iconUrl", facts.iconUrl),
      ...richTextPicturesAt("body.introduce", cleanedIntroduce),
      ...advantages.flatMap(({ content }, index) => richTextPicturesAt(`body.advantagesList.${index}.content`, content)),
      ...environment.flatMap(({ coverUrl }, index) => pictureAt(`body.environmentList.${index}.coverUrl`, coverUrl)),
    ]);
  });
  return getPortalConfig(db, languages, lang);
}

/** Leaves out every headline figure that is marked invisible. */
export function withoutInvisibleFigures(config: PortalConfig): Omit<PublicPortalConfig, "documents"> {
  const { lawyerCount, totalPeople, branchCount, figures: _figures, ...rest } = config;
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
 * the preview of a legal document's version (`previewedDocumentId`), its document is among `documents`.
 */
export async function getPublicPortalConfig(db: Db, lang: string, previewedDocumentId?: number): Promise<PublicPortalConfig> {
  const row =
    (await configs.findPortalConfig(db, lang)) ??
    (lang === FALLBACK_LOCALE ? undefined : await configs.findPortalConfig(db, FALLBACK_LOCALE)) ??
    (await configs.findFirstPortalConfig(db));
  const [config, documents] = await Promise.all([
    withFirmFacts(db, lang, row).then(withoutInvisibleFigures),
    listPublicDocumentNames(db, previewedDocumentId),
  ]);
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
