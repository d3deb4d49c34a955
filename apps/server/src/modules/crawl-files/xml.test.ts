import { describe, expect, it } from "vitest";
import { element, escapeXml, lines, xmlDocument } from "./xml.ts";

describe("the crawl files' XML writer", () => {
  it("escapes markup characters in text, and quotes too in attributes", () => {
    expect(escapeXml(`a < b & c > "d" 'e'`)).toBe(`a &lt; b &amp; c &gt; "d" 'e'`);
    expect(escapeXml(`say "hi" & <go>`, true)).toBe("say &quot;hi&quot; &amp; &lt;go&gt;");
    expect(element("a", { title: `"x" & <y>` }, "1 < 2").xml).toBe('<a title="&quot;x&quot; &amp; &lt;y&gt;">1 &lt; 2</a>');
  });

  it("drops characters XML 1.0 cannot carry and keeps every other one", () => {
    expect(escapeXml("a\u0000b\u0008c\u000bd\u001fe\uFFFEf\uFFFFg\uD800h")).toBe("abcdefgh");
    expect(escapeXml("tab\tline\nreturn\r ü 中 😀 \uE000")).toBe("tab\tline\nreturn\r ü 中 😀 \uE000");
  });

  it("writes empty elements closed, leaves out undefined attributes and children, and declares the document", () => {
    expect(element("link", { rel: "self", type: undefined }).xml).toBe('<link rel="self"/>');
    expect(element("item", {}, undefined, element("b", {}), "t").xml).toBe("<item><b/>t</item>");
    expect(element("list", {}, lines([])).xml).toBe("<list/>");
    expect(xmlDocument(element("r", {}, lines([element("a", {}), element("b", {})])))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<r>\n<a/>\n<b/>\n</r>\n',
    );
  });
});
