import { useQuery } from "@tanstack/react-query";
import { languageEndpoints, type Language } from "@lawfirm/contract";
import { api } from "../app/api.ts";

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
