import {
  addressEndpoints,
  API_BASE,
  ARTICLE_KIND_FACTS,
  bannerEndpoints,
  catalogEndpoints,
  documentEndpoints,
  jobEndpoints,
  KIND_CONFIGURATIONS,
  KIND_ENDPOINT_TABLES,
  languageEndpoints,
  officeEndpoints,
  portalConfigEndpoints,
  searchEndpoints,
  uploadsNamedIn,
  type AuditAction,
  type AuditKind,
  type Endpoint,
  type KindConfigurationName,
} from "@lawfirm/contract";
import type { FastifyRequest } from "fastify";

/**
 * The keys of what the public cache's answers show, and of what a back-office write changed
 * (decision 0062). A tag names content an answer shows; a write names the keys it changed; an
 * answer is dropped when one of its tags and one of the write's keys are equal, or one of them is
 * the other's beginning up to a `:` (the write `news:list` reaches the tag `news:list`, the write
 * `news` every tag of news; the tag `news` is reached by every write of news).
 *
 * - `{configuration}:item:{no}`: an item of a translated kind (news, case, honor, person,
 *   practiceArea, opening), all its language versions;
 * - `{configuration}:list`: which items of the kind a list shows, and what of them (any of its
 *   items' changes in any language: an item's fields shared by its versions, its date, its pin,
 *   its people, show in every language's list);
 * - `{article kind}:related`: which items an article's related items are (any item of the kind
 *   with a practice area may join them);
 * - `banner`, `document`, `office`, `job`, `folder`: the whole of a kind without pages of its own;
 * - `siteConfig`: the site's configuration and languages (every page's header and footer);
 * - `firmFigures`: the headline figures (the people, lawyers and offices counted), which a write
 *   of the people, their job titles or the offices notes only when it moved them (decision 0139);
 * - `upload:{stored name}`: an upload an answer names, whose description (alt text, caption,
 *   focal point, decorative mark) it may show; `upload`, every upload, for an answer naming more
 *   than `MAX_UPLOAD_TAGS` (decision 0141);
 * - `address:{path}`: a rendered page's or a redirect's address, which a redirect's write changes
 *   (decision 0143);
 * - `content`: everything (the crawl files, an answer no rule below describes).
 */

/** The tag every write reaches: what an answer shows is not known item by item. */
export const EVERY_CHANGE_TAG = "content";

/** The tag of the headline figures the site's configuration answers (`firmFigures`, above). */
export const FIRM_FIGURES_TAG = "firmFigures";

/** The tag of an upload an answer names, and the key of a change of its description (decision 0141). */
export const uploadTag = (storedName: string) => `upload:${storedName}`;

/**
 * The tag of a site address (a canonical path, `canonicalSitePath`), a page's or a redirect's, and
 * the key of a redirect's change of what it answers (decision 0143). A `:` is escaped, so that no
 * address is another's beginning (`reaches`); a `,` or a space too, which separate a CDN's keys.
 */
export const addressTag = (path: string) => `address:${path.replace(/[:, ]/g, (character) => encodeURIComponent(character))}`;

/**
 * Uploads an answer is tagged with one by one; an answer naming more (a list of many people's
 * photos) is tagged `upload`, which any picture's change reaches: a CDN takes a header of keys of
 * limited length, and beyond it the answer would be purged by every change (`MAX_CDN_KEY_BYTES`).
 */
export const MAX_UPLOAD_TAGS = 24;

/** The tags of the uploads a public answer's body names (`uploadTag`, or `upload` for more than `MAX_UPLOAD_TAGS`). */
export function uploadTags(body: string): string[] {
  const names = uploadsNamedIn(body);
  return names.length > MAX_UPLOAD_TAGS ? ["upload"] : names.map(uploadTag);
}

/** The response header that names an answer's CDN keys, comma separated (Cloudflare's name and form). */
export const CACHE_TAG_HEADER = "cache-tag";

/** The same keys space separated (Fastly's name and form, also read by other CDNs). */
export const SURROGATE_KEY_HEADER = "surrogate-key";

