import { ARTICLE_TEXT_FIELD_NAMES, ARTICLE_TEXT_FIELDS, type ArticleTextFieldName } from "./article-kinds.ts";
import type { ArticleFields } from "./articles.ts";
import type { BannerFields } from "./banners.ts";
import type { LegalDocumentFields } from "./documents.ts";
import type { PersonFields } from "./people.ts";
import type { PracticeAreaFields } from "./practice-areas.ts";

// The fields of every publishable kind's drafts and revisions, each with what the apps must know of
// it, declared once. No schema here: the zod shapes are in each kind's file (articles.ts, people.ts,
// …) and the types below check that both name the same fields; this module imports only types from
// them, so whoever reads it loads no schema (decision 0033).

/** The publishable kinds, by the names the back office's publishing and previews use. */
export type ContentKindName = "article" | "person" | "practiceArea" | "banner" | "document";

/**
 * How History shows a change of a field: `text` as its old and new value, `richText` (HTML) as a
 * diff of its words, `picture` as two thumbnails, `references` (ids of other items) by their names,
 * `list` as its old and new items.
 */
export type ContentFieldDisplay = "text" | "richText" | "picture" | "references" | "list";

/** What the server and the back office know of one field of a kind's versions. */
export interface ContentFieldFacts<Name extends string = string> {
  /** Its label in the back office's editor, publication panel and History: a key of the back office's catalogs (checked there). */
  label: string;
  /** How History compares it; null: History does not (another field shows it, or an edit never changes it). */
  history: ContentFieldDisplay | null;
  /**
   * Whether it may hold an upload's address (a picture, rich text, a link that may point at an
   * uploaded file): the media library then counts the column of the same name, snake_case, as a
   * usage, and never deletes a file it shows.
   */
  holdsUploads: boolean;
  /**
   * `item`: the same in every language version (the back office sends it with each; references
   * name the same items, each by its version in that language); `version`: each version's own.
   */
  belongsTo: "item" | "version";
  /**
   * The field whose ids this one names, for display only: the server fills it in when it answers
   * (the names as they are now), never from a save, so a draft's changes are read from that field.
   */
  names?: Name;
}

/** A kind's declared fields: exactly the fields of its drafts and revisions (`Fields`), each with its facts. */
type FieldsDeclaration<Fields> = { [Name in keyof Fields]-?: ContentFieldFacts<keyof Fields & string> };

/** A declared text field (`ARTICLE_TEXT_FIELDS`) as every article version has it: shown as text. */
const articleTextFieldFacts = (name: ArticleTextFieldName) =>
  ({ label: ARTICLE_TEXT_FIELDS[name].label, history: "text", holdsUploads: false, belongsTo: "version" }) as const;

/**
 * An article version's fields (news, case analyses and honors alike; a kind without folders, an
 * external address or a note keeps them null). In the order the editor shows them and History
 * compares them.
 */
export const ARTICLE_FIELDS = {
  title: { label: "articles.field.title", history: "text", holdsUploads: false, belongsTo: "version" },
  ...(Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((name) => [name, articleTextFieldFacts(name)])) as {
    [Name in ArticleTextFieldName]: ReturnType<typeof articleTextFieldFacts>;
  }),
  cataId: { label: "articles.field.folder", history: "references", holdsUploads: false, belongsTo: "version" },
  coverUrl: { label: "articles.field.cover", history: "picture", holdsUploads: true, belongsTo: "version" },
  // Revisions kept before the cover had its own alt text have none.
  coverAlt: { label: "placeAlt.field", history: "text", holdsUploads: false, belongsTo: "version" },
  content: { label: "articles.field.content", history: "richText", holdsUploads: true, belongsTo: "version" },
  // External news: the article on another site, or an uploaded file.
  contentUrl: { label: "articles.field.contentUrl", history: "text", holdsUploads: true, belongsTo: "version" },
  note: { label: "articles.field.note", history: "text", holdsUploads: false, belongsTo: "version" },
  // Chosen when the item is made (external news or not); no edit changes it.
  isLink: { label: "articles.external", history: null, holdsUploads: false, belongsTo: "version" },
  personIds: { label: "connections.people", history: null, holdsUploads: false, belongsTo: "item" },
  people: { label: "connections.people", history: "list", holdsUploads: false, belongsTo: "item", names: "personIds" },
  proFieldIds: { label: "connections.practiceAreas", history: null, holdsUploads: false, belongsTo: "item" },
  proFields: { label: "connections.practiceAreas", history: "list", holdsUploads: false, belongsTo: "item", names: "proFieldIds" },
} as const satisfies FieldsDeclaration<ArticleFields>;

