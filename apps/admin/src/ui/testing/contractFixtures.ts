import type {
  BannerVersion,
  CatalogNode,
  Job,
  Office,
  PersonDetail,
  PersonVersion,
  PracticeArea,
  ReviewDecision,
  RevisionEntry,
  VersionReview,
} from "@lawfirm/contract";
import { NO_LEGAL_NOTICE, pageMetaOf, type PublicPortalConfig } from "@lawfirm/contract";

/**
 * For the back office's React tests: whole answers of the contract's shapes, so that a fixture
 * passes the stand-in server's check (stubApi.ts). Each builder takes what a test is about and
 * fills the other fields with empty or neutral values; a test spreads the result to change more.
 */

const CREATED = "2026-01-10T08:00:00.000Z";

/** An office version as `/admin/office` lists it, without address or picture. */
export function officeVersion(id: number, no: number, lang: string, name: string): Office {
  return {
    id,
    no,
    lang,
    name,
    sort: 1,
    createTime: CREATED,
    updateTime: CREATED,
    address: "",
    postalCode: "",
    city: "",
    country: "",
    phoneNumber: null,
    email: null,
    pictureUrl: null,
    pictureAlt: null,
    openingNote: "",
  };
}

/** A top-level news folder version as `/admin/catalog` lists it, without sub-folders. */
export function folderVersion(id: number, no: number, lang: string, name: string): CatalogNode {
  return { id, no, lang, name, type: 0, parentId: 0, sort: 1, createTime: CREATED, updateTime: CREATED, childrenList: [] };
}

/** A job title version as `/admin/job` lists it, a lawyer's. */
export function jobVersion(id: number, no: number, lang: string, name: string): Job {
  return { id, no, lang, name, sort: 1, createTime: CREATED, updateTime: CREATED, isLawyer: 1 };
}

/** A practice area version as `/admin/professionalField/lang/list` lists it, without icon or key contacts. */
export function practiceAreaVersion(id: number, no: number, lang: string, name: string): PracticeArea {
  return {
    id,
    no,
    lang,
    name,
    slug: `practice-area-${id}`,
    introduce: "",
    iconUrl: null,
    sort: 1,
    keyContactIds: [],
    keyContacts: [],
    createTime: CREATED,
    updateTime: CREATED,
  };
}

/** A published person version as the back office reads it, in office 1, without job titles, practice areas or draft. */
export function personVersion(id: number, no: number, lang: string, name: string): PersonVersion {
  return {
    id,
    no,
    lang,
    name,
    slug: `person-${id}`,
    top: 0,
    photoUrl: null,
    photoAlt: null,
    phoneNumber: null,
    email: null,
    office: 1,
    officeName: "",
    jobIds: [],
    jobs: [],
    proFieldIds: [],
    proFields: [],
    spokenLanguages: [],
    intro: "",
    customContents: [],
    specialistTitles: [],
    barAdmissions: [],
    education: [],
    memberships: [],
    publications: [],
    rankings: [],
    ...pageMetaOf({}),
    createTime: CREATED,
    updateTime: CREATED,
    publishState: "published",
    publishAt: CREATED,
    unpublishAt: null,
    draft: null,
  };
}

/** `/admin/lawyerTeam/detail/{id}`'s answer: the version of `id` among `versions`. */
export function personDetail(id: number, versions: PersonVersion[]): PersonDetail {
  const version = versions.find((candidate) => candidate.id === id);
  if (!version) throw new Error(`personDetail: no version ${id} among the versions given`);
  return { ...version, versions };
}

/** A revision entry's publication window when the version was neither published nor scheduled by it. */
export const UNSCHEDULED = { publishAt: null, unpublishAt: null } as const;

/** A published banner as the back office reads it, without link, subtitle or draft. */
export function bannerVersion(id: number, lang: string, title: string): BannerVersion {
  return {
    id,
    lang,
    imgPath: "/api/upload/banner.png",
    imgAlt: null,
    title,
    subTitle: "",
    linkUrl: null,
    top: 0,
    createTime: CREATED,
    updateTime: CREATED,
    publishState: "published",
    publishAt: CREATED,
    unpublishAt: null,
    draft: null,
  };
}

/** A save of version `versionId` that left it a draft, by an Editor, as a history lists it. */
export function savedRevision(id: number, versionId: number, lang: string, savedAt: string): RevisionEntry {
  return { id, versionId, lang, action: "save", state: "draft", ...UNSCHEDULED, savedAt, operatorName: "Editor" };
}

/** A review of a version from its approval link (decision 0052), of the version as it is now, without a comment or a name. */
export function versionReview(id: number, versionId: number, decision: ReviewDecision, reviewedAt: string): VersionReview {
  return { id, versionId, lang: "de_DE", decision, comment: null, reviewerName: null, reviewedAt, revisionId: null, current: true };
}

/** The site configuration as the website reads it (`GET /user/portal-config`): a firm's name and logo, nothing else set. */
export function firmConfig(name: string, iconUrl: string | null, lang = "en_US"): PublicPortalConfig {
  return {
    lang,
    name,
    iconUrl,
    address: "",
    email: null,
    tel: "",
    legalNotice: NO_LEGAL_NOTICE,
    introduce: "",
    isLawyerCountVisible: 0,
    isTotalPeopleVisible: 0,
    isBranchCountVisible: 0,
    advantagesList: [],
    environmentList: [],
    updateTime: null,
    documents: [],
  };
}
