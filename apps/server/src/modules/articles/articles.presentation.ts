// What the back office's and the site's answers about articles share: rows and stored fields as the contract's shapes.
import {
  articleTextFieldsOf,
  pageMetaOf,
  type Article,
  type ArticleFields,
  type ArticleVersionDraft,
  type ArticleVersionInput,
} from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import type { ArticleColumns, ArticleConnections, ArticleKind } from "./article-kinds.ts";
import * as articles from "./articles.repository.ts";

/** What a draft keeps of an article version's edit: its columns and its connections. */
export interface ArticleDraftFields extends ArticleColumns {
  /** Missing in drafts and revisions kept before addresses existed (decision 0054). */
  slug?: string | undefined;
  personIds: number[];
  proFieldIds: number[];
}

/** A kind whose version input does not matter to the function at hand. */
export type KindOf<TItem extends Article> = ArticleKind<TItem, ArticleVersionInput>;

/** The connections of the given versions, by version id (none for a version without any); for visitors, the public ones. */
async function connectionsOf(db: Executor, ids: readonly number[], forVisitors: boolean): Promise<(id: number) => ArticleConnections> {
  const [people, practiceAreas] = await Promise.all([
    articles.findPeopleOf(db, ids, forVisitors),
    articles.findPracticeAreasOf(db, ids, forVisitors),
  ]);
  return (id) => {
    const named = people.filter((row) => row.articleId === id).map(({ articleId: _articleId, ...person }) => person);
    const concerned = practiceAreas.filter((row) => row.articleId === id).map(({ articleId: _articleId, ...area }) => area);
    return {
      personIds: named.map((person) => person.id),
      people: named,
      proFieldIds: concerned.map((area) => area.id),
      proFields: concerned,
    };
  };
}

/** Rows as answers, with their connections (for visitors: the people and practice areas they may see). */
export async function presentRows<TItem extends Article>(
  db: Executor,
  kind: KindOf<TItem>,
  rows: readonly articles.ArticleRow[],
  forVisitors = false,
): Promise<TItem[]> {
  const connections = await connectionsOf(
    db,
    rows.map((row) => row.id),
    forVisitors,
  );
  return rows.map((row) => kind.present(row, connections(row.id)));
}

/** List rows (which leave the content out) as answers, each with the summary kept with its version (decision 0150). */
export async function presentListRows<TItem extends Article>(
  db: Executor,
  kind: KindOf<TItem>,
  rows: readonly articles.ArticleRow[],
  forVisitors = false,
): Promise<(TItem & { summary: string })[]> {
  const items = await presentRows(db, kind, rows, forVisitors);
  return items.map((item, index) => ({ ...item, summary: rows[index]!.summary }));
}

/** The drafts of the given versions as answers carry them, by version id. */
export async function presentDrafts(db: Executor, ids: readonly number[]): Promise<Map<number, ArticleVersionDraft>> {
  const drafts = [...(await findDrafts<ArticleDraftFields>(db, "articles", ids)).values()];
  const fields = await presentFieldsOf(
    db,
    drafts.map((draft) => draft.fields),
  );
  return new Map(drafts.map(({ versionId, savedAt, operatorName }, index) => [versionId, { ...fields[index]!, savedAt, operatorName }]));
}

/** Stored fields as answers carry them, with the people's and practice areas' names; those deleted since are left out. */
export async function presentFieldsOf(db: Executor, stored: readonly ArticleDraftFields[]): Promise<ArticleFields[]> {
  const [people, practiceAreas] = await Promise.all([
    articles.findPeopleByIds(db, [...new Set(stored.flatMap((fields) => fields.personIds))]),
    articles.findPracticeAreasByIds(db, [...new Set(stored.flatMap((fields) => fields.proFieldIds))]),
  ]);
  return stored.map(({ personIds, proFieldIds, ...columns }) => {
    const named = personIds.flatMap((id) => people.filter((person) => person.id === id));
    const concerned = proFieldIds.flatMap((id) => practiceAreas.filter((area) => area.id === id));
    return {
      ...columns,
      // Drafts and revisions kept before the cover had its own alt text, or a declared text field, have none.
      coverAlt: columns.coverAlt ?? null,
      ...articleTextFieldsOf(columns),
      ...pageMetaOf(columns),
      personIds: named.map((person) => person.id),
      people: named,
      proFieldIds: concerned.map((area) => area.id),
      proFields: concerned,
    };
  });
}
