import { SEARCH_LIMITS } from "@lawfirm/contract";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { isPostgres, now, type Database, type Executor, type SearchEntryTable } from "../../db/database.ts";
import { containsPattern } from "../../db/text-match.ts";
import { spellingLength, type QueryTerm } from "./search-text.ts";

/**
 * The search index's storage (docs/decisions/0029): the rows of `search_entries`, the content
 * they are made from, and the one query both dialects answer the same way. SQLite matches through
 * the FTS5 table `search_entries_fts` (trigram tokenizer), PostgreSQL through pg_trgm and a
 * full-text index on the short tokens.
 */

export type SearchEntryValues = Omit<SearchEntryTable, "id">;

// ---------------------------------------------------------------------------------------------
// The content an entry is made from

/** The language versions of articles (news, case analyses, honors), by item. */
export async function findArticleSources(db: Executor, nos: readonly number[]) {
  if (nos.length === 0) return [];
  return db
    .selectFrom("articles")
    .select([
      "id",
      "no",
      "kind",
      "lang",
      "title",
      "content",
      "note",
      "isLink",
      "contentUrl",
      "top",
      "createdAt",
      "publishAt",
      "unpublishAt",
    ])
    .where("no", "in", [...nos])
    .execute();
}

export async function findPracticeAreaSources(db: Executor, nos: readonly number[]) {
  if (nos.length === 0) return [];
  return db
    .selectFrom("practiceAreas")
    .select(["id", "no", "lang", "name", "introduce", "updatedAt", "publishAt", "unpublishAt"])
    .where("no", "in", [...nos])
    .execute();
}

export async function findPersonSources(db: Executor, nos: readonly number[]) {
  if (nos.length === 0) return [];
  return db
    .selectFrom("people")
    .select(["id", "no", "lang", "name", "intro", "customContents", "top", "updatedAt", "publishAt", "unpublishAt"])
    .where("no", "in", [...nos])
    .orderBy("lang")
    .execute();
}

export async function findDocumentSources(db: Executor, ids?: readonly number[]) {
  let query = db.selectFrom("legalDocuments").select(["id", "name", "lang", "title", "content", "updatedAt", "publishAt", "unpublishAt"]);
  if (ids) query = query.where("id", "in", [...ids]);
  return query.execute();
}

/** The tables of the translated items the search finds. */
export async function findOpeningSources(db: Executor, nos: readonly number[]) {
  if (nos.length === 0) return [];
  return db
    .selectFrom("jobOpenings")
    .select(["id", "no", "lang", "title", "content", "publishAt", "unpublishAt"])
    .where("no", "in", [...nos])
    .execute();
}

export type ItemTable = "articles" | "practiceAreas" | "people" | "jobOpenings";

/** Every item (`no`) of a table of searchable items, in order, for a rebuild. */
export async function listItemNos(db: Executor, table: ItemTable): Promise<number[]> {
  const rows = await db.selectFrom(table).select("no").distinct().orderBy("no").execute();
  return rows.map((row) => row.no);
}

// ---------------------------------------------------------------------------------------------
// Writing entries

/** Rows per insert: well below SQLite's limit of bound values per statement. */
const INSERT_BATCH = 200;

