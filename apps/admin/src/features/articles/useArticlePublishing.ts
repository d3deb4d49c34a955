import { useQueryClient } from "@tanstack/react-query";
import {
  ARTICLE_TEXT_FIELD_NAMES,
  ARTICLE_TEXT_FIELDS,
  catalogEndpoints,
  type AnyArticle,
  type ArticleFields,
  type ArticleTextFieldName,
} from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { api } from "../../lib/api.ts";
import type { PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import type { DraftField, DraftFieldsOf } from "../../ui/publishing/PublicationPanel.tsx";
import type { HistoryField } from "../../ui/publishing/VersionHistory.tsx";
import { catalogKeys, flattenTree } from "../catalogs/index.ts";
import { articleKeys, type ArticleKind } from "./articleKinds.ts";

/**
 * A declared text field's label (`ARTICLE_TEXT_FIELDS`): the contract names the key, and this
 * return type makes a key missing from the back office's catalogs fail the type check.
 */
export function articleTextFieldLabel(field: ArticleTextFieldName): MessageKey {
  const facts: { label: MessageKey } = ARTICLE_TEXT_FIELDS[field];
  return facts.label;
}

/** The fields an article version's draft may change, with their labels in the editor (decision 0035). */
export const ARTICLE_DRAFT_FIELDS: readonly DraftField<DraftFieldsOf<AnyArticle>>[] = [
  ["title", "articles.field.title"],
  ...ARTICLE_TEXT_FIELD_NAMES.map((field) => [field, articleTextFieldLabel(field)] as const),
  ["cataId", "articles.field.folder"],
  ["coverUrl", "articles.field.cover"],
  ["coverAlt", "placeAlt.field"],
  ["content", "articles.field.content"],
  ["contentUrl", "articles.field.contentUrl"],
  ["note", "articles.field.note"],
  ["personIds", "connections.people"],
  ["proFieldIds", "connections.practiceAreas"],
];

/**
 * The publishing of an article kind's versions: the history of a version in `lang` compares the
 * fields its kind has (a folder, the external address and the note are not every kind's), the
 * folder by its name in that language (the editor's folder list), people and practice areas by
 * the names the revision keeps, the cover as a picture, the text as a diff of its words.
 */
export function useArticlePublishing(kind: ArticleKind): (lang: string) => PublishingKind<AnyArticle, ArticleFields> {
  const queryClient = useQueryClient();
  const type = kind.catalogType;
  return (lang) => {
    const folderNames = async (ids: readonly number[]) => {
      if (type === null) return new Map<number, string>();
      const tree = await queryClient.fetchQuery({
        queryKey: catalogKeys.tree(type, lang),
        queryFn: ({ signal }) => api.call(catalogEndpoints.tree, { query: { type, lang } }, { signal }),
      });
      const folders = flattenTree(tree);
      return new Map(ids.flatMap((id) => folders.filter((folder) => folder.id === id).map((folder) => [id, folder.name] as const)));
    };
    const allFields: HistoryField<ArticleFields>[] = [
      { label: "articles.field.title", kind: "text", field: "title" },
      ...ARTICLE_TEXT_FIELD_NAMES.map((field): HistoryField<ArticleFields> => ({
        label: articleTextFieldLabel(field),
        kind: "text",
        field,
      })),
      {
        label: "articles.field.folder",
        kind: "references",
        read: (fields) => (fields.cataId === null ? [] : [fields.cataId]),
        names: folderNames,
      },
      { label: "articles.field.cover", kind: "picture", field: "coverUrl" },
      // Revisions kept before the cover had its own alt text have none.
      { label: "placeAlt.field", kind: "text", field: "coverAlt" },
      { label: "articles.field.content", kind: "richText", field: "content" },
      { label: "articles.field.contentUrl", kind: "text", field: "contentUrl" },
      { label: "articles.field.note", kind: "text", field: "note" },
      // The revision names them as they are called now.
      { label: "connections.people", kind: "list", read: (fields) => fields.people.map((person) => person.name) },
      { label: "connections.practiceAreas", kind: "list", read: (fields) => fields.proFields.map((area) => area.name) },
    ];
    // Folders, the external address and the note are not every kind's.
    const historyFields = allFields.filter(({ label }) =>
      label === "articles.field.folder"
        ? type !== null
        : label === "articles.field.contentUrl"
          ? kind.hasLink
          : label === "articles.field.note"
            ? kind.hasNote
            : true,
    );
    return {
      api: kind,
      queryKey: articleKeys.all(kind),
      preview: { kind: kind.name },
      draftFields: ARTICLE_DRAFT_FIELDS,
      historyFields,
    };
  };
}
