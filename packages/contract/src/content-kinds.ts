import {
  ARTICLE_KIND_FACTS,
  ARTICLE_TEXT_FIELD_NAMES,
  ARTICLE_TEXT_FIELDS,
  type ArticleKindName,
  type ArticleTextFieldName,
  type CatalogType,
} from "./article-kinds.ts";
import type { ArticleFields } from "./articles.ts";
import type { BannerFields } from "./banners.ts";
import type { EventFields } from "./events.ts";
import type { JobOpeningFields } from "./job-openings.ts";
import type { LegalDocumentFields } from "./documents.ts";
import type { PageMetaFields } from "./page-meta.ts";
import type { PersonFields } from "./people.ts";
import type { PracticeAreaFields } from "./practice-areas.ts";
import type { Right } from "./rights.ts";
import { ADDRESS_ROUTES, SITE_ROUTES } from "./routes.ts";

// Every publishable kind, declared once (`CONTENT_KINDS`, decision 0045): the fields of its drafts
// and revisions, each with what the apps must know of it (decision 0044), and what the kind is
// besides. No schema here: the zod shapes are in each kind's file (articles.ts, people.ts, …) and the
// types below check that both name the same fields; this module imports only types from them, so
// whoever reads it loads no schema (decision 0033).

/** The publishable kinds, by the names the back office's publishing and previews use. */
export type ContentKindName = "article" | "person" | "practiceArea" | "banner" | "document" | "opening" | "event";

/**
 * How History shows a change of a field: `text` as its old and new value, `richText` (HTML) as a
 * diff of its words, `picture` as two thumbnails, `references` (ids of other items) by their names,
 * `list` as its old and new items, `flag` (yes or no) as its old and new answer.
 */
export type ContentFieldDisplay = "text" | "richText" | "picture" | "references" | "list" | "flag";

/**
 * The places of the site a picture is shown in, each with the width in pixels an upload needs to
 * look sharp there (decision 0036): its widest CSS size there at about 1.5 to 2 device pixels per
 * CSS pixel. An article's cover (up to 72rem wide), a banner (the full width of the screen), a
 * portrait (up to 26rem), a card or an office's picture (up to 24rem and 42rem), a practice area's
 * icon (drawn, any size), a share's picture (decision 0055). The back office warns of an upload narrower than its place's width.
 */
export const PICTURE_PLACES = {
  cover: { minWidth: 1200 },
  banner: { minWidth: 1600 },
  portrait: { minWidth: 600 },
  card: { minWidth: 800 },
  icon: { minWidth: 0 },
  // A share's picture: Facebook, LinkedIn and X show 1200 × 630 at most.
  share: { minWidth: 1200 },
} as const;
export type PicturePlaceName = keyof typeof PICTURE_PLACES;

/**
 * A picture field's facts: its place on the site, the field a public answer describes it in (the
 * media library's description, `ImageDescription`), and the version's field of the picture's own
 * alt text in this place, where it has one.
 */
export interface PictureFacts<Name extends string = string> {
  place: PicturePlaceName;
  /** None for a share's picture, which only the page's head names (without a description). */
  description?: string;
  alt?: Name;
}

/** A declared picture field with its facts (`ARTICLE_FIELDS`, `PERSON_FIELDS`, …): the field of its address, and where it is shown. */
export function pictureOf<Fields extends Record<string, ContentFieldFacts>, Name extends keyof Fields & string>(
  fields: Fields,
  name: Name,
): { field: Name } & NonNullable<Fields[Name]["picture"]> {
  const picture = fields[name]?.picture;
  if (!picture) throw new Error(`${name} is not declared as a picture`);
  return { field: name, ...picture } as { field: Name } & NonNullable<Fields[Name]["picture"]>;
}

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
  /** A picture's address: where it is shown, and its alt text's and description's fields. */
  picture?: PictureFacts<Name>;
}

/** A kind's declared fields: exactly the fields of its drafts and revisions (`Fields`), each with its facts. */
type FieldsDeclaration<Fields> = { [Name in keyof Fields]-?: ContentFieldFacts<keyof Fields & string> };

/**
 * What a version's page says to search engines and shares (decision 0055): every kind with pages
 * of its own (articles, people, practice areas) has them, each language version its own, last in
 * the editor and in History.
 */
