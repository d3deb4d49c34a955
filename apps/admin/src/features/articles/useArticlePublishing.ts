import { useQueryClient } from "@tanstack/react-query";
import { ARTICLE_TEXT_FIELDS, catalogEndpoints, type AnyArticle, type ArticleFields, type ArticleTextFieldName } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { api } from "../../lib/api.ts";
import type { PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { catalogKeys, flattenTree } from "../catalogs/index.ts";
import type { ArticleKind } from "./articleKinds.ts";

/**
 * A declared text field's label (`ARTICLE_TEXT_FIELDS`): the contract names the key, and this
 * return type makes a key missing from the back office's catalogs fail the type check.
 */
export function articleTextFieldLabel(field: ArticleTextFieldName): MessageKey {
  const facts: { label: MessageKey } = ARTICLE_TEXT_FIELDS[field];
  return facts.label;
}

/** The fields an article version's draft may change, with their labels in the editor (decision 0035). */
export const ARTICLE_DRAFT_FIELDS = kindDraftFields("article");

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
    // Folders, the external address and the note are not every kind's.
    const kindHas = { cataId: type !== null, contentUrl: kind.hasLink, note: kind.hasNote };
    const historyFields = kindHistoryFields(
      "article",
      {
        cataId: { read: (fields) => (fields.cataId === null ? [] : [fields.cataId]), names: folderNames },
        // The revision names them as they are called now.
        people: { read: (fields) => fields.people.map((person) => person.name) },
        proFields: { read: (fields) => fields.proFields.map((area) => area.name) },
        // Each client with the day it consented, if recorded (decision 0066).
        clientsNamed: {
          read: (fields) => (fields.clientsNamed ?? []).map((client) => [client.name, client.consentDate].filter(Boolean).join(" · ")),
        },
      },
      (Object.keys(kindHas) as (keyof typeof kindHas)[]).filter((field) => !kindHas[field]),
    );
    return {
      api: kind,
      preview: { kind: kind.name },
      draftFields: ARTICLE_DRAFT_FIELDS,
      historyFields,
    };
  };
}