/** The headers naming an answer's CDN keys: never on a preview's answer or a back-office one. */
export const CDN_KEY_HEADERS: readonly string[] = [CACHE_TAG_HEADER, SURROGATE_KEY_HEADER];

/** The CDN key of every kept answer, purged when a change empties everything. */
export const EVERYTHING_CDN_KEY = "all";

/** A CDN takes up to 16 KB of keys per answer; beyond this the answer names `content` (every change purges it). */
export const MAX_CDN_KEY_BYTES = 8_000;

/** The beginnings of a tag up to each `:`: `news` and `news:item` of `news:item:7`. */
const beginnings = (tag: string) =>
  tag
    .split(":")
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join(":"));

/**
 * The keys a CDN keeps with an answer of `tags` (decision 0078). A CDN purges by equal keys, where
 * this server's cache matches beginnings too (`reaches`): an answer names its tags, `{beginning}:*`
 * for each beginning of one (a change of the whole kind, `news`, purges `news:*`), and `all`.
 * Too many for one header (a page of many items): `content` and `all`, which every change purges.
 */
export function cdnKeys(tags: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const tag of tags) {
    keys.add(tag);
    for (const beginning of beginnings(tag)) keys.add(`${beginning}:*`);
  }
  keys.add(EVERYTHING_CDN_KEY);
  const all = [...keys];
  return all.join(",").length <= MAX_CDN_KEY_BYTES ? all : [EVERY_CHANGE_TAG, EVERYTHING_CDN_KEY];
}

/** The headers naming an answer's CDN keys. */
export function cdnKeyHeaders(tags: readonly string[]): Record<string, string> {
  const keys = cdnKeys(tags);
  return { [CACHE_TAG_HEADER]: keys.join(","), [SURROGATE_KEY_HEADER]: keys.join(" ") };
}

/**
 * The CDN keys a change of `keys` (null: everything) purges: what `reaches` reaches, by equal keys
 * (`cdnKeys`): each key, the tags it begins (`{key}:*`), the tags that begin it (`news` for
 * `news:list`), and `content`; everything is `all`.
 */
export function cdnPurgeKeys(keys: readonly string[] | null): string[] {
  if (keys === null) return [EVERYTHING_CDN_KEY];
  const purged = new Set<string>();
  for (const key of keys) {
    purged.add(key).add(`${key}:*`);
    for (const beginning of beginnings(key)) purged.add(beginning);
  }
  purged.add(EVERY_CHANGE_TAG);
  return [...purged];
}

/** The translated configurations: items with a number and pages (or lists) of their own. */
type ItemKind = Extract<KindConfigurationName, "news" | "case" | "honor" | "person" | "practiceArea" | "opening" | "event">;

/** Which items of a kind its lists show: every write of one of its items reaches it. */
export const listTag = (kind: KindConfigurationName) => `${kind}:list`;
const isArticleKind = (kind: AuditKind) => Object.hasOwn(ARTICLE_KIND_FACTS, kind);
export const itemTag = (kind: KindConfigurationName, no: number) => `${kind}:item:${no}`;

/**
 * What else the answers of a kind show, besides its own items: an article its people (names,
 * photos, job titles), practice areas and folder; a person their practice areas, office and job
 * titles; a practice area its key contacts and lawyers; a job opening its office and practice areas. A whole list
 * of the other kind: an item not shown yet (a person published, whom the article already names) is
 * not in the answer to be tagged.
 */
