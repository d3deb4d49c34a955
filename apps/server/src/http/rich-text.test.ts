import { describe, expect, it } from "vitest";
import { richTextExcerpt, sanitizeRichText } from "./rich-text.ts";

describe("rich text", () => {
  it("keeps headings, lists, links, images and tables", () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <a href="https://example.com" target="_blank">a link</a></p>' +
      '<ul><li>One</li></ul><img src="/api/upload/0123.png" alt="Photo"><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    for (const fragment of ["<h2>Title</h2>", "<strong>Bold</strong>", 'href="https://example.com"', 'rel="noopener noreferrer"', "<li>One</li>", '<img src="/api/upload/0123.png" alt="Photo" />', '<td colspan="2">Cell</td>']) {
      expect(clean).toContain(fragment);
    }
  });

  it.each([
    ["a script", "<p>x</p><script>alert(1)</script>", /script|alert/],
    ["an event handler", '<img src="/a.png" onerror="alert(1)">', /onerror|alert/],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', /javascript/],
    ["an encoded javascript: link", '<a href="jav&#x09;ascript:alert(1)">x</a>', /ascript:/],
    ["a data: image", '<img src="data:image/svg+xml,<svg onload=alert(1)>">', /data:|onload/],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', /iframe/],
    ["a style block", "<style>body{display:none}</style>", /style|display/],
    ["an SVG", "<svg><script>alert(1)</script></svg>", /svg|script/],
  ])("removes %s", (_, html, forbidden) => {
    expect(sanitizeRichText(html)).not.toMatch(forbidden);
  });
});

describe("rich text excerpts", () => {
  it("turn HTML into plain text with entities decoded and blocks separated", () => {
    expect(richTextExcerpt("<h2>Title</h2><p>Tom &amp; Jerry&nbsp;&#8211; &#x4e2d;</p><ul><li>a</li><li>b</li></ul>", 100)).toBe("Title Tom & Jerry – 中 a b");
  });

  it("cut at a word boundary with an ellipsis, and drop a tag cut in half", () => {
    expect(richTextExcerpt("<p>one two three four five</p>", 15)).toBe("one two three…");
    expect(richTextExcerpt("<p>short</p><a hre", 100)).toBe("short");
  });
});
