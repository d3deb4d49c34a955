import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { Language } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import type { PublishingKind } from "../publishing/KindPublication.tsx";
import type { HistoryVersion } from "../publishing/VersionHistory.tsx";
import { useTranslatedItemEditor, type StoredVersion, type TranslatedItemEditorOptions } from "../useTranslatedItemEditor.ts";

/** A version of a translated kind the shell edits: stored, and publishable. */
export type EditedVersion = StoredVersion & HistoryVersion;

/** An editor's form values: each version's fields under `versions.<lang>`, beside the item's own (a person's `common`). */
export interface VersionedValues {
  versions: Record<string, object>;
}

/** The fields of one version in the form. */
export type VersionValuesOf<Values extends VersionedValues> = Values["versions"][string];

/** How a kind's detail answer holds the item's versions: the editor reads them, and replaces them after a save or a publication change. */
export interface DetailVersions<Detail, Version> {
  read: (detail: Detail) => Version[];
  replace: (detail: Detail, versions: Version[]) => Detail;
  /**
   * A created item's detail answer, from the versions its creation answered, and the id its
   * editor's address names: handed to the editor's page at the new address (`createdDetailKey`),
   * which takes it as the item instead of reading it from the server, so that it shows the form at
   * once (input typed in the meantime would go to the form being replaced). Absent: the new
   * address loads the item.
   */
  created?: { detail: (versions: Version[]) => Detail; itemId: (versions: Version[]) => number | undefined };
}

/** The detail answer is the versions themselves, the editor's address naming the item's `no` (decision 0060). */
export function answerIsVersions<Version extends { no: number }>(): DetailVersions<Version[], Version> {
  return {
    read: (detail) => detail,
    replace: (_detail, versions) => versions,
    created: { detail: (versions) => versions, itemId: (versions) => versions[0]?.no },
  };
}

/** Where a kind's items are read and cached, and what its editor's page says (see `KindEditPage`). */
export interface EditedKind<Detail, Version> {
  /** The address of the kind's list, where the back button leads. */
  listPath: string;
  /** The kind's query key: its lists are cached below `[...queryKey, "list"]`, a version's revisions below it too. */
  queryKey: QueryKey;
  /** Where an item's detail answer is cached, by the `no` the editor's address names. */
  detailKey: (itemId: number) => QueryKey;
  fetchDetail: (itemId: number, signal: AbortSignal) => Promise<Detail>;
  detail: DetailVersions<Detail, Version>;
  notFoundTitle: MessageKey;
}

/**
 * Where a created item's detail answer waits for its editor's page, which takes it once (a detail
 * cached under the item's own key would not do: the page reads the item afresh whatever is cached).
 */
export const createdDetailKey = (kind: Pick<EditedKind<unknown, unknown>, "detailKey">, itemId: number) => [
  ...kind.detailKey(itemId),
  "created",
];

/** Where a kind's answers are cached: its lists and its items' versions below `all`. */
interface KindKeys {
  all: QueryKey;
  /** Where the versions of the item numbered `no` are cached. */
  item: (no: number) => QueryKey;
}

/**
 * The `EditedKind` of a kind whose editor's address names an item by its `no` and whose detail
 * answer is the item's versions (people, practice areas; decision 0060).
 */
export function numberedItemKind<Version extends { no: number }>(
  listPath: string,
  notFoundTitle: MessageKey,
  keys: KindKeys,
  api: { item: (no: number, signal: AbortSignal) => Promise<Version[]> },
): EditedKind<Version[], Version> {
  return { listPath, notFoundTitle, queryKey: keys.all, detailKey: keys.item, fetchDetail: api.item, detail: answerIsVersions() };
}

/** The item an editor edits, as `KindEditPage` hands it over once it is loaded. */
export interface EditedItem<Detail, Version> {
  kind: EditedKind<Detail, Version>;
  /** The item's `no`, as the editor's address names it; undefined for a new item. */
  itemId: number | undefined;
  languages: readonly Language[];
  /** The item's versions; undefined for a new item. */
  initial: Version[] | undefined;
  /** The language a new item's first version is written in, as chosen before its editor opened. */
  firstLang?: string;
}

/**
 * What a kind's editor is made of beyond its inputs: its publishing, how its stored versions become
 * form values and form values a version's body, its saves and where a created item's editor is.
 */
export interface KindEditing<
  Version extends EditedVersion,
  Fields,
  Values extends VersionedValues,
  Body extends { lang: string },
> extends Omit<TranslatedItemEditorOptions<Version, Values, Body>, "languages" | "initial" | "afterSave"> {
  /** The publishing of the version in `lang`: its calls, preview, draft and history fields (its queries are cached below the kind's `queryKey`). */
  publishing: (lang: string) => PublishingKind<Version, Fields>;
  /**
   * The item's form values (beside `versions`) that a version's stored fields show again when a
   * discard or a restore replaced them, as the version's own do (a person's `common`).
   */
  replacedWithVersion?: readonly Exclude<keyof Values & string, "versions">[];
}

/**
 * The state of a kind's editor (the shell of `KindEditorForm`): its form and saving
 * (`useTranslatedItemEditor`), and `showStored`, which takes in the item's versions as the server
 * answers them after a save or a publication change: the detail answer cached with them, the
 * kind's lists to be read again.
 */
export function useKindEditor<Detail, Version extends EditedVersion, Fields, Values extends VersionedValues, Body extends { lang: string }>(
  item: EditedItem<Detail, Version>,
  editing: KindEditing<Version, Fields, Values, Body>,
) {
  const queryClient = useQueryClient();
  const { kind, itemId } = item;
  const showStored = (stored: Version[]) => {
    if (itemId !== undefined) {
      queryClient.setQueryData<Detail>(kind.detailKey(itemId), (current) =>
        current === undefined ? current : kind.detail.replace(current, stored),
      );
    } else if (kind.detail.created) {
      const createdId = kind.detail.created.itemId(stored);
      if (createdId !== undefined) queryClient.setQueryData<Detail>(createdDetailKey(kind, createdId), kind.detail.created.detail(stored));
    }
    void queryClient.invalidateQueries({ queryKey: [...kind.queryKey, "list"] });
    // A save may bring a version up to date, or leave the others behind it (decision 0057).
    void queryClient.invalidateQueries({ queryKey: [...kind.queryKey, "translation"] });
  };
  const { form, versions, stored, conflict, formProps } = useTranslatedItemEditor({
    ...editing,
    languages: item.languages,
    initial: item.initial,
    firstLang: item.firstLang,
    afterSave: showStored,
  });
  return { item, editing, form, versions, stored, conflict, formProps, showStored };
}

export type KindEditor<
  Detail,
  Version extends EditedVersion,
  Fields,
  Values extends VersionedValues,
  Body extends { lang: string },
> = ReturnType<typeof useKindEditor<Detail, Version, Fields, Values, Body>>;
