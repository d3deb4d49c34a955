import { versionResolver, type FieldResolver } from "../fieldErrors.ts";
import type { VersionIdentity } from "../useTranslatedItemEditor.ts";

/**
 * How one field of a kind's versions goes into its editor's form (`show`: the stored value as the
 * input holds it) and back into a save's body (`send`: the input's value as the server takes it;
 * undefined when the input never had one).
 */
export interface FormField<Stored, Value, Sent = Stored> {
  show: (stored: Stored) => Value;
  send: (value: Value | undefined) => Sent;
}

/** The usual inputs' fields; a kind declares its own beside them where a field is particular. */
export const formFields = {
  /** A line of text, sent trimmed (a kind that lacks it stores null, older drafts may lack it: "" in its input). */
  text: { show: (stored) => stored ?? "", send: (value) => value?.trim() ?? "" } satisfies FormField<
    string | null | undefined,
    string,
    string
  >,
  /** An optional line of text: "" in its input, sent as null when blank (older drafts may lack it). */
  optionalText: { show: (stored) => stored ?? "", send: (value) => value?.trim() || null } satisfies FormField<
    string | null | undefined,
    string,
    string | null
  >,
  /** Rich text (HTML), sent as the rich text editor gives it. */
  richText: { show: (stored) => stored, send: (value) => value ?? "" } satisfies FormField<string, string>,
  /** One other item chosen in a select (0: none, an empty select). */
  choice: { show: (stored) => stored || undefined, send: (value) => value ?? 0 } satisfies FormField<
    number | null,
    number | undefined,
    number
  >,
  /** An uploaded picture's address (null: none). */
  picture: { show: (stored) => stored || null, send: (value) => value ?? null } satisfies FormField<string | null, string | null>,
  /** A list (ids of other items, language codes), in its order. */
  list: <T>(): FormField<readonly T[], T[], T[]> => ({ show: (stored) => [...stored], send: (value) => value ?? [] }),
};

/**
 * A page's search-engine and sharing fields (decision 0055), as every kind with pages has them in
 * each version (`SearchAndSharing`); older drafts lack them.
 */
export const pageMetaFormFields = {
  metaTitle: formFields.optionalText,
  metaDescription: formFields.optionalText,
  shareImageUrl: {
    show: (stored) => stored || null,
    send: (value) => value ?? null,
  } satisfies FormField<string | null | undefined, string | null, string | null>,
  noindex: { show: (stored) => stored === true, send: (value) => value === true } satisfies FormField<
    boolean | undefined,
    boolean,
    boolean
  >,
};

/** Declared fields of a kind's form: each a field of both the stored fields (`Stored`) and the body (`Body`), with its conversion. */
type DeclaredFields<Stored, Body> = {
  // `any` for the input's value: each field's own type flows from its declaration into the form's values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [Name in keyof Stored & keyof Body]?: FormField<Stored[Name], any, Body[Name]>;
};

/** The form's values of declared fields: each input's value. */
export type InputValues<Declared> = {
  [Name in keyof Declared]?: Declared[Name] extends FormField<never, infer Value, unknown> ? Value : never;
};

/** The body's part of declared fields. */
type SentValues<Declared> = {
  [Name in keyof Declared]: Declared[Name] extends FormField<never, unknown, infer Sent> ? Sent : never;
};

/**
 * A kind's form values: each version's fields under `versions.<lang>`, and the item's own (the
 * same in every version: a person's photo and telephone) under `common`.
 */
export interface KindFormValues<Item, Own> {
  common: InputValues<Item>;
  versions: Record<string, InputValues<Own>>;
}

/** One version's values in a kind's form (`KindForm`). */
export type VersionValuesOf<Form> = Form extends KindForm<never, unknown, infer Own> ? InputValues<Own> : never;

/** What the editor shell (`useKindEditor`) takes of a kind's form. */
export interface KindForm<Version extends { lang: string }, Item, Own> {
  toFormValues: (versions: readonly Version[]) => KindFormValues<Item, Own>;
  /** The declared fields' part of one version's body. */
  toBody: (values: KindFormValues<Item, Own>, version: VersionIdentity) => VersionIdentity & SentValues<Item> & SentValues<Own>;
  /** Where the form shows the server's problem with a declared field; any other is shown above the form. */
  resolveErrors: (bodyLangs: readonly string[]) => FieldResolver;
  /** The item's fields: a discard or a restore of a version shows them as that version has them. */
  replacedWithVersion: readonly "common"[];
  /** The form's name of one of the item's fields (`["common", name]`): a name the form does not declare fails the type check. */
  itemField: <Name extends keyof Item & string>(name: Name) => ["common", Name];
}

/** Whether a stored value says something (a picture, a text, a list with items). */
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

function mapFields<Declared extends object>(
  declared: Declared,
  valueOf: (name: string, field: FormField<unknown, unknown, unknown>) => unknown,
) {
  return Object.fromEntries(
    Object.entries(declared).map(([name, field]) => [name, valueOf(name, field as FormField<unknown, unknown, unknown>)]),
  ) as Record<keyof Declared, unknown>;
}

/**
 * A kind's form, declared once: its item's fields and its versions' fields, each with its
 * conversion (`formFields`). From it come the form's values of the stored versions, a version's
 * body, and where a server error is shown. A field must be one of both the stored fields and the
 * body: a misspelt name fails the type check. Call as `kindForm<Stored, Version, Body>()({ … })`.
 */
export function kindForm<Stored, Version extends { lang: string }, Body>() {
  return <Item extends DeclaredFields<Stored, Body>, Own extends DeclaredFields<Stored, Body>>(declaration: {
    /** The stored fields of a version as the editor edits them. */
    stored: (version: Version) => Stored;
    /** The same in every version: shown once, sent with each. */
    item?: Item;
    /** Each version's own. */
    version: Own;
  }): KindForm<Version, Item, Own> => {
    const item = (declaration.item ?? {}) as Item;
    const own = declaration.version;
    const itemNames = new Set(Object.keys(item));
    return {
      toFormValues: (versions) => {
        const stored = versions.map((version) => ({ lang: version.lang, fields: declaration.stored(version) as Record<string, unknown> }));
        return {
          // An item's field from the first version that has it (a picture set on a version saved alone).
          common: mapFields(item, (name, field) => {
            const found = stored.find(({ fields }) => hasValue(fields[name])) ?? stored[0];
            return found ? field.show(found.fields[name]) : undefined;
          }) as InputValues<Item>,
          versions: Object.fromEntries(
            stored.map(({ lang, fields }) => [lang, mapFields(own, (name, field) => field.show(fields[name])) as InputValues<Own>]),
          ),
        };
      },
      toBody: (values, version) => {
        const common = (values.common ?? {}) as Record<string, unknown>;
        const ownValues = (values.versions?.[version.lang] ?? {}) as Record<string, unknown>;
        return {
          ...version,
          ...mapFields(item, (name, field) => field.send(common[name])),
          ...mapFields(own, (name, field) => field.send(ownValues[name])),
        } as VersionIdentity & SentValues<Item> & SentValues<Own>;
      },
      resolveErrors: (bodyLangs) => {
        const byVersion = versionResolver(bodyLangs, Object.keys(own));
        return (path, lang) => {
          const [, field, ...rest] = path;
          if (typeof field === "string" && itemNames.has(field)) return ["common", field, ...rest];
          return byVersion(path, lang);
        };
      },
      replacedWithVersion: itemNames.size > 0 ? ["common"] : [],
      itemField: (name) => ["common", name],
    };
  };
}
