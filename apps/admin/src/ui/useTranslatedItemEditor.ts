import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { App, Form } from "antd";
import { ApiError, editTagOf, type Language } from "@lawfirm/contract";
import type { MessageKey } from "../i18n/catalogs.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import type { FieldResolver } from "./fieldErrors.ts";
import { mergeEdits } from "./editing/mergeEdits.ts";
import { useAutosave } from "./editing/useAutosave.ts";
import { useLanguageVersions } from "./LanguageVersionsForm.tsx";

/**
 * The navigation state of the address a creation's save opens: its editor may take the created
 * item as the creation answered it (`createdDetailKey`), and no later visit's may.
 */
export const OPENED_BY_CREATION = { openedByCreation: true } as const;

/** A stored language version of a translated item: the versions of one item share its `no`. */
export interface StoredVersion {
  id: number;
  no: number;
  lang: string;
}

/** What names a version in a save: its language, and the stored version and item when they exist. */
export interface VersionIdentity {
  id?: number;
  no?: number;
  lang: string;
}

/** What an editor of a translated item tells `useTranslatedItemEditor`. */
export interface TranslatedItemEditorOptions<Version extends StoredVersion, Values extends object, Body extends { lang: string }> {
  languages: readonly Language[];
  /** The item's versions; undefined for a new item. */
  initial: readonly Version[] | undefined;
  /** The language a new item's first version is written in; else one the account writes, the UI language if it may. */
  firstLang?: string;
  toFormValues: (versions: readonly Version[]) => Values;
  /** One version's part of the request, from the form's values. */
  toBody: (values: Values, version: VersionIdentity) => Body;
  create: (body: Body[]) => Promise<Version[]>;
  /** Saves an item's versions, refused (412) if the item no longer has the edit tag `ifMatch` (changed since the editor read it). */
  update: (body: Body[], ifMatch: string) => Promise<Version[]>;
  /** Brings the cached item and lists up to date after a save. */
  afterSave: (saved: Version[]) => void;
  createdMessage: MessageKey;
  /** The editor's address of a newly created item. */
  editPathOf: (created: Version) => string;
  /** Where the form shows the server's problems with a request holding these languages' versions. */
  resolveErrors: (bodyLangs: string[]) => FieldResolver;
}

/**
 * The form and the saving of an editor of a translated item, which saves all its versions in one
 * request: one save at a time (a double click saves once); creating an item moves to its editor's
 * address, saving an existing one keeps the editor and takes in what the server stored; a failure
 * shows the server's problems at their fields (see `useLanguageVersions`). A stored item saves its
 * draft by itself a moment after the last edit (`useAutosave`), through the same save, without
 * holding the form up: an edit made while that save runs stays unsaved, and the form keeps it.
 */
