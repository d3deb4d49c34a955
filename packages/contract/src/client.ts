import { ApiError } from "./api-error.ts";
import type { Envelope, ValidationErrorResult } from "./envelope.ts";
import { EDIT_TAG_HEADERS } from "./edit-tags.ts";
import { API_BASE, buildPath, isAdminPath, type Endpoint, type EndpointInput, type EndpointOutput } from "./endpoint.ts";

export { ApiError };

export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The header every call of the web apps carries. A browser sends it only from the app's own
 * scripts (an image, a link or a form cannot, and another origin's script would need the server's
 * CORS permission), so the server requires it of every back-office call authenticated by cookie.
 */
export const REQUEST_MARK = { header: "x-requested-with", value: "lawfirm-web" } as const;

export interface ApiClientOptions {
  baseUrl?: string;
  /**
   * How long a call may wait for its answer (`REQUEST_TIMEOUT_MS` unless given). null: no limit, for
   * a `fetch` that has no network to wait for (the server renderer's calls, answered in process):
   * a limit would cost each call a timer and a combined signal kept alive for its whole length.
   */
  timeoutMs?: number | null;
  /** Extra headers for every call, e.g. the `lang` header of the public site. */
  headers?: () => Record<string, string>;
  /** Called with every failure, before the promise rejects. */
  onError?: (error: ApiError, endpoint: Endpoint) => void;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Headers of this call only, e.g. the `lang` header of the page being loaded. */
  headers?: Record<string, string>;
  /** The edit tag of the item as the caller last read it (`editTagOf`): the server refuses the write (412) if the item changed since. */
  ifMatch?: string;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
}

/** The one typed client both web apps use: every call goes through here. */
/** The error an answer that is not a success stands for: the envelope's status, message and (for a 400) its field errors. */
export function apiErrorOf(response: { status: number; statusText: string }, envelope: Envelope<unknown> | undefined): ApiError {
  const status = envelope?.status ?? response.status;
  const serverMessage = envelope?.message || undefined;
  const fieldErrors = status === 400 ? ((envelope?.result as ValidationErrorResult | null)?.errors ?? []) : [];
  return new ApiError(serverMessage ?? `${response.status} ${response.statusText}`.trim(), status, serverMessage, fieldErrors);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE;
  const timeoutMs = options.timeoutMs === undefined ? REQUEST_TIMEOUT_MS : options.timeoutMs;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, callOptions: CallOptions = {}) {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
    }
    // Every GET carries a timestamp so that no cache answers it.
    if (endpoint.method === "GET") search.set("timestamp", String(Date.now()));
    const queryString = search.toString();
    const url = `${baseUrl}${buildPath(endpoint.path, params)}${queryString ? `?${queryString}` : ""}`;

    const headers: Record<string, string> = {
      accept: "application/json",
      [REQUEST_MARK.header]: REQUEST_MARK.value,
      ...options.headers?.(),
      ...callOptions.headers,
      ...(callOptions.ifMatch ? { [EDIT_TAG_HEADERS.sent]: callOptions.ifMatch } : {}),
    };
    let requestBody: RequestInit["body"];
    if (body instanceof FormData) requestBody = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      requestBody = JSON.stringify(body);
    }

    const timeout = timeoutMs === null ? undefined : { ms: timeoutMs, signal: AbortSignal.timeout(timeoutMs) };
    const signal =
      timeout && callOptions.signal ? AbortSignal.any([callOptions.signal, timeout.signal]) : (timeout?.signal ?? callOptions.signal);

    const fail = (error: ApiError): never => {
      options.onError?.(error, endpoint);
      throw error;
    };

    let response: Response;
    try {
      response = await doFetch(url, { method: endpoint.method, headers, body: requestBody, signal, credentials: "same-origin" });
    } catch (cause) {
      if (callOptions.signal?.aborted) throw cause;
      const message = timeout?.signal.aborted ? `The server did not answer within ${timeout.ms / 1000} s` : "The server cannot be reached";
      return fail(new ApiError(message, 0, undefined));
    }

    let envelope: Envelope<unknown> | undefined;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      envelope = undefined;
    }
    if (!response.ok || !envelope || envelope.status >= 400) return fail(apiErrorOf(response, envelope));
    return (endpoint.paged ? { result: envelope.result, pageable: envelope.pageable } : envelope.result) as EndpointOutput<E>;
  }

  return { call };
}

/** Whether a failed call means the admin session is missing or expired. */
export function isSessionExpired(error: unknown, endpoint: Endpoint): boolean {
  return error instanceof ApiError && error.status === 401 && isAdminPath(endpoint.path);
}