/** A person version's fields, in the order History compares them. */
export const PERSON_FIELDS = {
  name: { label: "people.field.name", history: "text", holdsUploads: false, belongsTo: "version" },
  photoUrl: { label: "people.field.photo", history: "picture", holdsUploads: true, belongsTo: "item" },
  // Revisions kept before the photo had its own alt text have none.
  photoAlt: { label: "placeAlt.field", history: "text", holdsUploads: false, belongsTo: "version" },
  phoneNumber: { label: "people.field.phone", history: "text", holdsUploads: false, belongsTo: "item" },
  email: { label: "people.field.email", history: "text", holdsUploads: false, belongsTo: "item" },
  office: { label: "people.field.office", history: "references", holdsUploads: false, belongsTo: "item" },
  intro: { label: "people.field.intro", history: "richText", holdsUploads: true, belongsTo: "version" },
  // Each section's title and rich text.
  customContents: { label: "people.sections", history: "richText", holdsUploads: true, belongsTo: "version" },
  jobIds: { label: "people.field.jobs", history: "references", holdsUploads: false, belongsTo: "item" },
  proFieldIds: { label: "people.field.practiceAreas", history: "references", holdsUploads: false, belongsTo: "item" },
  spokenLanguages: { label: "people.field.spokenLanguages", history: "list", holdsUploads: false, belongsTo: "item" },
} as const satisfies FieldsDeclaration<PersonFields>;

/** A practice area version's fields, in the order History compares them. */
export const PRACTICE_AREA_FIELDS = {
  name: { label: "expertise.field.name", history: "text", holdsUploads: false, belongsTo: "version" },
  introduce: { label: "expertise.field.introduce", history: "richText", holdsUploads: true, belongsTo: "version" },
  iconUrl: { label: "expertise.field.icon", history: "picture", holdsUploads: true, belongsTo: "item" },
  keyContactIds: { label: "connections.keyContacts", history: "references", holdsUploads: false, belongsTo: "item" },
} as const satisfies FieldsDeclaration<PracticeAreaFields>;

/** A banner's fields (a banner is one language version, which its edit may move to another language), in the order History compares them. */
export const BANNER_FIELDS = {
  title: { label: "banners.field.title", history: "text", holdsUploads: false, belongsTo: "version" },
  subTitle: { label: "banners.field.subTitle", history: "text", holdsUploads: false, belongsTo: "version" },
  // A page of this site or another, or an uploaded file (a brochure).
  linkUrl: { label: "banners.field.link", history: "text", holdsUploads: true, belongsTo: "version" },
  imgPath: { label: "banners.field.image", history: "picture", holdsUploads: true, belongsTo: "version" },
  // Revisions kept before the picture had its own alt text have none.
  imgAlt: { label: "placeAlt.field", history: "text", holdsUploads: false, belongsTo: "version" },
  lang: { label: "common.language", history: "text", holdsUploads: false, belongsTo: "version" },
} as const satisfies FieldsDeclaration<BannerFields>;

/** A legal document version's fields. */
export const DOCUMENT_FIELDS = {
  title: { label: "docs.title", history: "text", holdsUploads: false, belongsTo: "version" },
  content: { label: "docs.content", history: "richText", holdsUploads: true, belongsTo: "version" },
} as const satisfies FieldsDeclaration<LegalDocumentFields>;

/** Each publishable kind's fields, as its drafts and revisions carry them. */
export interface ContentKindFields {
  article: ArticleFields;
  person: PersonFields;
  practiceArea: PracticeAreaFields;
  banner: BannerFields;
  document: LegalDocumentFields;
}

/**
 * Every publishable kind's fields with their facts, declared once: the back office's draft fields
 * and History, and the media library's places of uploads, derive from it.
 */
export const CONTENT_KIND_FIELDS = {
  article: ARTICLE_FIELDS,
  person: PERSON_FIELDS,
  practiceArea: PRACTICE_AREA_FIELDS,
  banner: BANNER_FIELDS,
  document: DOCUMENT_FIELDS,
} as const satisfies { [Kind in ContentKindName]: FieldsDeclaration<ContentKindFields[Kind]> };

type KindDeclaration<Kind extends ContentKindName> = (typeof CONTENT_KIND_FIELDS)[Kind];

/** The fields of a kind (of each kind, for several) that may hold an upload's address. */
export type UploadFieldName<Kind extends ContentKindName> = Kind extends ContentKindName
  ? {
      [Name in keyof KindDeclaration<Kind>]: KindDeclaration<Kind>[Name] extends { holdsUploads: true } ? Name : never;
    }[keyof KindDeclaration<Kind>] &
      string
  : never;

/** The fields of a kind that may hold an upload's address, in their declared order. */
export function uploadFieldsOf<Kind extends ContentKindName>(kind: Kind): UploadFieldName<Kind>[] {
  const fields: Record<string, ContentFieldFacts> = CONTENT_KIND_FIELDS[kind];
  return Object.keys(fields).filter((name) => fields[name]!.holdsUploads) as UploadFieldName<Kind>[];
}
