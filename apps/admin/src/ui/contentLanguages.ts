import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { languageEndpoints, type Language } from "@lawfirm/contract";
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

/** A language's own name ("Deutsch"), or its code when the list does not know it. */
export function languageName(languages: readonly Language[] | undefined, code: string): string {
  return languages?.find((language) => language.langCode === code)?.langName ?? code;
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