export function useTranslatedItemEditor<Version extends StoredVersion, Values extends object, Body extends { lang: string }>({
  languages,
  initial,
  firstLang,
  toFormValues,
  toBody,
  create,
  update,
  afterSave,
  createdMessage,
  editPathOf,
  resolveErrors,
}: TranslatedItemEditorOptions<Version, Values, Body>) {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const versions = useLanguageVersions(
    languages,
    initial?.map((version) => version.lang),
    firstLang,
  );
  const [stored, setStored] = useState<readonly Version[]>(initial ?? []);
  // The item as the editor's page holds it now (its cached detail, which a publication change, a
  // discard or a restore updates too): the versions the next save is made over, and its edit tag.
  const [heldInitial, setHeldInitial] = useState(initial);
  if (initial !== heldInitial) {
    setHeldInitial(initial);
    if (initial) setStored(initial);
  }
  const initialValues = useMemo(() => toFormValues(initial ?? []), [initial, toFormValues]);
  const submitting = useRef(false);
  // Once an item is created its editor's address opens, which may render a moment later: until it
  // replaces this form, the form stays disabled, so that nothing is typed into it and then lost.
  const [openingCreated, setOpeningCreated] = useState(false);
  const no = stored[0]?.no;
  const isNew = no === undefined;

  // A save refused because the item changed since it was read (412): the message says who changed it and when.
  const [conflict, setConflict] = useState<string>();

  /** Takes in the item's versions as the server stored them: the form shows them, unchanged. */
  const takeIn = (saved: Version[]) => {
    setStored(saved);
    versions.showSavedVersions(saved.map((version) => version.lang));
    form.setFieldsValue(toFormValues(saved));
  };

  const autosave = useAutosave({
    // A new item is created by its first save by hand, which opens its editor's address.
    enabled: !isNew && conflict === undefined && versions.langs.some(versions.mayWrite),
    due: () => versions.unsaved.dirty && !submitting.current,
    check: () =>
      form.validateFields().then(
        () => true,
        () => false,
      ),
    save: () => submitOver(stored, versions.langs, true),
  });

  const save = useMutation({
    mutationFn: ({ body, over }: { body: Body[]; over: readonly Version[]; auto: boolean; edits: number }) =>
      isNew ? create(body) : update(body, editTagOf(over)),
    onSuccess: async (saved, { auto, edits }) => {
      autosave.saved();
      afterSave(saved);
      if (auto) {
        // The form keeps what was typed meanwhile (and its fields as typed): only the item as stored is taken in.
        setStored(saved);
        versions.showSavedVersions(saved.map((version) => version.lang));
        if (autosave.isCurrent(edits)) versions.markSaved();
        return;
      }
      versions.markSaved();
      const first = saved[0];
      if (isNew && first) {
        setOpeningCreated(true);
        void message.success(t(createdMessage));
        await navigate(editPathOf(first), { replace: true, state: OPENED_BY_CREATION });
        return;
      }
      void message.success(t("common.saved"));
      takeIn(saved);
    },
    onError: (error, { body }) => {
      autosave.failed(error);
      if (error instanceof ApiError && error.status === 412) setConflict(error.message);
      else versions.showSaveErrors(form, error, resolveErrors(body.map((version) => version.lang)));
    },
  });

  /** Saves the form's versions over the item's versions `over` (as read when the editor opened, or as they are now). */
  const submitOver = (over: readonly Version[], langs: readonly string[] = versions.langs, auto = false) => {
    if (submitting.current) return;
    submitting.current = true;
    if (!auto) autosave.stop();
    const values = form.getFieldsValue(true) as Values;
    const body = langs.map((lang) => {
      const storedVersion = over.find((version) => version.lang === lang);
      const identity = { ...(storedVersion ? { id: storedVersion.id } : {}), ...(no ? { no } : {}), lang };
      // A version the account may not write (another language of a translator's) goes back exactly as it was loaded.
      if (storedVersion && !versions.mayWrite(lang)) return toBody(toFormValues([storedVersion]), identity);
      return toBody(values, identity);
    });
    save.mutate({ body, over, auto, edits: autosave.edits() }, { onSettled: () => (submitting.current = false) });
  };

  return {
    form,
    versions,
    /** The item's versions as last stored (what the form's edits are made over). */
    stored,
    /**
     * A save the server refused because the item changed since the editor read it: its message (who
     * changed it, and when). The editor then takes in the item as it is now, dropping the form's
     * edits, or saves the fields it changed over it (`mergeEdits`).
     */
    conflict:
      conflict === undefined
        ? undefined
        : {
            message: conflict,
            takeTheirs: (current: Version[]) => {
              setConflict(undefined);
              versions.markSaved();
              autosave.reset();
              afterSave(current);
              takeIn(current);
            },
            keepMine: (current: Version[]) => {
              setConflict(undefined);
              // The fields this editor changed over the item as it is now; versions added meanwhile are kept.
              const merged = mergeEdits(toFormValues(stored), form.getFieldsValue(true) as Values, toFormValues(current));
              form.setFieldsValue(merged as Parameters<typeof form.setFieldsValue>[0]);
              const added = current.map((version) => version.lang).filter((lang) => !stored.some((version) => version.lang === lang));
              for (const lang of added) if (!versions.langs.includes(lang)) versions.addVersion(lang);
              setStored(current);
              submitOver(current, [...new Set([...versions.langs, ...added])]);
            },
            dismiss: () => setConflict(undefined),
          },
    /** The props that tie `LanguageVersionsForm` to this form and its saving. */
    formProps: {
      versions,
      form,
      initialValues,
      // An autosave does not hold the form up: typing goes on while it runs.
      saving: (save.isPending && !save.variables.auto) || openingCreated,
      onSubmit: () => submitOver(stored),
      autosave: { state: autosave.state, saving: save.isPending, edited: autosave.edited },
    },
  };
}
