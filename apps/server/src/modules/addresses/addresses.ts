import {
  ADDRESSED_KINDS,
  ARTICLE_KIND_FACTS,
  buildPath,
  KIND_CONFIGURATIONS,
  localizedPath,
  splitLocalePath,
  type AddressedItem,
  type AddressedKindName,
  type AddressTarget,
  type ArticleKindName,
  type Locale,
} from "@lawfirm/contract";
import { PostgresAdapter, sql } from "kysely";
import { now, type Executor } from "../../db/database.ts";
import { badRequest, conflict, HttpError, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { isPublic } from "../publishing/publication.ts";
import type { ItemChange, VersionInput } from "../translations/translated-items.ts";
import { firstFreeSlug, slugOf } from "./slugs.ts";

/**
 * Readable addresses (decision 0054): a version's slug (a column of its row, unique per kind and
 * language), the slugs it had before and those of versions deleted or taken off the site
 * (`address_history`), and what a slug leads to. Every kind with pages of its own writes its slugs
 * through here: made from a title when the editor gives none, refused when another version has it,
 * and its old one kept when it changes.
 */

function isAddressedKind(kind: string): kind is AddressedKindName {
  return (ADDRESSED_KINDS as readonly string[]).includes(kind);
}

/** Where a kind's versions are: their table, and for an article kind the kind its rows name. */
interface AddressedStorage {
  table: "articles" | "people" | "practiceAreas" | "jobOpenings" | "events";
  articleKind?: ArticleKindName;
}

const STORAGE: Record<AddressedKindName, AddressedStorage> = {
  ...(Object.fromEntries(Object.keys(ARTICLE_KIND_FACTS).map((kind) => [kind, { table: "articles", articleKind: kind }])) as Record<
    ArticleKindName,
    AddressedStorage
  >),
  person: { table: "people" },
  practiceArea: { table: "practiceAreas" },
  opening: { table: "jobOpenings" },
  event: { table: "events" },
};

/** The kind's versions in one language (the table's rows of the kind), as a query to add to. */
function versionsOf(db: Executor, kind: AddressedKindName, lang: string) {
  const { table, articleKind } = STORAGE[kind];
  // The tables share the columns read here; Kysely's types cannot follow a table chosen at run time.
  const query = (db as Executor).selectFrom(table as "people").where("lang", "=", lang);
  return articleKind ? query.where(sql.ref("kind"), "=", articleKind) : query;
}

/** The slugs of the kind's versions in a language that start as `slug` does (itself, `slug-2`, …), but `exceptId`'s. */
async function slugsLike(db: Executor, kind: AddressedKindName, lang: string, slug: string, exceptId?: number): Promise<Set<string>> {
  const rows = await versionsOf(db, kind, lang)
    .select(["id", "slug"])
    .where((eb) => eb.or([eb("slug", "=", slug), eb("slug", "like", `${slug}-%`)]))
    .execute();
  return new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
}

/** The title of the kind's version in a language that has `slug` now, but `exceptId`; undefined when none. */
async function holderOf(db: Executor, kind: AddressedKindName, lang: string, slug: string, exceptId?: number): Promise<string | undefined> {
  const titleColumn = ["articles", "jobOpenings", "events"].includes(STORAGE[kind].table) ? "title" : "name";
  const row = await versionsOf(db, kind, lang)
    .select(["id", sql<string>`${sql.ref(titleColumn)}`.as("title")])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && row.id !== exceptId ? row.title : undefined;
}

/** The language and slug of versions of the kind (none for an id that is no version of it). */
async function addressesOf(db: Executor, kind: AddressedKindName, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom(STORAGE[kind].table as "people")
    .select(["id", "lang", "slug"])
    .where("id", "in", [...ids])
    .execute();
}

/** The slugs of versions of the kind, by id. */
export async function slugsOf(db: Executor, kind: AddressedKindName, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await addressesOf(db, kind, ids)).map((row) => [row.id, row.slug]));
}

/** The page address of a version of a kind with readable addresses in its language (`/de/news/…`); undefined for any other kind or version. */
export async function addressOfVersion(db: Executor, version: { kind: string; id: number }, locale: Locale): Promise<string | undefined> {
  if (!isAddressedKind(version.kind)) return undefined;
  const slug = (await slugsOf(db, version.kind, [version.id])).get(version.id);
  return slug === undefined ? undefined : localizedPath(locale, buildPath(KIND_CONFIGURATIONS[version.kind].siteRoutes.address, { slug }));
}

/**
 * Makes the writes that give slugs of the kind in these languages wait for each other, until the
 * transaction ends: on PostgreSQL two new items titled alike would otherwise both find the same
 * slug free, and the second would fail at the unique index. SQLite writes one transaction at a time.
 */
