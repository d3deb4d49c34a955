import {
  ADDRESSED_KINDS,
  type AddressedKindName,
  type ArticleKindName,
  joinNames,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import { slugsOf } from "../addresses/addresses.ts";
import * as search from "./search.repository.ts";
import { findHits, isTypoOf, queryTerms, snippetOf, type QueryTerm } from "./search-text.ts";

/**
 * The site search (docs/decisions/0029): a query's terms must all occur in an entry of the
 * page's language (title or text, any spelling); people are also found by a typo in their name.
 * Results are grouped by kind, each kind paged on its own.
 */

/** Whether every term is in the names (any spelling), or is a typo of one of their words. */
function matchesNames(names: string, terms: readonly QueryTerm[]): "exact" | "typo" | undefined {
  let typo = false;
  const words = names.split(/[\s\n]+/u);
  for (const term of terms) {
    if (term.spellings.some((spelling) => names.includes(spelling))) continue;
    if (!term.spellings.some((spelling) => words.some((word) => isTypoOf(spelling, word)))) return undefined;
    typo = true;
  }
  return typo ? "typo" : "exact";
}

/**
 * The people whose names hold the query with a typo ("Mueler", "Schmitt" for Schmidt) and whom
 * it does not match otherwise, in the list's order: they come after the people it matches.
 */
async function peopleWithTypos(db: Executor, lang: string, terms: readonly QueryTerm[]): Promise<number[]> {
  const names = await search.listPersonNames(db, lang);
  const typos = names.filter((row) => matchesNames(row.titleKey, terms) === "typo").map((row) => row.id);
  const exact = await search.findMatchingPeople(db, lang, terms, typos);
  return typos.filter((id) => !exact.has(id));
}

/**
 * The people finder's keyword (`GET /user/lawyerTeam`): the items (`no`) of the people whose
 * names in any version hold every term, in any spelling or with a typo; null when the keyword
 * has no term to search by (a single letter), so that the finder filters by its own rule.
 */
export async function findPeopleByName(db: Executor, lang: string, keyword: string): Promise<number[] | null> {
  const terms = queryTerms(keyword);
  if (terms.length === 0) return null;
  const names = await search.listPersonNames(db, lang);
  return names.filter((row) => matchesNames(row.titleKey, terms) !== undefined).map((row) => row.itemNo);
}

/**
 * The keyword of a public article list (`GET /user/latest-news?keyword=`): the versions of the
 * kind in `lang` whose title or text holds every term, matched as the site search matches them
 * (a subquery); null when the keyword has no term to search by, so that the list is not narrowed.
 */
export function articlesMatchingKeyword(
  db: Executor,
  lang: string,
  kind: ArticleKindName,
  keyword: string,
): search.MatchingVersionIds | null {
  const terms = queryTerms(keyword);
  return terms.length === 0 ? null : search.matchingVersionIds(db, lang, kind, terms);
}

function toResult(row: search.EntryRow, terms: readonly QueryTerm[]): SearchResult {
  const kind = row.kind as SearchKind;
  const snippet = snippetOf(row.body, terms, SEARCH_LIMITS.snippet);
  return {
    kind,
    id: row.versionId,
    title: row.title,
    // Filled in for the page's results (`withSlugs`).
    slug: null,
    titleHits: findHits(row.title, terms),
    snippet: snippet.text,
    snippetHits: snippet.hits,
    createTime: row.publishedAt,
    contentUrl: kind === "news" ? row.target : null,
    name: kind === "document" ? row.target : null,
    photoUrl: null,
    subtitle: null,
  };
}

/** A person's result shows the portrait, job titles and office of that version; an opening's, its office. */
async function addDetails(db: Executor, lang: string, results: SearchResult[]): Promise<SearchResult[]> {
  const idsOf = (kind: SearchKind) => results.filter((result) => result.kind === kind).map((result) => result.id);
  const [{ people, jobs }, openings] = await Promise.all([
    search.findPersonDetails(db, idsOf("person")),
    search.findOpeningOffices(db, idsOf("opening")),
  ]);
  return results.map((result) => {
    if (result.kind === "opening") return { ...result, subtitle: openings.find((row) => row.id === result.id)?.officeName ?? null };
    if (result.kind !== "person") return result;
    const person = people.find((row) => row.id === result.id);
    const titles = jobs.filter((job) => job.personId === result.id).map((job) => job.name);
    const subtitle = [joinNames(titles, lang), person?.officeName].filter(Boolean).join(" · ");
    return { ...result, photoUrl: person?.photoUrl ?? null, subtitle: subtitle || null };
  });
}

/** Each result's slug, its page's address (decision 0054); a legal document's page is named by its name instead. */
async function withSlugs(db: Executor, results: SearchResult[]): Promise<SearchResult[]> {
  const slugs = new Map(
    await Promise.all(
      ADDRESSED_KINDS.map(
        async (kind) =>
          [
            kind,
            await slugsOf(
              db,
              kind,
              results.filter((result) => result.kind === kind).map((result) => result.id),
            ),
          ] as const,
      ),
    ),
  );
  return results.map((result) => ({ ...result, slug: slugs.get(result.kind as AddressedKindName)?.get(result.id) ?? null }));
}

/**
 * Searches one language: every kind's count, and a page of results of the kinds asked for; a word
 * found in very many texts is counted and ranked to `bound` (decision 0100).
 */
export async function runSearch(
  db: Db,
  lang: string,
  query: SearchQuery,
  bound: search.SearchBound = search.SEARCH_BOUND,
): Promise<SearchAnswer> {
  const terms = queryTerms(query.q);
  const { pageNo, pageSize } = query;
  const empty = (kind: SearchKind) => ({ kind, totalCount: 0, totalCapped: false, pageNo, pageSize, items: [] });
  if (terms.length === 0) return { q: query.q, groups: SEARCH_KINDS.map(empty) };

  const shown = query.kind ? [query.kind] : [...SEARCH_KINDS];
  const offset = (pageNo - 1) * pageSize;
  const [{ rows, totals, capped }, typos] = await Promise.all([
    search.rankMatches(db, lang, terms, SEARCH_KINDS, shown, { offset, limit: pageSize }, bound),
    peopleWithTypos(db, lang, terms),
  ]);
  // People with a typo follow those matched: a page past the matched ones shows them.
  const matchedPeople = totals.get("person") ?? 0;
  const typoIds = shown.includes("person")
    ? typos.slice(Math.max(0, offset - matchedPeople), Math.max(0, offset + pageSize - matchedPeople))
    : [];
  const typoRows = await search.findEntries(db, typoIds);
  typoRows.sort((a, b) => typoIds.indexOf(a.id) - typoIds.indexOf(b.id));
  const results = await withSlugs(
    db,
    await addDetails(
      db,
      lang,
      [...rows, ...typoRows].map((row) => toResult(row, terms)),
    ),
  );
  return {
    q: query.q,
    groups: SEARCH_KINDS.map((kind) => ({
      kind,
      totalCount: (totals.get(kind) ?? 0) + (kind === "person" ? typos.length : 0),
      // Only the kinds that grow with the content are counted to a bound (decision 0100).
      totalCapped: capped.has(kind),
      pageNo,
      pageSize,
      items: results.filter((result) => result.kind === kind),
    })),
  };
}
