import type { PageContext } from "../../lib/api";
import { caseKind, honorKind, newsKind, type ArticlePage } from "../../ui/articles/article-kinds";
import { loadRecord } from "../../ui/articles/related";

/** The newest news, deals and honors naming a person (decision 0031). */
export interface PersonRecord {
  news: ArticlePage;
  cases: ArticlePage;
  honors: ArticlePage;
}

/** A person's record: any version's id names the person; the items are of the page's language. */
export async function loadPersonRecord(personId: number, page: PageContext): Promise<PersonRecord> {
  const [news, cases, honors] = await Promise.all([newsKind, caseKind, honorKind].map((kind) => loadRecord(kind, { personId }, page)));
  return { news: news!, cases: cases!, honors: honors! };
}
