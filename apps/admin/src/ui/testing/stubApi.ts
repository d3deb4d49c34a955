import { onTestFinished, vi } from "vitest";
import { z } from "zod";
import { API_BASE, EDIT_TAG_HEADERS, type EditPresence, type Endpoint } from "@lawfirm/contract";
import { contractEndpoints } from "@lawfirm/contract/all-endpoints";

/** A request the stand-in server received. */
export interface StubbedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body read back, or null. */
  body: unknown;
  /** The edit tag it was sent with (`If-Match`), or null. */
  ifMatch: string | null;
}

/** An endpoint with the pattern of the addresses it answers (`:name` stands for one path segment). */
interface KnownEndpoint {
  endpoint: Endpoint;
  pattern: RegExp;
  parameterCount: number;
}

const KNOWN_ENDPOINTS: KnownEndpoint[] = contractEndpoints().map((endpoint) => {
  const segments = `${API_BASE}${endpoint.path}`.split("/");
  const pattern = segments.map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return {
    endpoint,
    pattern: new RegExp(`^${pattern.join("/")}$`),
    parameterCount: segments.filter((segment) => segment.startsWith(":")).length,
  };
});

/**
 * The contract's endpoint that a call reaches: of those whose path matches, the one with the
 * fewest parameters (`/admin/docs/revisions` before `/admin/docs/:name`), as the server's router
 * prefers a fixed segment. Throws when the contract declares no such path, or not for this method.
 */
export function contractEndpointOf(method: string, path: string): Endpoint {
  const matching = KNOWN_ENDPOINTS.filter((known) => known.pattern.test(path));
  if (matching.length === 0) throw new Error(`The stand-in server was called at ${method} ${path}, a path the contract does not declare`);
  const forMethod = matching.filter((known) => known.endpoint.method === method).sort((a, b) => a.parameterCount - b.parameterCount);
  const found = forMethod[0];
  if (!found) {
    const declared = [...new Set(matching.map((known) => known.endpoint.method))].join(", ");
    throw new Error(`The stand-in server was called at ${method} ${path}, a method the contract does not declare there (only ${declared})`);
  }
  return found.endpoint;
}

/** Throws, with zod's issues, when `result` is not what the endpoint's result schema allows. */
function checkResult(endpoint: Endpoint, path: string, result: unknown): void {
  const checked = endpoint.result.safeParse(result);
  if (checked.success) return;
  throw new Error(
    `The stand-in server's answer to ${endpoint.method} ${path} (${endpoint.path}) breaks the contract's result schema:\n` +
      z.prettifyError(checked.error),
  );
}

/** The editors' presence calls (`…/presence`, `…/presence/leave`, `…/presence/take-over`). */
const PRESENCE_PATH = /\/presence(\/leave|\/take-over)?$/;

/** A version's reviews from its approval links (`…/reviews`, decision 0052), read by every editor's publishing panel. */
const REVIEWS_PATH = /\/reviews$/;

/** A version's translation state and a list's translation status (decision 0057), read by every translated kind's editor and list. */
const TRANSLATION_PATH = /\/translation(-status)?$/;

/** Up to date: no version is behind another. */
const UP_TO_DATE = (call: StubbedCall) =>
  call.path.endsWith("/translation-status") ? [] : { id: Number(call.query.get("id")), lang: "", behind: [] };

/** No one else has the item open. */
const NO_ONE_ELSE: EditPresence = { others: [], takenOver: null };

/**
 * Stands in for the server in the back office's React tests: every `fetch` is answered with the
 * success envelope around `answer(call)` (a `Response` it answers goes out as it is: a failure),
 * and recorded in the list answered. Undone by `vi.unstubAllGlobals()`.
 *
 * It answers only what the contract declares: a call to a path or method no endpoint has, or an
 * answer its endpoint's result schema refuses, rejects the `fetch` with an error that names it.
 * The app turns a rejected `fetch` into "server cannot be reached", which a test may not look at,
 * so the first such error also fails the test when it finishes.
 */
export function stubApi(
  answer: (call: StubbedCall) => unknown,
  options: {
    /**
     * Answers the editors' presence calls (their heartbeat, leave and take-over, decision 0051),
     * which are not recorded among the calls; by default no one else has the item open.
     */
    presence?: (call: StubbedCall) => unknown;
    /**
     * Answers the reads of a version's reviews (decision 0052), which every editor's publishing
     * panel makes and which are not recorded among the calls; by default a version has none.
     */
    reviews?: (call: StubbedCall) => unknown;
    /**
     * Answers the reads of a version's translation state and of a list's translation status
     * (decision 0057), which are not recorded among the calls; by default every version is up to date.
     */
    translations?: (call: StubbedCall) => unknown;
  } = {},
): StubbedCall[] {
  const calls: StubbedCall[] = [];
  const presence = options.presence ?? ((call: StubbedCall) => (call.path.endsWith("/leave") ? null : NO_ONE_ELSE));
  const reviews = options.reviews ?? (() => []);
  const translations = options.translations ?? UP_TO_DATE;
  let refusal: Error | undefined;
  onTestFinished(() => {
    if (refusal) throw refusal;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
        ifMatch: new Headers(init?.headers).get(EDIT_TAG_HEADERS.sent),
      };
      const isPresence = PRESENCE_PATH.test(call.path);
      const isReviews = call.method === "GET" && REVIEWS_PATH.test(call.path);
      const isTranslation = call.method === "GET" && TRANSLATION_PATH.test(call.path);
      if (!isPresence && !isReviews && !isTranslation) calls.push(call);
      try {
        const endpoint = contractEndpointOf(call.method, call.path);
        const result = isPresence ? presence(call) : isReviews ? reviews(call) : isTranslation ? translations(call) : answer(call);
        if (result instanceof Response) return result;
        checkResult(endpoint, call.path, result);
        return new Response(JSON.stringify({ status: 200, message: "success", result }), {
          headers: { "content-type": "application/json" },
        });
      } catch (error) {
        refusal ??= error as Error;
        throw error;
      }
    }),
  );
  return calls;
}

/**
 * Answers by path: `"<path> <lang>"` for a list asked for in one language, else `"<path>"`;
 * an empty list for anything else.
 */
export function answerByPath(answers: Record<string, unknown>): (call: StubbedCall) => unknown {
  return (call) => answers[`${call.path} ${call.query.get("lang")}`] ?? answers[call.path] ?? [];
}
