import fs from "node:fs";
import path from "node:path";
import { ESLint, RuleTester } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { houseRules } from "./house-rules.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });
const root = path.resolve(import.meta.dirname, "..", "..");
const site = (file: string) => path.join(root, "apps", "site", "src", file);
const admin = (file: string) => path.join(root, "apps", "admin", "src", file);

describe("house rules", () => {
  tester.run("feature-boundaries", houseRules.rules["feature-boundaries"], {
    valid: [
      { filename: site("features/home/HomeTeasers.tsx"), code: 'import { PeopleGrid } from "../../ui/people/PeopleGrid";' },
      { filename: site("features/home/HomeTeasers.tsx"), code: 'import { HomePage } from "./HomePage";' },
      { filename: admin("features/people/PersonEditPage.tsx"), code: 'import { referenceKeys } from "../reference/index.ts";' },
      { filename: admin("features/people/PersonEditPage.tsx"), code: 'import { referenceKeys } from "../reference";' },
      { filename: site("app/routes.tsx"), code: 'const page = () => import("../features/people/PeoplePage");' },
      { filename: path.join(root, "apps", "server", "src", "app.ts"), code: 'import { x } from "./features/a/b.ts";' },
    ],
    invalid: [
      {
        filename: site("features/home/HomeTeasers.tsx"),
        code: 'import { PeopleGrid } from "../people/PeopleGrid";',
        errors: [{ messageId: "inside" }],
      },
      {
        filename: admin("features/people/PersonEditPage.tsx"),
        code: 'export { referenceKeys } from "../reference/reference.api.ts";',
        errors: [{ messageId: "inside" }],
      },
      {
        filename: site("features/home/HomePage.data.ts"),
        code: 'const grid = () => import("../people/PeopleGrid");',
        errors: [{ messageId: "inside" }],
      },
      {
        filename: site("ui/people/PeopleGrid.tsx"),
        code: 'import { personPath } from "../../features/people/people-data";',
        errors: [{ messageId: "fromShared" }],
      },
    ],
  });

  tester.run("file-names", houseRules.rules["file-names"], {
    valid: [
      { filename: site("features/people/PeoplePage.data.ts"), code: "" },
      { filename: site("features/people/people-data.test.ts"), code: "" },
      { filename: site("app/useAlternateLinks.ts"), code: "" },
      { filename: admin("features/catalogs/folderTree.ts"), code: "" },
      { filename: admin("features/people/people.api.ts"), code: "" },
      { filename: admin("i18n/de_DE.ts"), code: "" },
      { filename: site("i18n/de_DE.pages.ts"), code: "" },
      { filename: path.join(root, "apps", "server", "src", "modules", "accounts", "login-throttle.api.test.ts"), code: "" },
      { filename: path.join(root, "apps", "server", "src", "db", "migrations", "2026_11_24_0005_login_hardening.ts"), code: "" },
      { filename: path.join(root, "apps", "server", "src", "db", "migrations", "0024_sitemap_index.ts"), code: "" },
    ],
    invalid: [
      { filename: site("features/people/peopleData.ts"), code: "", errors: [{ messageId: "style" }] },
      { filename: admin("features/catalogs/folder-tree.ts"), code: "", errors: [{ messageId: "style" }] },
      {
        filename: path.join(root, "apps", "server", "src", "modules", "accounts", "loginThrottle.ts"),
        code: "",
        errors: [{ messageId: "style" }],
      },
      {
        filename: path.join(root, "apps", "server", "src", "db", "migrations", "hardening.ts"),
        code: "",
        errors: [{ messageId: "style" }],
      },
    ],
  });
});

describe("the lint configuration", () => {
  // A real pair of files on disk, linted with the project's own configuration.
  const folder = path.join(root, "apps", "server", "src", ".scratch-cycle");
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("refuses an import cycle", async () => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "first.ts"), 'import { second } from "./second.ts";\nexport const first = () => second;\n');
    fs.writeFileSync(path.join(folder, "second.ts"), 'import { first } from "./first.ts";\nexport const second = () => first;\n');
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles([path.join(folder, "first.ts")]);
    expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toContain("import-x/no-cycle");
  }, 60_000);
});
