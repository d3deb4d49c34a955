import type { ArticleTextFields } from "@lawfirm/contract";
import { PostgresAdapter, type Generated, type Kysely, type Transaction } from "kysely";

/** Table types, in the camelCase the CamelCasePlugin maps onto snake_case columns. */
export interface Database {
  languages: LanguageTable;
  roles: RoleTable;
  adminAccounts: AdminAccountTable;
  accountLanguages: AccountLanguageTable;
  sessions: SessionTable;
  loginAttempts: LoginAttemptTable;
  serverSecrets: ServerSecretTable;
  uploadedFiles: UploadedFileTable;
  mediaTexts: MediaTextTable;
  uploadUsageQueue: UploadUsageQueueTable;
  uploadUsages: UploadUsageTable;
  itemNumbers: ItemNumberTable;
  catalogs: CatalogTable;
  articles: ArticleTable;
  articleCounts: ArticleCountTable;
  articleListRows: ArticleListRowTable;
  banners: BannerTable;
  portalConfigs: PortalConfigTable;
  firmFacts: FirmFactsTable;
  legalDocuments: LegalDocumentTable;
  icons: IconTable;
  practiceAreas: PracticeAreaTable;
  jobOpenings: JobOpeningTable;
  jobOpeningPracticeAreas: JobOpeningPracticeAreaTable;
  events: EventTable;
  eventPracticeAreas: EventPracticeAreaTable;
  eventSpeakers: EventSpeakerTable;
  eventRegistrations: EventRegistrationTable;
  offices: OfficeTable;
  jobs: JobTable;
  people: PersonTable;
  personJobs: PersonJobTable;
  personPracticeAreas: PersonPracticeAreaTable;
  articlePeople: ArticlePersonTable;
  articlePracticeAreas: ArticlePracticeAreaTable;
  practiceAreaContacts: PracticeAreaContactTable;
  auditEntries: AuditEntryTable;
  contentDrafts: ContentDraftTable;
  revisions: RevisionTable;
  editPresence: EditPresenceTable;
  addressHistory: AddressHistoryTable;
  reviews: ReviewTable;
  searchEntries: SearchEntryTable;
  redirects: RedirectTable;
  rateLimitWindows: RateLimitWindowTable;
  translationChanges: TranslationChangeTable;
  mailOutbox: MailOutboxTable;
  purgeQueue: PurgeQueueTable;
  variantJobs: VariantJobTable;
  inboundMessages: InboundMessageTable;
  retentionPeriods: RetentionPeriodTable;
  retentionRuns: RetentionRunTable;
  dataNotes: DataNoteTable;
  newsletterTopics: NewsletterTopicTable;
  newsletterSubscribers: NewsletterSubscriberTable;
  newsletterSubscriberTopics: NewsletterSubscriberTopicTable;
  newsletterIssues: NewsletterIssueTable;
  newsletterDeliveries: NewsletterDeliveryTable;
  newsletterSends: NewsletterSendTable;
  newsletterDigests: NewsletterDigestTable;
  newsletterDigestRuns: NewsletterDigestRunTable;
  jobApplications: JobApplicationTable;
  jobApplicationFiles: JobApplicationFileTable;
  jobApplicationNotes: JobApplicationNoteTable;
  accountRights: AccountRightTable;
}