const ALSO_SHOWS: Readonly<Record<ItemKind, readonly string[]>> = {
  news: [listTag("person"), listTag("practiceArea"), "folder"],
  case: [listTag("person"), listTag("practiceArea"), "folder"],
  honor: [listTag("person"), listTag("practiceArea"), "folder"],
  person: [listTag("practiceArea"), "office", "job"],
  practiceArea: [listTag("person")],
  // A job opening names its office (with its address) and practice areas (decision 0071).
  opening: [listTag("practiceArea"), "office"],
  // An event names its office, speakers and practice areas (decision 0082).
  event: [listTag("practiceArea"), listTag("person"), "office"],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** An article's related items (decision 0062): any article of the kind that has a practice area may join them. */
const relatedTag = (kind: KindConfigurationName) => `${kind}:related`;

/**
 * Whether an article's write may change other articles' related items: unless its answer shows
 * the item without a practice area (as the back office sees it: hidden ones too). An article
 * that leaves a related list is in it, and reached by its item's key.
 */
export function mayJoinRelated(output: unknown): boolean {
  const versions = (Array.isArray(output) ? output : [output]).filter(isRecord);
  return versions.length === 0 || versions.some((version) => !Array.isArray(version.proFieldIds) || version.proFieldIds.length > 0);
}

/** Tags of a public answer by the endpoint that answered it, from its result (the envelope's `result`, read only when needed). */
type AnswerTagger = (result: () => unknown) => string[];

function itemKindTaggers(kind: ItemKind): [Endpoint, AnswerTagger][] {
  const table = KIND_ENDPOINT_TABLES[kind] as Record<string, Endpoint>;
  const shows = ALSO_SHOWS[kind];
  const isArticle = isArticleKind(kind);
  return Object.values(table)
    .filter((endpoint) => endpoint.access === "public" && endpoint.method === "GET")
    .map((endpoint): [Endpoint, AnswerTagger] => {
      const detail = /:(id|no)$/.test(endpoint.path) && !endpoint.path.includes("/pageTurn/");
      if (!detail) return [endpoint, () => [listTag(kind), ...shows]];
      return [
        endpoint,
        (result) => {
          const data = result();
          if (!isRecord(data) || typeof data.no !== "number") return [kind];
          if (!isArticle) return [itemTag(kind, data.no), ...shows];
          // An article's related items share one of its practice areas (hidden ones too, which its
          // answer does not name): the items it shows now, and any that joins (`relatedTag`).
          const related = Array.isArray(data.related) ? data.related.filter(isRecord) : [];
          const shown = related.flatMap((item) => (typeof item.no === "number" ? [itemTag(kind, item.no)] : []));
          return [itemTag(kind, data.no), ...shown, relatedTag(kind), ...shows];
        },
      ];
    });
}

const publicReads = (table: Record<string, Endpoint>) =>
  Object.values(table).filter((endpoint) => endpoint.access === "public" && endpoint.method === "GET");

const ITEM_KINDS = (Object.keys(KIND_CONFIGURATIONS) as KindConfigurationName[]).filter(
  (kind): kind is ItemKind => KIND_CONFIGURATIONS[kind].itemScope !== null,
);

/** Every public read whose answers the cache keeps, by its route (`/api/user/latest-news/:id`), with its tagger. */
const TAGGERS: ReadonlyMap<string, AnswerTagger> = new Map(
  [
    ...ITEM_KINDS.flatMap(itemKindTaggers),
    // Every page shows the site's configuration (its header and footer). It names the legal
    // documents that are published (the footer's links) and shows the headline figures.
    ...publicReads(portalConfigEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [
      endpoint,
      () => ["siteConfig", "document", FIRM_FIGURES_TAG],
    ]),
    ...publicReads(languageEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => ["siteConfig"]]),
    ...publicReads(bannerEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => ["banner"]]),
    ...publicReads(documentEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => ["document"]]),
    ...publicReads(officeEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => ["office"]]),
    ...publicReads(jobEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => ["job"]]),
    ...publicReads(catalogEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => ["folder"]]),
    // What the search finds is any searchable item; its results show what a list shows of each.
    ...publicReads(searchEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [
      endpoint,
      () => [...ITEM_KINDS.map(listTag), "document", "folder", "office", "job"],
    ]),
    // The version a readable address names: its item's tags come from the route (`tagAnswer`).
    ...publicReads(addressEndpoints).map((endpoint): [Endpoint, AnswerTagger] => [endpoint, () => []]),
  ].map(([endpoint, tagger]) => [`${API_BASE}${endpoint.path}`, tagger]),
);

/**
 * The tags of a public API answer: by its route and its result, with those its handler added
 * (`extra`). A route without a rule (the site's configuration, the languages) shows what any write
 * may change: `content`.
 */
