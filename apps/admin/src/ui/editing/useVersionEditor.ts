import { useRef, useState } from "react";
import { useMutation, type QueryKey } from "@tanstack/react-query";
import { ApiError, editTagOf } from "@lawfirm/contract";
import { App, Form } from "antd";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { SavedVersion } from "../../lib/publishingApi.ts";
import { sameNameResolver } from "../fieldErrors.ts";
import type { PublishingKind } from "../publishing/KindPublication.tsx";
import type { HistoryVersion } from "../publishing/VersionHistory.tsx";
import { showServerErrors } from "../serverErrors.ts";
import type { UnsavedChanges } from "../useUnsavedChanges.tsx";
import type { EditConflict } from "./EditConflict.tsx";
import { mergeEdits } from "./mergeEdits.ts";
import { useAutosave } from "./useAutosave.ts";

/**
 * A language version of a kind whose versions are single rows, each saved on its own (banners,
 * legal documents), as the back office reads it: a kind may answer a language's version before it
 * was saved, without an id (a legal document's empty default).
 */
export type VersionRow = Omit<HistoryVersion, "id"> & { id: number | null };

/**
 * What such a kind's editor is made of beyond its inputs: its publishing, how a stored row becomes
 * form values and form values a save.
 */
export interface VersionEditing<Row extends VersionRow, Fields, Values> {
  /** The publishing of the version: its calls, preview, draft and history fields (its queries are cached below the kind's query key). */
  publishing: PublishingKind<SavedVersion<Row>, Fields>;
  /** The form's values of a stored row, its unpublished changes where it has some; undefined: a new version. */
  toFormValues: (row: Row | undefined) => Values;
  /**
   * Saves the form's values (the back office saves drafts, decision 0035) over `row` (undefined: a
   * new version), sent with `row`'s edit tag (`ifMatch`): a change meanwhile refuses it (412);
   * answers the stored row.
   */
  save: (values: Values, row: Row | undefined, ifMatch: string | undefined) => Promise<Row>;
  /** The row as it is stored now (a save was refused because it changed meanwhile). */
  read: (row: Row, signal?: AbortSignal) => Promise<Row>;
  /** The fields the form shows; a server error on any other one is shown above the form. */
  formFields: readonly (keyof Values & string)[];
  /** What a save that stored a new version says ("Saved" when the version was stored already). */
  createdMessage: MessageKey;
}

/** A saved row as the publishing stack takes it; undefined for a version not saved yet. */
function savedVersion<Row extends VersionRow>(row: Row | undefined): SavedVersion<Row> | undefined {
  return row?.id == null ? undefined : { ...row, id: row.id };
}

/**
 * The state of the editor of one single-row version (the shell of `VersionEditorDialog` and
 * `PerLanguageVersionEditor`): its form, the row as last stored, its saving (one at a time; a
 * failure shows the server's problems at their fields and what none can show as `summary`), and its
 * publication, whose changes are taken in as a save's are; a discard or a restore shows the
 * version's stored fields again. A saved version the account writes saves its draft by itself a
 * moment after the last edit (`useAutosave`; the form's `onValuesChange` calls `edited`), through
 * the same save, without holding the form up.
 */
