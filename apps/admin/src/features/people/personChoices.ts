import { useMemo } from "react";
import { ISO_639_1_CODES, SPECIALIST_TITLE_CODES, specialistTitleName, toLanguageTag } from "@lawfirm/contract";
import { useLocale } from "../../i18n/I18nProvider.tsx";
import { practiceAreaKeys, practiceAreasApi } from "../practice-areas/index.ts";
import { fetchReferenceList, referenceKeys } from "../reference/index.ts";
import type { ChoiceQuery, LinkedFieldSpec } from "../../ui/editing/linkedChoices.ts";

/** The offices as a linked field offers them in each language (one office: a select of one). */
export const officeChoices = {
  query: (lang: string): ChoiceQuery => ({
    queryKey: referenceKeys.list("office", lang),
    queryFn: ({ signal }) => fetchReferenceList("office", lang, signal),
  }),
  single: true,
} as const satisfies LinkedFieldSpec;

/** The job titles as a linked field offers them in each language. */
export const jobChoices = {
  query: (lang: string): ChoiceQuery => ({
    queryKey: referenceKeys.list("job", lang),
    queryFn: ({ signal }) => fetchReferenceList("job", lang, signal),
  }),
} as const satisfies LinkedFieldSpec;

/** The practice areas as a linked field offers them in each language. */
export const practiceAreaChoices = {
  query: (lang: string): ChoiceQuery => ({
    queryKey: practiceAreaKeys.langList(lang),
    queryFn: ({ signal }) => practiceAreasApi.langList(lang, signal),
  }),
} as const satisfies LinkedFieldSpec;

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
