import type { MediaDetail, MediaItem, MediaListQuery, MediaText, MediaUpdate, MediaUsage } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import { findUpload, removeUploadFiles, uploadUrl } from "../files/files.service.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { assertMayWriteLanguage, type LanguageLimit } from "../translations/language-limit.ts";
import { inTransaction } from "../translations/translated-items.ts";
import * as media from "./media.repository.ts";
import type { ObjectStore } from "../../storage/object-store.ts";

const mediaNotFound = (id: number) => notFound(message("item.notFoundById", { entity: message("entity.mediaItem"), id }));

/** The texts of each upload, by upload id and language. */
async function textsOf(db: Db, fileIds: readonly number[]): Promise<Map<number, Record<string, MediaText>>> {
  const texts = new Map<number, Record<string, MediaText>>();
  for (const { fileId, lang, alt, caption } of await media.listMediaTexts(db, fileIds)) {
    texts.set(fileId, { ...texts.get(fileId), [lang]: { alt, caption } });
  }
  return texts;
}

function toMediaItem(row: media.MediaRow, texts: Record<string, MediaText> | undefined, usageCount: number): MediaItem {
  return {
    id: row.id,
    url: uploadUrl(row.storedName),
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
    uploaderName: row.uploaderName,
    createTime: row.createdAt,
    texts: texts ?? {},
    focalX: row.focalX,
    focalY: row.focalY,
    decorative: row.decorative === 1 ? 1 : 0,
    usageCount,
  };
}

/**
 * A page of the library, newest first; `unused` leaves out every upload a place uses. The usages
 * are counted in their index (decision 0140), for the page's uploads only.
 */
export async function listMedia(db: Db, query: MediaListQuery) {
  await media.refreshUsages(db);
  const listed = await media.listMediaKeys(db, { ...query, unused: query.unused === 1 });
  const start = (query.pageNo - 1) * query.pageSize;
  const page = listed.slice(start, start + query.pageSize);
  const ids = page.map((key) => key.id);
  const [rows, texts, counts] = await Promise.all([
    media.findMediaRows(db, ids),
    textsOf(db, ids),
    media.countUsages(
      db,
      page.map((key) => key.storedName),
    ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMediaItem(row, texts.get(id), counts.get(row.storedName) ?? 0)] : [];
  });
  return { result, pageable: { pageNo: query.pageNo, pageSize: query.pageSize, totalCount: listed.length } };
}

async function findMediaRow(db: Db, id: number) {
  const [row] = await media.findMediaRows(db, [id]);
  if (!row) throw mediaNotFound(id);
  return row;
}

/** One media item with every place that uses it. */
export async function getMedia(db: Db, id: number): Promise<MediaDetail> {
  const row = await findMediaRow(db, id);
  const [used, texts] = await Promise.all([media.findUsages(db, row.storedName), textsOf(db, [id])]);
  return { ...toMediaItem(row, texts.get(id), used.length), usages: used };
}

/** The item an upload address names, with its usages; null when it names none. */
export async function findMediaByUrl(db: Db, url: string): Promise<MediaDetail | null> {
  const upload = await findUpload(db, { url });
  return upload ? getMedia(db, upload.fileId) : null;
}

/** Who changes a media item: the languages whose texts it writes, and whether it may change what every language shares. */
export interface MediaWriter {
  limit: LanguageLimit;
  /** The focal point and the decorative mark, which every language shows (Editors' right: `content.write`). */
  changesSharedFacts: boolean;
}

/**
 * Changes an item's focal point, decorative mark and the texts of the languages sent. A
 * translator may send the texts of other languages and the shared facts as they are, but change
 * only its own languages' texts: a decorative mark would drop every language's alt text
 * (decision 0041).
 */
export async function updateMedia(db: Db, languages: LanguageRegistry, input: MediaUpdate, writer: MediaWriter): Promise<MediaDetail> {
  const { id, texts, ...facts } = input;
  const row = await findMediaRow(db, id);
  const factsChanged = row.focalX !== facts.focalX || row.focalY !== facts.focalY || (row.decorative === 1 ? 1 : 0) !== facts.decorative;
  if (factsChanged && !writer.changesSharedFacts) throw forbidden(message("rights.sharedPictureFacts"));
  const stored = (await textsOf(db, [id])).get(id) ?? {};
  const changed = Object.entries(texts).filter(([lang, text]) => {
    const before = stored[lang] ?? { alt: "", caption: "" };
    return before.alt !== text.alt || before.caption !== text.caption;
  });
  for (const [lang] of changed) {
    await languages.assertKnown(lang, `body.texts.${lang}`);
    assertMayWriteLanguage(writer.limit, lang);
  }
  await db.transaction().execute(async (trx) => {
    if (!(await media.updateMediaFacts(trx, id, facts))) throw mediaNotFound(id);
    for (const [lang, text] of changed) await media.saveMediaText(trx, id, lang, text);
  });
  return getMedia(db, id);
}

/**
 * How a place that shows the item reads in a message: its title and language. The kinds of places
 * are labelled by the back office, which lists every usage with its kind and a link (decision
 * 0036); this refusal only guards the call.
 */
function describePlace(usage: MediaUsage): Message {
  const place = { title: usage.title, lang: usage.lang ?? "—" };
  return message(usage.source === "draft" ? "media.usageDraft" : "media.usage", place);
}

/**
 * Why an item in use cannot be deleted. A place that shows it is for the editor to change; an
 * earlier version in History is not: it goes once History no longer keeps it (the newest
 * `keepRevisions` of each item), or with its item, so the refusal says that instead.
 */
function refusalToDelete(usages: readonly MediaUsage[], keepRevisions: number): Message {
  const places = usages.filter((usage) => usage.source !== "revision").map(describePlace);
  const inHistory = usages.filter((usage) => usage.source === "revision").map(describePlace);
  if (inHistory.length === 0) return message("media.inUse", { uses: places });
  const history = { items: inHistory, keep: keepRevisions };
  return places.length === 0 ? message("media.keptInHistory", history) : message("media.inUseAndHistory", { uses: places, ...history });
}

/**
 * Deletes an item and its files (variants too); refused (409) while a place uses it: a version, a
 * version's draft or a revision History can restore (of the newest `keepRevisions` per item). The
 * usages are read in the delete's transaction with the places locked against saves
 * (`lockAddressPlaces`), so that a save racing the delete is either seen (409) or made after it;
 * the files go once the row is gone for good. Answers the upload's stored name.
 */
export async function deleteMedia(db: Db, uploads: ObjectStore, keepRevisions: number, id: number): Promise<string> {
  const row = await findMediaRow(db, id);
  const entity = message("entity.mediaItem");
  await inTransaction(db, entity, async (trx) => {
    await media.lockAddressPlaces(trx);
    const usages = await media.findUsages(trx, row.storedName);
    if (usages.length > 0) throw conflict(refusalToDelete(usages, keepRevisions));
    await media.deleteMediaRow(trx, id);
  }).catch((error: unknown) => {
    // PostgreSQL's deadlock_detected: a save that held one of the places while waiting for another the delete had locked.
    if ((error as { code?: unknown } | null)?.code === "40P01") throw conflict(message("item.changedConcurrently", { entity }));
    throw error;
  });
  await removeUploadFiles(uploads, [row.storedName]);
  return row.storedName;
}
