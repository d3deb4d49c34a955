import { pageMetaOf, type JobOpeningCard, type JobOpeningFields, type Paging, type PublicJobOpening } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { versionList } from "../translations/translated-items.ts";
import * as translations from "../translations/translations.repository.ts";
import { pageMetaColumns } from "../page-meta/page-meta.ts";
import * as openings from "./job-openings.repository.ts";
import { LABEL, present } from "./job-openings.presentation.ts";

/** The site's filters as the address gives them: an office's or a practice area's version id (any language), a level. */
export interface PublicListQuery extends Paging {
  office?: number | undefined;
  practiceAreaId?: number | undefined;
  level?: openings.PublicFilters["level"];
}

/**
 * The open positions of a visitor's language, newest first. A filter names an office or practice
 * area by any of its versions; one that names none finds nothing.
 */
export async function listPublicJobOpenings(db: Db, lang: string, query: PublicListQuery) {
  const [officeNo, practiceAreaNo] = await Promise.all([
    query.office === undefined ? undefined : openings.itemNoOf(db, "offices", query.office).then((no) => no ?? 0),
    query.practiceAreaId === undefined ? undefined : openings.itemNoOf(db, "practiceAreas", query.practiceAreaId).then((no) => no ?? 0),
  ]);
  const { rows, pageable } = await openings.listPublicJobOpenings(db, lang, { officeNo, practiceAreaNo, level: query.level }, query);
  const items = await present(db, rows);
  const result: JobOpeningCard[] = items.map(({ content: _content, ...item }, index) => ({
    ...item,
    publishAt: rows[index]!.publishAt!,
    unpublishAt: rows[index]!.unpublishAt,
  }));
  return { result, pageable };
}

/**
 * One public version for a visitor, with the item's public versions and its office's address; a
 * draft or a closed opening is not found. A previewed version is read whatever its state, with its
 * draft's fields.
 */
export async function readPublicJobOpening(db: Db, id: number, previewed = false): Promise<PublicJobOpening> {
  const stored = previewed ? await openings.findJobOpening(db, id) : await openings.findPublicJobOpening(db, id);
  if (!stored) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  const draft = previewed ? (await findDrafts<JobOpeningFields>(db, "jobOpenings", [id])).get(id)?.fields : undefined;
  const row = draft
    ? {
        ...stored,
        title: draft.title,
        content: draft.content,
        officeId: draft.office,
        level: draft.level,
        employmentType: draft.employmentType,
        startDate: draft.startDate,
        ...pageMetaColumns(pageMetaOf(draft)),
      }
    : stored;
  const [[item], versions, [office], servePictures] = await Promise.all([
    present(db, [row]),
    translations.findPublicVersionsByNo(db, "jobOpenings", row.no),
    openings.findOffices(db, [row.officeId]),
    serveRichTextPictures(db, [row.content], row.lang),
  ]);
  return {
    ...item!,
    ...pageMetaOf(row),
    content: servePictures(item!.content),
    // A preview of a draft has no publication yet: it shows as if published now.
    publishAt: row.publishAt ?? row.updatedAt,
    unpublishAt: row.unpublishAt,
    officeAddress: office ?? null,
    versions: versionList(versions),
  };
}
