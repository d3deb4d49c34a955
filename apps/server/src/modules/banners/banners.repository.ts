import type { Paging, PublishState } from "@lawfirm/contract";
import { builtOnce } from "../../db/built-once.ts";
import { now, type Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { isInState, isPublic } from "../publishing/publication.ts";
import { deleteWhatNamesVersions } from "../publishing/deleted-versions.repository.ts";

const bannerColumns = [
  "id",
  "lang",
  "imgPath",
  "imgAlt",
  "title",
  "subTitle",
  "top",
  "linkUrl",
  "publishAt",
  "unpublishAt",
  "createdAt",
  "updatedAt",
] as const;

export interface BannerValues {
  lang: string;
  imgPath: string;
  imgAlt: string | null;
  title: string;
  subTitle: string;
  linkUrl: string | null;
}

export async function findBanner(db: Executor, id: number) {
  return db.selectFrom("banners").select(bannerColumns).where("id", "=", id).executeTakeFirst();
}

export type BannerRow = NonNullable<Awaited<ReturnType<typeof findBanner>>>;

/** A banner's language and publication window; `no` is its id: each banner is an item of its own (decision 0035). */
export async function findPublication(db: Executor, id: number) {
  const row = await db.selectFrom("banners").select(["id", "lang", "publishAt", "unpublishAt"]).where("id", "=", id).executeTakeFirst();
  return row && { no: row.id, lang: row.lang, publishAt: row.publishAt, unpublishAt: row.unpublishAt };
}

/** Pinned first, then newest; the id breaks ties between banners saved in the same millisecond. */
export async function listBanners(db: Executor, filter: { lang?: string; publishState?: PublishState }, paging: Paging) {
  let query = db.selectFrom("banners").select(bannerColumns);
  if (filter.lang) query = query.where("lang", "=", filter.lang);
  if (filter.publishState) query = query.where(isInState("banners", filter.publishState));
  return fetchPage(query, paging, (q) => q.orderBy("top", "desc").orderBy("createdAt", "desc").orderBy("id", "desc"));
}

/** The public banners of one language (decision 0035: published ones only). */
export async function listBannersOfLanguage(db: Executor, lang: string) {
  return publicBannersOfLanguage(db, { lang, at: now() });
}

const publicBannersOfLanguage = builtOnce((db, { lang, at }: { lang: string; at: string }) =>
  db
    .selectFrom("banners")
    .select(bannerColumns)
    .where("lang", "=", lang)
    .where(isPublic("banners", at))
    .orderBy("top", "desc")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc"),
);

export async function insertBanner(
  db: Executor,
  banner: BannerValues & { top: number; at: string; publishAt: string | null },
): Promise<number> {
  const { at, ...values } = banner;
  const row = await db
    .insertInto("banners")
    .values({ ...values, unpublishAt: null, createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the banner exists (and so was updated). */
export async function updateBanner(db: Executor, id: number, changes: Partial<BannerValues> & { top?: number; updatedAt: string }) {
  const result = await db.updateTable("banners").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the banner existed; its draft, revisions and reviews go with it. */
export async function deleteBanner(db: Executor, id: number) {
  await deleteWhatNamesVersions(db, "banners", [id]);
  const result = await db.deleteFrom("banners").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
