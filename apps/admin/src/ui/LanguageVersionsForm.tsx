import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Alert, App, Card, Form, type FormInstance } from "antd";
import type { Language } from "@lawfirm/contract";
import { useRights } from "../lib/rights.ts";
import { useLocale, useT } from "../i18n/I18nProvider.tsx";
import { preferredLanguage } from "./contentLanguages.ts";
import type { FieldResolver } from "./fieldErrors.ts";
import { FormActions } from "./FormActions.tsx";
import { CopyFromLanguage, type CopyVersion } from "./CopyFromLanguage.tsx";
import { LanguageTabs } from "./LanguageTabs.tsx";
import { showServerErrors } from "./serverErrors.ts";
import { useUnsavedChanges, type UnsavedChanges } from "./useUnsavedChanges.tsx";
import { SaveFailedAlert } from "./SaveFailedAlert.tsx";
import { EditingLanguage } from "./EditingLanguage.tsx";
import { ReadOnly } from "./ReadOnly.tsx";
import type { SaveState } from "./editing/useAutosave.ts";

/** The languages that hold a field with an error (the form keeps each version under `versions.<lang>`). */
export function languagesWithErrors(form: FormInstance): Set<string> {
  return new Set(
    form
      .getFieldsError()
      .filter((field) => field.errors.length > 0 && field.name[0] === "versions")
      .map((field) => String(field.name[1])),
  );
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>) {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

/** The languages named by form fields under `versions.<lang>`. */
function versionLanguages(names: readonly (readonly (string | number)[])[]): Set<string> {
  return new Set(names.filter((name) => name[0] === "versions").map((name) => String(name[1])));
}

export interface LanguageVersions {
  languages: readonly Language[];
  /** The languages the item has a version in, in the content languages' order. */
  langs: string[];
  active: string | undefined;
  setActive: (lang: string | undefined) => void;
  errorLangs: ReadonlySet<string>;
  /** Whether the account writes this language's version (a translator only its languages). */
  mayWrite: (lang: string) => boolean;
  /** Whether the server has this language's version (a tab added since the last save has none yet). */
  isStored: (lang: string) => boolean;
  /** What all versions of a stored item share is read-only: the account writes only some languages' versions. */
  sharedFieldsReadOnly: boolean;
  /** A failed save the fields cannot show: shown above the form. */
  summary: string | undefined;
  setSummary: (summary: string | undefined) => void;
  unsaved: UnsavedChanges;
  /** The given languages in the content languages' order. */
  inOrder: (codes: readonly string[]) => string[];
  /** Adds a version tab, opens it and marks the form edited (the caller fills in its fields). */
  addVersion: (lang: string) => void;
  /** Drops a version tab and marks the form edited. */
  removeVersion: (lang: string) => void;
  /** After a save: the form is no longer edited and the failure summary is gone. */
  markSaved: () => void;
  /** After a save: the versions the server now has. */
  showSavedVersions: (langs: readonly string[]) => void;
  /** After a failed save: shows the server's problems at their fields (opening the first tab with one) or as the summary. */
  showSaveErrors: (form: FormInstance, error: unknown, resolve: FieldResolver) => void;
  /** Keeps the error marks on the tabs in step with the form's validation. */
  refreshErrorLangs: (form: FormInstance) => void;
  /** After a failed check before saving: marks the tabs with errors, opens the first, and says so. */
  showValidationErrors: (names: readonly (readonly (string | number)[])[]) => void;
}

/**
 * The state of an editor with a tab per language version: which versions exist and which is open,
 * which tabs hold errors, the save failure summary, and the unsaved-changes guard.
 */
export function useLanguageVersions(
  languages: readonly Language[],
  initialLangs: readonly string[] | undefined,
  /** A new item's first language, as chosen (`NewItemLanguage`). */
  firstLang?: string,
): LanguageVersions {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const unsaved = useUnsavedChanges();
  const rights = useRights();
  const [langs, setLangs] = useState<string[]>(() => {
    if (initialLangs?.length) return [...initialLangs];
    if (firstLang) return [firstLang];
    // A new item starts in a language the account writes.
    const first = preferredLanguage(
      languages.filter((language) => rights.mayWriteLanguage(language.langCode)),
      locale,
    );
    return first ? [first] : [];
  });
  // The address may name the version to open (`?lang=en_US`: the dashboard's links to a translation to do, a pasted page address).
  const [searchParams] = useSearchParams();
  const [active, setActive] = useState<string | undefined>(() => {
    const asked = searchParams.get("lang");
    return asked && langs.includes(asked) ? asked : langs.includes(locale) ? locale : langs[0];
  });
  const [storedLangs, setStoredLangs] = useState<readonly string[]>(() => initialLangs ?? []);
  const [errorLangs, setErrorLangs] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<string>();

  const inOrder = (codes: readonly string[]) => languages.map((language) => language.langCode).filter((code) => codes.includes(code));

  return {
    languages,
    langs,
    active,
    setActive,
    errorLangs,
    mayWrite: rights.mayWriteLanguage,
    isStored: (lang) => storedLangs.includes(lang),
    sharedFieldsReadOnly: rights.languageLimit !== undefined && Boolean(initialLangs?.length),
    summary,
    setSummary,
    unsaved,
    inOrder,
    addVersion: (lang) => {
      setLangs((current) => inOrder([...current, lang]));
      setActive(lang);
      unsaved.setDirty(true);
    },
    removeVersion: (lang) => {
      const rest = langs.filter((code) => code !== lang);
      setLangs(rest);
      setActive(rest[0]);
      setErrorLangs((current) => new Set([...current].filter((code) => code !== lang)));
      unsaved.setDirty(true);
    },
    markSaved: () => {
      unsaved.setDirty(false);
      setSummary(undefined);
    },
    showSavedVersions: (saved) => {
      setLangs(inOrder(saved));
      setStoredLangs(saved);
    },
    showSaveErrors: (form, error, resolve) => {
      const outcome = showServerErrors(form, error, resolve);
      const withErrors = versionLanguages(outcome.fields.map((field) => field.name));
      setErrorLangs(withErrors);
      const first = langs.find((code) => withErrors.has(code));
      if (first) setActive(first);
      setSummary(outcome.summary);
      if (!outcome.summary) void message.error(t("form.fixErrors"));
    },
    refreshErrorLangs: (form) => {
      const next = languagesWithErrors(form);
      setErrorLangs((current) => (sameSet(current, next) ? current : next));
    },
    showValidationErrors: (names) => {
      const withErrors = versionLanguages(names);
      setErrorLangs(withErrors);
      const first = langs.find((code) => withErrors.has(code));
      if (first && first !== active) setActive(first);
      void message.error(t("form.fixErrors"));
    },
  };
}

/**
 * The form of an editor with a tab per language version: the unsaved-changes guard, the save
 * failure summary, `children` (the fields common to every version) above the language tabs, and
 * the save bar, which says how the saving stands (`autosave`: every change starts its timer).
 */
export function LanguageVersionsForm<Values extends object>({
  versions,
  form,
  initialValues,
  saving,
  onSubmit,
  onAdd,
  onCopy,
  renderPane,
  autosave,
  children,
}: {
  versions: LanguageVersions;
  form: FormInstance<Values>;
  initialValues: Values;
  saving: boolean;
  onSubmit: () => void;
  /** Adds a version: calls `versions.addVersion` and fills in the new version's fields. */
  onAdd: (lang: string) => void;
  /** Fills a version not saved yet from another language's version; without it, none is offered. */
  onCopy?: CopyVersion;
  renderPane: (lang: string) => ReactNode;
  /** The last save's outcome, whether any save (a manual one or an autosave) runs, and what a change tells the autosave. */
  autosave: { state: SaveState; saving: boolean; edited: () => void };
  children?: ReactNode;
}) {
  const t = useT();
  const { unsaved, summary } = versions;
  return (
    <>
      {unsaved.prompt}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={saving}
        onValuesChange={() => {
          unsaved.setDirty(true);
          autosave.edited();
        }}
        onFieldsChange={() => versions.refreshErrorLangs(form)}
        onFinish={onSubmit}
        onFinishFailed={({ errorFields }) => versions.showValidationErrors(errorFields.map((error) => error.name))}
      >
        <SaveFailedAlert summary={summary} onClose={() => versions.setSummary(undefined)} />
        {children && versions.sharedFieldsReadOnly ? (
          <>
            <Alert type="info" showIcon title={t("languages.sharedReadOnly")} style={{ marginBottom: 16 }} />
            <ReadOnly>{children}</ReadOnly>
          </>
        ) : (
          children
        )}
        <Card>
          <LanguageTabs
            languages={versions.languages}
            present={versions.langs}
            active={versions.active}
            onActiveChange={versions.setActive}
            onAdd={onAdd}
            onRemove={versions.removeVersion}
            mayWrite={versions.mayWrite}
            errorLangs={versions.errorLangs}
            renderPane={(lang) => (
              <EditingLanguage lang={lang}>
                {onCopy && !versions.isStored(lang) && versions.mayWrite(lang) && (
                  <CopyFromLanguage
                    lang={lang}
                    sources={versions.langs.filter((code) => code !== lang)}
                    copy={onCopy}
                    onCopied={() => unsaved.setDirty(true)}
                  />
                )}
                {renderPane(lang)}
              </EditingLanguage>
            )}
          />
        </Card>
        <FormActions dirty={unsaved.dirty} saving={autosave.saving} state={autosave.state} />
      </Form>
    </>
  );
}
