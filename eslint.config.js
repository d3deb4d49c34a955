import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { houseRules } from "./scripts/lint/house-rules.mjs";

/**
 * The layers of a web app's `src` (docs/architecture.md, "Layers of the web apps"), as zones of
 * import-x/no-restricted-paths: the shell (app/ and the entry files beside it) imports features,
 * features import shared code (ui/, lib/, i18n/) and never the shell, shared code imports neither.
 */
function webAppLayers(src) {
  const shared = [`${src}/ui`, `${src}/lib`, `${src}/i18n`];
  return [
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: "A feature imports nothing of the shell (app/): move what it needs to ui/ or lib/, or let the shell pass it in.",
    },
    {
      target: shared,
      from: [`${src}/app`, `${src}/features`],
      message:
        "Shared code (ui/, lib/, i18n/) imports neither the shell (app/) nor a feature: move what it needs here, or take it as a parameter.",
    },
    {
      target: [`${src}/features`, ...shared],
      from: `${src}/*.{ts,tsx}`,
      message: "The entry files beside app/ are the shell's: features and shared code do not import them.",
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "**/.scratch/**",
      "**/dist/**",
      "**/dist-server/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["apps/site/**/*.{ts,tsx}", "apps/admin/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**", "**/build.mjs", "**/*.config.*", "e2e/**", "bench/**"],
    rules: { "no-console": "off" },
  },
  {
    // The back office takes its icons from ui/icons.tsx, which hides them from screen readers (decision 0036).
    files: ["apps/admin/src/**/*.{ts,tsx}"],
    ignores: ["apps/admin/src/ui/icons.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@ant-design/icons", message: "Import icons from ui/icons.tsx: it hides them from screen readers." }] },
      ],
    },
  },
  {
    // The house's shape (docs/conventions.md, decision 0022): no import cycles, features apart, one file-name style per app.
    files: ["**/*.{ts,tsx,mjs,js}"],
    plugins: { "import-x": importX, house: houseRules },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js"] })],
      // Followed when looking for cycles (the default is JavaScript only), read with the TypeScript parser.
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "house/feature-boundaries": "error",
      "house/file-names": "error",
    },
  },
  {
    // The server's layers: the HTTP layer (http/) and the plugins (plugins/) know no feature module;
    // features use them, and the composition root (app.ts) wires features into plugins
    // (docs/architecture.md, "Layers of the server"). Type imports and re-exports count as imports.
    files: ["apps/server/src/**/*.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ["apps/server/src/http", "apps/server/src/plugins"],
              from: "apps/server/src/modules",
              message:
                "http/ and plugins/ know no feature module: declare what they need in their own interface, and let app.ts pass the feature's implementation.",
            },
            {
              // A kind's service is split by audience (docs/architecture.md, "Layers of the server").
              target: "apps/server/src/modules/**/*.{public.service,presentation}.ts",
              from: "apps/server/src/modules/**/*.admin.service.ts",
              message:
                "The site's services and what both audiences share import nothing of the back office's services: move what both need to the kind's .presentation.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web apps' layers point one way: shell, then features, then shared code (webAppLayers above).
    // Type imports, re-exports and dynamic imports count as imports.
    files: ["apps/admin/src/**/*.{ts,tsx}", "apps/site/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: [...webAppLayers("apps/admin/src"), ...webAppLayers("apps/site/src")] },
      ],
    },
  },
);
