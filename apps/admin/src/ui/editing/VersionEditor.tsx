import { useState, type ReactNode } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Alert, Card, Flex, Form, Tag, Typography } from "antd";
import { toLanguageTag, type Language } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { SavedVersion } from "../../lib/publishingApi.ts";
import { useRights } from "../../lib/rights.ts";
import { useLanguageName } from "../contentLanguages.ts";
import { CopyFromLanguage, type CopyVersion } from "../CopyFromLanguage.tsx";
import { useFormatDateTimeWithZone } from "../format.ts";
import { FormActions } from "../FormActions.tsx";
import { FormDialog } from "../FormDialog.tsx";
import { PerLanguageRecord } from "../PerLanguageRecord.tsx";
import { KindPublication } from "../publishing/KindPublication.tsx";
import { TranslatedInputs } from "../publishing/TranslationPanel.tsx";
import { ReadOnly } from "../ReadOnly.tsx";
import { SaveFailedAlert } from "../SaveFailedAlert.tsx";
import { SaveStatus } from "../SaveStatus.tsx";
import { useUnsavedChanges, type UnsavedChanges } from "../useUnsavedChanges.tsx";
import { VersionConflictDialog } from "./EditConflict.tsx";
import { EditPresenceNotice } from "./EditPresence.tsx";
import { useVersionEditor, type VersionEditing, type VersionRow } from "./useVersionEditor.ts";

/**
 * The editor of one single-row version in a dialog (banners: each banner is a version of its own,
 * its language one of its fields), written once: the unsaved-changes guard (Cancel asks first),
 * the save failure summary, a saved version's `KindPublication` (publication panel, History,
 * Preview) above the kind's inputs (`children`), and Save.
 */
