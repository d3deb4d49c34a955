import { Fragment, useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { editTagOf, toLanguageTag } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../contentLanguages.ts";
import { LanguageVersionsForm } from "../LanguageVersionsForm.tsx";
import { EditConflictDialog } from "./EditConflict.tsx";
import { EditPresenceNotice } from "./EditPresence.tsx";
import { NewItemLanguage } from "./NewItemLanguage.tsx";
import { useRights } from "../../lib/rights.ts";
import { KindPublication } from "../publishing/KindPublication.tsx";
import { TranslatedInputs } from "../publishing/TranslationPanel.tsx";
import { TranslatedItemEditPage } from "../TranslatedItemEditPage.tsx";
import type { OPENED_BY_CREATION } from "../useTranslatedItemEditor.ts";
import {
  createdDetailKey,
  type EditedItem,
  type EditedKind,
  type EditedVersion,
  type KindEditor,
  type VersionedValues,
  type VersionValuesOf,
} from "./useKindEditor.ts";

/**
 * The page of a kind's editor: `TranslatedItemEditPage` over the kind's detail answer, which hands
 * the loaded item to `children` (a new editor for each item the address names). A created item is
 * the detail its creation handed over (see `DetailVersions.created`), not read again. A new item
 * first asks for the language it is written in (`NewItemLanguage`), which the address then names
 * (`lang`), unless the account writes only one.
 */
export function KindEditPage<Detail, Version>({
  kind,
  itemId,
  newTitle,
  children,
}: {
  kind: EditedKind<Detail, Version>;
  /** The item's `no`, as the editor's address names it; undefined for a new item. */
  itemId: number | undefined;
  /** The page's title for a new item, where the route table's names the editing of one. */
  newTitle?: MessageKey;
  children: (item: EditedItem<Detail, Version>) => ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const rights = useRights();
  const [searchParams, setSearchParams] = useSearchParams();
  const openedByCreation = (useLocation().state as Partial<typeof OPENED_BY_CREATION> | null)?.openedByCreation === true;
  const fetchItem = (id: number, signal: AbortSignal) => {
    // The created item as its creation answered it, only for the editor that creation's save opened:
    // one left behind (the editor left before it loaded) is an old version by the next visit.
    const handedOver = openedByCreation ? queryClient.getQueryData<Detail>(createdDetailKey(kind, id)) : undefined;
    queryClient.removeQueries({ queryKey: createdDetailKey(kind, id), exact: true });
    return handedOver === undefined ? kind.fetchDetail(id, signal) : Promise.resolve(handedOver);
  };
  return (
    <TranslatedItemEditPage
      listPath={kind.listPath}
      itemId={itemId}
      queryKey={kind.detailKey(itemId ?? 0)}
      fetchItem={fetchItem}
      notFoundTitle={t(kind.notFoundTitle)}
      newTitle={newTitle}
    >
      {(languages, detail) => {
        const writable = languages.filter((language) => rights.mayWriteLanguage(language.langCode));
        const named = writable.find((language) => language.langCode === searchParams.get("lang"))?.langCode;
        const firstLang = named ?? (writable.length === 1 ? writable[0]?.langCode : undefined);
        if (itemId === undefined && firstLang === undefined) {
          return (
            <NewItemLanguage
              writable={writable}
              onChoose={(lang) =>
                setSearchParams((current) => {
                  const next = new URLSearchParams(current);
                  next.set("lang", lang);
                  return next;
                })
              }
            />
          );
        }
        return (
          <Fragment key={itemId ?? `new-${firstLang}`}>
            {children({ kind, itemId, languages, firstLang, initial: detail === undefined ? undefined : kind.detail.read(detail) })}
          </Fragment>
        );
      }}
    </TranslatedItemEditPage>
  );
}

/** What a kind's editor does particularly when a version is added or copied in another language. */
export interface NewVersions<VersionValues> {
  /** The first values of a version added in `lang`, given the version open then (`from`; undefined when none is). */
  added: (lang: string, from: string | undefined) => VersionValues;
  /**
   * Copy from… (decision 0035, slice 8): the values of `to`'s version from `from`'s as the form
   * holds it (`source`), and the names of what it refers to that `to`'s language lacks (left out).
   */
  copied: (source: VersionValues, from: string, to: string) => { values: VersionValues; missing: string[] };
  /**
   * Once a version in `to` was added or copied from `from`'s: sets what that version refers to as
   * found in `to`'s language (people, a folder), which takes a request; answers the names of those
   * `to`'s language lacks.
   */
  follow?: (from: string, to: string) => Promise<string[]>;
}

/** What a kind's inputs of one version get besides its language. */
export interface PaneHelpers<VersionValues> {
  /** The form's name of one of the version's fields. */
  field: (name: keyof VersionValues & string) => ["versions", string, string];
  /** What every version shares is read-only (a translator's on a stored item). */
  sharedFieldsReadOnly: boolean;
}

/**
 * The form of a kind's editor, written once: `LanguageVersionsForm` (the unsaved-changes guard,
 * the save failure summary, the item's card above the tabs, a tab per version, Copy from…, the save
 * bar) with, in each version's tab, its `KindPublication` (publication panel, History, Preview)
 * above the kind's inputs (`fields`), in the version's language. A discard or a restore shows the
 * version's stored fields again; a publication change is taken in as a save is (`showStored`). A
 * save refused because the item changed meanwhile opens `EditConflictDialog`.
 */
export function KindEditorForm<
  Detail,
  Version extends EditedVersion,
  Fields,
  Values extends VersionedValues,
  Body extends { lang: string },
>({
  editor,
  fields,
  newVersions,
  paneWidth = 960,
  children,
}: {
  editor: KindEditor<Detail, Version, Fields, Values, Body>;
  /** The kind's inputs of the version in `lang`. */
  fields: (lang: string, helpers: PaneHelpers<VersionValuesOf<Values>>) => ReactNode;
  newVersions: NewVersions<VersionValuesOf<Values>>;
  /** The widest the inputs of a version grow. */
  paneWidth?: number;
  /** The item's card above the tabs: the fields every version shares. */
  children?: ReactNode;
}) {
  const { item, editing, versions, formProps, showStored } = editor;
  const languageName = useLanguageName();
  const { initial } = item;
  // The form's names by path: antd cannot type a path into values of a type still unknown here.
  const form: FormInstance = editor.form;

  const onAdd = (lang: string) => {
    const from = versions.active;
    versions.addVersion(lang);
    form.setFieldValue(["versions", lang], newVersions.added(lang, from));
    if (from && newVersions.follow) void newVersions.follow(from, lang);
  };
  const onCopy = async (from: string, to: string) => {
    const source = (form.getFieldValue(["versions", from]) as VersionValuesOf<Values> | undefined) ?? ({} as VersionValuesOf<Values>);
    const copied = newVersions.copied(source, from, to);
    form.setFieldValue(["versions", to], copied.values);
    const followed = newVersions.follow ? await newVersions.follow(from, to) : [];
    return [...followed, ...copied.missing];
  };
  /** Shows a version's stored fields in its tab again (and the item's that go with them) once a discard or a restore replaced them. */
  const showFields = (lang: string, stored: Version) => {
    const values = editing.toFormValues([stored]);
    form.setFieldValue(["versions", lang], values.versions[lang]);
    for (const name of editing.replacedWithVersion ?? []) form.setFieldValue(name, values[name]);
  };
  // The source beside a version (decision 0057): opened by its Compare button, or by the address (`?lang=en_US&compare=de_DE`).
  const [searchParams] = useSearchParams();
  const [compare, setCompare] = useState<{ lang: string; source: string } | undefined>(() => {
    const [lang, source] = [searchParams.get("lang"), searchParams.get("compare")];
    return lang && source ? { lang, source } : undefined;
  });
  const helpers = (lang: string): PaneHelpers<VersionValuesOf<Values>> => ({
    field: (name) => ["versions", lang, name],
    sharedFieldsReadOnly: versions.sharedFieldsReadOnly,
  });

  const renderPane = (lang: string) => {
    const publishing = editing.publishing(lang);
    const version = initial?.find((stored) => stored.lang === lang);
    const source = compare?.lang === lang && initial?.some((stored) => stored.lang === compare.source) ? compare.source : undefined;
    const inputs = (
      <div lang={toLanguageTag(lang)} style={{ maxWidth: source ? undefined : paneWidth }}>
        {fields(lang, helpers(lang))}
      </div>
    );
    return (
      <>
        <KindPublication
          kind={publishing}
          queryKey={item.kind.queryKey}
          itemTag={initial && editTagOf(initial)}
          version={version}
          languageName={languageName(lang)}
          unsaved={versions.unsaved.dirty}
          onChanged={showStored}
          onFieldsReplaced={(stored) => showFields(lang, stored)}
        />
        <TranslatedInputs
          api={publishing.api}
          kind={publishing.preview.kind}
          queryKey={item.kind.queryKey}
          versionId={version?.id}
          lang={lang}
          otherLangs={(initial ?? []).filter((stored) => stored.lang !== lang).map((stored) => stored.lang)}
          fields={publishing.historyFields}
          comparing={source}
          onCompare={(chosen) => setCompare(chosen ? { lang, source: chosen } : undefined)}
        >
          {inputs}
        </TranslatedInputs>
      </>
    );
  };

  // Who else has the item open: told by the kind's publishing calls, for any of its versions (the first).
  const openVersion = initial?.[0];
  return (
    <>
      {openVersion && (
        <EditPresenceNotice api={editing.publishing(openVersion.lang).api} queryKey={item.kind.queryKey} versionId={openVersion.id} />
      )}
      <LanguageVersionsForm<Values> {...formProps} onAdd={onAdd} onCopy={onCopy} renderPane={renderPane}>
        {children}
      </LanguageVersionsForm>
      <EditConflictDialog editor={editor} />
    </>
  );
}
