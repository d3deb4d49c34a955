// The house rules that no published ESLint plugin states as the project needs them
// (docs/conventions.md, decision 0022): features do not reach into each other, and every app keeps
// one file-name style.
import path from "node:path";

const WEB_APP_SOURCE = /^(.*[\\/]apps[\\/](?:site|admin)[\\/]src)[\\/](.*)$/;

/** Where a file sits in a web app: its `src` folder and its path below it, or undefined outside the web apps. */
function placeInWebApp(file) {
  const match = WEB_APP_SOURCE.exec(file);
  return match ? { src: match[1], inside: match[2].split(/[\\/]/) } : undefined;
}

/**
 * A feature (`src/features/<name>/`) may import another feature only through its public entry
 * (`features/<other>/index.ts`), never its files; shared code (`src/ui/`, `src/i18n/`) imports no
 * feature at all. The app shell (`src/app/`) composes features and may import their pages.
 */
const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features import each other only through their index.ts; shared code imports no feature" },
    messages: {
      inside:
        "Feature '{{feature}}' reaches into feature '{{other}}' ({{source}}): import its index.ts, or move what both need to shared code (ui/).",
      fromShared: "Shared code ({{area}}/) imports feature '{{other}}' ({{source}}): shared code must not depend on a feature.",
    },
    schema: [],
  },
  create(context) {
    const place = placeInWebApp(context.filename);
    if (!place) return {};
    const [area, feature] = place.inside;
    const check = (source) => {
      if (typeof source?.value !== "string" || !source.value.startsWith(".")) return;
      const target = path.relative(place.src, path.resolve(path.dirname(context.filename), source.value)).split(path.sep);
      if (target[0] !== "features" || target.length < 2) return;
      const other = target[1];
      if (area === "ui" || area === "i18n") {
        context.report({ node: source, messageId: "fromShared", data: { area, other, source: source.value } });
      } else if (area === "features" && other !== feature && !(target.length === 2 || /^index\.tsx?$/.test(target[2] ?? ""))) {
        context.report({ node: source, messageId: "inside", data: { feature, other, source: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const KEBAB = "[a-z0-9]+(?:-[a-z0-9]+)*";
const CAMEL = "[a-z][a-zA-Z0-9]*";
const PASCAL = "[A-Z][a-zA-Z0-9]*";
/** Dotted roles after the name: `.routes`, `.api`, `.test`, `.system`, `.data`, `.module`. */
const ROLES = "(?:\\.[a-z]+)*";
/** Message catalogs are named by their locale code everywhere (`de_DE.ts`; a part of one: `de_DE.pages.ts`). */
const LOCALE_CATALOG = /^[a-z]{2}_[A-Z]{2}(?:\.[a-z]+)*\.ts$/;

/** The one file-name style of each part of the tree, first match wins. */
const FILE_NAME_STYLES = [
  // Migrations are frozen and named by their number (`0024_sitemap_index.ts`); the first 23 were
  // named with a date first and keep it (decision 0038). migrate.ts checks the sequence.
  {
    where: /[\\/]apps[\\/]server[\\/]src[\\/]db[\\/]migrations[\\/]/,
    style: new RegExp(`^(?:(?:\\d{4}_\\d{2}_\\d{2}_)?\\d{4}_[a-z0-9_]+|index)\\.ts$`),
    says: "a numbered migration name (NNNN_what.ts)",
  },
  // The site: components PascalCase, hooks useName, everything else kebab-case.
  {
    where: /[\\/]apps[\\/]site[\\/]src[\\/]/,
    style: new RegExp(`^(?:${PASCAL}|use${PASCAL}|${KEBAB})${ROLES}\\.(?:ts|tsx|mjs)$`),
    says: "PascalCase (components), useName (hooks) or kebab-case",
  },
  // The back office: components PascalCase, everything else camelCase (hooks too).
  {
    where: /[\\/]apps[\\/]admin[\\/]src[\\/]/,
    style: new RegExp(`^(?:${PASCAL}|${CAMEL})${ROLES}\\.(?:ts|tsx|mjs)$`),
    says: "PascalCase (components) or camelCase",
  },
  // The server, the contract, the shared test code, the benchmark, the browser tests, build scripts: kebab-case.
  { where: /./, style: new RegExp(`^${KEBAB}${ROLES}\\.(?:ts|tsx|mjs|js)$`), says: "kebab-case" },
];

const fileNames = {
  meta: {
    type: "suggestion",
    docs: { description: "One file-name style per app" },
    messages: { style: "File name '{{name}}' does not follow this part's style: {{says}}." },
    schema: [],
  },
  create(context) {
    const name = path.basename(context.filename);
    const rule = FILE_NAME_STYLES.find(({ where }) => where.test(context.filename));
    if (!rule || LOCALE_CATALOG.test(name) || rule.style.test(name)) return {};
    return { Program: (node) => context.report({ node, messageId: "style", data: { name, says: rule.says } }) };
  },
};

export const houseRules = { meta: { name: "house-rules" }, rules: { "feature-boundaries": featureBoundaries, "file-names": fileNames } };