export function VersionEditorDialog<Row extends VersionRow, Fields, Values extends object>({
  queryKey,
  editing,
  opened,
  titles,
  onClose,
  onSaved,
  onChanged,
  children,
}: {
  /** The kind's query key: a version's revisions are cached below it. */
  queryKey: QueryKey;
  editing: VersionEditing<Row, Fields, Values>;
  /** The row to edit; undefined for a new version. */
  opened: Row | undefined;
  /** The dialog's title for a new version and for a saved one. */
  titles: { create: MessageKey; edit: MessageKey };
  onClose: () => void;
  /** Takes in the row as a save answers it; `auto`: an autosave, which keeps the dialog open. */
  onSaved: (saved: Row, how: { auto: boolean }) => void;
  /** A publication change (publish, schedule, unpublish, discard, restore) took effect. */
  onChanged: (changed: SavedVersion<Row>) => void;
  /** The kind's inputs. */
  children: ReactNode;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const unsaved = useUnsavedChanges();
  const editor = useVersionEditor({ queryKey, editing, opened, unsaved, onSaved, onChanged });
  const { version } = editor;
  return (
    <>
      {unsaved.prompt}
      <FormDialog<Values>
        form={editor.form}
        width={640}
        title={t(version ? titles.edit : titles.create)}
        saving={editor.saving}
        summary={editor.summary}
        onCancel={() => unsaved.confirmDiscard(onClose)}
        initialValues={editor.initialValues}
        onValuesChange={() => {
          unsaved.setDirty(true);
          editor.autosave.edited();
        }}
        onSubmit={editor.submit}
        status={<SaveStatus dirty={unsaved.dirty} saving={editor.autosave.saving} state={editor.autosave.state} />}
      >
        {version && <EditPresenceNotice api={editing.publishing.api} queryKey={queryKey} versionId={version.id} />}
        {version && <KindPublication {...editor.publication} languageName={languageName(version.lang)} />}
        {children}
      </FormDialog>
      <VersionConflictDialog editor={editor} editing={editing} languageName={(lang) => languageName(lang)} />
    </>
  );
}

/** A version row of a kind edited one language at a time, with when it was saved and the languages saved. */
export type LanguageVersionRow = VersionRow & {
  /** When this version was last saved; null for a version not saved yet. */
  updateTime: string | null;
  /** Every language the item has a saved version in. */
  langs: readonly string[];
};

/**
 * A kind whose items have one single-row version per content language, edited one language at a
 * time on a page (legal documents): where its versions are cached, how one is read, and the
 * editing of the version in a language.
 */
export interface PerLanguageKind<Row extends LanguageVersionRow, Fields, Values> {
  /** The kind's query key: its versions are cached below it (`[...queryKey, "version", lang]`), and their revisions. */
  queryKey: QueryKey;
  /** The version in `lang` as stored, or the kind's default when it was not saved yet. */
  fetch: (lang: string, signal?: AbortSignal) => Promise<Row>;
  /** The editing of the version in `lang` (which is read again as `fetch` reads it). */
  editing: (lang: string) => Omit<VersionEditing<Row, Fields, Values>, "read">;
  /** What the editor says above a version not saved yet; `{language}` is its language. */
  notSavedMessage: MessageKey;
}

/**
 * The editor of an item's version per language on a page, written once: the language buttons (see
 * `PerLanguageRecord`; choosing another asks first when there are edits), then the chosen
 * language's version: its `KindPublication`, the languages it is saved in, when it was last saved,
 * Copy from… for a version not saved yet, the save failure summary, the kind's inputs (`children`,
 * read-only for an account that does not write the language) and the save bar. The page holds the
 * unsaved-changes guard (`unsaved`) that its other choices ask too.
 */
export function PerLanguageVersionEditor<Row extends LanguageVersionRow, Fields, Values extends object>({
  kind,
  unsaved,
  initialLang,
  children,
}: {
  kind: PerLanguageKind<Row, Fields, Values>;
  unsaved: UnsavedChanges;
  /** The language to open (a link's). */
  initialLang: string | undefined;
  /** The kind's inputs. */
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const versionKey = (lang: string) => [...kind.queryKey, "version", lang];
  /** Takes in a version as a save or a publication change answers it: the other languages' answers list the saved languages too. */
  const stored = (lang: string, row: Row) => {
    queryClient.setQueryData(versionKey(lang), row);
    void queryClient.invalidateQueries({ queryKey: [...kind.queryKey, "version"], predicate: (query) => query.queryKey.at(-1) !== lang });
    // A save may bring this version up to date, or leave the others behind it (decision 0057).
    void queryClient.invalidateQueries({ queryKey: [...kind.queryKey, "translation"] });
  };
  return (
    <PerLanguageRecord unsaved={unsaved} initialLang={initialLang} queryKey={versionKey} fetchRecord={kind.fetch}>
      {(row, lang, languages) => (
        <LanguageVersionForm
          // A new form for each item and language: the form's values are the opened version's.
          key={JSON.stringify(versionKey(lang))}
          kind={kind}
          opened={row}
          lang={lang}
          languages={languages}
          unsaved={unsaved}
          onStored={(saved) => stored(lang, saved)}
        >
          {children}
        </LanguageVersionForm>
      )}
    </PerLanguageRecord>
  );
}

/** The form of the version in `lang` (see `PerLanguageVersionEditor`). */
function LanguageVersionForm<Row extends LanguageVersionRow, Fields, Values extends object>({
  kind,
  opened,
  lang,
  languages,
  unsaved,
  onStored,
  children,
}: {
  kind: PerLanguageKind<Row, Fields, Values>;
  opened: Row;
  lang: string;
  languages: readonly Language[];
  unsaved: UnsavedChanges;
  onStored: (row: Row) => void;
  children: ReactNode;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const formatDateTime = useFormatDateTimeWithZone();
  const mayWrite = useRights().mayWriteLanguage(lang);
  const editing: VersionEditing<Row, Fields, Values> = { ...kind.editing(lang), read: (_row, signal) => kind.fetch(lang, signal) };
  const editor = useVersionEditor({ queryKey: kind.queryKey, editing, opened, unsaved, onSaved: onStored, onChanged: onStored, mayWrite });
  const { row, version } = editor;
  const name = languageName(lang);
  /** The languages of the item's other saved versions, to copy a new version from. */
  const copySources = languages.map((language) => language.langCode).filter((code) => code !== lang && row.langs.includes(code));
  // The other version beside this one (decision 0057), chosen with its Compare button.
  const [compared, setCompared] = useState<string>();
  const source = compared && copySources.includes(compared) ? compared : undefined;
  const inputs = (
    <ReadOnly readOnly={!mayWrite}>
      <div lang={toLanguageTag(lang)}>{children}</div>
    </ReadOnly>
  );
  /**
   * Copy from… (decision 0035, slice 8): a new version starts from another language's fields as
   * its editor shows them (its unpublished changes, if any), to be translated.
   */
  const copy: CopyVersion = async (from) => {
    editor.form.setFieldsValue(editing.toFormValues(await kind.fetch(from)) as Parameters<typeof editor.form.setFieldsValue>[0]);
    return [];
  };

  return (
    <Form<Values>
      form={editor.form}
      layout="vertical"
      initialValues={editor.initialValues}
      disabled={editor.saving}
      onValuesChange={() => {
        unsaved.setDirty(true);
        editor.autosave.edited();
      }}
      onFinish={(values) => editor.submit(values)}
    >
      <Card>
        {version && <EditPresenceNotice api={editing.publishing.api} queryKey={kind.queryKey} versionId={version.id} />}
        <KindPublication {...editor.publication} languageName={name} />
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t("languages.savedIn")}</Typography.Text>
          {row.langs.length === 0 ? (
            <Typography.Text type="secondary">{t("languages.savedNowhere")}</Typography.Text>
          ) : (
            languages
              .filter((language) => row.langs.includes(language.langCode))
              .map((language) => <Tag key={language.langCode}>{language.langName}</Tag>)
          )}
        </Flex>
        {row.updateTime === null ? (
          <Alert type="info" showIcon title={t(kind.notSavedMessage, { language: name })} style={{ marginBottom: 16 }} />
        ) : (
          // A draft's save time stands in the publication panel above: the version's own time would be older.
          !version?.draft && (
            <Typography.Paragraph type="secondary">
              {t("siteConfig.lastSaved", { time: formatDateTime(row.updateTime) })}
            </Typography.Paragraph>
          )
        )}
        {!version && mayWrite && copySources.length > 0 && (
          <CopyFromLanguage lang={lang} sources={copySources} copy={copy} onCopied={() => unsaved.setDirty(true)} />
        )}
        <SaveFailedAlert summary={editor.summary} />
        {!mayWrite && <Alert type="info" showIcon title={t("languages.notWritten", { language: name })} style={{ marginBottom: 16 }} />}
        <TranslatedInputs
          api={editing.publishing.api}
          kind={editing.publishing.preview.kind}
          queryKey={kind.queryKey}
          versionId={version?.id}
          lang={lang}
          otherLangs={copySources}
          fields={editing.publishing.historyFields}
          comparing={source}
          onCompare={setCompared}
        >
          {inputs}
        </TranslatedInputs>
      </Card>
      {mayWrite && <FormActions dirty={unsaved.dirty} saving={editor.autosave.saving} state={editor.autosave.state} />}
      <VersionConflictDialog editor={editor} editing={editing} languageName={(code) => languageName(code)} />
    </Form>
  );
}
