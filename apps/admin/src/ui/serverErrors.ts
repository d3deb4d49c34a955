import type { FormInstance } from "antd";
import { ApiError } from "@lawfirm/contract";
import { toFormFieldErrors, type FieldResolver, type FormFieldErrors } from "./fieldErrors.ts";

export interface ServerErrorOutcome {
  /** The problems now shown at their fields. */
  fields: FormFieldErrors[];
  /** What the form shows above itself: the failure, when no field (or not every field) could show it. */
  summary: string | undefined;
}

/**
 * Shows a failed save on the form: each problem the server names a field for at that field, the
 * rest (or a failure without field errors: a conflict, a lost connection) as a summary.
 */
export function showServerErrors(form: FormInstance, error: unknown, resolve: FieldResolver): ServerErrorOutcome {
  if (!(error instanceof ApiError)) return { fields: [], summary: error instanceof Error ? error.message : String(error) };
  const { fields, unmatched } = toFormFieldErrors(error.fieldErrors, resolve);
  form.setFields(fields);
  const summary = fields.length === 0 || unmatched.length > 0 ? (error.serverMessage ?? error.message) : undefined;
  return { fields, summary };
}
