import {
  bannerEndpoints,
  type BannerFields,
  type BannerInput,
  type BannerVersion,
  type Paging,
  type PublishState,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { forbidden, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { assertMayWriteLanguage, type LanguageLimit } from "../translations/language-limit.ts";
import { inTransaction } from "../translations/translated-items.ts";
import { assertSavedUploads, pictureAt } from "../media/saved-uploads.ts";
import { draftAnswer, findDrafts, type StoredDraft } from "../publishing/drafts.repository.ts";
import { publicationOf } from "../publishing/publication.ts";
import { assertUnchangedSince } from "../publishing/edit-tags.ts";
import * as publishing from "../publishing/versions.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PublishableKind, Writer } from "../publishing/versions.ts";
import { fieldsAsStored, type KindPublishing } from "../publishing/publishing.routes.ts";
import * as banners from "./banners.repository.ts";
import { toBanner } from "./banners.presentation.ts";

const LABEL = message("entity.banner");

const bannerNotFound = (id: number) => notFound(message("item.notFoundById", { entity: LABEL, id }));

/** The fields a banner's draft and revisions keep: all but the pin. */
const fieldsOf = (row: Pick<banners.BannerRow, keyof BannerFields>): BannerFields => ({
  lang: row.lang,
  imgPath: row.imgPath,
  imgAlt: row.imgAlt,
  title: row.title,
  subTitle: row.subTitle,
  linkUrl: row.linkUrl,
});

/**
 * Banners as the publishing rules read and write them (decision 0035): each banner is one
 * language's row and an item of its own, so its id is its item's number.
 */
const bannerVersions: PublishableKind<BannerFields> = {
  table: PUBLISHABLE_KINDS.banner.table,
  label: LABEL,
  findPublication: (db, id) => banners.findPublication(db, id),
  async liveFields(db, id) {
    const row = await banners.findBanner(db, id);
    return row && fieldsOf(row);
  },
  async writeFields(db, id, fields, { at }) {
    // Drafts and revisions kept before the picture had its own alt text have none.
    await banners.updateBanner(db, id, { ...fields, imgAlt: fields.imgAlt ?? null, updatedAt: at });
  },
  publishable: async (_db, fields) => fields,
  // A banner's language is one of its fields: a revision restored in another language moves it.
  languageOf: (fields) => fields.lang,
  datedByPublication: false,
  // Banners are not searched.
  refreshSearch: async () => undefined,
};

/** A banner as the back office reads it: with its publication window and its draft. */
function toBannerVersion(row: banners.BannerRow, draft: StoredDraft<BannerFields> | undefined): BannerVersion {
  return { ...toBanner(row), imgAlt: row.imgAlt, ...publicationOf(row), draft: draftAnswer(draft) };
}

async function versionOf(db: Executor, id: number): Promise<BannerVersion> {
  const row = await banners.findBanner(db, id);
  if (!row) throw bannerNotFound(id);
  return toBannerVersion(row, (await findDrafts<BannerFields>(db, "banners", [id])).get(id));
}

/** The publishing calls of banners (decision 0035): each answers the banner, its own item. */
export const bannerPublishing: KindPublishing<BannerFields, BannerVersion, BannerFields> = {
  kind: bannerVersions,
  versions: versionOf,
  revisionFields: fieldsAsStored,
  endpoints: bannerEndpoints,
};

export async function getBanner(db: Db, id: number): Promise<BannerVersion> {
  return versionOf(db, id);
}

export async function listBanners(
  db: Db,
  languages: LanguageRegistry,
  query: Paging & { lang?: string | undefined; publishState?: PublishState | undefined },
) {
  if (query.lang) await languages.assertKnown(query.lang, "query.lang");
  const { rows, pageable } = await banners.listBanners(db, { lang: query.lang || undefined, publishState: query.publishState }, query);
  const drafts = await findDrafts<BannerFields>(
    db,
    "banners",
    rows.map((row) => row.id),
  );
  return { result: rows.map((row) => toBannerVersion(row, drafts.get(row.id))), pageable };
}

/** A banner is one language version: a translator writes those of its languages, and pins none. */
function assertTranslatorMay(limit: LanguageLimit, lang: string, pinChanged: boolean) {
  assertMayWriteLanguage(limit, lang);
  if (limit && pinChanged) throw forbidden(message("rights.cannotPin"));
}

/** A new banner: a draft when `writer` saves drafts (the back office), else published at once (decision 0035). */
export async function createBanner(db: Db, languages: LanguageRegistry, input: BannerInput, writer: Writer): Promise<BannerVersion> {
  assertTranslatorMay(writer.limit, input.lang, input.top === 1);
  await languages.assertKnown(input.lang);
  const { top, ...values } = input;
  return inTransaction(db, LABEL, async (trx) => {
    const at = now();
    const id = await banners.insertBanner(trx, {
      ...values,
      imgAlt: values.imgAlt ?? null,
      top: top ?? 0,
      at,
      publishAt: writer.asDraft ? null : at,
    });
    await publishing.recordRevision(trx, bannerVersions, id, "save", writer, at);
    await assertSavedUploads(trx, pictureAt("body.imgPath", values.imgPath));
    return versionOf(trx, id);
  });
}

/**
 * Saves a banner's fields: an edit of a published or scheduled banner is its draft when `writer`
 * saves drafts; the pin is written at once, as it always was.
 */
export async function updateBanner(
  db: Db,
  languages: LanguageRegistry,
  id: number,
  input: BannerInput,
  writer: Writer,
): Promise<BannerVersion> {
  const stored = await banners.findBanner(db, id);
  if (!stored) throw bannerNotFound(id);
  assertTranslatorMay(writer.limit, stored.lang, input.top !== undefined && input.top !== stored.top);
  assertMayWriteLanguage(writer.limit, input.lang);
  await languages.assertKnown(input.lang);
  const { top, ...values } = input;
  return inTransaction(db, LABEL, async (trx) => {
    await assertUnchangedSince(trx, writer.ifMatch, { label: LABEL, no: id, revisions: bannerVersions.table }, async () => [
      await versionOf(trx, id),
    ]);
    const at = now();
    if (top !== undefined && top !== stored.top) await banners.updateBanner(trx, id, { top, updatedAt: at });
    // An alt text left out (the specification's clients know none) keeps the stored one.
    const fields = { ...values, imgAlt: values.imgAlt === undefined ? stored.imgAlt : values.imgAlt };
    await publishing.writeVersion(trx, bannerVersions, id, fields, { ...writer, at, action: "save" });
    await assertSavedUploads(trx, pictureAt("body.imgPath", fields.imgPath));
    return versionOf(trx, id);
  });
}

export async function setBannerTop(db: Db, id: number, top: 0 | 1): Promise<BannerVersion> {
  if (!(await banners.updateBanner(db, id, { top, updatedAt: now() }))) throw bannerNotFound(id);
  return getBanner(db, id);
}

/** Deletes a banner; 404 for an unknown id, 412 when `ifMatch` is no longer its edit tag (decision 0061). */
export async function deleteBanner(db: Db, id: number, ifMatch?: string): Promise<void> {
  const deleted = await inTransaction(db, LABEL, async (trx) => {
    await assertUnchangedSince(trx, ifMatch, { label: LABEL, no: id, revisions: bannerVersions.table }, async () => [
      await versionOf(trx, id),
    ]);
    return banners.deleteBanner(trx, id);
  });
  if (!deleted) throw bannerNotFound(id);
}
