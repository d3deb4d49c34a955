import { describe, expect, it, vi } from "vitest";
import { newsletterEndpoints } from "@lawfirm/contract";
import { api, setApiFetch } from "./api";

describe("the site's API client", () => {
  it("asks in the page's language, for its content and for the words of a refusal", async () => {
    const fetched = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ status: 200, message: "", result: {} }),
    );
    setApiFetch(fetched);
    await api.call(
      newsletterEndpoints.subscribe,
      { body: { lang: "de_DE", email: "a@example.org", topicIds: [1], consent: true, website: "", ticket: "t" } },
      { locale: "de_DE" },
    );
    const headers = new Headers(fetched.mock.calls[0]![1]!.headers);
    expect(headers.get("lang")).toBe("de_DE");
    expect(headers.get("accept-language")).toBe("de-DE");
  });

  it("answered in process (the server renderer), sets no time limit: the page's own signal reaches the fetch", async () => {
    const fetched = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ status: 200, message: "", result: {} }),
    );
    setApiFetch(fetched);
    const page = new AbortController();
    await api.call(
      newsletterEndpoints.subscribe,
      { body: { lang: "en_US", email: "a@example.org", topicIds: [1], consent: true, website: "", ticket: "t" } },
      { locale: "en_US", signal: page.signal },
    );
    expect(fetched.mock.calls[0]![1]!.signal).toBe(page.signal);
  });
});
