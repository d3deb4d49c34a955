import { createLocaleStore, type LocaleStorage } from "../i18n/locale-store";

function browserStorage(): LocaleStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The site's one interface locale: read by the React tree, the API client and the router. */
export const localeStore = createLocaleStore({
  storage: browserStorage(),
  browserLanguages: typeof navigator === "undefined" ? [] : navigator.languages,
});