async function lockSlugs(db: Executor, kind: AddressedKindName, langs: readonly string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // In one order, so that two writes never wait for each other's second language.
  for (const lang of [...new Set(langs)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`address ${kind} ${lang}`}))`.execute(db);
  }
}

/** What a save plans for the slugs of an item's versions: each version's slug, by language. */
export type PlannedSlugs = ReadonlyMap<string, string>;

/**
 * The slug each version of a save is to have: the editor's, when no other version of the kind in
 * its language has it (else a problem at the version's `slug`); made from its title when it is
 * empty, or left out of a new version; the stored one when left out of an existing version
 * (`storedSlug`). Made slugs take the first free `-2`, `-3`, ….
 */
export async function planSlugs<TInput extends VersionInput & { slug?: string | undefined }>(
  db: Executor,
  kind: AddressedKindName,
  change: ItemChange<TInput>,
  titleOf: (input: TInput) => string,
  storedSlug: (db: Executor, id: number) => Promise<string | undefined>,
): Promise<PlannedSlugs> {
  const planned = new Map<string, string>();
  await lockSlugs(
    db,
    kind,
    change.versions.map(({ input }) => input.lang),
  );
  for (const { input, index, stored } of change.versions) {
    const wanted = input.slug;
    if (wanted) {
      const holder = await holderOf(db, kind, input.lang, wanted, stored?.id);
      if (holder === undefined) planned.set(input.lang, wanted);
      else change.problems.add(index, "slug", message("address.taken", { title: holder }));
      continue;
    }
    const kept = wanted === undefined && stored ? await storedSlug(db, stored.id) : undefined;
    if (kept) {
      planned.set(input.lang, kept);
      continue;
    }
    const made = slugOf(titleOf(input), input.lang, kind.toLowerCase());
    planned.set(input.lang, firstFreeSlug(made, await slugsLike(db, kind, input.lang, made, stored?.id)));
  }
  return planned;
}

/** Forgets what an old address of the kind said, now that a version has it as its slug. */
async function claim(db: Executor, kind: AddressedKindName, lang: string, slug: string): Promise<void> {
  await db.deleteFrom("addressHistory").where("kind", "=", kind).where("lang", "=", lang).where("slug", "=", slug).execute();
}

/** Makes an old address of the kind lead to a version (null: to none, 410 Gone). */
async function remember(db: Executor, kind: AddressedKindName, lang: string, slug: string, versionId: number | null): Promise<void> {
  await claim(db, kind, lang, slug);
  await db.insertInto("addressHistory").values({ kind, lang, slug, versionId, changedAt: now() }).execute();
}

/** A new version's slug, planned by `planSlugs`, before its row is written: the old address it may have been is its own now. */
export async function claimSlug(db: Executor, kind: AddressedKindName, lang: string, slug: string): Promise<void> {
  await claim(db, kind, lang, slug);
}

/**
 * Gives a version a slug, in the write's transaction (a save in place, a publication of its draft,
 * a restore): its old slug then leads to it. 409 when another version of the kind in its language
 * took the slug since it was planned (a draft's slug is checked when it is saved and again here).
 */
export async function changeSlug(db: Executor, kind: AddressedKindName, id: number, slug: string | undefined): Promise<void> {
  if (!slug) return;
  const [row] = await addressesOf(db, kind, [id]);
  if (!row || row.slug === slug) return;
  await lockSlugs(db, kind, [row.lang]);
  const holder = await holderOf(db, kind, row.lang, slug, id);
  if (holder !== undefined) throw conflict(message("address.taken", { title: holder }));
  await claim(db, kind, row.lang, slug);
  await remember(db, kind, row.lang, row.slug, id);
  await db
    .updateTable(STORAGE[kind].table as "people")
    .set({ slug })
    .where("id", "=", id)
    .execute();
}

/** Before versions are deleted: their addresses, old and new, answer 410 Gone from now on. */
export async function retireVersions(db: Executor, kind: AddressedKindName, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await addressesOf(db, kind, ids);
  await db.updateTable("addressHistory").set({ versionId: null }).where("kind", "=", kind).where("versionId", "in", ids).execute();
  for (const row of rows) await remember(db, kind, row.lang, row.slug, null);
}

/** When a version is taken off the site: its address answers 410 Gone until it is public again. */
export async function markOffSite(db: Executor, kind: AddressedKindName, id: number): Promise<void> {
  const [row] = await addressesOf(db, kind, [id]);
  if (row) await remember(db, kind, row.lang, row.slug, id);
}

const gone = () => new HttpError(410, message("address.gone"));

/**
 * Where a slug of the kind leads in a language: the public version that has it, or that had it
 * before (its slug now differs); 410 Gone for an address whose version was deleted or is off the
 * site, 404 for one that never was. `previewedId`: a version a preview shows whatever its state.
 */
export async function resolveAddress(
  db: Executor,
  kind: AddressedKindName,
  lang: string,
  slug: string,
  previewedId?: number,
  /** Told the item the answer names, and whether by an old slug (which an item newly taking it would take over). */
  names?: (no: number, byOldSlug: boolean) => void,
): Promise<AddressTarget> {
  const { table } = STORAGE[kind];
  const at = now();
  const current = await versionsOf(db, kind, lang)
    .select(["id", "no", "slug", "publishAt", "unpublishAt", sql<boolean>`${isPublic(table, at)}`.as("public")])
    .where("slug", "=", slug)
    .executeTakeFirst();
  const old = await db
    .selectFrom("addressHistory")
    .select("versionId")
    .where("kind", "=", kind)
    .where("lang", "=", lang)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (current) {
    if (Boolean(current.public) || current.id === previewedId) {
      names?.(current.no, false);
      return { id: current.id, slug: current.slug };
    }
    // Off the site: taken off (its old address is remembered), or its publication ended.
    const ended = current.publishAt !== null && current.unpublishAt !== null && current.unpublishAt <= at;
    if (old || ended) throw gone();
    throw notFound(message("address.notFound"));
  }
  if (!old) throw notFound(message("address.notFound"));
  if (old.versionId === null) throw gone();
  const moved = await versionsOf(db, kind, lang)
    .select(["id", "no", "slug", sql<boolean>`${isPublic(table, at)}`.as("public")])
    .where("id", "=", old.versionId)
    .executeTakeFirst();
  if (!moved || !(Boolean(moved.public) || moved.id === previewedId)) throw gone();
  names?.(moved.no, true);
  return { id: moved.id, slug: moved.slug };
}

/** A route's parameters in a path (`/news/:slug` in `/news/fusion`: slug "fusion"); undefined where it does not match. */
function routeParams(route: string, path: string): Record<string, string> | undefined {
  const routeParts = route.split("/");
  const pathParts = path.split("/");
  if (routeParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of routeParts.entries()) {
    const given = pathParts[index]!;
    if (part.startsWith(":")) {
      if (!given) return undefined;
      params[part.slice(1)] = given;
    } else if (part !== given) return undefined;
  }
  return params;
}

/** What a path names: a kind's version by the specification's id, or by a slug in a language. */
type NamedVersion = { kind: AddressedKindName } & ({ id: number } | { slug: string; lang: string });

/** The version a page's path names, if it is an item's page (a readable address needs its language prefix). */
function namedVersion(pathname: string): NamedVersion | undefined {
  const { locale, path } = splitLocalePath(pathname.replace(/\/+$/, "") || "/");
  for (const kind of ADDRESSED_KINDS) {
    const routes = KIND_CONFIGURATIONS[kind].siteRoutes;
    const byId = routeParams(routes.detail, path);
    if (byId && /^\d{1,10}$/.test(byId.id ?? "")) return { kind, id: Number(byId.id) };
    const bySlug = routeParams(routes.address, path);
    if (bySlug && locale) return { kind, slug: decodeURIComponent(bySlug.slug ?? "").toLowerCase(), lang: locale };
  }
  return undefined;
}

/**
 * The item whose page an address of the site is (decision 0054): by the version's id, its slug now
 * or an old one of it, whatever the version's state, for the back office to open it. 400 for an
 * address that is no item's page, 404 for one no version has.
 */
export async function findAddressedItem(db: Executor, address: string): Promise<AddressedItem> {
  let pathname: string;
  try {
    pathname = new URL(address, "http://site.invalid").pathname;
  } catch {
    throw badRequest(message("address.notAPage"));
  }
  const named = namedVersion(pathname);
  if (!named) throw badRequest(message("address.notAPage"));
  const { kind } = named;
  let id: number | undefined;
  if ("id" in named) id = named.id;
  else {
    const current = await versionsOf(db, kind, named.lang).select("id").where("slug", "=", named.slug).executeTakeFirst();
    const old = current
      ? undefined
      : await db
          .selectFrom("addressHistory")
          .select("versionId")
          .where("kind", "=", kind)
          .where("lang", "=", named.lang)
          .where("slug", "=", named.slug)
          .executeTakeFirst();
    id = current?.id ?? old?.versionId ?? undefined;
  }
  const { table, articleKind } = STORAGE[kind];
  const version =
    id === undefined
      ? undefined
      : await (db as Executor)
          .selectFrom(table as "people")
          .select(["id", "no", "lang"])
          .where("id", "=", id)
          .$if(articleKind !== undefined, (query) => query.where(sql.ref("kind"), "=", articleKind))
          .executeTakeFirst();
  if (!version) throw notFound(message("address.noItem"));
  return { kind, no: version.no, id: version.id, lang: version.lang };
}