const PAGE_META_FIELDS = {
  metaTitle: { label: "pageMeta.field.title", history: "text", holdsUploads: false, belongsTo: "version" },
  metaDescription: { label: "pageMeta.field.description", history: "text", holdsUploads: false, belongsTo: "version" },
  shareImageUrl: {
    label: "pageMeta.field.shareImage",
    history: "picture",
    holdsUploads: true,
    belongsTo: "version",
    picture: { place: "share" },
  },
  noindex: { label: "pageMeta.field.noindex", history: "flag", holdsUploads: false, belongsTo: "version" },
} as const satisfies FieldsDeclaration<PageMetaFields>;

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
  slug: { label: "address.field", history: "text", holdsUploads: false, belongsTo: "version" },
  ...(Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((name) => [name, articleTextFieldFacts(name)])) as {
    [Name in ArticleTextFieldName]: ReturnType<typeof articleTextFieldFacts>;
  }),
  cataId: { label: "articles.field.folder", history: "references", holdsUploads: false, belongsTo: "version" },
  coverUrl: {
    label: "articles.field.cover",
    history: "picture",
    holdsUploads: true,
    belongsTo: "version",
    picture: { place: "cover", description: "coverDescription", alt: "coverAlt" },
  },
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
  // The clients named and their consents (decision 0066); a consent's document is an upload the library must keep.
  clientsNamed: { label: "clientsNamed.field", history: "list", holdsUploads: true, belongsTo: "item" },
  ...PAGE_META_FIELDS,
} as const satisfies FieldsDeclaration<ArticleFields>;

/** A person version's fields, in the order History compares them. */
export const PERSON_FIELDS = {
  name: { label: "people.field.name", history: "text", holdsUploads: false, belongsTo: "version" },
  slug: { label: "address.field", history: "text", holdsUploads: false, belongsTo: "version" },
  photoUrl: {
    label: "people.field.photo",
    history: "picture",
    holdsUploads: true,
    belongsTo: "item",
    picture: { place: "portrait", description: "photoDescription", alt: "photoAlt" },
  },
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
  // The full profile (decision 0068): the specialist titles are codes, the person's; the lists are
  // written in each version's language. Their links point at other sites, never at an upload.
  specialistTitles: { label: "people.field.specialistTitles", history: "list", holdsUploads: false, belongsTo: "item" },
  barAdmissions: { label: "people.field.barAdmissions", history: "list", holdsUploads: false, belongsTo: "version" },
  education: { label: "people.field.education", history: "list", holdsUploads: false, belongsTo: "version" },
  memberships: { label: "people.field.memberships", history: "list", holdsUploads: false, belongsTo: "version" },
  publications: { label: "people.field.publications", history: "list", holdsUploads: false, belongsTo: "version" },
  rankings: { label: "people.field.rankings", history: "list", holdsUploads: false, belongsTo: "version" },
  ...PAGE_META_FIELDS,
} as const satisfies FieldsDeclaration<PersonFields>;

/** A practice area version's fields, in the order History compares them. */
export const PRACTICE_AREA_FIELDS = {
  name: { label: "expertise.field.name", history: "text", holdsUploads: false, belongsTo: "version" },
  slug: { label: "address.field", history: "text", holdsUploads: false, belongsTo: "version" },
  introduce: { label: "expertise.field.introduce", history: "richText", holdsUploads: true, belongsTo: "version" },
  iconUrl: {
    label: "expertise.field.icon",
    history: "picture",
    holdsUploads: true,
    belongsTo: "item",
    picture: { place: "icon", description: "iconDescription" },
  },
  keyContactIds: { label: "connections.keyContacts", history: "references", holdsUploads: false, belongsTo: "item" },
  ...PAGE_META_FIELDS,
} as const satisfies FieldsDeclaration<PracticeAreaFields>;

/** A banner's fields (a banner is one language version, which its edit may move to another language), in the order History compares them. */
export const BANNER_FIELDS = {
  title: { label: "banners.field.title", history: "text", holdsUploads: false, belongsTo: "version" },
  subTitle: { label: "banners.field.subTitle", history: "text", holdsUploads: false, belongsTo: "version" },
  // A page of this site or another, or an uploaded file (a brochure).
  linkUrl: { label: "banners.field.link", history: "text", holdsUploads: true, belongsTo: "version" },
  imgPath: {
    label: "banners.field.image",
    history: "picture",
    holdsUploads: true,
    belongsTo: "version",
    picture: { place: "banner", description: "imgDescription", alt: "imgAlt" },
  },
  // Revisions kept before the picture had its own alt text have none.
  imgAlt: { label: "placeAlt.field", history: "text", holdsUploads: false, belongsTo: "version" },
  lang: { label: "common.language", history: "text", holdsUploads: false, belongsTo: "version" },
} as const satisfies FieldsDeclaration<BannerFields>;

