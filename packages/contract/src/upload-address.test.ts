import { describe, expect, it } from "vitest";
import { siteIconSchema, siteImageSchema, uploadAddress, urlOrSitePathSchema } from "./common.ts";
import { richTextSchema } from "./rich-text.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

const NAME = "0123456789abcdef0123456789abcdef";
const PLAIN = `/api/upload/${NAME}.svg`;

/** Spellings the server routes to the upload `PLAIN` names (an outside reviewer's list, and a few more). */
const OTHER_SPELLINGS = [
  `/api/upload/${NAME}.svg/`,
  `/api//upload/${NAME}.svg`,
  `/api//upload/${NAME}%2Esvg`,
  `/api//upload/${NAME}.sv%67`,
  `/api//upload/${NAME}.svg?x=.png`,
  `/api/upload/../upload/${NAME}.svg/`,
  `//api/upload/${NAME}.svg`,
  `/api/upload/%2e%2e/upload/${NAME}.svg`,
  `/api/upload/x/..%2F${NAME}.svg`,
  `/API/upload/${NAME}.svg`,
  `/api/upload/${NAME}.svg%3F.png`,
  `https://example.com/api//upload/${NAME}.svg`,
  `/api/upload/${NAME}%2Esvg`,
  `/api/upload/${NAME}%252esvg`,
  `/api/upload/${NAME}.svg%00.png`,
];

describe("an upload's address", () => {
  it("leads to the upload however the router reads it, plain only as /api/upload/<name>", () => {
    for (const address of OTHER_SPELLINGS) expect(uploadAddress(address), address).toMatchObject({ plain: false });
    expect(uploadAddress(PLAIN)).toEqual({ name: `${NAME}.svg`, plain: true });
    expect(uploadAddress(`/api/upload/${NAME}.png?w=640&f=webp`)).toEqual({ name: `${NAME}.png`, plain: true });
    for (const address of ["/api/uploads/a.png", "/people", "https://example.com/x", "mailto:a@b.c"])
      expect(uploadAddress(address), address).toBeUndefined();
  });

  it("is refused in a picture or icon field or a link in another spelling, naming the plain one", () => {
    for (const address of OTHER_SPELLINGS.map((spelling) => spelling.replace(".svg", ".png")))
      for (const schema of [siteImageSchema, siteIconSchema, urlOrSitePathSchema]) {
        const result = schema.safeParse(address);
        expect(result.success, address).toBe(false);
        // A spelling other schemas refuse first (`//…`, another site) need not say so.
        if (address.startsWith("/") && !address.startsWith("//"))
          expect(
            result.error?.issues.map((issue) => issue.message),
            address,
          ).toContain(SCHEMA_MESSAGES.uploadSpelling);
      }
  });

  it("is taken in its plain spelling, with a variant's query", () => {
    for (const address of [`/api/upload/${NAME}.png`, `/api/upload/${NAME}.webp?w=640&f=avif`]) {
      expect(siteImageSchema.safeParse(address).success, address).toBe(true);
      expect(richTextSchema(1000).safeParse(`<p><img src="/api/upload/${NAME}.png"><a href="${address}">x</a></p>`).success).toBe(true);
    }
    expect(siteIconSchema.safeParse(PLAIN).success).toBe(true);
  });

  it("is refused in rich text's pictures and links in another spelling", () => {
    for (const address of OTHER_SPELLINGS) {
      for (const html of [`<p><img src="${address}"></p>`, `<p><a href="${address}">the brochure</a></p>`]) {
        const result = richTextSchema(1000).safeParse(html);
        expect(result.success, html).toBe(false);
        expect(result.error?.issues[0]?.message, html).toBe(SCHEMA_MESSAGES.uploadSpelling);
        expect((result.error?.issues[0] as { params?: unknown } | undefined)?.params, html).toMatchObject({ address });
      }
    }
  });
});
