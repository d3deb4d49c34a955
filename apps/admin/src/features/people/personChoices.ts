import { useMemo } from "react";
import { ISO_639_1_CODES, SPECIALIST_TITLE_CODES, specialistTitleName, toLanguageTag } from "@lawfirm/contract";
import { useLocale } from "../../i18n/I18nProvider.tsx";
import { practiceAreaKeys, practiceAreasApi } from "../practice-areas/index.ts";
import { fetchReferenceList, referenceKeys } from "../reference/index.ts";

/** The linked fields of a person version: one item in every language, told apart by `no`. */
export type LinkedField = "office" | "jobIds" | "proFieldIds";

/** An office, job title or practice area as the person editor offers it. */
export interface Choice {
  id: number;
  no: number;
  name: string;
}

/** The query of one linked field's choices in one language (the lists' own query keys, shared with their screens). */
export function choiceQuery(
  field: LinkedField,
  lang: string,
): { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<Choice[]> } {
  if (field === "proFieldIds") {
    return {
      queryKey: practiceAreaKeys.langList(lang),
      queryFn: ({ signal }) => practiceAreasApi.langList(lang, signal),
    };
  }
  const kind = field === "office" ? "office" : "job";
  return {
    queryKey: referenceKeys.list(kind, lang),
    queryFn: ({ signal }) => fetchReferenceList(kind, lang, signal),
  };
}

/** The languages a person speaks, named in the UI language. */
export function useSpokenLanguageOptions() {
  const { locale } = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([toLanguageTag(locale)], { type: "language" });
    } catch {
      names = undefined;
    }
    return ISO_639_1_CODES.map((code) => {
      let name: string = code;
      try {
        name = names?.of(code) ?? code;
      } catch {
        // An unknown code keeps its code as its name.
      }
      return { value: code, label: name === code ? code : `${name} (${code})` };
    }).sort((a, b) => a.label.localeCompare(b.label, toLanguageTag(locale)));
  }, [locale]);
}

/** The specialist titles the Fachanwaltsordnung allows (decision 0068), named in the UI language, in its alphabetical order. */
export function useSpecialistTitleOptions() {
  const { locale } = useLocale();
  return useMemo(
    () =>
      SPECIALIST_TITLE_CODES.map((code) => ({ value: code, label: specialistTitleName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, toLanguageTag(locale)),
      ),
    [locale],
  );
}
