import { createContext, useContext, type ReactNode } from "react";
import { useLanguageName } from "./contentLanguages.ts";

/** A content language: its code ("de_DE") and its own name ("Deutsch"). */
export interface EditedLanguage {
  code: string;
  name: string;
}

const EditingLanguageContext = createContext<EditedLanguage | undefined>(undefined);

/**
 * The content language of the version whose fields are inside: a language tab's pane, a
 * per-language record's editor. Fields that write text in a language read it (the rich-text
 * editor's pictures take their alt text in it).
 */
export function EditingLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  const languageName = useLanguageName();
  return <EditingLanguageContext.Provider value={{ code: lang, name: languageName(lang) }}>{children}</EditingLanguageContext.Provider>;
}

/** The language of the version being edited; undefined outside a language version. */
export function useEditingLanguage(): EditedLanguage | undefined {
  return useContext(EditingLanguageContext);
}
