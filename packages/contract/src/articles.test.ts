import { describe, expect, it } from "vitest";
import { ARTICLE_KINDS } from "./articles.ts";
import { CATALOG_TYPE } from "./article-kinds.ts";
import { buildPath } from "./endpoint.ts";
import { isSiteRoute } from "./routes.ts";

const kinds = Object.values(ARTICLE_KINDS);

describe("the article kinds", () => {
  it("serve each kind under the specification's path", () => {
    expect(kinds.map((kind) => [kind.name, kind.endpoints.list.path, kind.endpoints.publicDetail.path])).toEqual([
      ["news", "/admin/latest-news", "/user/latest-news/:id"],
      ["case", "/admin/case-analysis", "/user/case-analysis/:id"],
      ["honor", "/admin/lawfirm-honour", "/user/lawfirm-honour/:id"],
    ]);
    for (const kind of kinds) {
      const paths = Object.values(kind.endpoints).map((endpoint) => endpoint.path);
      expect(
        paths.every((path) => path.startsWith(`/admin/${kind.segment}`) || path.startsWith(`/user/${kind.segment}`)),
        kind.name,
      ).toBe(true);
    }
  });

  it("give news alone a note and external links, and honors no folders", () => {
    expect(kinds.map((kind) => [kind.name, kind.catalogType, kind.hasNote, kind.hasLink])).toEqual([
      ["news", CATALOG_TYPE.NEWS, true, true],
      ["case", CATALOG_TYPE.CASES, false, false],
      ["honor", null, false, false],
    ]);
  });

  it("name pages the site serves", () => {
    for (const { siteRoutes } of kinds) {
      expect(isSiteRoute(siteRoutes.list), siteRoutes.list).toBe(true);
      expect(isSiteRoute(buildPath(siteRoutes.detail, { id: 7 })), siteRoutes.detail).toBe(true);
    }
  });
});