/** A legal document version's fields. */
export const DOCUMENT_FIELDS = {
  title: { label: "docs.title", history: "text", holdsUploads: false, belongsTo: "version" },
  content: { label: "docs.content", history: "richText", holdsUploads: true, belongsTo: "version" },
} as const satisfies FieldsDeclaration<LegalDocumentFields>;

/**
 * A job opening version's fields (decision 0071): the office, practice areas, level, employment
 * type and start belong to the item; in the order the editor shows them and History compares them.
 */
export const JOB_OPENING_FIELDS = {
  title: { label: "openings.field.title", history: "text", holdsUploads: false, belongsTo: "version" },
  slug: { label: "address.field", history: "text", holdsUploads: false, belongsTo: "version" },
  office: { label: "openings.field.office", history: "references", holdsUploads: false, belongsTo: "item" },
  proFieldIds: { label: "openings.field.practiceAreas", history: "references", holdsUploads: false, belongsTo: "item" },
  level: { label: "openings.field.level", history: "text", holdsUploads: false, belongsTo: "item" },
  employmentType: { label: "openings.field.employmentType", history: "text", holdsUploads: false, belongsTo: "item" },
  startDate: { label: "openings.field.startDate", history: "text", holdsUploads: false, belongsTo: "item" },
  content: { label: "openings.field.content", history: "richText", holdsUploads: true, belongsTo: "version" },
  ...PAGE_META_FIELDS,
} as const satisfies FieldsDeclaration<JobOpeningFields>;

/**
 * An event version's fields (decision 0082): everything but the title, address, text, another
 * place's address and the page fields belongs to the item; in the order the editor shows them and
 * History compares them.
 */
export const EVENT_FIELDS = {
  title: { label: "events.field.title", history: "text", holdsUploads: false, belongsTo: "version" },
  slug: { label: "address.field", history: "text", holdsUploads: false, belongsTo: "version" },
  startsAt: { label: "events.field.startsAt", history: "text", holdsUploads: false, belongsTo: "item" },
  endsAt: { label: "events.field.endsAt", history: "text", holdsUploads: false, belongsTo: "item" },
  placeKind: { label: "events.field.placeKind", history: "text", holdsUploads: false, belongsTo: "item" },
  office: { label: "events.field.office", history: "references", holdsUploads: false, belongsTo: "item" },
  venue: { label: "events.field.venue", history: "text", holdsUploads: false, belongsTo: "version" },
  onlineUrl: { label: "events.field.onlineUrl", history: "text", holdsUploads: false, belongsTo: "item" },
  personIds: { label: "events.field.speakers", history: "references", holdsUploads: false, belongsTo: "item" },
  proFieldIds: { label: "events.field.practiceAreas", history: "references", holdsUploads: false, belongsTo: "item" },
  capacity: { label: "events.field.capacity", history: "text", holdsUploads: false, belongsTo: "item" },
  registrationDeadline: { label: "events.field.registrationDeadline", history: "text", holdsUploads: false, belongsTo: "item" },
  registrationOpen: { label: "events.field.registrationOpen", history: "flag", holdsUploads: false, belongsTo: "item" },
  registrationFields: { label: "events.field.registrationFields", history: "list", holdsUploads: false, belongsTo: "item" },
  content: { label: "events.field.content", history: "richText", holdsUploads: true, belongsTo: "version" },
  ...PAGE_META_FIELDS,
} as const satisfies FieldsDeclaration<EventFields>;

/** Each publishable kind's fields, as its drafts and revisions carry them. */
export interface ContentKindFields {
  article: ArticleFields;
  person: PersonFields;
  practiceArea: PracticeAreaFields;
  banner: BannerFields;
  document: LegalDocumentFields;
  opening: JobOpeningFields;
  event: EventFields;
}

/** The rights a kind's writes need (rights.ts, decision 0024); its reads need `content.read`. */
export interface ContentKindRights {
  /** Writing its language versions: create, edit, save as a draft, discard a draft, restore a revision. */
  versions: Right;
  /** Publishing (or scheduling) and unpublishing a version, and setting the date an item shows. */
  publication: Right;
  /** Its structure: deleting whole items, pinning, ordering by hand, folders. */
  structure: Right;
}