export function useVersionEditor<Row extends VersionRow, Fields, Values extends object, Opened extends Row | undefined>({
  queryKey,
  editing,
  opened,
  unsaved,
  onSaved,
  onChanged,
  mayWrite = true,
}: {
  /** The kind's query key: a version's revisions are cached below it. */
  queryKey: QueryKey;
  editing: VersionEditing<Row, Fields, Values>;
  /** The row as the editor opened; undefined for a new version. */
  opened: Opened;
  /** The guard against losing the form's edits. */
  unsaved: UnsavedChanges;
  /** Takes in the row as a save answers it; `auto`: an autosave, which keeps the editor open. */
  onSaved: (saved: Row, how: { auto: boolean }) => void;
  /** Takes in the version as a publication change or a restore answers it. */
  onChanged: (changed: SavedVersion<Row>) => void;
  /** Whether the account writes the version: a read-only one is never saved by itself. */
  mayWrite?: boolean;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [row, setRow] = useState<Row | Opened>(opened);
  const [summary, setSummary] = useState<string>();
  const [initialValues] = useState(() => editing.toFormValues(opened));
  const submitting = useRef(false);
  const version = savedVersion<Row>(row);
  // The form's values by their whole object: antd cannot type them for values of a type still unknown here.
  const showValues = (stored: Row) => form.setFieldsValue(editing.toFormValues(stored) as Parameters<typeof form.setFieldsValue>[0]);

  // A save refused because the row changed since it was read (412): the message says who changed it and when.
  const [conflict, setConflict] = useState<string>();
  /** Takes in the row as stored: the form shows it, unchanged. */
  const takeIn = (saved: Row) => {
    unsaved.setDirty(false);
    setRow(saved);
    showValues(saved);
    onSaved(saved, { auto: false });
  };

  const autosave = useAutosave({
    // A new version is created by its first save by hand.
    enabled: version !== undefined && mayWrite && conflict === undefined,
    due: () => unsaved.dirty && !submitting.current,
    check: () =>
      form.validateFields().then(
        () => true,
        () => false,
      ),
    save: () => submitOver(form.getFieldsValue(true) as Values, row, undefined, true),
  });

  const save = useMutation({
    mutationFn: ({ values, over }: { values: Values; over: Row | undefined; auto: boolean; edits: number }) =>
      editing.save(values, over, over && editTagOf([over])),
    onSuccess: (saved, { auto, edits }) => {
      autosave.saved();
      if (auto) {
        // The form keeps what was typed meanwhile (and its fields as typed): only the row as stored is taken in.
        if (autosave.isCurrent(edits)) unsaved.setDirty(false);
        setRow(saved);
        onSaved(saved, { auto: true });
        return;
      }
      void message.success(t(version ? "common.saved" : editing.createdMessage));
      takeIn(saved);
    },
    onError: (error) => {
      autosave.failed(error);
      if (error instanceof ApiError && error.status === 412) setConflict(error.message);
      else setSummary(showServerErrors(form, error, sameNameResolver(editing.formFields)).summary);
    },
  });

  /** Saves the form's values over the row `over` (as opened, or as it is now); `done` once the save has settled. */
  const submitOver = (values: Values, over: Row | undefined, done?: () => void, auto = false) => {
    if (submitting.current) {
      done?.();
      return;
    }
    submitting.current = true;
    if (!auto) autosave.stop();
    setSummary(undefined);
    save.mutate(
      { values, over, auto, edits: autosave.edits() },
      {
        onSettled: () => {
          submitting.current = false;
          done?.();
        },
      },
    );
  };

  /** Takes in the version a publication change answers (the kind's calls answer it as the item's only version). */
  const changed = ([stored]: SavedVersion<Row>[]) => {
    if (!stored) return;
    setRow(stored);
    onChanged(stored);
  };

  return {
    form,
    /** The row as last stored; undefined for a new version not saved yet. */
    row,
    /** The saved version; undefined for one not saved yet. */
    version,
    initialValues,
    /** A save by hand runs: the form waits for it (an autosave does not hold the form up). */
    saving: save.isPending && !save.variables.auto,
    /** How the saving stands, for the save bar: the last save's outcome, whether any save runs, and what a change tells the autosave. */
    autosave: { state: autosave.state, saving: save.isPending, edited: autosave.edited },
    summary,
    /** Saves the form's values (the form's `onFinish`); `done` once the save has settled. */
    submit: (values: Values, done?: () => void) => submitOver(values, row, done),
    /** A save refused because the row changed since it was read (see `EditConflict`). */
    conflict:
      conflict === undefined
        ? undefined
        : ({
            message: conflict,
            takeTheirs: ([now]) => {
              setConflict(undefined);
              autosave.reset();
              if (now) takeIn(now);
            },
            keepMine: ([now]) => {
              setConflict(undefined);
              if (!now) return;
              // The fields this editor changed over the row as it is now.
              const merged = mergeEdits(editing.toFormValues(row), form.getFieldsValue(true) as Values, editing.toFormValues(now));
              form.setFieldsValue(merged as Parameters<typeof form.setFieldsValue>[0]);
              setRow(now);
              submitOver(merged, now);
            },
            dismiss: () => setConflict(undefined),
          } satisfies EditConflict<Row>),
    /** The props of the version's `KindPublication`, but its language's name. */
    publication: {
      kind: editing.publishing,
      queryKey,
      itemTag: row && editTagOf([row]),
      version,
      unsaved: unsaved.dirty,
      onChanged: changed,
      onFieldsReplaced: (stored: SavedVersion<Row>) => {
        showValues(stored);
        unsaved.setDirty(false);
      },
    },
  };
}

export type VersionEditor<Row extends VersionRow, Values extends object> = Pick<
  ReturnType<typeof useVersionEditor<Row, unknown, Values, Row | undefined>>,
  "row" | "form" | "conflict"
>;
