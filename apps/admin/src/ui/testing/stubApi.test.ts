import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "./stubApi.ts";

afterEach(() => vi.unstubAllGlobals());

/**
 * What the refusal tests below saw before they failed: each of them must fail (the stand-in fails
 * a test that met a refusal when it finishes), so whether the refusal said the right thing is
 * checked by the last test.
 */
const refusalsSeen: string[] = [];

describe("the back office's stand-in server", () => {
  it("answers a declared endpoint with the envelope around a fixture its result schema allows", async () => {
    const calls = stubApi(() => [{ langCode: "de_DE", langName: "Deutsch" }]);
    const answer = await fetch("/api/common/language?timestamp=1");
    expect(await answer.json()).toEqual({ status: 200, message: "success", result: [{ langCode: "de_DE", langName: "Deutsch" }] });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/common/language"]);
  });

  it("passes a Response on as it is", async () => {
    stubApi(() => Response.json({ status: 404, message: "Not found", result: null }, { status: 404 }));
    expect((await fetch("/api/admin/docs/privacy")).status).toBe(404);
  });

  it("takes a fixed path segment for the endpoint before a parameter, as the server's router does", async () => {
    // GET /admin/docs/revisions answers a list; GET /admin/docs/:name one document version.
    stubApi(() => []);
    expect((await fetch("/api/admin/docs/revisions?id=4")).status).toBe(200);
  });

  it.fails("refuses a path the contract does not declare, naming it, and fails the test", async () => {
    stubApi(() => null);
    await expect(fetch("/api/admin/no-such-thing")).rejects.toThrow(
      "The stand-in server was called at GET /api/admin/no-such-thing, a path the contract does not declare",
    );
    refusalsSeen.push("path");
  });

  it.fails("refuses a method the contract does not declare at a path, naming it, and fails the test", async () => {
    stubApi(() => null);
    await expect(fetch("/api/common/language", { method: "DELETE" })).rejects.toThrow(
      "The stand-in server was called at DELETE /api/common/language, a method the contract does not declare there (only GET)",
    );
    refusalsSeen.push("method");
  });

  it.fails("refuses a fixture the endpoint's result schema does not allow, with zod's issues, and fails the test", async () => {
    stubApi(() => [{ langCode: "de_DE" }]);
    const failure = fetch("/api/common/language");
    await expect(failure).rejects.toThrow("The stand-in server's answer to GET /api/common/language (/common/language) breaks");
    await expect(failure).rejects.toThrow(/langName/);
    refusalsSeen.push("result");
  });

  it("said what each refusal was before failing its test", () => {
    expect(refusalsSeen).toEqual(["path", "method", "result"]);
  });
});
