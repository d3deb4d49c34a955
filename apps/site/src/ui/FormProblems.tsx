import { useEffect, useRef } from "react";
import type { Problem } from "../lib/form-problems";
import styles from "./FormPage.module.css";

/**
 * The problems of a refused form (decisions 0077, 0083): a summary that takes the focus (also
 * without a script: `autoFocus`), each
 * problem linking to its field (`fieldId`) with the field's label (`labelOf`), or standing alone for
 * the whole form.
 */
export function FormProblems({
  id,
  title,
  problems,
  fieldId,
  labelOf,
}: {
  id?: string;
  title: string;
  problems: readonly Problem[];
  fieldId: (field: string) => string;
  labelOf: (field: string) => string | undefined;
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div ref={summary} className={styles.summary} role="alert" tabIndex={-1} id={id} autoFocus>
      <h2 className={styles.summaryTitle}>{title}</h2>
      <ul>
        {problems.map((problem, index) => {
          const label = problem.field ? labelOf(problem.field) : undefined;
          return (
            <li key={index}>
              {problem.field && label ? (
                <a href={`#${fieldId(problem.field)}`}>
                  {label}: {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The field programs fill in and people never see (decision 0077): off the page, out of the tab order. */
export function TrapField({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A field's problems: its `aria-invalid` and `aria-describedby`, and the message below it. */
export function fieldProblems(problems: readonly Problem[], fieldId: (field: string) => string) {
  const problemAt = (field: string) => problems.filter((problem) => problem.field === field).map((problem) => problem.message);
  return {
    invalid: (field: string) =>
      problemAt(field).length > 0 ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(field)}-error` } : {},
    errorOf: (field: string) =>
      problemAt(field).length > 0 ? (
        <p id={`${fieldId(field)}-error`} className={styles.error}>
          {problemAt(field).join(" ")}
        </p>
      ) : null,
  };
}
