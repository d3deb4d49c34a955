import type { ApiError } from "@lawfirm/contract";

export type Problem = { field: string | null; message: string };

/** The problems of a refused call as the API answers them: each at its field (`body.email` is `email`), else the whole form's. */
export function problemsOf(error: ApiError): Problem[] {
  const atFields = error.fieldErrors.map((problem) => ({
    field: problem.field.replace(/^body\./, "").replace(/\.\d+$/, ""),
    message: problem.message,
  }));
  return atFields.length > 0 ? atFields : [{ field: null, message: error.serverMessage ?? error.message }];
}
