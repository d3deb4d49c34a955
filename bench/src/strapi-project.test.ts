import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STRAPI_VERSION, strapiDirectory, strapiProjectFiles } from "./strapi-project.ts";
import { STRAPI_LOCALES, STRAPI_TABLES } from "./strapi-seed.ts";

const files = strapiProjectFiles();

describe("the Strapi peer's project", () => {
  it("is installed outside the repository, in the system's temporary folder, one folder per version", () => {
    expect(strapiDirectory()).toBe(path.join(os.tmpdir(), `lawfirm-bench-strapi-${STRAPI_VERSION}`));
    expect(path.relative(path.resolve(import.meta.dirname, "..", ".."), strapiDirectory())).toMatch(/^\.\./);
  });

  it("serves no admin panel, so that nothing needs building", () => {
    expect(files["config/admin.js"]).toContain("serveAdminPanel: false");
  });

  it("declares the news items and practice areas whose tables the seeding writes, localized and without drafts", () => {
    const news = JSON.parse(files["src/api/news-item/content-types/news-item/schema.json"]!);
    const areas = JSON.parse(files["src/api/practice-area/content-types/practice-area/schema.json"]!);
    expect([news.collectionName, areas.collectionName]).toEqual([STRAPI_TABLES.news, STRAPI_TABLES.practiceAreas]);
    expect(Object.keys(news.attributes)).toEqual(["title", "text", "date", "slug", "practiceAreas"]);
    expect(news.attributes.practiceAreas).toEqual({ type: "relation", relation: "manyToMany", target: "api::practice-area.practice-area" });
    expect(news.attributes.title.pluginOptions.i18n.localized).toBe(true);
    expect(news.pluginOptions.i18n.localized).toBe(true);
    expect(news.options.draftAndPublish).toBe(false);
    for (const role of ["controllers", "routes", "services"]) expect(files[`src/api/news-item/${role}/news-item.js`]).toBeDefined();
  });

  it("lets the public find both types and adds the server's other languages as locales when it starts", () => {
    const bootstrap = files["src/index.js"]!;
    expect(bootstrap).toContain('["find", "findOne"]');
    expect(bootstrap).toContain('["news-item", "practice-area"]');
    for (const code of Object.values(STRAPI_LOCALES).filter((code) => code !== "en")) expect(bootstrap).toContain(`"${code}"`);
  });
});