/** What every publishable kind's writes need: a translator writes versions, an editor all the rest. */
const CONTENT_RIGHTS = {
  versions: "content.translate",
  publication: "content.write",
  structure: "content.write",
} as const satisfies ContentKindRights;

/**
 * A kind's pages on the site: the page that lists its items, one item's by the specification's
 * address (`:id`, a version's id), and the same page's readable address (`:slug`, decision 0054)
 * that the former leads to.
 */
export interface KindSiteRoutes {
  list: string;
  detail: string;
  address: string;
}

/**
 * A kind as the API, the site, previews and the search name it: one of the article's three
 * configurations (`ARTICLE_KIND_FACTS`), or every other kind's one, named as the kind.
 */
export interface KindConfigurationFacts {
  name: string;
  /** Its segment in the API's paths (`/admin/{segment}`, `/user/{segment}`), the specification's name. */
  segment: string;
  /** Its pages on the site; null: it has no list and detail pages of its own (`shownOn` says where it is shown). */
  siteRoutes: KindSiteRoutes | null;
  /**
   * The page a version is shown on when the kind has no detail page (a banner on the home page of
   * its language, a legal document on its own named page); its preview shows that page. A kind with
   * a detail page leaves it out: its preview is its detail page.
   */
  shownOn?: string;
  /** The type of its folders (`cataId`); null for a kind without folders. */
  catalogType: CatalogType | null;
  /** Whether the site search finds its versions, as the search's kind of the same name (`SEARCH_KINDS`). */
  searchable: boolean;
  /**
   * The scope a translated item's number is allocated under (the server's translated items, kept
   * with each `no`); null for a kind that is not a translated item (banners, legal documents).
   */
  itemScope: string | null;
}

/** A configuration has detail pages (and its preview is one), or is shown on another page. */
type KindConfiguration<Name extends string> = KindConfigurationFacts & { name: Name } & (
    { siteRoutes: KindSiteRoutes; shownOn?: undefined } | { siteRoutes: null; shownOn: string }
  );

/** What a publishable kind declares: its fields, its writes' rights, pins and order, and its configurations. */
interface ContentKindDeclaration<Kind extends ContentKindName, ConfigurationName extends string> {
  fields: FieldsDeclaration<ContentKindFields[Kind]>;
  /** Whether items can be pinned (shown first): the kind's endpoints pin and unpin. */
  pinnable: boolean;
  /** Whether items are ordered by hand (`sort`, the same order in every language). */
  orderedByHand: boolean;
  rights: ContentKindRights;
  /** Where it is called, shown and found, by the name of each of its configurations. */
  configurations: { [Name in ConfigurationName]: KindConfiguration<Name> };
}

/**
 * Every publishable kind, declared once: its versions' fields (`fields`, see `ContentFieldFacts`),
 * whether items are pinned or ordered by hand, the rights its writes need, and per configuration its
 * API segment, its site pages or the page showing it (and so its preview page), its folders,
 * whether the search finds it. News, case analyses and honors are the article's three
 * configurations (`ARTICLE_KIND_FACTS`, with what only they have); every other kind has one. The
 * previews' kinds and pages, the endpoint tables' rights, the server's search index and the
 * sitemap's parts derive from it.
 */
