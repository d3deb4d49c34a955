import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import type { ApiError } from "@lawfirm/contract";
import { type ReturnedForm } from "@lawfirm/contract";
import styles from "./visitor-form.module.css";

/** A problem of a form a visitor sent: at its field, or (`field` null) the whole form's. */
export type FormProblem = ReturnedForm["problems"][number];

/**
 * The problems of a refused send as the API answers them: each at its field (`body.email` is
 * `email`, an item of a list `body.topicIds.0` the list's `topicIds`), else the whole form's.
 */
export function problemsOfApiError(error: ApiError): FormProblem[] {
  const atFields = error.fieldErrors.map((problem) => ({
    field: problem.field.replace(/^body\./, "").replace(/\.\d+$/, ""),
    message: problem.message,
  }));
  return atFields.length > 0 ? atFields : [{ field: null, message: error.serverMessage ?? error.message }];
}

/**
 * A visitor's form's problems (decisions 0077, 0080): those the page was sent back with (a post
 * without a script), then those of a send through the API. Each field is marked `aria-invalid`
 * and described by its message; the summary takes the focus whenever the problems change.
 */
export function useFormProblems(returned: readonly FormProblem[] | undefined, fieldId: (field: string) => string) {
  const [problems, setProblems] = useState<readonly FormProblem[]>(returned ?? []);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);
  const messagesAt = (field: string) => problems.filter((problem) => problem.field === field).map((problem) => problem.message);
  return {
    problems,
    setProblems,
    summary,
    fieldId,
    invalid: (field: string) =>
      messagesAt(field).length > 0 ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(field)}-error` } : {},
    errorOf: (field: string) => {
      const messages = messagesAt(field);
      return messages.length > 0 ? (
        <p id={`${fieldId(field)}-error`} className={styles.error}>
          {messages.join(" ")}
        </p>
      ) : null;
    },
  };
}

/** The summary of a refused form: its title and each problem, linking its field; announced and focused. */
export function ProblemSummary({
  ref,
  id,
  title,
  problems,
  fieldId,
  labelOf,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  id: string;
  title: string;
  problems: readonly FormProblem[];
  fieldId: (field: string) => string;
  labelOf: (field: string) => string;
  children?: ReactNode;
}) {
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} id={id} autoFocus>
      <h2 className={styles.summaryTitle}>{title}</h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.field ? (
              <a href={`#${fieldId(problem.field)}`}>
                {labelOf(problem.field)}: {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

export type FormProblems = ReturnType<typeof useFormProblems>;

/**
 * A text field of a visitor's form: its label (with "optional" after it), the input (a text area
 * with `rows`), marked and described by its problems, and its message below.
 */
export function TextField({
  name,
  label,
  optional,
  problems,
  rows,
  ...input
}: {
  name: string;
  label: string;
  optional?: string | undefined;
  problems: FormProblems;
  rows?: number;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "required" | "maxLength" | "defaultValue">) {
  const id = problems.fieldId(name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> {optional}</span> : null}
      </label>
      {rows ? (
        <textarea
          className={styles.textarea}
          id={id}
          name={name}
          rows={rows}
          required={input.required}
          maxLength={input.maxLength}
          defaultValue={input.defaultValue}
          {...problems.invalid(name)}
        />
      ) : (
        <input className={styles.input} id={id} name={name} {...input} {...problems.invalid(name)} />
      )}
      {problems.errorOf(name)}
    </div>
  );
}

/** The field programs fill in and people never see (decision 0077): off the page, out of the tab order, hidden from screen readers. */
export function TrapField({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The consent checkbox beside the server's consent line (stored as shown), the privacy policy's link after it, and its problem. */
export function ConsentField({
  text,
  privacyLink,
  checked,
  problems,
}: {
  text: string;
  privacyLink: ReactNode;
  checked: boolean;
  problems: FormProblems;
}) {
  const id = problems.fieldId("consent");
  return (
    <>
      <div className={styles.check}>
        <input id={id} name="consent" type="checkbox" required defaultChecked={checked} {...problems.invalid("consent")} />
        <label htmlFor={id}>
          {text} {privacyLink}
        </label>
      </div>
      {problems.errorOf("consent")}
    </>
  );
}
