import {
  createApiClient,
  LANG_HEADER,
  toLanguageTag,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type Locale,
} from "@lawfirm/contract";

/** What a page's data is read for: its language (the `lang` header of every public call) and the signal that cancels it. */
export interface PageContext {
  locale: Locale;
  signal?: AbortSignal | undefined;
}

/** In the browser through the global fetch; the server renderer calls the API in process (`setApiFetch`). */
let client = createApiClient({ fetch: (...args) => fetch(...args) });

/**
 * The site's one API client: every call is made for one page, in that page's language: its content
 * (`lang`) and its refusals' messages (`Accept-Language`, by which the API words them), so that a
 * form on a German page says what is missing in German whatever the browser's language.
 */
export const api = {
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, page: PageContext): Promise<EndpointOutput<E>> {
    const headers = { [LANG_HEADER]: page.locale, "accept-language": toLanguageTag(page.locale) };
    return client.call(endpoint, input, { signal: page.signal, headers });
  },
};

/**
 * Called once by the server renderer: its API calls go to the server's own routes without a network
 * hop, so without a time limit (no timer per call; the page's request signal still cancels them).
 */
export function setApiFetch(fetchImplementation: typeof fetch): void {
  client = createApiClient({ fetch: fetchImplementation, timeoutMs: null });
}
