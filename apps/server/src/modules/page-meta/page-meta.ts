import { PAGE_META_FIELD_NAMES, pageMetaOf, type PageMetaFields, type PageMetaInput } from "@lawfirm/contract";

// What a version's page says to search engines and shares (decision 0055), as the language rows of
// articles, people and practice areas store it: one column per field, `noindex` as 0 or 1.

/** The columns of `table`, for a select. */
export const pageMetaColumnsOf = <Table extends "articles" | "people" | "practiceAreas" | "jobOpenings" | "events">(table: Table) =>
  PAGE_META_FIELD_NAMES.map((field) => `${table}.${field}` as const);

/** The fields as a row's columns (`PageMetaColumns`) store them. */
export type StoredPageMeta = Omit<PageMetaFields, "noindex"> & { noindex: number };

export function pageMetaColumns(fields: PageMetaFields): StoredPageMeta {
  const { metaTitle, metaDescription, shareImageUrl, noindex } = fields;
  return { metaTitle, metaDescription, shareImageUrl, noindex: noindex ? 1 : 0 };
}

/** A save's fields: each one it leaves out (the specification's clients send none) is the stored one. */
export function savedPageMeta(input: PageMetaInput, stored: PageMetaFields | undefined): PageMetaFields {
  const given = Object.fromEntries(
    PAGE_META_FIELD_NAMES.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
  );
  return pageMetaOf({ ...stored, ...given });
}
