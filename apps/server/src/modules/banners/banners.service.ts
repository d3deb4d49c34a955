import type { Banner, BannerInput, Paging } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { forbidden, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { assertMayWriteLanguage, type LanguageLimit } from "../translations/language-limit.ts";
import { withImageDescriptions } from "../media/image-descriptions.ts";
import * as banners from "./banners.repository.ts";

function toBanner(row: banners.BannerRow): Banner {
  const { createdAt, updatedAt, top, ...rest } = row;
  return { ...rest, top: top === 1 ? 1 : 0, createTime: createdAt, updateTime: updatedAt };
}

const bannerNotFound = (id: number) => notFound(message("item.notFoundById", { entity: message("entity.banner"), id }));

export async function getBanner(db: Db, id: number): Promise<Banner> {
  const row = await banners.findBanner(db, id);
  if (!row) throw bannerNotFound(id);
  return toBanner(row);
}

export async function listBanners(db: Db, languages: LanguageRegistry, query: Paging & { lang?: string }) {
  if (query.lang) await languages.assertKnown(query.lang, "query.lang");
  const { rows, pageable } = await banners.listBanners(db, { lang: query.lang || undefined }, query);
  return { result: rows.map(toBanner), pageable };
}

/** The banners a visitor sees: those of one language, pinned first, then newest. */
export async function listPublicBanners(db: Db, lang: string): Promise<Banner[]> {
  return withImageDescriptions(db, (await banners.listBannersOfLanguage(db, lang)).map(toBanner), lang, "imgPath", "imgDescription");
}

/** A banner is one language version: a translator writes those of its languages, and pins none. */
function assertTranslatorMay(limit: LanguageLimit, lang: string, pinChanged: boolean) {
  assertMayWriteLanguage(limit, lang);
  if (limit && pinChanged) throw forbidden(message("rights.cannotPin"));
}

export async function createBanner(db: Db, languages: LanguageRegistry, input: BannerInput, limit: LanguageLimit): Promise<Banner> {
  assertTranslatorMay(limit, input.lang, input.top === 1);
  await languages.assertKnown(input.lang);
  const { top, ...values } = input;
  const id = await banners.insertBanner(db, { ...values, top: top ?? 0, at: now() });
  return getBanner(db, id);
}

export async function updateBanner(
  db: Db,
  languages: LanguageRegistry,
  id: number,
  input: BannerInput,
  limit: LanguageLimit,
): Promise<Banner> {
  if (limit) {
    const stored = await banners.findBanner(db, id);
    if (!stored) throw bannerNotFound(id);
    assertTranslatorMay(limit, stored.lang, input.top !== undefined && input.top !== stored.top);
    assertMayWriteLanguage(limit, input.lang);
  }
  await languages.assertKnown(input.lang);
  const { top, ...values } = input;
  const updated = await banners.updateBanner(db, id, { ...values, ...(top === undefined ? {} : { top }), updatedAt: now() });
  if (!updated) throw bannerNotFound(id);
  return getBanner(db, id);
}

export async function setBannerTop(db: Db, id: number, top: 0 | 1): Promise<Banner> {
  if (!(await banners.updateBanner(db, id, { top, updatedAt: now() }))) throw bannerNotFound(id);
  return getBanner(db, id);
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  if (!(await banners.deleteBanner(db, id))) throw bannerNotFound(id);
}
