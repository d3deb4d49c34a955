import { beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../errors.ts";
import { checkSvg, cleanSvg, isSvg, SVG_LIMITS, svgShape } from "./clean-svg.ts";

const svg = (body: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 48 48"${attributes}>${body}</svg>`;
const clean = async (text: string) => (await cleanSvg(Buffer.from(text))).toString("utf8");

/** Hostile SVG files, each with what must not survive its cleaning. */
const HOSTILE: [string, string, RegExp][] = [
  ["a script element", svg('<script>alert(1)</script><path d="M1 1h4"/>'), /script|alert/i],
  ["a script in CDATA", svg('<script><![CDATA[alert(1)]]></script><path d="M1 1h4"/>'), /script|alert/i],
  ["an XHTML script", svg('<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>'), /script|alert/i],
  ["an event handler on the root", svg('<path d="M1 1h4"/>', ' onload="alert(1)"'), /onload|alert/i],
  ["event handlers on shapes", svg('<circle r="4" onclick="alert(1)" onmouseover="alert(2)" onfocusin="alert(3)"/>'), /\bon\w+=|alert/i],
  [
    "a foreignObject with HTML",
    svg(
      '<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/>text</div></foreignObject>',
    ),
    /foreignObject|<div|<img|onerror|text/i,
  ],
  ["a javascript: link", svg('<a href="javascript:alert(1)"><circle r="4"/></a>'), /javascript|<a\b|href/i],
  ["an xlink:href to javascript:", svg('<a xlink:href="javascript:alert(1)"><circle r="4"/></a>'), /javascript|href/i],
  ["a use of another file", svg('<use href="https://evil.example/sprite.svg#icon"/>'), /evil|href|<use/i],
  ["an external image", svg('<image href="https://evil.example/track.png" width="4" height="4"/>'), /evil|<image/i],
  [
    "a data: image",
    svg('<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" width="4" height="4"/>'),
    /data:|<image/i,
  ],
  ["a filter image", svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'), /evil|feImage/i],
  [
    "a style sheet with @import",
    svg('<style>@import url("https://evil.example/x.css"); circle { fill: red }</style><circle r="4"/>'),
    /style|@import|evil/i,
  ],
  ["an external url() in a style attribute", svg('<circle r="4" style="fill: url(https://evil.example/x.svg#p)"/>'), /evil|url\(/i],
  ["a url() spelled with a CSS escape", svg('<circle r="4" style="fill: \\75 rl(https://evil.example/x.svg#p)"/>'), /evil|style/i],
  ["an image-set() in a style attribute", svg('<circle r="4" style="fill: image-set(\'https://evil.example/x.png\' 1x)"/>'), /evil|style/i],
  [
    "a url() with a comment before its parenthesis",
    svg('<circle r="4" style="fill: url/**/(https://evil.example/x.svg#p)"/>'),
    /evil|style/i,
  ],
  ["an external url() in a presentation attribute", svg('<circle r="4" fill="url(\'//evil.example/x.svg#p\')"/>'), /evil/i],
  [
    "an animation that sets a link",
    svg('<a><animate attributeName="href" to="javascript:alert(1)"/><circle r="4"/></a>'),
    /animate|javascript/i,
  ],
  ["a set that adds a handler", svg('<circle r="4"><set attributeName="onmouseover" to="alert(1)"/></circle>'), /<set|alert/i],
  ["an iframe", svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/>'), /iframe|evil/i],
  ...[
    "\\75 rl(https://evil.example/e)",
    "u\\rl(https://evil.example/e)",
    "\\000075rl(https://evil.example/e)",
    "url\\28 https://evil.example/e)",
    "url/**/(https://evil.example/e)",
    'image-set("https://evil.example/e.png" 1x)',
    'src("https://evil.example/e")',
    "url(#g) url(https://evil.example/e)",
    "rgb(0 0 0) url(https://evil.example/e)",
    "url(#g\\29 ,url(https://evil.example/e))",
  ].flatMap((value): [string, string, RegExp][] =>
    [
      "fill",
      "stroke",
      "filter",
      "mask",
      "clip-path",
      "marker-start",
      "marker-mid",
      "marker-end",
      "stop-color",
      "flood-color",
      "lighting-color",
      "color",
    ].map((attribute) => [`${attribute}="${value}"`, svg(`<circle r="4" ${attribute}='${value}'/>`), /evil|\\|\(/]),
  ),
  [
    "an animation to an outside url()",
    svg('<circle r="4"><animate attributeName="fill" values="url(#g);\\75 rl(https://evil.example/e)"/></circle>'),
    /evil/,
  ],
];

describe("cleaning an SVG icon", () => {
  // The CPU pool's worker loads jsdom before its first task: seconds from the TypeScript sources on a busy machine.
  beforeAll(() => clean(svg("")), 60_000);

  it.each(HOSTILE)("removes %s", async (_name, hostile, forbidden) => {
    const cleaned = await clean(hostile);
    expect(cleaned).not.toMatch(forbidden);
    expect(cleaned).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 48 48"/);
  });

  it("keeps the drawing: shapes, paths, gradients referred to inside the file, presentation attributes", async () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs>' +
        '<g fill="none" stroke="#0b1f33" stroke-width="2.2" stroke-linecap="round"><path d="M4 4h40v40"/><circle cx="24" cy="24" r="6" fill="url(#g)"/></g>' +
        "<title>Scales</title>",
    );
    const cleaned = await clean(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n${drawing}`);
    for (const part of ['<path d="M4 4h40v40"/>', 'fill="url(#g)"', 'stroke-linecap="round"', "<linearGradient", "<title>Scales</title>"]) {
      expect(cleaned).toContain(part);
    }
    expect(cleaned).not.toContain("<?xml");
  });

  it("keeps the functions a drawing needs: references inside the file, colours and transforms of numbers", async () => {
    const kept = [
      'fill="url(#g)"',
      'stroke="url(&quot;#g&quot;)"',
      "mask=\"url( '#m-1' )\"",
      'fill="url(#g) #0b1f33"',
      'stop-color="rgba(11, 31, 51, 0.5)"',
      'flood-color="hsl(210 65% 12% / 50%)"',
      'transform="translate(2 3) rotate(-45, 24, 24) scale(1.5e-1)"',
      'gradientTransform="matrix(1,0,0,1,0,0)"',
    ];
    const cleaned = await clean(svg(kept.map((attribute) => `<rect ${attribute}/>`).join("")));
    for (const attribute of kept) expect(cleaned).toContain(attribute);
  });

  it("writes well-formed XML, non-breaking spaces and ampersands included", async () => {
    const cleaned = await clean(svg("<text>M&amp;A\u00a0Team &lt;3</text>"));
    expect(cleaned).toContain("<text>M&amp;A\u00a0Team &lt;3</text>");
    expect(cleaned).not.toContain("&nbsp;");
  });

  it.each([
    [
      "a DOCTYPE with entities (a billion laughs)",
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>',
      /DOCTYPE/,
    ],
    [
      "an external entity",
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      /DOCTYPE/,
    ],
    ["a document that is not well-formed", '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1"></svg>', /cannot be read/],
    ["an svg without the SVG namespace", "<svg><path d='M1 1'/></svg>", /cannot be read/],
    ["HTML", "<html><body><svg></svg></body></html>", /cannot be read/],
    ["bytes that are not UTF-8", Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e]).toString("latin1"), /cannot be read/],
  ])("refuses %s with a 415", async (_name, text, reason) => {
    await expect(cleanSvg(Buffer.from(text, "latin1"))).rejects.toMatchObject({ status: 415, message: expect.stringMatching(reason) });
  });
});

describe("recognising an SVG upload", () => {
  it.each([
    [svg("")],
    ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["\uFEFF<!-- logo -->\n  <svg\nviewBox='0 0 1 1'></svg>"],
  ])("takes %j for SVG", (text) => expect(isSvg(Buffer.from(text))).toBe(true));

  it.each([["<html><svg></svg></html>"], ["%PDF-1.7"], ["<svgfoo/>"], ["just text"]])("does not take %j for SVG", (text) =>
    expect(isSvg(Buffer.from(text))).toBe(false),
  );
});

describe("an SVG icon's bounds", () => {
  const refusal = (text: string) => {
    try {
      checkSvg(Buffer.from(text));
      return undefined;
    } catch (error) {
      return error instanceof HttpError ? { status: error.status, key: error.reason.key } : error;
    }
  };
  const nested = (depth: number) => svg(`${"<g>".repeat(depth - 1)}<rect/>${"</g>".repeat(depth - 1)}`);
  const shapes = (count: number) => svg("<rect/>".repeat(count - 1));
  const attributes = (count: number) => svg(`<rect ${Array.from({ length: count - 3 }, (_, index) => `a${index}="1"`).join(" ")}/>`);

  it("are counted in one pass: nesting, nodes (comments and the like too) and attributes, none within comments or text", () => {
    expect(svgShape(svg('<g fill="none"><path d="M1 1"/><!-- <g><g> --><?pi x?><text>a &lt; <![CDATA[b]]></text></g>'))).toEqual({
      depth: 3,
      nodes: 7,
      attributes: 5,
    });
  });

  it.each([
    ["18,000 comments", "<!---->".repeat(18_000)],
    ["18,000 processing instructions", "<?x y?>".repeat(18_000)],
    ["10,000 CDATA sections", "<![CDATA[]]>".repeat(10_000)],
  ])("refuse %s (over 10 s of cleaning before) at once, as nodes beyond the bound", (_name, nodes) => {
    const started = performance.now();
    expect(refusal(svg(nodes))).toEqual({ status: 422, key: "upload.svgTooManyNodes" });
    // A guard against the 10 s of before, not a speed target: wide enough for a loaded machine (390 ms seen at load 15).
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ["nesting", nested(SVG_LIMITS.depth), nested(SVG_LIMITS.depth + 1), 422, "upload.svgTooDeep"],
    ["elements", shapes(SVG_LIMITS.nodes), shapes(SVG_LIMITS.nodes + 1), 422, "upload.svgTooManyNodes"],
    ["comments", svg("<!---->".repeat(SVG_LIMITS.nodes - 1)), svg("<!---->".repeat(SVG_LIMITS.nodes)), 422, "upload.svgTooManyNodes"],
    ["attributes", attributes(SVG_LIMITS.attributes), attributes(SVG_LIMITS.attributes + 1), 422, "upload.svgTooManyAttributes"],
    [
      "size",
      svg(" ".repeat(SVG_LIMITS.bytes - svg("").length)),
      svg(" ".repeat(SVG_LIMITS.bytes - svg("").length + 1)),
      413,
      "upload.svgTooLarge",
    ],
  ])("take a drawing at the bound of its %s and refuse one beyond, before parsing it", (_bound, atBound, beyond, status, key) => {
    expect(refusal(atBound)).toBeUndefined();
    expect(refusal(beyond)).toEqual({ status, key });
  });
});
