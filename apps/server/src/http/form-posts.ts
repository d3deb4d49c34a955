import type { FastifyInstance } from "fastify";

/** A form's fields: each field's value, a field sent several times (checkboxes of one name) as its values. */
export type FormFields = Record<string, string | string[]>;

export function parseFormFields(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/**
 * Lets the routes of `scope` read a form posted without a script (`application/x-www-form-urlencoded`,
 * at most `bodyLimit` bytes) as `FormFields`. Only the scopes of such forms call it: every other
 * post of the server takes JSON.
 */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit }, (_request, body, done) =>
    done(null, parseFormFields(String(body))),
  );
}

/** A posted form's fields, or none when the body was no form. */
export const formFieldsOf = (body: unknown): FormFields =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? (body as FormFields) : {};

/** A field's one value ("" when missing; the last when sent several times). */
export const fieldText = (fields: FormFields, name: string): string => {
  const value = fields[name];
  return typeof value === "string" ? value : (value?.at(-1) ?? "");
};

/** A field's values (a group of checkboxes of one name). */
export const fieldValues = (fields: FormFields, name: string): string[] => [fields[name] ?? []].flat();
