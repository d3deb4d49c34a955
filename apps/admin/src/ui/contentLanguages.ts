import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { languageEndpoints, toLanguageTag, type Language } from "@lawfirm/contract";
import { api } from "../lib/api.ts";
import { useLocale } from "../i18n/I18nProvider.tsx";

export const contentLanguagesQueryKey = ["common", "languages"] as const;

/**
 * The content languages (from the database, in their order): the languages an item can have
 * versions in. They rarely change, so one load per session is enough.
 */
export function useContentLanguages() {
  return useQuery({
    queryKey: contentLanguagesQueryKey,
    queryFn: ({ signal }) => api.call(languageEndpoints.list, {}, { signal }),
    staleTime: Infinity,
  });
}

/**
 * Names a content language in the interface's language, by its code ("German" for `de_DE` in the
 * English back office, "Deutsch" in the German one, "德语" in the Chinese one): for sentences and
 * labels that speak of a language ("The German version is on the website now"). Tab labels, the
 * pickers and the language switcher keep each language's own name (`langName`).
 */
export function useLanguageName(): (code: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([toLanguageTag(locale)], { type: "language", fallback: "none" });
    return (code) => {
      try {
        return names.of(code.split("_")[0] ?? code) ?? code;
      } catch {
        // Not a language code at all: shown as it is.
        return code;
      }
    };
  }, [locale]);
}

/** The language to start a new item in: the UI language when it is a content language, else the first one. */
export function preferredLanguage(languages: readonly Language[], uiLocale: string): string | undefined {
  return languages.find((language) => language.langCode === uiLocale)?.langCode ?? languages[0]?.langCode;
}

/**
 * The content language a page shows and a way to choose another: until one is chosen, `initial`
 * when it is a content language (a link's), else the UI language when it is one, else the first
 * (undefined while `languages` load).
 */
export function useChosenLanguage(
  languages: readonly Language[] | undefined,
  initial?: string,
): [string | undefined, (lang: string) => void] {
  const { locale } = useLocale();
  const [chosen, setChosen] = useState<string>();
  const linked = languages?.find((language) => language.langCode === initial)?.langCode;
  return [chosen ?? linked ?? (languages ? preferredLanguage(languages, locale) : undefined), setChosen];
}
