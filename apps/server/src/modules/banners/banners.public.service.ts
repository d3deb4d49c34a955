import { BANNER_FIELDS, pictureOf, type Banner, type BannerFields } from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import { withPictureDescriptions } from "../media/image-descriptions.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import * as banners from "./banners.repository.ts";
import { toBanner } from "./banners.presentation.ts";

/**
 * The banners of one language's home page: the published ones, pinned first, then newest; in the
 * preview of a banner (decision 0035, slice 5) whose draft (else the banner) is of that language,
 * that banner with its draft's fields too, in place of its public version or, when it is not public
 * there, where its pin and age put it.
 */
async function shownBannerRows(db: Executor, lang: string, previewedId: number | undefined): Promise<banners.BannerRow[]> {
  const rows = await banners.listBannersOfLanguage(db, lang);
  const previewed = previewedId === undefined ? undefined : await banners.findBanner(db, previewedId);
  if (!previewed) return rows;
  const draft = (await findDrafts<BannerFields>(db, "banners", [previewed.id])).get(previewed.id);
  const shown = { ...previewed, ...draft?.fields };
  if (shown.lang !== lang) return rows;
  return [...rows.filter((row) => row.id !== previewed.id), shown].sort(
    (a, b) => b.top - a.top || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
}

/** The banners a visitor sees: the published ones of one language, pinned first, then newest (a preview's: `previewedId` too). */
export async function listPublicBanners(db: Db, lang: string, previewedId?: number): Promise<Banner[]> {
  const rows = await shownBannerRows(db, lang, previewedId);
  return withPictureDescriptions(
    db,
    rows.map((row) => ({ ...toBanner(row), imgAlt: row.imgAlt })),
    lang,
    pictureOf(BANNER_FIELDS, "imgPath"),
  );
}