export interface LanguageTable {
  langCode: string;
  langName: string;
  sort: number;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface AdminAccountTable {
  id: Generated<number>;
  loginAccount: string;
  userName: string;
  passwordHash: string;
  roleId: number;
  headImg: string | null;
  lastLoginTime: string | null;
  /** 1: the account cannot sign in and its sessions do not work. */
  disabled: Generated<number>;
  email: string | null;
  /** SHA-256 of a one-time set-password link's token; null when there is none. */
  passwordLinkHash: string | null;
  passwordLinkExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A language a translator's account writes. */
export interface AccountLanguageTable {
  accountId: number;
  langCode: string;
}

export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  accountId: number;
  createdAt: string;
  expiresAt: string;
}

/** A rate limit's window for one client (decision 0076): the requests counted, and when it ends. */
/** A retention period the firm set, in months (decision 0085); a kind without a row keeps its default. */
export interface RetentionPeriodTable {
  name: string;
  months: number;
  updatedAt: string;
  updatedBy: number | null;
}

/** When a retention rule last ran, and how many rows it deleted then. */
export interface RetentionRunTable {
  name: string;
  ranAt: string;
  deleted: number;
}

/** The firm's note beside one of the site's forms in a language (decision 0085); without a row the site's own shows. */
export interface DataNoteTable {
  /** One of the contract's `DATA_NOTE_FORMS`. */
  form: string;
  lang: string;
  text: string;
  updatedAt: string;
  updatedBy: number | null;
}

export interface RateLimitWindowTable {
  key: string;
  count: number;
  endsAt: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  loginAccount: string;
  clientAddress: string;
  /** The device cookie's id when the attempt carried a valid one; null for anonymous attempts. */
  deviceId: string | null;
  /** `login`, or `password` for the current password of a password change. */
  purpose: Generated<"login" | "password">;
  createdAt: string;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: string;
}

export interface UploadedFileTable {
  id: Generated<number>;
  storedName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: number | null;
  createdAt: string;
  /** The image's size in pixels, upright; null for a PDF or SVG, or until its variants are made. */
  width: number | null;
  height: number | null;
  /** Widths of the variants made, e.g. `320,480,720`; empty when none are made; null until they are. */
  variantWidths: string | null;
  /** Formats each variant width exists in, e.g. `avif,webp,jpg`. */
  variantFormats: string | null;
  /** The focal point, 0..1 from the left and from the top; null: the centre (decision 0036). */
  focalX: number | null;
  focalY: number | null;
  /** 1: the picture only decorates, the site gives it `alt=""`. */
  decorative: Generated<number>;
  /** 1: chosen as a client's consent document (decision 0066): served to signed-in accounts only. */
  consentDocument: Generated<number>;
}

/** A media item's alt text and caption in one language (decision 0036). */
export interface MediaTextTable {
  fileId: number;
  lang: string;
  alt: string;
  caption: string;
}

export interface BannerTable {
  id: Generated<number>;
  lang: string;
  imgPath: string;
  /** The picture's own alt text here (decision 0036); null: the media item's. */
  imgAlt: string | null;
  title: string;
  subTitle: string;
  top: number;
  linkUrl: string | null;
  /** The publication window (docs/decisions/0035): public from (null: a draft), until (null: no end). */
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PortalConfigTable {
  id: Generated<number>;
  lang: string;
  name: string;
  introduce: string;
  /** JSON text: [{ title, content }]. */
  advantagesList: string;
  /** JSON text: [{ title, coverUrl }]. */
  environmentList: string;
  /** Live since (decision 0059); null: a draft, never published. */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The site configuration's facts that are the same in every language (decision 0028): one row,
 * id 1. A null figure is computed from the data; a number overrides it.
 */
export interface FirmFactsTable {
  id: number;
  iconUrl: string | null;
  address: string;
  email: string | null;
  tel: string;
  lawyerCount: number | null;
  isLawyerCountVisible: number;
  totalPeople: number | null;
  isTotalPeopleVisible: number;
  branchCount: number | null;
  isBranchCountVisible: number;
  /** The legal notice's facts as JSON (decision 0067); `{}` until typed. */
  legalNotice: Generated<string>;
  updatedAt: string;
}

export interface LegalDocumentTable {
  id: Generated<number>;
  name: string;
  lang: string;
  title: string;
  content: string;
  /** The publication window (docs/decisions/0035): public from (null: a draft), until (null: no end). */
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IconTable {
  id: Generated<number>;
  name: string;
  fileId: number;
  createdAt: string;
}

/** Allocates the group key `no` of translated items: the row's id is the item's `no`. */
export interface ItemNumberTable {
  id: Generated<number>;
  scope: string;
  createdAt: string;
}

/**
 * How many items of an article kind there are (`lang` empty), and how many have a version in a
 * language (`lang` set): kept by triggers on `articles` in the transaction of every write
 * (decision 0100), so that the back office's lists count without reading the kind's index.
 */
/** A version whose texts may name other uploads than `upload_usages` holds (decision 0140): its table's name and id. */
export interface UploadUsageQueueTable {
  place: string;
  versionId: number;
}

/** An upload a version names (decision 0140): first in its own columns, else its draft, else a revision (`source`). */
export interface UploadUsageTable {
  place: string;
  versionId: number;
  storedName: string;
  usageKind: string;
  source: string;
}

export interface ArticleCountTable {
  kind: string;
  lang: string;
  items: number;
}

/**
 * The version of an item a back-office list in `lang` shows (decision 0147), with the columns of
 * the list's order; one row per item and language of `languages`, kept by the database's triggers.
 */
export interface ArticleListRowTable {
  no: number;
  lang: string;
  kind: string;
  versionId: number;
  top: number;
  createdAt: string;
}

/** One language version of a folder of news (type 0) or case analyses (type 1). */
export interface CatalogTable {
  id: Generated<number>;
  no: number;
  lang: string;
  type: number;
  name: string;
  parentId: number | null;
  sort: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * What a version's page says to search engines and shares (decision 0055), in the language rows of
 * the kinds with pages; null and 0: the page's defaults.
 */
export interface PageMetaColumns {
  metaTitle: string | null;
  metaDescription: string | null;
  shareImageUrl: string | null;
  /** 1: search engines are asked not to index the page (0 in rows written before it existed). */
  noindex: number;
}

/**
 * One language version of a news item, case analysis or honor (`kind`); each of the contract's
 * declared text fields (`ARTICLE_TEXT_FIELDS`) is a column of the same name, null when empty.
 */
export interface ArticleTable extends ArticleTextFields, PageMetaColumns {
  id: Generated<number>;
  kind: string;
  no: number;
  lang: string;
  title: string;
  /** Its readable address (decision 0054), unique per kind and language. */
  slug: string;
  content: string;
  /** What its lists show of the content, made from it when it is written (`summaryOf`, decision 0150). */
  summary: string;
  coverUrl: string;
  /** The cover's own alt text here (decision 0036); null: the media item's. */
  coverAlt: string | null;
  cataId: number | null;
  isLink: number | null;
  contentUrl: string | null;
  note: string | null;
  /** The clients the item names and their consents, as JSON (the contract's `ClientNamed[]`, decision 0066); null: none. */
  clientsNamed: string | null;
  top: number;
  views: number;
  /** The account that saved the version last; null once that account is deleted. */
  operatorId: number | null;
  /** That account's display name when it saved: shown once the account is deleted. */
  operatorName: string | null;
  /** From when the version is public; null: a draft (decision 0035). */
  publishAt: string | null;
  /** Until when it is public; null: no end. */
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One language version of a practice area; `sort` is the same in every version. */
export interface PracticeAreaTable extends PageMetaColumns {
  id: Generated<number>;
  no: number;
  lang: string;
  name: string;
  /** Its readable address (decision 0054), unique per language. */
  slug: string;
  introduce: string;
  iconUrl: string | null;
  sort: number;
  /** The publication window (docs/decisions/0035): public from (null: a draft), until (null: no end). */
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * One language version of a job opening (decision 0071); the office, level, employment type and
 * start are the same in every version.
 */
export interface JobOpeningTable extends PageMetaColumns {
  id: Generated<number>;
  no: number;
  lang: string;
  title: string;
  /** Its readable address (decision 0054), unique per language. */
  slug: string;
  content: string;
  /** The office's version in this version's language. */
  officeId: number;
  /** One of the contract's `JOB_LEVELS`. */
  level: string;
  /** One of the contract's `EMPLOYMENT_TYPES`. */
  employmentType: string;
  /** `YYYY-MM-DD`; null: by arrangement. */
  startDate: string | null;
  /** The publication window (decision 0035): public from (null: a draft), until (null: no end). */
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The practice areas an opening's version names, of its language; `position` keeps the editor's order. */
export interface JobOpeningPracticeAreaTable {
  jobOpeningId: number;
  practiceAreaId: number;
  position: number;
}

/** One language version of an event (decision 0082). */
export interface EventTable extends PageMetaColumns {
  id: Generated<number>;
  no: number;
  lang: string;
  title: string;
  /** Its readable address (decision 0054), unique per language. */
  slug: string;
  content: string;
  /** Instants, UTC ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** One of the contract's `EVENT_PLACE_KINDS`. */
  placeKind: string;
  /** The office's version in this version's language, when the event is at one. */
  officeId: number | null;
  /** Another place's name and address, in this version's language. */
  venue: string;
  /** An online event's link, for registered people only. */
  onlineUrl: string | null;
  /** Places; null: no limit. */
  capacity: number | null;
  registrationDeadline: string | null;
  registrationOpen: number;
  /** JSON array of the contract's `REGISTRATION_EXTRA_FIELDS`. */
  registrationFields: string;
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The practice areas an event's version names, of its language, in the editor's order. */
export interface EventPracticeAreaTable {
  eventId: number;
  practiceAreaId: number;
  position: number;
}

/** The speakers an event's version names, of its language, in the editor's order. */
export interface EventSpeakerTable {
  eventId: number;
  personId: number;
  position: number;
}

/** A visitor's registration for an event (the item, `no`), with its consent. */
export interface EventRegistrationTable {
  id: Generated<number>;
  eventNo: number;
  /** The visitor's language: the confirmation's and the calendar file's. */
  lang: string;
  /** One of the contract's `REGISTRATION_STATES`. */
  state: string;
  name: string;
  email: string;
  company: string;
  position: string | null;
  phone: string | null;
  dietaryNeeds: string | null;
  consentText: string;
  consentAt: string;
  checkedInAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One language version of an office or a job title (two tables of this shape). */
export interface ReferenceTable {
  id: Generated<number>;
  no: number;
  lang: string;
  name: string;
  sort: number;
  createdAt: string;
  updatedAt: string;
}

/** One language version of an office; all but `name` and `openingNote` are the same in every version. */
export interface OfficeTable extends ReferenceTable {
  address: Generated<string>;
  postalCode: Generated<string>;
  city: Generated<string>;
  /** ISO 3166-1 alpha-2, or empty. */
  country: Generated<string>;
  phoneNumber: string | null;
  email: string | null;
  pictureUrl: string | null;
  /** The picture's own alt text in this language (decision 0036); null: the media item's. */
  pictureAlt: Generated<string | null>;
  openingNote: Generated<string>;
}

/** One language version of a job title; `isLawyer` (0 or 1) is the same in every version. */
export interface JobTable extends ReferenceTable {
  isLawyer: Generated<number>;
}

/** One language version of a person; `top`, `spokenLanguages` and `specialistTitles` are the same in every version. */
export interface PersonTable extends PageMetaColumns {
  id: Generated<number>;
  no: number;
  lang: string;
  name: string;
  /** Its readable address (decision 0054), unique per language. */
  slug: string;
  /** The name normalised for search (see people/search-name.ts); its first line is the sort key. */
  searchName: string;
  top: number;
  photoUrl: string | null;
  /** The photo's own alt text in this language (decision 0036); null: the media item's. */
  photoAlt: string | null;
  phoneNumber: string | null;
  email: string | null;
  officeId: number;
  intro: string;
  /** JSON text: [{ title, content }]. */
  customContents: string;
  /** JSON text: ISO 639-1 codes. */
  spokenLanguages: string;
  /** The full profile (decision 0068), JSON text: codes of specialist titles. */
  specialistTitles: string;
  /** JSON text: [{ jurisdiction, year }]. */
  barAdmissions: string;
  /** JSON text: [{ degree, institution, year }]. */
  education: string;
  /** JSON text: lines. */
  memberships: string;
  /** JSON text: [{ title, where, year, url }]. */
  publications: string;
  /** JSON text: [{ text, year, url }]. */
  rankings: string;
  /** The publication window (docs/decisions/0035): public from (null: a draft), until (null: no end). */
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PersonJobTable {
  personId: number;
  jobId: number;
  position: number;
}

export interface PersonPracticeAreaTable {
  personId: number;
  practiceAreaId: number;
  position: number;
}

/** A person an article version names (a version of the same language); `position` keeps the editor's order. */
export interface ArticlePersonTable {
  articleId: number;
  personId: number;
  position: number;
}

/** A practice area an article version concerns (a version of the same language). */
export interface ArticlePracticeAreaTable {
  articleId: number;
  practiceAreaId: number;
  position: number;
}

/** A key contact of a practice area version (a person of the same language), in order. */
export interface PracticeAreaContactTable {
  practiceAreaId: number;
  personId: number;
  position: number;
}

export type Db = Kysely<Database>;
/** A repository function runs on the database or inside a caller's transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Whether `db` speaks to PostgreSQL (else SQLite): for the few queries each dialect answers its own way. */
export const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

let clock = () => new Date();

/** Timestamps are ISO 8601 strings in UTC, the same text on SQLite and PostgreSQL; the server's time for every stored timestamp and publication check. */
export const now = () => clock().toISOString();

/** The same time as `now`, in milliseconds since 1970 (for durations and expiries). */
export const nowMs = () => clock().getTime();

/**
 * Runs `build` with a clock that throws when read: a query built once (`built-once.ts`) takes its
 * time as a value, or the time of its first call would be kept in it.
 */
export function readingNoClock<T>(build: () => T): T {
  const kept = clock;
  clock = () => {
    throw new Error("A query built once takes the time as a value, not from the clock");
  };
  try {
    return build();
  } finally {
    clock = kept;
  }
}

/** Moves the server's time (`now`): tests use it instead of sleeping; undefined restores the real clock. */
export function setClock(time: (() => Date) | undefined): void {
  clock = time ?? (() => new Date());
}

/** A published version's edit not yet published (decision 0035): keyed by the version's table and id. */
export interface ContentDraftTable {
  /** The version's table, as the server names it (`articles`). */
  tableName: string;
  versionId: number;
  /** JSON text of the version's fields as the edit has them. */
  fields: string;
  operatorId: number | null;
  /** The account's display name when it saved. */
  operatorName: string | null;
  savedAt: string;
}

/** A version's fields after a save, publication or restore (decision 0035). */
export interface RevisionTable {
  id: Generated<number>;
  /** The version's table, as the server names it (`articles`). */
  tableName: string;
  itemNo: number;
  versionId: number;
  lang: string;
  /** What was done: `save`, `saveDraft`, `publish`, `unpublish`, `restore`. */
  action: string;
  /** The version's publication state after it. */
  state: string;
  /** The version's publication window after it (null in revisions recorded before 2026-12-04). */
  publishAt: string | null;
  unpublishAt: string | null;
  /** JSON text of the version's fields (a draft's, for a draft's save). */
  fields: string;
  operatorId: number | null;
  /** The account's display name then. */
  operatorName: string | null;
  savedAt: string;
}

/** A review from an approval link (decision 0052): an approval or a request for changes of one version. */
export interface ReviewTable {
  id: Generated<number>;
  /** The version's table, as the server names it (`articles`). */
  tableName: string;
  /** The configuration the approval link was made for (`news`, `person`, …). */
  kind: string;
  itemNo: number;
  versionId: number;
  lang: string;
  /** `approved` or `changesRequested`. */
  decision: string;
  comment: string | null;
  /** As the reviewer gave it; null when they gave none. */
  reviewerName: string | null;
  /** The version's newest revision when it was reviewed (no foreign key: old revisions go). */
  revisionId: number | null;
  /** A hash of the fields the preview showed (`reviewed-content.ts`). */
  contentStamp: string;
  reviewedAt: string;
}

/**
 * A language version behind another version of its item (decision 0057): the other version (its
 * language, `source`) changed since this one was last saved or marked up to date.
 */
export interface TranslationChangeTable {
  /** The versions' table, as the server names it (`articles`). */
  tableName: string;
  /** The version that is out of date, its language and its item. */
  versionId: number;
  lang: string;
  itemNo: number;
  /** The version that changed. */
  sourceLang: string;
  sourceVersionId: number;
  /** JSON text of the names of the fields that changed. */
  fields: string;
  /** JSON text of the other version's fields before the first of those changes: what this version was translated from. */
  baseline: string;
  /** When the first of those changes was saved, and the latest. */
  since: string;
  changedAt: string;
}

/** An account with an item open in the back office's editor, as its last heartbeat said (decision 0051). */
export interface EditPresenceTable {
  /** The item's table, as the server names it (`articles`); a banner's or document's row is its own item. */
  tableName: string;
  itemNo: number;
  accountId: number;
  /** The account's display name then. */
  accountName: string;
  openedAt: string;
  seenAt: string;
  /** Who took the item over from this account, and when; null until someone does. */
  takenOverBy: string | null;
  takenOverAt: string | null;
}

/**
 * A slug a version had before, or one whose version was deleted or taken off the site (decision
 * 0054): its old address answers a redirect to the version's address now, or 410 Gone.
 */
export interface AddressHistoryTable {
  /** The kind's configuration (`news`, `person`, …). */
  kind: string;
  lang: string;
  slug: string;
  /** The version it names; null once that version is deleted. */
  versionId: number | null;
  changedAt: string;
}

/** One entry of the audit log (decision 0026): written once, never changed; deleted only by age. */
export interface AuditEntryTable {
  id: Generated<number>;
  createdAt: string;
  /** The account that acted; no foreign key, the entry outlives it. */
  accountId: number | null;
  /** Its display name at that time. */
  accountName: string | null;
  clientAddress: string;
  action: string;
  kind: string;
  itemNo: number | null;
  itemId: number | null;
  /** JSON text of the language codes concerned. */
  languages: string;
  summary: string | null;
  /** JSON text of the messages the summary was made of, shown in the reader's language; null for names and older entries. */
  summaryMessages: string | null;
  /** `METHOD /path` of the call, when a call of the contract made the change. */
  endpoint: string | null;
}

/**
 * One language version of a searchable item as the site search finds it (docs/decisions/0029):
 * written by modules/search in the transaction of the item's write, never by hand.
 */
export interface SearchEntryTable {
  id: Generated<number>;
  /** `person`, `practiceArea`, `news`, `case`, `honor` or `document`. */
  kind: string;
  /** The item's `no` (a legal document's: the version's id). */
  itemNo: number;
  /** The id of the language version (the row the result links to). */
  versionId: number;
  lang: string;
  /** An article's publication time (newest first among equals); null for the other kinds. */
  publishedAt: string | null;
  /** The version's publication window (decision 0035): found from, and until; null: no limit. */
  visibleFrom: string | null;
  visibleUntil: string | null;
  /** The title or name, as shown. */
  title: string;
  /** Plain text for the snippets. */
  body: string;
  /** An external news item's address, or a legal document's name; null otherwise. */
  target: string | null;
  /** The title folded for matching (a person: the names of every version, in every spelling). */
  titleKey: string;
  bodyKey: string;
  /** Space-separated short tokens: Chinese characters and pairs, two-letter words. */
  words: string;
}

/** An old address of the site and where it leads (decision 0053); read whole into each process's memory. */
export interface RedirectTable {
  id: Generated<number>;
  /** Canonical (`canonicalSitePath`), unique as stored. */
  fromPath: string;
  /** A site path (with its query) or an https address; null for 410. */
  toTarget: string | null;
  /** The site path `toTarget` leads to, without query; null when it leads off the site or nowhere. */
  targetPath: string | null;
  /** 301, 302 or 410. */
  statusCode: number;
  note: string | null;
  /** The account that created it; null once that account is deleted. */
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** Visits answered with it, added in batches by each serving process. */
  hits: Generated<number>;
  lastHitAt: string | null;
}

/**
 * The columns of a table whose rows workers claim (decision 0084, `jobs/claims.repository.ts`):
 * the mail outbox, the CDN purge queue and the image variant jobs.
 */
export interface ClaimColumns {
  /** waiting (due at `nextAttemptAt`), sending (claimed: being worked on), sent or failed. */
  state: Generated<"waiting" | "sending" | "sent" | "failed">;
  /** Attempts begun, counted when a worker claims the row. */
  attempts: Generated<number>;
  /** When a waiting row is due. */
  nextAttemptAt: string;
  /** The worker that holds the claim, and until when; another worker may take an expired claim. */
  claimedBy: string | null;
  claimedUntil: string | null;
  /** Why the last attempt failed: the SMTP server's or the webhook's answer, sharp's or the store's error. */
  lastError: string | null;
}

/** A message of the outbox (decision 0070): written with what caused it, sent by a worker that claims it. */
export interface MailOutboxTable extends ClaimColumns {
  id: Generated<number>;
  createdAt: string;
  /** JSON array of the recipients' addresses. */
  recipients: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** The message's language (`de_DE`), sent as its Content-Language. */
  lang: string;
  /** What sent it: a machine word and an id, `contact:12`. */
  cause: string;
  sentAt: string | null;
  /** The Message-ID the message was sent with. */
  messageId: string | null;
  /** JSON array of `{ filename, contentType, content }` (text content); null: none. */
  attachments: string | null;
  /** Its own headers as a JSON object (`List-Unsubscribe`, decision 0083); null: none. */
  headers: string | null;
}

/** A purge of the CDN (decision 0078): the keys of a change that emptied the public cache, sent by a worker that claims it. */
export interface PurgeQueueTable extends ClaimColumns {
  id: Generated<number>;
  createdAt: string;
  /** JSON array of the CDN's keys to purge (`cdnPurgeKeys`). */
  keys: string;
  /** A change every process sees, queued once (`publication:{time}`); null for a write's. */
  cause: string | null;
  sentAt: string | null;
}

/** An upload waiting for its image variants (decision 0084): claimed by one worker, deleted once they are made (no `sent`). */
export interface VariantJobTable extends ClaimColumns {
  id: Generated<number>;
  /** The upload's stored name; one job per upload. */
  storedName: string;
  createdAt: string;
}

/** A message sent through a contact form of the site (decision 0077), with its consent and the inbox's handling. */
export interface InboundMessageTable {
  id: Generated<number>;
  createdAt: string;
  /** The visitor's language (`de_DE`): the form's, the copy's and the notification's. */
  lang: string;
  recipientKind: "firm" | "person" | "office";
  /** The person's or office's language version; null for the firm. */
  recipientId: number | null;
  /** The recipient's name and address when the message arrived (null: none). */
  recipientName: string | null;
  recipientEmail: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  /** The exact consent line the visitor was shown and ticked, in their language, and when. */
  consentText: string;
  consentAt: string;
  copyRequested: Generated<number>;
  state: Generated<"new" | "inProgress" | "done">;
  assigneeId: number | null;
  updatedAt: string;
}

/** A topic of the newsletter the firm offers (decision 0083): a practice area or news folder, by item number. */
export interface NewsletterTopicTable {
  id: Generated<number>;
  kind: "practiceArea" | "newsFolder";
  itemNo: number;
  /** The forms' order. */
  position: number;
}

/** One address subscribed to the newsletter (lower case, unique): pending until its confirmation link is followed. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  /** The language its mails are in (`de_DE`). */
  lang: string;
  /** suspended: no more sends after bounces (decision 0088). */
  state: "pending" | "confirmed" | "suspended";
  suspendedAt: Generated<string | null>;
  /** Why it was suspended (decision 0091); null while it is not. */
  suspendCause: Generated<"hardBounce" | "softBounces" | "complaint" | null>;
  /** The rule of soft bounces in a row counts only this address's deliveries after this id: reactivating moves it (decision 0091). */
  bouncesAfterDeliveryId: Generated<number>;
  /** The exact consent line the visitor was shown and ticked, in their language, and when. */
  consentText: string;
  consentAt: string;
  /** When the last confirmation (or "already subscribed") mail was put into the outbox: at most one in a while. */
  confirmationSentAt: string;
  confirmedAt: string | null;
  createdAt: string;
}

export interface NewsletterSubscriberTopicTable {
  subscriberId: number;
  topicId: number;
}

/** An issue of the newsletter: one language, its topics and news (JSON arrays of ids). */
export interface NewsletterIssueTable {
  id: Generated<number>;
  lang: string;
  topicIds: string;
  subject: string;
  intro: string;
  articleIds: string;
  state: "draft" | "sending" | "sent";
  createdBy: number | null;
  createdAt: string;
  sentAt: string | null;
  /** The digest run that made it; null for an issue an editor wrote. */
  digestRunId: Generated<number | null>;
}

/** An address an issue was put into the outbox for: unique per issue and address, so that none gets it twice. */
export interface NewsletterDeliveryTable {
  id: Generated<number>;
  issueId: number;
  email: string;
  outboxId: number | null;
  /** hard: refused for good (5xx, or the provider's report); soft: for now (4xx); complaint: its reader reported it as spam (decision 0091). */
  bounce: Generated<"hard" | "soft" | "complaint" | null>;
  bouncedAt: Generated<string | null>;
  bounceReason: Generated<string | null>;
}

/** An issue being sent (decision 0088): claimed by one worker, which puts its subscribers into the outbox a batch at a time. */
export interface NewsletterSendTable extends ClaimColumns {
  id: Generated<number>;
  issueId: number;
  /** Where the mails' links point (PUBLIC_URL, else the sending request's origin). */
  origin: string;
  /** The last subscriber id put into the outbox: the next batch starts after it. */
  afterSubscriberId: Generated<number>;
  createdAt: string;
}

/** A topic's digest (decision 0088): due at `nextAttemptAt`, claimed by one worker when it falls due. */
export interface NewsletterDigestTable extends ClaimColumns {
  id: Generated<number>;
  topicId: number;
  frequency: "weekly" | "monthly";
  /** The weekday (1 Monday … 7 Sunday) or the day of the month (1 … 28). */
  day: number;
  /** HH:MM on the site's clock (Europe/Berlin). */
  time: string;
  origin: string;
  /** The news published after this instant go into the next digest. */
  sinceAt: string;
  lastRunAt: string | null;
}

/** One digest of a topic for one period: unique, so that no period is sent twice. */
export interface NewsletterDigestRunTable {
  id: Generated<number>;
  topicId: number;
  periodEnd: string;
  /** The issues (one per language with news) it made. */
  issues: number;
  createdAt: string;
}

/** A job application sent through the site's form (decision 0080). */
export interface JobApplicationTable {
  id: Generated<number>;
  createdAt: string;
  /** The applicant's language (`de_DE`): the form's and the confirmation's. */
  lang: string;
  /** The opening's language version applied to; null for an unsolicited application or an opening deleted since. */
  openingId: number | null;
  /** The opening's title when the application arrived; null for an unsolicited one. */
  openingTitle: string | null;
  /** Where the notice went: the opening's office's address, else the firm's (null: none). */
  recipientEmail: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  consentText: string;
  consentAt: string;
  state: Generated<"new" | "inReview" | "invited" | "declined" | "hired">;
  /** When the state last changed (the arrival for a new one): a declined application is deleted a period after. */
  stateChangedAt: string;
  assigneeId: number | null;
  updatedAt: string;
}

/** A PDF of an application, kept in the storage's private area under `storageKey`. */
export interface JobApplicationFileTable {
  id: Generated<number>;
  applicationId: number;
  position: number;
  /** The name the applicant's file had, cleaned. */
  fileName: string;
  storageKey: string;
  size: number;
}

/** A note on an application, with its author's name as it was. */
export interface JobApplicationNoteTable {
  id: Generated<number>;
  applicationId: number;
  authorId: number | null;
  authorName: string;
  createdAt: string;
  text: string;
}

/** A right an Administrator granted an account beyond its role's (decision 0080). */
export interface AccountRightTable {
  accountId: number;
  rightCode: string;
}
