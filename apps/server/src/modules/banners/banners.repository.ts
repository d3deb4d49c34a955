import type { Paging } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";

const bannerColumns = ["id", "lang", "imgPath", "title", "subTitle", "top", "linkUrl", "createdAt", "updatedAt"] as const;

export interface BannerValues {
  lang: string;
  imgPath: string;
  title: string;
  subTitle: string;
  linkUrl: string | null;
}

export async function findBanner(db: Executor, id: number) {
  return db.selectFrom("banners").select(bannerColumns).where("id", "=", id).executeTakeFirst();
}

export type BannerRow = NonNullable<Awaited<ReturnType<typeof findBanner>>>;

/** Pinned first, then newest; the id breaks ties between banners saved in the same millisecond. */
export async function listBanners(db: Executor, filter: { lang?: string }, paging: Paging) {
  let query = db.selectFrom("banners").select(bannerColumns);
  if (filter.lang) query = query.where("lang", "=", filter.lang);
  return fetchPage(query, paging, (q) => q.orderBy("top", "desc").orderBy("createdAt", "desc").orderBy("id", "desc"));
}

export async function listBannersOfLanguage(db: Executor, lang: string) {
  return db
    .selectFrom("banners")
    .select(bannerColumns)
    .where("lang", "=", lang)
    .orderBy("top", "desc")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function insertBanner(db: Executor, banner: BannerValues & { top: number; at: string }): Promise<number> {
  const { at, ...values } = banner;
  const row = await db
    .insertInto("banners")
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the banner exists (and so was updated). */
export async function updateBanner(db: Executor, id: number, changes: Partial<BannerValues> & { top?: number; updatedAt: string }) {
  const result = await db.updateTable("banners").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the banner existed. */
export async function deleteBanner(db: Executor, id: number) {
  const result = await db.deleteFrom("banners").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
