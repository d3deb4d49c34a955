import { useEffect, useRef, useState } from "react";
import type { ApiError } from "@lawfirm/contract";
import styles from "./visitor-form.module.css";

/** A problem of a visitor's form: at its field, or the whole form's (null). */
export type FormProblem = { field: string | null; message: string };

/** The problems of a refused send as the API answers them: each at its field (`body.email` is `email`), else the whole form's. */
export function problemsOfApiError(error: ApiError): FormProblem[] {
  const atFields = error.fieldErrors.map((problem) => ({ field: problem.field.replace(/^body\./, ""), message: problem.message }));
  return atFields.length > 0 ? atFields : [{ field: null, message: error.serverMessage ?? error.message }];
}

/**
 * The problems a visitor's form shows (the contact form, an event's registration): those a post
 * without a script was sent back with, then those of a send; each field's marked invalid and
 * described by its message, and the summary (`summary`) takes the focus when they change.
 */
export function useFormProblems(initial: readonly FormProblem[] | undefined, fieldId: (field: string) => string) {
  const [problems, setProblems] = useState<readonly FormProblem[]>(initial ?? []);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);
  const problemAt = (field: string) => problems.filter((problem) => problem.field === field).map((problem) => problem.message);
  return {
    problems,
    setProblems,
    summary,
    invalid: (field: string) =>
      problemAt(field).length > 0 ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(field)}-error` } : {},
    errorOf: (field: string) => {
      const messages = problemAt(field);
      return messages.length > 0 ? (
        <p id={`${fieldId(field)}-error`} className={styles.error}>
          {messages.join(" ")}
        </p>
      ) : null;
    },
  };
}
