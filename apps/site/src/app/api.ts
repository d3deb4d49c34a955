import { createApiClient, LANG_HEADER } from "@lawfirm/contract";
import { localeStore } from "./locale";

/** The site's one API client: every public call carries the interface locale in the `lang` header. */
export const api = createApiClient({
  headers: () => ({ [LANG_HEADER]: localeStore.get() }),
});
