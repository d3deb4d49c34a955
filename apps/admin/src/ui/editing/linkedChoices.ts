import { useQueries, useQueryClient } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import type { Language } from "@lawfirm/contract";

/**
 * The items of other kinds a translated item names (a person's or an opening's office, an event's
 * practice areas): each version names the version in its own language of the same items, told
 * apart by `no` (decision 0049). Written once for every editor that links them (decision 0089).
 */

/** An item as a linked field offers it: its version's id in one language, its number, its name. */
export interface Choice {
  id: number;
  no: number;
  name: string;
}

/** The query of a linked field's choices in one language (the lists' own query keys, shared with their screens). */
export interface ChoiceQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<readonly Choice[]>;
}

/** A linked field: its choices' query, and whether it names one item (a select of one) or a list. */
export interface LinkedFieldSpec {
  query: (lang: string) => ChoiceQuery;
  single?: true;
}

/** The form's values of the linked fields: one item's id, or a list of ids. */
export type LinkedValues<TSpecs extends Record<string, LinkedFieldSpec>> = {
  [F in keyof TSpecs]: TSpecs[F] extends { single: true } ? number | undefined : number[];
};

/**
 * The choices of every linked field in every content language, and the moves between languages:
 * the same items in another language (`mapIds`), a choice in one tab made in every other
 * (`onChange`), a new version's links from another's (`copied`), and the names History shows.
 */
export function useLinkedChoices<TSpecs extends Record<string, LinkedFieldSpec>>(specs: TSpecs, languages: readonly Language[]) {
  type Field = keyof TSpecs & string;
  const queryClient = useQueryClient();
  const codes = languages.map((language) => language.langCode);
  const fields = Object.keys(specs) as Field[];
  const choices = useQueries({
    queries: codes.flatMap((lang) => fields.map((field) => specs[field]!.query(lang))),
    combine: (results) => {
      const byLang: Record<string, Record<string, Choice[]>> = {};
      codes.forEach((lang, index) => {
        byLang[lang] = Object.fromEntries(
          fields.map((field, offset) => [
            field,
            (results[index * fields.length + offset]?.data ?? []).map(({ id, no, name }) => ({ id, no, name })),
          ]),
        );
      });
      return { byLang, isPending: results.some((result) => result.isPending) };
    },
  });
  const choicesOf = (lang: string, field: Field): Choice[] => choices.byLang[lang]?.[field] ?? [];

  /** The same items in another language (by `no`); items that language lacks are left out. */
  const mapIds = (field: Field, ids: readonly number[], from: string, to: string): number[] =>
    ids
      .map((id) => choicesOf(from, field).find((choice) => choice.id === id)?.no)
      .map((itemNo) => choicesOf(to, field).find((choice) => choice.no === itemNo)?.id)
      .filter((id): id is number => id !== undefined);

  const idsOf = (value: number | readonly number[] | null | undefined): readonly number[] =>
    value === undefined || value === null ? [] : typeof value === "number" ? [value] : value;

  /** The linked fields of a version in `to`, from the version in `from` (`source`'s values); `missing`: the names `to` lacks. */
  const copied = (source: Partial<Record<Field, number | readonly number[] | null>> | undefined, from: string, to: string) => {
    const missing: string[] = [];
    const values = Object.fromEntries(
      fields.map((field) => {
        const ids = idsOf(source?.[field]);
        for (const id of ids) {
          if (mapIds(field, [id], from, to).length === 0) {
            missing.push(choicesOf(from, field).find((choice) => choice.id === id)?.name ?? String(id));
          }
        }
        const mapped = mapIds(field, ids, from, to);
        return [field, specs[field]!.single ? mapped[0] : mapped];
      }),
    ) as LinkedValues<TSpecs>;
    return { values, missing };
  };

  return {
    isPending: choices.isPending,
    mapIds,
    copied,
    options: (lang: string, field: Field) => choicesOf(lang, field).map((choice) => ({ value: choice.id, label: choice.name })),
    /** A choice in one tab is made in the other tabs too: the item names the same items in every language. */
    onChange(
      form: Pick<FormInstance, "setFieldValue">,
      langs: readonly string[],
      field: Field,
      lang: string,
      value: number | readonly number[] | undefined,
    ) {
      for (const other of langs) {
        if (other === lang) continue;
        const mapped = mapIds(field, idsOf(value), lang, other);
        form.setFieldValue(["versions", other, field], specs[field]!.single ? mapped[0] : mapped);
      }
    },
    /** The names of the given ids of a field in `lang`, for History. */
    namesOf: (field: Field, lang: string) => async (ids: readonly number[]) => {
      const found = await queryClient.fetchQuery(specs[field]!.query(lang));
      return new Map(found.filter((choice) => ids.includes(choice.id)).map((choice) => [choice.id, choice.name] as const));
    },
  };
}