export function answerTags(route: string | undefined, result: () => unknown, extra: readonly string[] = []): string[] {
  const tagger = route === undefined ? undefined : TAGGERS.get(route);
  const tags = tagger ? [...tagger(result), ...extra] : [EVERY_CHANGE_TAG];
  return [...new Set(tags.length > 0 ? tags : [EVERY_CHANGE_TAG])];
}

/** What a write changed, as the audit log describes it (`describeCall`): its kind, its item, its action. */
export interface DescribedChange {
  kind: AuditKind;
  action?: AuditAction | undefined;
  itemNo?: number | null;
  /** For an article: whether it may now be among others' related items (`mayJoinRelated`); unknown: it may. */
  mayJoinRelated?: boolean;
}

const isItemKind = (kind: AuditKind): kind is ItemKind => (ITEM_KINDS as readonly string[]).includes(kind);
const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * What a write of each kind without numbered items changes (decision 0143), every kind named, so
 * that a new one fails the type check until it is placed:
 * - `whole`: the whole kind, which has no numbered items answers could name; the site's
 *   configuration (`siteConfig`) is every page's header and footer, the newsletter's topics its
 *   form's answer (which no rule describes: `content`);
 * - `nothing`: no public answer shows it: the outbox, the accounts, the inbox of the contact form,
 *   the applications to job openings and the icon library's entries (a practice area shows its
 *   icon by the upload's address);
 * - `noted`: what its routes note (`noteChangedKeys`), the kind itself naming nothing: a picture of
 *   the media library its upload's key (`uploadTag`, decision 0141); a redirect the addresses it
 *   sends away or stops sending away (`addressTag`); the registrations and the privacy tools the
 *   events whose places a check-in, a cancellation or an erasure freed (decision 0106); the
 *   retention's periods and the forms' notes on the data show only in forms' answers, never kept.
 */
const KIND_CHANGES: Readonly<Record<Exclude<AuditKind, ItemKind>, "whole" | "nothing" | "noted">> = {
  banner: "whole",
  document: "whole",
  office: "whole",
  job: "whole",
  folder: "whole",
  siteConfig: "whole",
  newsletter: "whole",
  mail: "nothing",
  account: "nothing",
  inbox: "nothing",
  application: "nothing",
  icon: "nothing",
  file: "noted",
  redirect: "noted",
  eventRegistration: "noted",
  privacy: "noted",
};

/** Actions that change nothing a visitor sees: an upload is a new file no content names yet, the others read. */
const UNSHOWN_ACTIONS = ["upload", "lookUp", "export", "sendTest"] as const satisfies readonly AuditAction[];

/**
 * The keys a back-office write changed (decision 0139). An item's write changes its item and the
 * lists of its kind (its related items too, for an article that may join them); a write of an item
 * kind that named no item, and of a kind without numbered items, the whole kind (`KIND_CHANGES`).
 */
export function changeKeys(change: DescribedChange): string[] {
  const { kind, itemNo, action } = change;
  if (action !== undefined && isOneOf(UNSHOWN_ACTIONS, action)) return [];
  if (isItemKind(kind)) {
    if (typeof itemNo !== "number") return [kind];
    const joins = isArticleKind(kind) && change.mayJoinRelated !== false;
    return [itemTag(kind, itemNo), listTag(kind), ...(joins ? [relatedTag(kind)] : [])];
  }
  return KIND_CHANGES[kind] === "whole" ? [kind] : [];
}

/** Whether a write of `keys` (null: everything) reaches an answer of `tags` (none: one made before tags, or not described). */
export function reaches(keys: readonly string[] | null, tags: readonly string[] | undefined): boolean {
  if (keys === null || tags === undefined) return true;
  return tags.some(
    (tag) => tag === EVERY_CHANGE_TAG || keys.some((key) => key === tag || tag.startsWith(`${key}:`) || key.startsWith(`${tag}:`)),
  );
}

declare module "fastify" {
  interface FastifyRequest {
    /** Tags a public read's handler adds to its answer's (`tagAnswer`). */
    answerTags: string[] | null;
  }
}

/** Adds tags to the answer of a public read, for what its result does not say (the item a readable address names). */
export function tagAnswer(request: FastifyRequest, tags: readonly string[]): void {
  request.answerTags = [...(request.answerTags ?? []), ...tags];
}
