import { vi } from "vitest";

/** A request the stand-in server received. */
export interface StubbedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body read back, or null. */
  body: unknown;
}

/**
 * Stands in for the server in the back office's React tests: every `fetch` is answered with the
 * success envelope around `answer(call)` (a `Response` it answers goes out as it is: a failure),
 * and recorded in the list answered. Undone by `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (call: StubbedCall) => unknown): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
      };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Response) return result;
      return new Response(JSON.stringify({ status: 200, message: "success", result }), {
        headers: { "content-type": "application/json" },
      });
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
