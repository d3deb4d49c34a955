import { useQueryClient } from "@tanstack/react-query";
import { catalogEndpoints, type AnyArticle, type ArticleFields } from "@lawfirm/contract";
import { api } from "../../lib/api.ts";
import { VersionHistory, type HistoryField } from "../../ui/publishing/VersionHistory.tsx";
import { catalogKeys, flattenTree } from "../catalogs/index.ts";
import { articleKeys, type ArticleKind } from "./articleKinds.ts";

/**
 * The history of one saved article version (ui/publishing/VersionHistory.tsx) over the fields a
 * draft has, those of its kind: the folder by its name, people and practice areas by name, the
 * cover as a picture, the text as a diff of its words.
 */
export function ArticleHistory({
  kind,
  version,
  languageName,
  unsaved,
  onChanged,
  onRestored,
}: {
  kind: ArticleKind;
  version: AnyArticle;
  languageName: string;
  unsaved: boolean;
  /** Takes in the item's versions as the server answers them after a restore. */
  onChanged: (versions: AnyArticle[]) => void;
  /** Shows the restored version's fields in the form. */
  onRestored: (version: AnyArticle) => void;
}) {
  const queryClient = useQueryClient();
  const type = kind.catalogType;
  /** Folders' names in the version's language (the editor's folder list). */
  const folderNames = async (ids: readonly number[]) => {
    if (type === null) return new Map<number, string>();
    const tree = await queryClient.fetchQuery({
      queryKey: catalogKeys.tree(type, version.lang),
      queryFn: ({ signal }) => api.call(catalogEndpoints.tree, { query: { type, lang: version.lang } }, { signal }),
    });
    const folders = flattenTree(tree);
    return new Map(ids.flatMap((id) => folders.filter((folder) => folder.id === id).map((folder) => [id, folder.name] as const)));
  };
  const allFields: HistoryField<ArticleFields>[] = [
    { label: "articles.field.title", kind: "text", read: (values) => values.title },
    {
      label: "articles.field.folder",
      kind: "references",
      read: (values) => (values.cataId === null ? [] : [values.cataId]),
      names: folderNames,
    },
    { label: "articles.field.cover", kind: "picture", read: (values) => values.coverUrl },
    // Revisions kept before the cover had its own alt text have none.
    { label: "placeAlt.field", kind: "text", read: (values) => values.coverAlt },
    { label: "articles.field.content", kind: "richText", read: (values) => values.content },
    { label: "articles.field.contentUrl", kind: "text", read: (values) => values.contentUrl },
    { label: "articles.field.note", kind: "text", read: (values) => values.note },
    // The revision names them as they are called now.
    { label: "connections.people", kind: "list", read: (values) => values.people.map((person) => person.name) },
    { label: "connections.practiceAreas", kind: "list", read: (values) => values.proFields.map((area) => area.name) },
  ];
  // Folders, the external address and the note are not every kind's.
  const fields = allFields.filter(({ label }) =>
    label === "articles.field.folder"
      ? type !== null
      : label === "articles.field.contentUrl"
        ? kind.hasLink
        : label === "articles.field.note"
          ? kind.hasNote
          : true,
  );
  return (
    <VersionHistory
      actions={kind}
      queryKey={articleKeys.all(kind)}
      fields={fields}
      version={version}
      languageName={languageName}
      unsaved={unsaved}
      onChanged={onChanged}
      onRestored={onRestored}
    />
  );
}
