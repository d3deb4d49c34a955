import type { FieldError } from "@lawfirm/contract";

/** A form field's name as antd's Form knows it: `["versions", "de_DE", "title"]`, list items by number. */
export type FormFieldName = (string | number)[];

export interface FormFieldErrors {
  name: FormFieldName;
  errors: string[];
}

/**
 * Where the server says a problem is, without its location: `body.1.title` becomes `[1, "title"]`.
 * Numeric parts become numbers, as antd's Form.List names its items.
 */
export function fieldPath(field: string): FormFieldName {
  const parts = field.split(".").filter(Boolean);
  if (parts[0] === "body" || parts[0] === "query" || parts[0] === "params") parts.shift();
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Names the form field a server problem belongs to, or undefined when the form has no such field. */
export type FieldResolver = (path: FormFieldName, lang: string | undefined) => FormFieldName | undefined;

/**
 * Sorts the server's field errors (of a 400 answer) into those the form can show at a field and
 * those it cannot; several problems of one field are shown together.
 */
export function toFormFieldErrors(
  errors: readonly FieldError[],
  resolve: FieldResolver,
): { fields: FormFieldErrors[]; unmatched: FieldError[] } {
  const byName = new Map<string, FormFieldErrors>();
  const unmatched: FieldError[] = [];
  for (const error of errors) {
    const name = resolve(fieldPath(error.field), error.lang);
    if (!name) {
      unmatched.push(error);
      continue;
    }
    const key = JSON.stringify(name);
    const entry = byName.get(key) ?? { name, errors: [] };
    entry.errors.push(error.message);
    byName.set(key, entry);
  }
  return { fields: [...byName.values()], unmatched };
}

/** A resolver for forms that keep each field under the same name as the body (`advantagesList.0.title`). */
export function sameNameResolver(knownFields: readonly string[]): FieldResolver {
  const known = new Set(knownFields);
  return (path) => (typeof path[0] === "string" && known.has(path[0]) ? path : undefined);
}

/**
 * A resolver for bodies that are arrays of language versions (`body.<index>.<field>`), shown in a
 * form that keeps each version under `["versions", lang]`. The server names the language of most
 * problems; otherwise the index says which version of the body it was.
 */
export function versionResolver(bodyLangs: readonly string[], knownFields: readonly string[]): FieldResolver {
  const known = new Set(knownFields);
  return (path, lang) => {
    const [index, field, ...rest] = path;
    const versionLang = lang ?? (typeof index === "number" ? bodyLangs[index] : undefined);
    if (!versionLang || typeof field !== "string" || !known.has(field)) return undefined;
    return ["versions", versionLang, field, ...rest];
  };
}
