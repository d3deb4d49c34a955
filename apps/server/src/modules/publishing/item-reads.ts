import { FALLBACK_LOCALE, pageMetaOf, type PageMetaFields, type Paging, type PublishState } from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { findLanguagesOf, listShownVersions, type ListOrder, type PublishableTable } from "../translations/translations.repository.ts";
import { draftAnswer, findDrafts } from "./drafts.repository.ts";
import { editTagsOf } from "./edit-tags.ts";
import { publicationOf, type PublicationWindow } from "./publication.ts";

/**
 * The back office's reads of a translated publishable kind with page fields (practice areas, job
 * openings, events), written once (decision 0089): every version of an item with its page fields,
 * its window and its draft, and the list of one row per item in the chosen language. A kind says
 * where its rows are, how it presents them, and what its versions and its list rows add.
 */

/** What every such kind's stored version has. */
export type KindRow = { id: number; no: number; lang: string } & PublicationWindow & Record<keyof PageMetaFields, unknown>;

export interface KindReads<TRow extends KindRow, TItem extends { id: number; no: number; lang: string }, TVersionExtra, TListed> {
  table: PublishableTable;
  /** All versions of one item, by language. */
  rowsOf(db: Executor, no: number): Promise<TRow[]>;
  /** The versions of the given ids, in any order. */
  rowsById(db: Executor, ids: readonly number[]): Promise<TRow[]>;
  /** The list's order of its items. */
  listOrder: ListOrder;
  present(db: Executor, rows: readonly TRow[]): Promise<TItem[]>;
  /** What a version adds for the back office alone (never for visitors). */
  versionExtra(row: TRow): TVersionExtra;
  /** The list's rows from their versions (without what the list does not show, with what it adds). */
  listed(db: Executor, items: TItem[], nos: number[]): Promise<TListed[]>;
}

/** The back office's list query of such a kind. */
export type KindListQuery = Paging & { lang?: string | undefined; publishState?: PublishState | undefined };

/** The reads of a kind whose drafts keep `TFields`: `kindReads<JobOpeningFields>()({ … })`. */
export const kindReads =
  <TFields>() =>
  <TRow extends KindRow, TItem extends { id: number; no: number; lang: string }, TVersionExtra, TListed>(
    kind: KindReads<TRow, TItem, TVersionExtra, TListed>,
  ) => {
    /** All versions of one item as the back office reads them: each with its page fields, window and draft. */
    async function versionsOf(db: Executor, no: number) {
      const rows = await kind.rowsOf(db, no);
      const [items, drafts] = await Promise.all([
        kind.present(db, rows),
        findDrafts<TFields>(
          db,
          kind.table,
          rows.map((row) => row.id),
        ),
      ]);
      return items.map((item, index) => {
        const row = rows[index]!;
        return {
          ...item,
          ...kind.versionExtra(row),
          ...pageMetaOf(row as Parameters<typeof pageMetaOf>[0]),
          ...publicationOf(row),
          draft: draftAnswer(drafts.get(item.id)),
        };
      });
    }

    /** The back office's list: one row per item, in the `lang` version (default en_US, else any), in the kind's order. */
    async function listForAdmin(db: Db, languages: LanguageRegistry, query: KindListQuery) {
      if (query.lang) await languages.assertKnown(query.lang, "query.lang");
      const { rows, pageable } = await listShownVersions(
        db,
        kind.table,
        { lang: query.lang || FALLBACK_LOCALE, fallback: FALLBACK_LOCALE },
        query.publishState,
        query,
        kind.listOrder,
        (ids) => kind.rowsById(db, ids),
      );
      const nos = rows.map((row) => row.no);
      const [languagesOf, items, drafts, tags] = await Promise.all([
        findLanguagesOf(db, kind.table, nos),
        kind.present(db, rows).then((presented) => kind.listed(db, presented, nos)),
        findDrafts(
          db,
          kind.table,
          rows.map((row) => row.id),
        ),
        editTagsOf(db, kind.table, nos),
      ]);
      const result = items.map((item, index) => {
        const row = rows[index]!;
        return {
          ...item,
          ...publicationOf(row),
          languages: languagesOf.get(row.no) ?? [row.lang],
          hasDraft: drafts.has(row.id),
          editTag: tags.get(row.no)!,
        };
      });
      return { result, pageable };
    }

    return { versionsOf, listForAdmin };
  };