export const CONTENT_KINDS = {
  article: {
    fields: ARTICLE_FIELDS,
    pinnable: true,
    orderedByHand: false,
    rights: CONTENT_RIGHTS,
    configurations: ARTICLE_KIND_FACTS,
  },
  person: {
    fields: PERSON_FIELDS,
    pinnable: true,
    orderedByHand: false,
    rights: CONTENT_RIGHTS,
    configurations: {
      person: {
        name: "person",
        segment: "lawyerTeam",
        siteRoutes: { list: SITE_ROUTES.people, detail: SITE_ROUTES.personDetail, address: ADDRESS_ROUTES.person },
        catalogType: null,
        searchable: true,
        itemScope: "person",
      },
    },
  },
  practiceArea: {
    fields: PRACTICE_AREA_FIELDS,
    pinnable: false,
    orderedByHand: true,
    rights: CONTENT_RIGHTS,
    configurations: {
      practiceArea: {
        name: "practiceArea",
        segment: "professionalField",
        siteRoutes: { list: SITE_ROUTES.expertises, detail: SITE_ROUTES.expertiseDetail, address: ADDRESS_ROUTES.practiceArea },
        catalogType: null,
        searchable: true,
        itemScope: "practice-area",
      },
    },
  },
  banner: {
    fields: BANNER_FIELDS,
    pinnable: true,
    orderedByHand: false,
    rights: CONTENT_RIGHTS,
    configurations: {
      banner: {
        name: "banner",
        segment: "banner",
        siteRoutes: null,
        shownOn: SITE_ROUTES.home,
        catalogType: null,
        searchable: false,
        itemScope: null,
      },
    },
  },
  document: {
    fields: DOCUMENT_FIELDS,
    pinnable: false,
    orderedByHand: false,
    rights: CONTENT_RIGHTS,
    configurations: {
      document: {
        name: "document",
        segment: "docs",
        siteRoutes: null,
        shownOn: SITE_ROUTES.document,
        catalogType: null,
        searchable: true,
        itemScope: null,
      },
    },
  },
  opening: {
    fields: JOB_OPENING_FIELDS,
    pinnable: false,
    orderedByHand: false,
    rights: CONTENT_RIGHTS,
    configurations: {
      opening: {
        name: "opening",
        segment: "jobOpening",
        siteRoutes: { list: SITE_ROUTES.careers, detail: SITE_ROUTES.careerDetail, address: ADDRESS_ROUTES.opening },
        catalogType: null,
        searchable: true,
        itemScope: "opening",
      },
    },
  },
  event: {
    fields: EVENT_FIELDS,
    pinnable: false,
    orderedByHand: false,
    rights: CONTENT_RIGHTS,
    configurations: {
      event: {
        name: "event",
        segment: "event",
        siteRoutes: { list: SITE_ROUTES.events, detail: SITE_ROUTES.eventDetail, address: ADDRESS_ROUTES.event },
        catalogType: null,
        searchable: false,
        itemScope: "event",
      },
    },
  },
} as const satisfies { article: ContentKindDeclaration<"article", ArticleKindName> } & {
  [Kind in Exclude<ContentKindName, "article">]: ContentKindDeclaration<Kind, Kind>;
};

type ConfigurationsOf<Kind extends ContentKindName> = (typeof CONTENT_KINDS)[Kind]["configurations"];

/** Every configuration's name: news, case, honor, person, practiceArea, banner, document. */
export type KindConfigurationName = { [Kind in ContentKindName]: keyof ConfigurationsOf<Kind> & string }[ContentKindName];

/** The publishable kind a configuration is of (`news`: `article`). */
export type ContentKindOf<Name extends KindConfigurationName> = {
  [Kind in ContentKindName]: Name extends keyof ConfigurationsOf<Kind> ? Kind : never;
}[ContentKindName];

/** Every configuration by its name, as declared. */
export type KindConfigurations = {
  [Name in KindConfigurationName]: ConfigurationsOf<ContentKindOf<Name>>[Name & keyof ConfigurationsOf<ContentKindOf<Name>>];
};

/** Every kind's configurations by their names, in the declaration's order. */
export const KIND_CONFIGURATIONS = Object.assign(
  {},
  ...Object.values(CONTENT_KINDS).map((kind) => kind.configurations),
) as KindConfigurations;

/** The publishable kind a configuration is of (`news`: `article`). */
export function contentKindOf<Name extends KindConfigurationName>(name: Name): ContentKindOf<Name> {
  const kinds = Object.keys(CONTENT_KINDS) as ContentKindName[];
  return kinds.find((kind) => Object.hasOwn(CONTENT_KINDS[kind].configurations, name)) as ContentKindOf<Name>;
}

/** The configurations with pages of their own on the site (`siteRoutes`). */
export type SitePagesKindName = {
  [Name in KindConfigurationName]: KindConfigurations[Name] extends { siteRoutes: KindSiteRoutes } ? Name : never;
}[KindConfigurationName];

/** The configurations whose items are translated: each item a version per language, numbered under its `itemScope`. */
export type TranslatedKindName = {
  [Name in KindConfigurationName]: KindConfigurations[Name] extends { itemScope: string } ? Name : never;
}[KindConfigurationName];

/** The configurations the site search finds. */
export type SearchableKindName = {
  [Name in KindConfigurationName]: KindConfigurations[Name] extends { searchable: true } ? Name : never;
}[KindConfigurationName];

/** Each kind's fields with their facts (`CONTENT_KINDS`' `fields`), for the code that reads only them. */
export const CONTENT_KIND_FIELDS = Object.fromEntries(Object.entries(CONTENT_KINDS).map(([kind, facts]) => [kind, facts.fields])) as {
  [Kind in ContentKindName]: (typeof CONTENT_KINDS)[Kind]["fields"];
};

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
