import { describe, expect, it } from "vitest";
import {
  RICH_TEXT_MAX_ELEMENTS,
  RICH_TEXT_MAX_NESTING,
  RICH_TEXT_MAX_PICTURES,
  firstForeignImage,
  richTextSchema,
  richTextShape,
} from "./rich-text.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

describe("rich text's images", () => {
  it("may be uploads of this site, as the back office's editor inserts them", () => {
    expect(firstForeignImage('<p>Team</p><img src="/api/upload/0123abcd.jpg" alt="Team"><img src=\'/api/upload/b.png\'>')).toBeUndefined();
  });

  it.each([
    ['<img src="https://example.com/a.jpg">', "https://example.com/a.jpg"],
    ["<IMG SRC=https://example.com/a.jpg>", "https://example.com/a.jpg"],
    ["<img alt=\"a > b\" src='//example.com/a.jpg'>", "//example.com/a.jpg"],
    ['<img\nwidth="10"\nsrc = "/images/a.jpg">', "/images/a.jpg"],
    ["<img/src=x/onerror=alert(1)>", "x/onerror=alert(1)"],
    ['<img src="/api/upload/../admin/quit">', "/api/upload/../admin/quit"],
    ['<img src="http://firm.example/api/upload/a.jpg">', "http://firm.example/api/upload/a.jpg"],
    [
      '<p>ok</p><img src="/api/upload/a.jpg"><img src="https://one.example/1.jpg"><img src="https://two.example/2.jpg">',
      "https://one.example/1.jpg",
    ],
  ])("are found when they come from elsewhere: %s", (html, address) => {
    expect(firstForeignImage(html)).toBe(address);
  });

  it("are not looked for in text, comments, other tags' attributes or images without an address", () => {
    expect(firstForeignImage('<!-- <img src="https://example.com/a.jpg"> --><p>x</p><!--<img src="-->')).toBeUndefined();
    expect(
      firstForeignImage('<p>&lt;img src="https://example.com/a.jpg"&gt;</p><a title=\'<img src="x">\' href="/">x</a>'),
    ).toBeUndefined();
    expect(firstForeignImage('<imgx src="https://example.com/a.jpg"><img alt="no address"><img src="">')).toBeUndefined();
  });
});

describe("the rich text schema", () => {
  it("refuses an image from another site, naming its address (shortened when long)", () => {
    const refused = richTextSchema(1_000).safeParse(`<img src="data:image/png;base64,${"A".repeat(500)}">`);
    expect(refused.success).toBe(false);
    const issue = refused.error?.issues[0];
    expect(issue?.message).toBe(SCHEMA_MESSAGES.foreignImage);
    expect(issue?.code === "custom" && issue.params).toEqual({ address: `data:image/png;base64,${"A".repeat(78)}…` });
  });

  it("accepts uploads and keeps its length limit", () => {
    expect(richTextSchema(100).safeParse('<img src="/api/upload/a.png">').success).toBe(true);
    expect(richTextSchema(10).safeParse("<p>too long</p>").success).toBe(false);
  });
});

describe("rich text's nesting", () => {
  it.each([
    ["<p>one</p><p>two</p>", 0],
    ["<ul><li><p>a</p><ul><li>b</li></ul></li></ul>", 2],
    ["<p>a<p>b<p>c<br><img src=x>", 0],
    ["<b><i><u>x</u></i></b><b>y</b>", 3],
    // A closing tag closes what is open inside its element; one with nothing to close is ignored.
    ["<b><i><u>x</b><span>y</span>", 3],
    ["<b></i><b></i><b></i>", 3],
    ["<!-- <b><b><b> --><em>x</em>", 1],
    ['<a title="<b><b>" href="/">x</a>', 1],
  ])("is counted as a parser keeps elements open: %s", (html, depth) => {
    expect(richTextShape(html).depth).toBe(depth);
  });

  it("beyond the limit is refused with the limit, before anything else is looked at", () => {
    const parsed = richTextSchema(10_000).safeParse(`${"<span>".repeat(RICH_TEXT_MAX_NESTING + 1)}<img src="https://example.com/a.jpg">`);
    expect(parsed.error?.issues).toMatchObject([{ message: SCHEMA_MESSAGES.nestedTooDeeply, params: { max: RICH_TEXT_MAX_NESTING } }]);
    expect(richTextSchema(10_000).safeParse("<span>".repeat(RICH_TEXT_MAX_NESTING)).success).toBe(true);
  });
});

describe("rich text's elements", () => {
  it.each([
    ["<p>one</p><p>two</p>", 2],
    ['<p>a<br><img src="/api/upload/a.png"><x-unknown>b</x-unknown></p>', 4],
    ["</b></i>text<!-- <b><b> -->", 0],
    ['<a title="<b><b>" href="/">x</a>', 1],
  ])("are counted by their start tags, whatever their name: %s", (html, elements) => {
    expect(richTextShape(html).elements).toBe(elements);
  });

  it("beyond the limit are refused with the limit; as many as the limit are taken", () => {
    const atLimit = "<b>x</b>".repeat(RICH_TEXT_MAX_ELEMENTS);
    expect(richTextSchema(1_000_000).safeParse(atLimit).success).toBe(true);
    const parsed = richTextSchema(1_000_000).safeParse(`${atLimit}<br>`);
    expect(parsed.error?.issues).toMatchObject([{ message: SCHEMA_MESSAGES.tooManyElements, params: { max: RICH_TEXT_MAX_ELEMENTS } }]);
  });
});

describe("rich text's pictures", () => {
  it.each([
    ['<p><img src="/api/upload/a.png"><IMG SRC="/api/upload/b.png"/></p>', 2],
    ['<a title="<img src=/api/upload/a.png>" href="/">x</a><!-- <img src="/api/upload/b.png"> -->', 0],
    ["<p>no picture</p>", 0],
  ])("are counted by their start tags: %s", (html, pictures) => {
    expect(richTextShape(html).pictures).toBe(pictures);
  });

  it("beyond the limit are refused with the limit; as many as the limit are taken", () => {
    const atLimit = '<img src="/api/upload/a.webp">'.repeat(RICH_TEXT_MAX_PICTURES);
    expect(richTextSchema(1_000_000).safeParse(atLimit).success).toBe(true);
    const parsed = richTextSchema(1_000_000).safeParse(`${atLimit}<img src="/api/upload/b.webp">`);
    expect(parsed.error?.issues).toMatchObject([{ message: SCHEMA_MESSAGES.tooManyPictures, params: { max: RICH_TEXT_MAX_PICTURES } }]);
  });
});
