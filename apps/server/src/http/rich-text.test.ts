import { describe, expect, it } from "vitest";
import { RICH_TEXT_MAX_ELEMENTS, RICH_TEXT_MAX_PICTURES, richTextShapeProblem } from "@lawfirm/contract";
import {
  keepServedForm,
  keptText,
  type ServedPicture,
  richTextExcerpt,
  sanitizeRichText,
  uploadedPictureSources,
  withServedPictures,
} from "./rich-text.ts";

describe("rich text", () => {
  it("keeps headings, lists, links, images and tables", () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <a href="https://example.com" target="_blank">a link</a></p>' +
      '<ul><li>One</li></ul><img src="/api/upload/0123.png" alt="Photo"><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    for (const fragment of [
      "<h2>Title</h2>",
      "<strong>Bold</strong>",
      'href="https://example.com"',
      'rel="noopener noreferrer"',
      "<li>One</li>",
      '<img src="/api/upload/0123.png" alt="Photo" />',
      '<td colspan="2">Cell</td>',
    ]) {
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

describe("rich text links", () => {
  it.each(['target="_BLANK"', 'target=" _blank"', 'target="_blank "', 'target="news"', 'target="&#95;blank"'])(
    "open %s in a new tab that gets no hold on this page",
    (target) => {
      expect(sanitizeRichText(`<a href="https://example.com" ${target}>x</a>`)).toBe(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
      );
    },
  );

  it.each(['target="_self"', 'target="_TOP"', 'target="_parent"', 'target=""'])("open %s in the same tab", (target) => {
    expect(sanitizeRichText(`<a href="https://example.com" ${target}>x</a>`)).toBe('<a href="https://example.com">x</a>');
  });

  it("build rel themselves: the input's rel is dropped", () => {
    expect(sanitizeRichText('<a href="https://example.com" rel="opener">x</a>')).toBe('<a href="https://example.com">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    "/api/admin/quit",
    "/API/Admin/quit",
    "/%2Fapi/admin/quit",
    "/api//admin/quit",
    "/api/%61dmin/quit",
    "/news/../api/admin/quit",
    "api/admin/quit",
    "../api/admin/quit",
    "https://firm.example/api/admin/quit",
    "https://other.example/API/ADMIN/account",
  ])("lose an address into the back office's API (%s) and keep their text", (href) => {
    expect(sanitizeRichText(`<p><a href="${href}">Sign out</a></p>`)).toBe("<p><a>Sign out</a></p>");
  });

  it.each([
    "/api/upload/0123456789abcdef0123456789abcdef.pdf/",
    "/api//upload/0123456789abcdef0123456789abcdef.pdf",
    "/api//upload/0123456789abcdef0123456789abcdef%2Epdf",
    "/api/upload/../upload/0123456789abcdef0123456789abcdef.pdf",
    "//api/upload/0123456789abcdef0123456789abcdef.pdf",
  ])("lose an address of an upload in a spelling of its own (%s), which the library's usages would miss", (href) => {
    expect(sanitizeRichText(`<p><a href="${href}">Brochure</a></p>`)).toBe("<p><a>Brochure</a></p>");
  });

  it("keep addresses of the site, of other sites, mail and phone", () => {
    for (const href of [
      "/news/detail/3",
      "/api/upload/0123.pdf",
      "https://example.com/api/admin-guide",
      "mailto:office@example.com",
      "tel:+4930123",
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });
});

describe("rich text classes", () => {
  it("are dropped: the site styles rich text by element, and a class could hide text (visually-hidden)", () => {
    expect(sanitizeRichText('<p class="visually-hidden">Fee</p><h2 class="container title">T</h2>')).toBe("<p>Fee</p><h2>T</h2>");
  });
});

describe("rich text sizes and spans", () => {
  it("keep an image's width and height from 1 to 4000 pixels, as plain numbers", () => {
    expect(sanitizeRichText('<img src="/api/upload/a.png" width="4000" height=" 300 ">')).toBe(
      '<img src="/api/upload/a.png" width="4000" height="300" />',
    );
  });

  it.each(["0", "4001", "99999999", "-5", "50%", "100px", "1e3", "12.5", "abc"])("drop an image width or height of %s", (size) => {
    expect(sanitizeRichText(`<img src="/api/upload/a.png" width="${size}" height="${size}">`)).toBe('<img src="/api/upload/a.png" />');
  });

  it("keep table spans from 1 to 50 and drop others", () => {
    expect(sanitizeRichText('<table><tr><th colspan="50" rowspan="2">h</th><td colspan="1000" rowspan="0">c</td></tr></table>')).toBe(
      '<table><tr><th colspan="50" rowspan="2">h</th><td>c</td></tr></table>',
    );
    expect(sanitizeRichText('<table><colgroup><col span="3" /><col span="51" /></colgroup></table>')).toBe(
      '<table><colgroup><col span="3"></col><col></col></colgroup></table>',
    );
  });

  it("keep a list's start from 0 to 99999 and drop others", () => {
    expect(sanitizeRichText('<ol start="2024"><li>a</li></ol>')).toBe('<ol start="2024"><li>a</li></ol>');
    expect(sanitizeRichText('<ol start="100000"><li>a</li></ol><ol start="-3"><li>b</li></ol>')).toBe(
      "<ol><li>a</li></ol><ol><li>b</li></ol>",
    );
  });
});

describe("rich text images", () => {
  it("keep uploads of this site", () => {
    expect(sanitizeRichText('<p><img src="/api/upload/0123abcd.jpg" alt="Team"></p>')).toBe(
      '<p><img src="/api/upload/0123abcd.jpg" alt="Team" /></p>',
    );
  });

  // The editor writes alt="" for a decorative picture: screen readers skip it. Without the
  // attribute they would read the address instead.
  it('keep an empty alt (a decorative picture) as alt=""', () => {
    expect(sanitizeRichText('<p><img src="/api/upload/0123abcd.jpg" alt=""></p>')).toBe(
      '<p><img src="/api/upload/0123abcd.jpg" alt="" /></p>',
    );
  });

  it("keep alt texts in every language, with their characters escaped", () => {
    expect(sanitizeRichText('<p><img src="/api/upload/0123abcd.jpg" alt="律所前台 &amp; &quot;Empfang&quot;"></p>')).toBe(
      '<p><img src="/api/upload/0123abcd.jpg" alt="律所前台 &amp; &quot;Empfang&quot;" /></p>',
    );
  });

  it.each([
    "https://example.com/photo.jpg",
    "http://example.com/api/upload/0123.jpg",
    "//example.com/api/upload/0123.jpg",
    "/api/upload/../admin/quit",
    "/api/upload/%2e%2e/admin/quit",
    "/api/admin/quit",
    "/images/photo.jpg",
    "api/upload/0123.jpg",
    "/api/upload/",
    "data:image/png;base64,iVBORw0KGgo=",
  ])("remove an image from anywhere else (%s)", (src) => {
    expect(sanitizeRichText(`<p>Before<img src="${src}" alt="x">after</p>`)).toBe("<p>Beforeafter</p>");
  });

  it("remove an image without an address", () => {
    expect(sanitizeRichText('<p><img alt="x"><img srcset="https://example.com/a.jpg 2x"></p>')).toBe("<p></p>");
  });
});

describe("rich text pictures that follow the library's alt text", () => {
  it('keep the mark data-alt-source="library" and drop any other value', () => {
    expect(sanitizeRichText('<p><img src="/api/upload/0123abcd.jpg" alt="Team" data-alt-source="library"></p>')).toBe(
      '<p><img src="/api/upload/0123abcd.jpg" alt="Team" data-alt-source="library" /></p>',
    );
    expect(
      sanitizeRichText(
        '<p><img src="/api/upload/0123abcd.jpg" alt="Team" data-alt-source="elsewhere"><span data-alt-source="library">x</span></p>',
      ),
    ).toBe('<p><img src="/api/upload/0123abcd.jpg" alt="Team" /><span>x</span></p>');
  });

  const text =
    '<p><img src="/api/upload/0123abcd.jpg" alt="Old" data-alt-source="library" />' +
    '<img src="/api/upload/4567abcd.png" alt="Own" /><img src="/api/upload/89abcdef.webp" data-alt-source="library" /></p>';

  /** A picture known to the library with `alt` (undefined: no text), without size or variants. */
  const known = (alt?: string): ServedPicture => ({ alt, width: null, height: null, variantWidths: [] });
  const lazy = 'loading="lazy" decoding="async"';

  it("are found by their addresses, only uploads", () => {
    expect(uploadedPictureSources(text)).toEqual(["/api/upload/0123abcd.jpg", "/api/upload/4567abcd.png", "/api/upload/89abcdef.webp"]);
    expect(uploadedPictureSources('<p title="<img src=/api/upload/0123abcd.jpg>">x</p>')).toEqual([]);
    expect(uploadedPictureSources('<p><img src="https://elsewhere.example/a.jpg" /></p>')).toEqual([]);
    expect(uploadedPictureSources("<p>No pictures</p>")).toEqual([]);
  });

  it("take the alt text answered for their address, escaped; the others keep theirs", () => {
    const alts: Record<string, string> = { "/api/upload/0123abcd.jpg": 'Tom & "Jerry" <3', "/api/upload/4567abcd.png": "Not used" };
    expect(withServedPictures(text, (src) => known(alts[src]))).toBe(
      `<p><img src="/api/upload/0123abcd.jpg" alt="Tom &amp; &quot;Jerry&quot; &lt;3" data-alt-source="library" ${lazy} />` +
        `<img src="/api/upload/4567abcd.png" alt="Own" ${lazy} /><img src="/api/upload/89abcdef.webp" data-alt-source="library" ${lazy} /></p>`,
    );
    expect(withServedPictures(text, () => known(""))).toContain(
      `<img src="/api/upload/0123abcd.jpg" alt="" data-alt-source="library" ${lazy} />`,
    );
  });

  it("leave a text without pictures, and a picture that is no known upload, as they are, and keep a text with them clean", () => {
    expect(withServedPictures("<p>Nothing &amp; more</p>", () => known("x"))).toBe("<p>Nothing &amp; more</p>");
    expect(withServedPictures(text, () => undefined)).toBe(text);
    // A stored text is sanitised; should one not be, the answer still is, and keeps no stored srcset.
    expect(
      withServedPictures(
        '<p onclick="x()"><img src="/api/upload/0123abcd.jpg" srcset="https://elsewhere.example/a.jpg 1w" sizes="1px" loading="eager" data-alt-source="library"></p><script>x()</script>',
        () => known("A"),
      ),
    ).toBe(`<p><img src="/api/upload/0123abcd.jpg" data-alt-source="library" alt="A" ${lazy} /></p>`);
  });

  const photo = '<figure><img src="/api/upload/0123abcd.jpg" alt="Lobby" /></figure>';
  const variants = [320, 480, 720, 960, 1280, 1600];

  it("get their upload's size and a srcset of the variants that exist, up to twice the column's width", () => {
    expect(withServedPictures(photo, () => ({ width: 2000, height: 1500, variantWidths: [...variants, 2000] }))).toBe(
      '<figure><img src="/api/upload/0123abcd.jpg" alt="Lobby" width="2000" height="1500" srcset="' +
        "/api/upload/0123abcd.jpg?w=320 320w, /api/upload/0123abcd.jpg?w=480 480w, /api/upload/0123abcd.jpg?w=720 720w, " +
        "/api/upload/0123abcd.jpg?w=960 960w, /api/upload/0123abcd.jpg?w=1280 1280w, /api/upload/0123abcd.jpg?w=1600 1600w" +
        `" sizes="min(42rem, 100vw - 2.5rem)" ${lazy} /></figure>`,
    );
  });

  it("drawn narrower than the column, need only the widths up to twice their own", () => {
    const served = withServedPictures(photo, () => ({ width: 400, height: 300, variantWidths: [320, 400] }));
    expect(served).toContain('width="400" height="300" srcset="/api/upload/0123abcd.jpg?w=320 320w, /api/upload/0123abcd.jpg?w=400 400w"');
    expect(served).toContain('sizes="min(400px, 100vw - 2.5rem)"');
    // A width written in the text is kept, its height from the upload's aspect, and sets the widths needed.
    const written = withServedPictures('<p><img src="/api/upload/0123abcd.jpg" width="300" /></p>', () => ({
      width: 1600,
      height: 1200,
      variantWidths: variants,
    }));
    expect(written).toContain('width="300" height="225"');
    expect(written).toContain('?w=480 480w, /api/upload/0123abcd.jpg?w=720 720w" sizes="min(300px, 100vw - 2.5rem)"');
    expect(written).not.toContain("?w=960");
  });

  it("without variants (an animation) get their size without a srcset; a huge one its size within bounds", () => {
    expect(withServedPictures(photo, () => ({ width: 1600, height: 1200, variantWidths: [] }))).toBe(
      `<figure><img src="/api/upload/0123abcd.jpg" alt="Lobby" width="1600" height="1200" ${lazy} /></figure>`,
    );
    expect(withServedPictures(photo, () => ({ width: 8000, height: 6000, variantWidths: [] }))).toContain('width="4000" height="3000"');
  });
});

describe("rich text excerpts", () => {
  it("turn HTML into plain text with entities decoded and blocks separated", () => {
    expect(richTextExcerpt("<h2>Title</h2><p>Tom &amp; Jerry&nbsp;&#8211; &#x4e2d;</p><ul><li>a</li><li>b</li></ul>", 100)).toBe(
      "Title Tom & Jerry – 中 a b",
    );
  });

  it("cut at a word boundary with an ellipsis, and drop a tag cut in half", () => {
    expect(richTextExcerpt("<p>one two three four five</p>", 15)).toBe("one two three…");
    expect(richTextExcerpt("<p>short</p><a hre", 100)).toBe("short");
  });
});

describe("rich text excerpts of long texts", () => {
  /** Pieces of stored rich text, put together at random: tags, references, words, white space. */
  const PIECES = ["<p>", "</p>", "<br />", '<a href="https://e.com/r">', "</a>", "&lt;", "&amp;", "&#x4e2d;", "&#8211;", "&bogus;"];
  PIECES.push("&", ";", "word", "Wort ", " ", " \n ", "中文", "<li>", "</li>", '<img src="/api/upload/a.png" alt="x &amp; y" />');
  /** A small generator of the same numbers on every run (mulberry32). */
  function numbers(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state + 0x6d2b79f5) | 0;
      let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return (((mixed ^ (mixed >>> 14)) >>> 0) % below) as number;
    };
  }
  /** The excerpt as the whole text gives it: the whole's plain text (an excerpt as long as the markup), cut as excerpts are. */
  function excerptOfWhole(html: string, maxLength: number) {
    const text = richTextExcerpt(html, html.length);
    if (text.length <= maxLength) return text;
    const cut = text.slice(0, maxLength);
    const lastSpace = cut.lastIndexOf(" ");
    return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
  }

  it("are the same as the whole text's, wherever the markup they read ends", () => {
    const next = numbers(37);
    for (let round = 0; round < 2_000; round++) {
      const html = Array.from({ length: next(400) }, () => PIECES[next(PIECES.length)]).join("");
      const maxLength = 1 + next(200);
      expect(richTextExcerpt(html, maxLength), html).toBe(excerptOfWhole(html, maxLength));
    }
  });

  it("read only the beginning of a text of 1.6 MB, however much escaped text it holds", () => {
    // 400,000 `<` as stored (the longest legal document): the whole took 270 ms of the event loop.
    const escaped = "&lt;".repeat(400_000);
    const started = process.cpuUsage();
    expect(richTextExcerpt(escaped, 300)).toBe(`${"<".repeat(300)}…`);
    expect(richTextExcerpt(escaped, 2_000)).toHaveLength(2_001);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000, "CPU time (ms)").toBeLessThan(50);
  });
});

describe("kept rich texts", () => {
  it("keep a text's served forms until sixteen million characters of newer ones push them out", () => {
    const text = (index: number) => `<p>${index}</p><img src="/api/upload/0123456789abcdef0123456789abcdef.png" alt="" />`;
    keepServedForm(keptText(text(0)), "[]", "x".repeat(1_000_000));
    keepServedForm(keptText(text(1)), "[]", "x".repeat(1_000_000));
    // Read again, the first becomes the newest: the second is the oldest now.
    expect(keptText(text(0)).servedForms.size).toBe(1);
    for (let index = 2; index < 16; index++) keepServedForm(keptText(text(index)), "[]", "x".repeat(1_000_000));
    expect(keptText(text(1)).servedForms.size).toBe(0);
    expect(keptText(text(0)).servedForms.size).toBe(1);
    expect(keptText(text(15)).servedForms.size).toBe(1);
  });
});

describe("rich text whose elements a crafted comment or quote hides from the count before parsing", () => {
  // Markup that the count by pattern passes over. The sanitiser's parser reads the first four as
  // elements (the text is refused once cleaned); it reads the last as one comment to the end, which
  // it drops (nothing of it is stored). Either way, nothing beyond the bounds is stored.
  const hiding: [string, (inner: string) => string, "refused" | "dropped"][] = [
    ["an abruptly closed comment <!-->", (inner) => `<!--><p>${inner}</p><!---->`, "refused"],
    ["an abruptly closed comment <!--->", (inner) => `<!---><p>${inner}</p><!---->`, "refused"],
    ["a quote in an attribute's name", (inner) => `<p><span x">${inner}<span y"></p>`, "refused"],
    ["a quote after a leading equals sign", (inner) => `<p><span =">${inner}<span "></p>`, "refused"],
    ["a comment closed by --!>", (inner) => `<!-- a --!><p>${inner}</p><!-- -->`, "dropped"],
  ];
  const pictures = '<img src="/api/upload/a.png" alt="">'.repeat(RICH_TEXT_MAX_PICTURES + 1);
  const elements = "<b>x</b>".repeat(RICH_TEXT_MAX_ELEMENTS + 1);

  for (const [inner, what] of [
    [pictures, "pictures"],
    [elements, "elements"],
  ] as const) {
    it.each(hiding)(`with its ${what} behind %s: %s`, (_, hide, outcome) => {
      const html = hide(inner);
      expect(richTextShapeProblem(html), "the count before parsing is misled").toBeUndefined();
      if (outcome === "refused") expect(() => sanitizeRichText(html)).toThrow(expect.objectContaining({ status: 400 }));
      else expect(sanitizeRichText(html)).toBe("");
    });
  }

  it("keeps text within the bounds, a comment and all", () => {
    const html = `<!-- a note --><p>${'<img src="/api/upload/a.png" alt="">'.repeat(RICH_TEXT_MAX_PICTURES)}</p>`;
    expect(sanitizeRichText(html)).toContain("<p><img");
  });
});