/** Replaces the entries of the given items of one kind with `entries` (none: the items are gone). */
export async function replaceEntries(
  db: Executor,
  kinds: readonly string[],
  itemNos: readonly number[],
  entries: readonly SearchEntryValues[],
) {
  if (itemNos.length > 0) {
    await db
      .deleteFrom("searchEntries")
      .where("kind", "in", [...kinds])
      .where("itemNo", "in", [...itemNos])
      .execute();
  }
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    await db
      .insertInto("searchEntries")
      .values(entries.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** Replaces every entry of one kind. */
export async function replaceKind(db: Executor, kind: string, entries: readonly SearchEntryValues[]) {
  await db.deleteFrom("searchEntries").where("kind", "=", kind).execute();
  await replaceEntries(db, [kind], [], entries);
}

export async function deleteAllEntries(db: Executor) {
  await db.deleteFrom("searchEntries").execute();
}

export async function countEntries(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("searchEntries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------
// Matching

/** A string in an FTS5 query: in double quotes, a double quote doubled. */
const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The FTS5 query of the terms: every term must match, by any of its spellings; a spelling of
 * three characters or more anywhere in the title or text (the trigram index finds it inside
 * compounds), a shorter one as a token of `words` (padded with spaces there).
 */
function ftsQuery(terms: readonly QueryTerm[]): string {
  return terms
    .map((term) => {
      const alternatives = term.spellings.map((spelling) => {
        const length = spellingLength(spelling);
        if (length >= 3) return `{title_key body_key} : ${ftsString(spelling)}`;
        return `words : ${ftsString(length === 1 ? ` ${spelling} ` : `${spelling} `)}`;
      });
      return `(${alternatives.join(" OR ")})`;
    })
    .join(" AND ");
}

/** A lexeme of a `tsquery`, taken as it is (no parser, no dictionary). */
const tsLexeme = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The short tokens of an entry as a full-text vector: the expression its index is made on. */
const wordsVector = sql`array_to_tsvector(string_to_array(btrim(e.words), ' '))`;

/** The same rule on PostgreSQL: pg_trgm's index serves the LIKE of the longer spellings, the full-text index the tokens. */
function postgresMatch(terms: readonly QueryTerm[]): Expression<SqlBool> {
  const termConditions = terms.map((term) => {
    const alternatives = term.spellings.map((spelling) => {
      if (spellingLength(spelling) >= 3) {
        const pattern = containsPattern(spelling);
        return sql`(e.title_key like ${pattern} escape '\\' or e.body_key like ${pattern} escape '\\')`;
      }
      return sql`${wordsVector} @@ cast(${tsLexeme(spelling)} as tsquery)`;
    });
    return sql`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(termConditions, sql` and `)})`;
}

/** Whether the entry `e` is within its publication window (decision 0035). */
function visible(eb: ExpressionBuilder<Database & { e: SearchEntryTable }, "e">) {
  const at = now();
  return eb.and([
    eb.or([eb("e.visibleFrom", "is", null), eb("e.visibleFrom", "<=", at)]),
    eb.or([eb("e.visibleUntil", "is", null), eb("e.visibleUntil", ">", at)]),
  ]);
}

/** Entries of one language that match every term, of the given kinds, within their publication window (decision 0035). */
function matching(db: Executor, lang: string, kinds: readonly string[], terms: readonly QueryTerm[]) {
  const postgres = isPostgres(db);
  // On SQLite the kind is checked on the entry found, not looked up (`+`): each match is then one
  // lookup of `search_entries_match_idx` (language, id), not one of the rank index per kind.
  const kind = postgres ? sql.ref("e.kind") : sql`+${sql.ref("e.kind")}`;
  const query = db
    .selectFrom("searchEntries as e")
    .where("e.lang", "=", lang)
    .where(kind, "in", [...kinds])
    .where(visible);
  if (postgres) return query.where(postgresMatch(terms));
  return query.where("e.id", "in", sql<number>`(select rowid from search_entries_fts where search_entries_fts match ${ftsQuery(terms)})`);
}

/**
 * The search's kinds whose entries follow the firm (its people, practice areas, openings, legal
 * documents, honors) rather than its news: each is matched whole, from `search_small_fts` on
 * SQLite (migration `0054_kept_counts_and_search_candidates`, decision 0100).
 */
export const SMALL_SEARCH_KINDS: readonly string[] = ["person", "practiceArea", "opening", "document", "honor"];

/**
 * Where the search stops counting (decision 0100): a word with fewer than `lookedAt` matches in
 * the full-text index (every language and kind) is counted and ranked whole; one with more ranks,
 * of each kind that grows with the content, the first `ranked` of its newest `lookedAt` matches.
 * Tests lower it.
 */
export interface SearchBound {
  ranked: number;
  lookedAt: number;
}

export const SEARCH_BOUND: SearchBound = { ranked: SEARCH_LIMITS.ranked, lookedAt: SEARCH_LIMITS.ranked * 10 };

/**
 * The candidates the search counts and ranks, as ids the ranking query checks (language, kind,
 * publication window). A word the full-text index matches fewer than `bound.lookedAt` times:
 * all its matches. A more frequent one (decision 0100): every match of the small kinds, and of
 * each other kind the first `bound.ranked`, the newest entries first (the highest ids). On SQLite
 * the small kinds' matches come from `search_small_fts`, and the others' from a walk of the
 * full-text index in its own order, newest first, over at most `bound.lookedAt` of its matches,
 * each looked up by language and id in `search_entries_match_idx` until enough of the kind are
 * found: a bounded number of lookups rather than one per match. PostgreSQL takes each kind's
 * first matches (of all of them) as its planner chooses, from its statistics. `capped`: the kinds
 * whose count stopped at the bound, where more may match.
 */
async function candidates(db: Executor, lang: string, kinds: readonly string[], terms: readonly QueryTerm[], bound: SearchBound) {
  const postgres = isPostgres(db);
  const query = ftsQuery(terms);
  const every = postgres
    ? sql`select e.id from search_entries as e where ${postgresMatch(terms)}`
    : sql`select rowid from search_entries_fts where search_entries_fts match ${query}`;
  const looked = await sql<{ n: number }>`select count(*) as n from (${every} limit ${bound.lookedAt}) as looked`.execute(db);
  if (Number(looked.rows[0]?.n ?? 0) < bound.lookedAt) return { ids: every, capped: () => new Set<string>() };
  const small = kinds.filter((kind) => SMALL_SEARCH_KINDS.includes(kind));
  const large = kinds.filter((kind) => !SMALL_SEARCH_KINDS.includes(kind));
  const at = now();
  const parts: Expression<unknown>[] = [];
  if (small.length > 0) {
    parts.push(
      postgres
        ? matching(db, lang, small, terms).select("e.id")
        : sql`select rowid as id from search_small_fts where search_small_fts match ${query}`,
    );
  }
  large.forEach((kind, index) => {
    const first = postgres
      ? matching(db, lang, [kind], terms).select("e.id").orderBy("e.id", "desc").limit(bound.ranked)
      : sql`select e.id from (select rowid from search_entries_fts where search_entries_fts match ${query} order by rowid desc limit ${bound.lookedAt}) as f
          cross join search_entries as e indexed by search_entries_match_idx
          where e.lang = ${lang} and e.id = f.rowid and +e.kind = ${kind}
            and (e.visible_from is null or e.visible_from <= ${at}) and (e.visible_until is null or e.visible_until > ${at})
          order by f.rowid desc limit ${bound.ranked}`;
    parts.push(sql`select id from (${first}) as ${sql.raw(`first_${index}`)}`);
  });
  if (parts.length === 0) parts.push(sql`select null as id where 0 = 1`);
  // On SQLite a kind found fewer than `ranked` times among the newest `lookedAt` matches may have older ones.
  const capped = (totals: ReadonlyMap<string, number>) =>
    new Set(postgres ? large.filter((kind) => (totals.get(kind) ?? 0) >= bound.ranked) : large);
  return { ids: sql.join(parts, sql` union all `), capped };
}

/** The ids of the versions of one kind and language whose entry matches every term: a list's keyword filter, as a subquery. */
export function matchingVersionIds(db: Executor, lang: string, kind: string, terms: readonly QueryTerm[]) {
  return matching(db, lang, [kind], terms).select("e.versionId");
}

export type MatchingVersionIds = ReturnType<typeof matchingVersionIds>;

export interface EntryRow {
  id: number;
  kind: string;
  versionId: number;
  title: string;
  body: string;
  target: string | null;
  publishedAt: string | null;
}

export interface RankedMatches {
  /** The page of each kind asked for, in order. */
  rows: EntryRow[];
  /** How many entries of each kind match among the candidates (kinds without a match are missing). */
  totals: Map<string, number>;
  /** The kinds whose count stopped at the search's bound (decision 0100): more may match. */
  capped: Set<string>;
}

/** Whether every term occurs in the title (any spelling): such entries come first. */
function titleHit(db: Executor, terms: readonly QueryTerm[]) {
  const contains = isPostgres(db)
    ? (spelling: string) => sql`strpos(e.title_key, ${spelling}) > 0`
    : (spelling: string) => sql`instr(e.title_key, ${spelling}) > 0`;
  const termConditions = terms.map((term) => sql`(${sql.join(term.spellings.map(contains), sql` or `)})`);
  return sql<number>`case when ${sql.join(termConditions, sql` and `)} then 1 else 0 end`;
}

/**
 * Every kind's count and one page of each kind in `shown`, from the candidates (`candidates`):
 * entries whose title
 * holds every term first, then pinned and by name (people), newest (articles), by title (the
 * rest). The ranking reads only what `search_entries_rank_idx` holds; the page's rows and their
 * texts are read afterwards.
 */
export async function rankMatches(
  db: Executor,
  lang: string,
  terms: readonly QueryTerm[],
  kinds: readonly string[],
  shown: readonly string[],
  page: { offset: number; limit: number },
  bound: SearchBound = SEARCH_BOUND,
): Promise<RankedMatches> {
  // On SQLite `+`: partitioning by the kind column would make the rank index's order (language,
  // kind, id) look worth scanning the whole language for; every candidate is looked up instead.
  const kind = isPostgres(db) ? sql`e.kind` : sql`+e.kind`;
  const found = await candidates(db, lang, kinds, terms, bound);
  const ranked = db
    .selectFrom("searchEntries as e")
    .where("e.lang", "=", lang)
    .where(kind, "in", [...kinds])
    .where(visible)
    .where("e.id", "in", sql<number>`(${found.ids})`)
    .leftJoin("people as p", (join) => join.onRef("p.id", "=", "e.versionId").on("e.kind", "=", "person"))
    .select([
      "e.id",
      "e.kind",
      sql<number>`row_number() over (partition by ${kind} order by ${titleHit(db, terms)} desc, p.top desc, e.published_at desc, coalesce(p.search_name, e.title_key), e.id desc)`.as(
        "position",
      ),
      sql<number>`count(*) over (partition by ${kind})`.as("total"),
    ]);
  const first = page.offset + 1;
  const last = page.offset + page.limit;
  const positions = await db
    .selectFrom(ranked.as("r"))
    .select(["r.id", "r.kind", "r.position", "r.total"])
    .where((eb) =>
      shown.length > 0
        ? eb.or([
            eb("r.position", "=", 1),
            eb.and([eb("r.kind", "in", [...shown]), eb("r.position", ">=", first), eb("r.position", "<=", last)]),
          ])
        : eb("r.position", "=", 1),
    )
    .execute();
  const totals = new Map(positions.map((row) => [row.kind, Number(row.total)]));
  const capped = found.capped(totals);
  const onPage = positions
    .filter((row) => shown.includes(row.kind) && Number(row.position) >= first && Number(row.position) <= last)
    .sort((a, b) => a.kind.localeCompare(b.kind) || Number(a.position) - Number(b.position));
  const rows = await findEntries(
    db,
    onPage.map((row) => row.id),
  );
  const order = new Map(onPage.map((row, index) => [row.id, index]));
  return { rows: rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)), totals, capped };
}

/** Which of the given person entries the terms match (names or profile). */
export async function findMatchingPeople(
  db: Executor,
  lang: string,
  terms: readonly QueryTerm[],
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await matching(db, lang, ["person"], terms)
    .select("e.id")
    .where("e.id", "in", [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Every person entry of a language with its folded names, pinned first, then by name (a firm's people are few). */
export async function listPersonNames(db: Executor, lang: string) {
  return db
    .selectFrom("searchEntries as e")
    .innerJoin("people as p", "p.id", "e.versionId")
    .select(["e.id", "e.itemNo", "e.titleKey"])
    .where("e.lang", "=", lang)
    .where("e.kind", "=", "person")
    .orderBy("p.top", "desc")
    .orderBy("p.searchName")
    .orderBy("e.id")
    .execute();
}

/** Entries by id, with their texts. */
export async function findEntries(db: Executor, ids: readonly number[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("searchEntries as e")
    .select(["e.id", "e.kind", "e.versionId", "e.title", "e.body", "e.target", "e.publishedAt"])
    .where("e.id", "in", [...ids])
    .execute();
}

/** What a person's result shows beside the name: portrait, office and job titles of that version. */
/** The office of each opening version, in its language. */
export async function findOpeningOffices(db: Executor, openingIds: readonly number[]) {
  if (openingIds.length === 0) return [];
  return db
    .selectFrom("jobOpenings")
    .innerJoin("offices", "offices.id", "jobOpenings.officeId")
    .select(["jobOpenings.id", "offices.name as officeName"])
    .where("jobOpenings.id", "in", [...openingIds])
    .execute();
}

export async function findPersonDetails(db: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return { people: [], jobs: [] };
  const [people, jobs] = await Promise.all([
    db
      .selectFrom("people")
      .innerJoin("offices", "offices.id", "people.officeId")
      .select(["people.id", "people.photoUrl", "offices.name as officeName"])
      .where("people.id", "in", [...personIds])
      .execute(),
    db
      .selectFrom("personJobs")
      .innerJoin("jobs", "jobs.id", "personJobs.jobId")
      .select(["personJobs.personId", "jobs.name"])
      .where("personJobs.personId", "in", [...personIds])
      .orderBy("personJobs.personId")
      .orderBy("personJobs.position")
      .execute(),
  ]);
  return { people, jobs };
}
