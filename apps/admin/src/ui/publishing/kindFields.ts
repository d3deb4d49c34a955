import { CONTENT_KIND_FIELDS, type ContentFieldDisplay, type ContentKindFields, type ContentKindName } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import type { DraftField } from "./PublicationPanel.tsx";
import type { HistoryField } from "./VersionHistory.tsx";

// Each publishable kind's draft fields and History descriptors, derived from the contract's
// declaration of its fields (`CONTENT_KIND_FIELDS`): an editor supplies only what is its kind's own.

type Declaration<Kind extends ContentKindName> = (typeof CONTENT_KIND_FIELDS)[Kind];
type FieldName<Kind extends ContentKindName> = keyof ContentKindFields[Kind] & keyof Declaration<Kind> & string;

interface DeclaredField {
  label: MessageKey;
  history: ContentFieldDisplay | null;
  names?: string;
}

/** The kinds' fields as the back office reads them; this type makes a declared label missing from the catalogs fail the type check. */
const KIND_FIELDS: { [Kind in ContentKindName]: Record<FieldName<Kind>, DeclaredField> } = CONTENT_KIND_FIELDS;

/** A kind's declared fields in their declared order, as the back office reads them. */
const declaredFields = <Kind extends ContentKindName>(kind: Kind) =>
  Object.entries(KIND_FIELDS[kind] as Record<string, DeclaredField>) as [FieldName<Kind>, DeclaredField][];

/** The fields a kind's draft may change, with their labels, in their declared order: all but those that only name another's items. */
export function kindDraftFields<Kind extends ContentKindName>(kind: Kind): DraftField<ContentKindFields[Kind]>[] {
  return declaredFields(kind)
    .filter(([, facts]) => facts.names === undefined)
    .map(([field, facts]) => [field, facts.label] as const);
}

/** The value History compares of a field shown as `display`. */
type DisplayedValue<Display> = Display extends "richText"
  ? string
  : Display extends "list"
    ? readonly string[]
    : Display extends "references"
      ? readonly number[]
      : Display extends "flag"
        ? boolean | undefined
        : string | null | undefined;

/** How a list's items are named, or a field's value is read when it is made of several or shown otherwise. */
type Reader<Fields, T> = (fields: Fields) => T;

/**
 * What a kind gives of one field History shows: a `references` field how its ids are named
 * (`names`), a `list` field how its items are named (`read`), any field how its value is read
 * when it is not already of the shown type (`read`).
 */
type FieldParticular<Fields, Name extends keyof Fields, Display> = Display extends "references"
  ? { names: (ids: readonly number[]) => Promise<ReadonlyMap<number, string>> } & (Fields[Name] extends readonly number[]
      ? { read?: Reader<Fields, readonly number[]> }
      : { read: Reader<Fields, readonly number[]> })
  : Display extends "list"
    ? { read: Reader<Fields, readonly string[]> }
    : Fields[Name] extends DisplayedValue<Display>
      ? { read?: Reader<Fields, DisplayedValue<Display>> }
      : { read: Reader<Fields, DisplayedValue<Display>> };

type DisplayOf<Kind extends ContentKindName, Name extends FieldName<Kind>> = Declaration<Kind>[Name] extends { history: infer Display }
  ? Display
  : never;

/** The fields History shows of a kind that need the kind's particular: references, lists, and values read otherwise. */
type NeededNames<Kind extends ContentKindName> = {
  [Name in FieldName<Kind>]: DisplayOf<Kind, Name> extends null
    ? never
    : DisplayOf<Kind, Name> extends "references" | "list"
      ? Name
      : ContentKindFields[Kind][Name] extends DisplayedValue<DisplayOf<Kind, Name>>
        ? never
        : Name;
}[FieldName<Kind>];

type ShownNames<Kind extends ContentKindName> = {
  [Name in FieldName<Kind>]: DisplayOf<Kind, Name> extends null ? never : Name;
}[FieldName<Kind>];

/** What a kind's editor gives its History: every field that needs it, and any other shown field it reads otherwise. */
export type HistoryParticular<Kind extends ContentKindName> = {
  [Name in NeededNames<Kind>]: FieldParticular<ContentKindFields[Kind], Name, DisplayOf<Kind, Name>>;
} & {
  [Name in Exclude<ShownNames<Kind>, NeededNames<Kind>>]?: FieldParticular<ContentKindFields[Kind], Name, DisplayOf<Kind, Name>>;
};

/**
 * The fields a kind's History compares, in their declared order, with their declared labels and
 * displays; `particular` says how the kind names references and lists and reads what is not
 * compared as it is stored. `leftOut` are fields this configuration of the kind does not have (an
 * article kind without folders).
 */
export function kindHistoryFields<Kind extends ContentKindName>(
  kind: Kind,
  particular: HistoryParticular<Kind>,
  leftOut: readonly FieldName<Kind>[] = [],
): HistoryField<ContentKindFields[Kind]>[] {
  const given: Partial<Record<string, { read?: unknown; names?: unknown }>> = particular;
  return declaredFields(kind).flatMap(([field, facts]) => {
    if (facts.history === null || leftOut.includes(field)) return [];
    const own = given[field];
    const descriptor = {
      label: facts.label,
      kind: facts.history,
      ...(own?.read ? { read: own.read } : { field }),
      ...(own?.names ? { names: own.names } : {}),
    };
    return [descriptor as HistoryField<ContentKindFields[Kind]>];
  });
}
