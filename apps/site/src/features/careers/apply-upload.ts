import {
  API_BASE,
  apiErrorOf,
  ApiError,
  applicationEndpoints,
  LANG_HEADER,
  REQUEST_MARK,
  toLanguageTag,
  type Envelope,
  type Locale,
} from "@lawfirm/contract";

/**
 * Sends an application's form through the API with the upload's progress (0 to 100), which
 * `fetch` cannot report: an XMLHttpRequest to the contract's endpoint, answered like the API
 * client's calls (an `ApiError` for a refusal, status 0 when the server cannot be reached).
 */
export function sendApplication(form: FormData, locale: Locale, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(applicationEndpoints.send.method, `${API_BASE}${applicationEndpoints.send.path}`);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader(REQUEST_MARK.header, REQUEST_MARK.value);
    request.setRequestHeader(LANG_HEADER, locale);
    // The refusals' messages in the page's language, as the site's API client asks for them.
    request.setRequestHeader("accept-language", toLanguageTag(locale));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError("The server cannot be reached", 0, undefined));
    request.onload = () => {
      let envelope: Envelope<unknown> | undefined;
      try {
        envelope = JSON.parse(request.responseText) as Envelope<unknown>;
      } catch {
        envelope = undefined;
      }
      if (request.status >= 200 && request.status < 300 && envelope && envelope.status < 400) resolve();
      else reject(apiErrorOf({ status: request.status, statusText: request.statusText }, envelope));
    };
    request.send(form);
  });
}
