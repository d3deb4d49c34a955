import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-redirect.ts";

const SITE = "https://www.example-firm.de";

describe("a redirect's target", () => {
  it.each([
    ["/en/home", "/en/home"],
    ["/en/news?folder=3&page=2", "/en/news?folder=3&page=2"],
    ["/de/people/detail/12/vcard", "/de/people/detail/12/vcard"],
    ["/", "/"],
    ["", "/"],
    ["//evil.example", "/evil.example"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/\t/evil.example", "/evil.example"],
    ["/\r\n/evil.example", "/evil.example"],
    ["/ /evil.example", "/evil.example"],
    ["/\x01/evil.example", "/%01/evil.example"],
    ["/.//evil.example", "/evil.example"],
    ["/x/..//evil.example", "/evil.example"],
    ["/./\\evil.example", "/evil.example"],
    ["https://evil.example/x", "/https://evil.example/x"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/news\r\nSet-Cookie: a=b", "/newsSet-Cookie:%20a=b"],
    ["/新闻?q=ü", "/%E6%96%B0%E9%97%BB?q=%C3%BC"],
  ])("%j stays on the site as %j", (target, expected) => {
    const path = sameOriginPath(target);
    expect(path).toBe(expected);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, SITE).origin).toBe(SITE);
  });
});
