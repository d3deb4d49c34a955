import { useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { App, type FormInstance } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import type { FieldResolver } from "./fieldErrors.ts";
import { showServerErrors } from "./serverErrors.ts";
import type { UnsavedChanges } from "./useUnsavedChanges.tsx";

/**
 * Saving a form whose record the server takes whole, in one request (one language's site
 * configuration, a legal document): one request at a time, so that a double click saves once; a
 * success marks the form saved and says so; a failure shows the server's problems at their fields
 * and what no field can show as `summary`, for above the form.
 */
export function useRecordSave<Values, Saved>({
  form,
  unsaved,
  save,
  resolve,
  onSaved,
  onFieldErrors,
}: {
  form: FormInstance<Values>;
  unsaved: UnsavedChanges;
  save: (values: Values) => Promise<Saved>;
  /** Which form field shows a problem the server names. */
  resolve: FieldResolver;
  onSaved: (saved: Saved) => void;
  /** After a failure whose every problem is shown at its field (a long form says so: they may be out of view). */
  onFieldErrors?: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [summary, setSummary] = useState<string>();
  const submitting = useRef(false);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      unsaved.setDirty(false);
      setSummary(undefined);
      void message.success(t("common.saved"));
      onSaved(saved);
    },
    onError: (error) => {
      const outcome = showServerErrors(form, error, resolve);
      setSummary(outcome.summary);
      if (!outcome.summary) onFieldErrors?.();
    },
  });

  return {
    saving: mutation.isPending,
    /** A failed save no field can show; undefined when there is none. */
    summary,
    setSummary,
    /** Saves the form's values (the form's `onFinish`). */
    submit: (values: Values) => {
      if (submitting.current) return;
      submitting.current = true;
      mutation.mutate(values, { onSettled: () => (submitting.current = false) });
    },
  };
}
