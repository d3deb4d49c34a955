import {
  pageMetaOf,
  PRACTICE_AREA_FIELDS,
  pictureOf,
  type PracticeArea,
  type PracticeAreaFields,
  type PracticeAreaLink,
  type PracticeAreaPageTurn,
  type PublicPracticeArea,
} from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { listLawyersPractising, listPeopleByIds } from "../people/people.public.service.ts";
import { withPictureDescriptions } from "../media/image-descriptions.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { versionList } from "../translations/translated-items.ts";
import * as translations from "../translations/translations.repository.ts";
import { pageMetaColumns } from "../page-meta/page-meta.ts";
import * as practiceAreas from "./practice-areas.repository.ts";
import { LABEL, present } from "./practice-areas.presentation.ts";

/** The icon as declared: its description. */
const ICON = pictureOf(PRACTICE_AREA_FIELDS, "iconUrl");

function toLink(row: practiceAreas.PracticeAreaRow): PracticeAreaLink {
  return { id: row.id, no: row.no, lang: row.lang, name: row.name, slug: row.slug, iconUrl: row.iconUrl, sort: row.sort };
}

/** The practice areas of a visitor's language in order. */
export async function listPublicPracticeAreas(db: Db, lang: string): Promise<PracticeArea[]> {
  const areas = await present(db, await practiceAreas.listPracticeAreas(db, lang, true), true);
  const [described, servePictures] = await Promise.all([
    withPictureDescriptions(db, areas, lang, ICON),
    serveRichTextPictures(
      db,
      areas.map((area) => area.introduce),
      lang,
    ),
  ]);
  return described.map((area) => ({ ...area, introduce: servePictures(area.introduce) }));
}

/**
 * One public version for a visitor, with the item's public versions, its key contacts and the
 * lawyers of its language who practise it; a draft is not found. A previewed version (decision
 * 0035, slice 5) is read whatever its state, with its draft's name, introduction and icon.
 */
export async function readPublicPracticeArea(db: Db, id: number, previewed = false): Promise<PublicPracticeArea> {
  const stored = previewed ? await practiceAreas.findPracticeArea(db, id) : await practiceAreas.findPublicPracticeArea(db, id);
  if (!stored) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  // A preview shows the draft's fields, its key contacts included.
  const draft = previewed ? (await findDrafts<PracticeAreaFields>(db, "practiceAreas", [id])).get(id)?.fields : undefined;
  const row = draft
    ? { ...stored, name: draft.name, introduce: draft.introduce, iconUrl: draft.iconUrl, ...pageMetaColumns(pageMetaOf(draft)) }
    : stored;
  const [[item], versions, practising, servePictures] = await Promise.all([
    present(db, [row], true).then((items) => withPictureDescriptions(db, items, row.lang, ICON)),
    translations.findPublicVersionsByNo(db, "practiceAreas", row.no),
    listLawyersPractising(db, row.id),
    serveRichTextPictures(db, [row.introduce], row.lang),
  ]);
  const keyContactIds = draft?.keyContactIds ?? item!.keyContactIds;
  const keyContacts = await listPeopleByIds(db, keyContactIds);
  // Key contacts come first on the page; the lawyers' list does not repeat them.
  const people = practising.filter((person) => !keyContactIds.includes(person.id));
  return {
    ...item!,
    ...pageMetaOf(row),
    introduce: servePictures(item!.introduce),
    keyContactIds: keyContacts.map((person) => person.id),
    versions: versionList(versions),
    keyContacts,
    people,
  };
}

/**
 * The practice areas before and after the one numbered `no`, in sort order among those of
 * `lang` (the item itself need not exist in `lang`); null at either end.
 */
export async function pageTurn(db: Db, no: number, lang: string): Promise<PracticeAreaPageTurn> {
  const sort = await practiceAreas.findPublicSortOf(db, no);
  if (sort === undefined) throw notFound(message("item.notFoundByNo", { entity: LABEL, no }));
  const { previous, next } = await practiceAreas.findNeighbours(db, lang, { sort, no });
  return { previous: previous ? toLink(previous) : null, next: next ? toLink(next) : null };
}
