import {
  PERSON_FIELDS,
  pageMetaOf,
  pictureOf,
  type Paging,
  type Person,
  type PersonCard,
  type PersonFields,
  type AddressedVersion,
} from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { versionList } from "../translations/translated-items.ts";
import { findPublicVersionsByNo } from "../translations/translations.repository.ts";
import { withPictureDescriptions } from "../media/image-descriptions.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { pageMetaColumns } from "../page-meta/page-meta.ts";
import * as people from "./people.repository.ts";
import { LABEL, namePatterns, presentCards, presentPeople, profileColumns, toPerson } from "./people.presentation.ts";
import { findPeopleByName } from "../search/search.service.ts";

/** The photo as declared: its description and its own alt text. */
const PHOTO = pictureOf(PERSON_FIELDS, "photoUrl");

export interface PublicPeopleQuery extends Paging {
  keyword?: string | undefined;
  practiceAreaId?: number | undefined;
  jobId?: number | undefined;
  office?: number | undefined;
}

/**
 * A visitor's list in one language: all filters combine; the keyword matches the name of any
 * version, ignoring case and accents, or with a typo (the site search's rule). Pinned first, then by name.
 */
export async function listPublicPeople(db: Db, query: PublicPeopleQuery, lang: string) {
  // The keyword finds people as the site search does (names of every version, spellings, typos); a
  // keyword of one letter, which the search does not look for, matches names by its own rule.
  const itemNos = query.keyword ? await findPeopleByName(db, lang, query.keyword) : null;
  const { rows, pageable } = await people.listPeople(
    db,
    lang,
    {
      ...(itemNos ? { itemNos } : { namePatterns: namePatterns(query.keyword) }),
      practiceAreaId: query.practiceAreaId,
      jobId: query.jobId,
      officeId: query.office,
    },
    query,
  );
  const cards = (await presentCards(db, rows, true)).map((card, index) => ({ ...card, photoAlt: rows[index]!.photoAlt }));
  return { result: await withPictureDescriptions(db, cards, lang, PHOTO), pageable };
}

/**
 * One public version for a visitor, with the person's public versions (`lang`, `id`); a draft is
 * not found. A previewed version (decision 0035, slice 5) is read whatever its state, as its draft
 * would be published.
 */
export async function readPublicPerson(db: Db, id: number, previewed = false): Promise<Person & { versions: AddressedVersion[] }> {
  const row = previewed ? await people.findPerson(db, id) : await people.findPublicPerson(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  const draft = previewed ? (await findDrafts<PersonFields>(db, "people", [id])).get(id)?.fields : undefined;
  const shown = draft ? await presentDraft(db, row, draft) : (await presentPeople(db, [row], true))[0]!;
  const photoAlt = draft ? (draft.photoAlt ?? null) : row.photoAlt;
  const [person] = await withPictureDescriptions(db, [{ ...shown, photoAlt }], row.lang, PHOTO);
  // The texts' pictures are served as a screen needs them, with the library's alt texts (decisions 0034 and 0036).
  const servePictures = await serveRichTextPictures(db, [shown.intro, ...shown.customContents.map((custom) => custom.content)], row.lang);
  return {
    ...person!,
    intro: servePictures(person!.intro),
    customContents: person!.customContents.map((custom) => ({ ...custom, content: servePictures(custom.content) })),
    versions: versionList(await findPublicVersionsByNo(db, "people", row.no)),
  };
}

/**
 * A version as its draft would show it once published: the draft's fields, job titles, public
 * practice areas and office by their names (what was deleted since left out; an office deleted
 * since leaves the stored one, as publishing such a draft is refused).
 */
async function presentDraft(db: Executor, row: people.PersonRow, draft: PersonFields): Promise<Person> {
  const [jobs, practiceAreas, officeName] = await Promise.all([
    people.findLinkTargets(db, "jobs", draft.jobIds),
    people.findLinkTargets(db, "practiceAreas", draft.proFieldIds, true),
    people.findOfficeName(db, draft.office),
  ]);
  const ofThisVersion = (targets: typeof jobs) => new Map([[row.id, targets.map((target) => ({ ...target, personId: row.id }))]]);
  return toPerson(
    {
      ...row,
      ...(officeName === undefined ? {} : { officeId: draft.office, officeName }),
      name: draft.name,
      photoUrl: draft.photoUrl,
      phoneNumber: draft.phoneNumber,
      email: draft.email,
      intro: draft.intro,
      customContents: JSON.stringify(draft.customContents),
      spokenLanguages: JSON.stringify(draft.spokenLanguages),
      ...profileColumns(draft),
      ...pageMetaColumns(pageMetaOf(draft)),
    },
    { jobs: ofThisVersion(jobs), practiceAreas: ofThisVersion(practiceAreas) },
  );
}

/** The lawyers linked to one practice area version (of its language), pinned first, then by name: assistants are not listed. */
export async function listLawyersPractising(db: Db, practiceAreaId: number): Promise<PersonCard[]> {
  return presentCards(db, await people.listLawyersPractising(db, practiceAreaId), true);
}

/** Person versions by id, in the order given: a practice area's key contacts. */
export async function listPeopleByIds(db: Db, ids: readonly number[]): Promise<PersonCard[]> {
  return presentCards(db, await people.findPublicCardsByIds(db, ids), true);
}
