import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptForInstall, STRAPI_VERSION, strapiDirectory, strapiProjectFiles } from "./strapi-project.ts";
import { ARTICLE_TYPES, STRAPI_LOCALES, STRAPI_TYPES, strapiTable, type StrapiTypeName } from "./strapi-seed.ts";

const files = strapiProjectFiles();

describe("the Strapi peer's project", () => {
  it("is installed outside the repository, in the system's temporary folder, one folder per version and Node ABI", () => {
    expect(strapiDirectory()).toBe(path.join(os.tmpdir(), `lawfirm-bench-strapi-${STRAPI_VERSION}-abi${process.versions.modules}`));
    // Node 20's and Node 24's builds of its better-sqlite3 do not load on the other.
    expect(strapiDirectory("115")).not.toBe(strapiDirectory("137"));
    expect(path.relative(path.resolve(import.meta.dirname, "..", ".."), strapiDirectory())).toMatch(/^\.\./);
  });

  it("is installed without the npm variables naming the repository, but with the headers native addons are built against", () => {
    expect(keptForInstall("npm_config_local_prefix")).toBe(false);
    expect(keptForInstall("npm_package_name")).toBe(false);
    expect(keptForInstall("npm_config_nodedir")).toBe(true);
    expect(keptForInstall("PATH")).toBe(true);
  });

  it("serves no admin panel, so that nothing needs building", () => {
    expect(files["config/admin.js"]).toContain("serveAdminPanel: false");
  });

  const schemaOf = (type: StrapiTypeName) => {
    const { singular } = STRAPI_TYPES[type];
    return JSON.parse(files[`src/api/${singular}/content-types/${singular}/schema.json`]!);
  };

  it("declares a type for each kind whose table the seeding writes, localized and without drafts, with Strapi's REST API", () => {
    for (const type of Object.keys(STRAPI_TYPES) as StrapiTypeName[]) {
      const schema = schemaOf(type);
      expect(schema.collectionName).toBe(strapiTable(type));
      expect(schema.pluginOptions.i18n.localized).toBe(true);
      expect(schema.options.draftAndPublish).toBe(false);
      const { singular } = STRAPI_TYPES[type];
      for (const role of ["controllers", "routes", "services"]) expect(files[`src/api/${singular}/${role}/${singular}.js`]).toBeDefined();
    }
  });

  it("gives the article kinds the news items' shape, and articles and people their practice areas in a relation", () => {
    for (const type of ARTICLE_TYPES) {
      const schema = schemaOf(type);
      expect(Object.keys(schema.attributes)).toEqual(["title", "text", "date", "slug", "practiceAreas"]);
      expect(schema.attributes.title.pluginOptions.i18n.localized).toBe(true);
    }
    for (const type of [...ARTICLE_TYPES, "person"] as const)
      expect(schemaOf(type).attributes.practiceAreas).toEqual({
        type: "relation",
        relation: "manyToMany",
        target: "api::practice-area.practice-area",
      });
    expect(Object.keys(schemaOf("person").attributes)).toEqual(["name", "slug", "email", "phone", "photo", "intro", "practiceAreas"]);
    expect(Object.keys(schemaOf("document").attributes)).toEqual(["name", "title", "text"]);
  });

  it("lets the public find every type and adds the server's other languages as locales when it starts", () => {
    const bootstrap = files["src/index.js"]!;
    expect(bootstrap).toContain('["find", "findOne"]');
    expect(bootstrap).toContain('["practice-area","news-item","case-analysis","honor","person","legal-document"]');
    for (const code of Object.values(STRAPI_LOCALES).filter((code) => code !== "en")) expect(bootstrap).toContain(`"${code}"`);
  });
});
