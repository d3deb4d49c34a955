// The Strapi 5 peer (`--peer strapi`, decision 0092): installed from the npm registry into the
// system's temporary folder, outside the repository, once per version and reused; a minimal
// JavaScript project (no build step) with a localized collection type for each kind of content the
// bench reads in detail (the three article kinds, people, practice areas, legal documents), on
// SQLite; the admin panel not served; public read access given in its bootstrap.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { freePort } from "@lawfirm/test-support";
import type { BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { waitUntilServing, type StartedProcess } from "./processes.ts";
import { ARTICLE_TYPES, STRAPI_LOCALES, STRAPI_TYPES, strapiTable, type StrapiTypeName } from "./strapi-seed.ts";

/**
 * The newest Strapi 5 whose every package the registry serves here (5.55's were not all
 * published to it) and whose engines take Node 20 (`>=20.0.0 <=26.x.x`).
 */
export const STRAPI_VERSION = "5.54.0";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The project's package.json: Strapi, its users-permissions plugin, SQLite's driver and the admin's peers. */
function packageJson(): string {
  const manifest = {
    name: "lawfirm-bench-strapi",
    private: true,
    version: "0.0.0",
    description: "Strapi 5 installed by the law firm's bench as a peer to measure against; not part of the project.",
    dependencies: {
      "@strapi/strapi": STRAPI_VERSION,
      "@strapi/plugin-users-permissions": STRAPI_VERSION,
      // The server's own version: 13.x does not run on Node 20.
      "better-sqlite3": "12.11.1",
      react: "^18.3.1",
      "react-dom": "^18.3.1",
      "react-router-dom": "^6.30.3",
      "styled-components": "^6.1.0",
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A localized collection type's schema.json; every attribute but a relation is localized. */
function collectionType(type: StrapiTypeName, attributes: Record<string, object>): string {
  const localized = { pluginOptions: { i18n: { localized: true } } };
  const { singular, plural } = STRAPI_TYPES[type];
  return `${JSON.stringify(
    {
      kind: "collectionType",
      collectionName: strapiTable(type),
      info: { singularName: singular, pluralName: plural, displayName: singular },
      options: { draftAndPublish: false },
      pluginOptions: { i18n: { localized: true } },
      attributes: Object.fromEntries(
        Object.entries(attributes).map(([name, attribute]) => [name, "relation" in attribute ? attribute : { ...attribute, ...localized }]),
      ),
    },
    null,
    2,
  )}\n`;
}

/** The type's schema and its core controller, router and service: Strapi's default REST API for it. */
function contentTypeFiles(type: StrapiTypeName, attributes: Record<string, object>): Record<string, string> {
  const { singular } = STRAPI_TYPES[type];
  const uid = `api::${singular}.${singular}`;
  const roles = { controllers: "createCoreController", routes: "createCoreRouter", services: "createCoreService" };
  return {
    [`src/api/${singular}/content-types/${singular}/schema.json`]: collectionType(type, attributes),
    ...Object.fromEntries(
      Object.entries(roles).map(([folder, factory]) => [
        `src/api/${singular}/${folder}/${singular}.js`,
        `"use strict";\nconst { factories } = require("@strapi/strapi");\nmodule.exports = factories.${factory}("${uid}");\n`,
      ]),
    ),
  };
}

/** A relation to the practice areas a version concerns, in the editor's order. */
const PRACTICE_AREAS = { type: "relation", relation: "manyToMany", target: "api::practice-area.practice-area" };
/** The shape of the three article kinds' types. */
const ARTICLE_ATTRIBUTES = {
  title: { type: "string", required: true },
  text: { type: "richtext" },
  date: { type: "date" },
  slug: { type: "string" },
  practiceAreas: PRACTICE_AREAS,
};

/** Every file of the project beside its package.json, by path. */
export function strapiProjectFiles(): Record<string, string> {
  const extraLocales = Object.values(STRAPI_LOCALES).filter((code) => code !== "en");
  return {
    "config/server.js": `module.exports = ({ env }) => ({
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  app: { keys: env.array("APP_KEYS") },
  logger: { updates: { enabled: false } },
});
`,
    // No admin panel: nothing to build, and the comparison is of the public API alone.
    "config/admin.js": `module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
});
`,
    "config/database.js": `module.exports = ({ env }) => ({
  connection: { client: "sqlite", connection: { filename: env("DATABASE_FILENAME") }, useNullAsDefault: true },
});
`,
    "config/plugins.js": `module.exports = ({ env }) => ({
  "users-permissions": { config: { jwtSecret: env("JWT_SECRET") } },
});
`,
    // Strapi's default middlewares, as a new project lists them.
    "config/middlewares.js": `module.exports = [
  "strapi::logger",
  "strapi::errors",
  "strapi::security",
  "strapi::cors",
  "strapi::poweredBy",
  "strapi::query",
  "strapi::body",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
];
`,
    // Public read access to every type, and the server's other two languages as locales.
    "src/index.js": `"use strict";
const PUBLIC_ACTIONS = ["find", "findOne"].flatMap((action) =>
  ${JSON.stringify(Object.values(STRAPI_TYPES).map((type) => type.singular))}.map((type) => \`api::\${type}.\${type}.\${action}\`),
);
module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const role = await strapi.db.query("plugin::users-permissions.role").findOne({ where: { type: "public" } });
    for (const action of PUBLIC_ACTIONS) {
      const where = { action, role: role.id };
      if (!(await strapi.db.query("plugin::users-permissions.permission").findOne({ where })))
        await strapi.db.query("plugin::users-permissions.permission").create({ data: where });
    }
    const locales = strapi.plugin("i18n").service("locales");
    for (const code of ${JSON.stringify(extraLocales)})
      if (!(await locales.findByCode(code))) await locales.create({ code, name: code });
  },
};
`,
    // The upload plugin refuses to start without its folder.
    "public/uploads/.keep": "",
    ...contentTypeFiles("practiceArea", { name: { type: "string", required: true }, slug: { type: "string" } }),
    ...Object.fromEntries(ARTICLE_TYPES.flatMap((type) => Object.entries(contentTypeFiles(type, ARTICLE_ATTRIBUTES)))),
    ...contentTypeFiles("person", {
      name: { type: "string", required: true },
      slug: { type: "string" },
      email: { type: "string" },
      phone: { type: "string" },
      photo: { type: "string" },
      intro: { type: "richtext" },
      practiceAreas: PRACTICE_AREAS,
    }),
    ...contentTypeFiles("document", { name: { type: "string", required: true }, title: { type: "string" }, text: { type: "richtext" } }),
  };
}

/**
 * The folder Strapi is installed in: one per version and Node ABI, in the system's temporary
 * folder. Its better-sqlite3 is built for the Node that installed it: a run on Node 24 cannot load
 * the build a Node 20 run made, nor the other way round.
 */
export function strapiDirectory(nodeAbi = process.versions.modules): string {
  return path.join(os.tmpdir(), `lawfirm-bench-strapi-${STRAPI_VERSION}-abi${nodeAbi}`);
}

/**
 * Installs Strapi when the folder lacks it (npm install, minutes, once), then writes the project's
 * files anew (they are small, and a changed harness must not run an older project).
 */
export function ensureStrapiInstalled(): string {
  const dir = strapiDirectory();
  fs.mkdirSync(dir, { recursive: true });
  const manifest = packageJson();
  const installed = path.join(dir, "node_modules", "@strapi", "strapi", "package.json");
  const current =
    fs.existsSync(installed) &&
    (JSON.parse(fs.readFileSync(installed, "utf8")) as { version: string }).version === STRAPI_VERSION &&
    fs.existsSync(path.join(dir, "package.json")) &&
    fs.readFileSync(path.join(dir, "package.json"), "utf8") === manifest;
  if (!current) {
    fs.writeFileSync(path.join(dir, "package.json"), manifest);
    console.log(`Installing Strapi ${STRAPI_VERSION} into ${dir} (npm install, once; several minutes)…`);
    // Without the npm_* variables of the `npm run bench` around it: they name the repository
    // (npm_config_local_prefix), which this install must never touch. All but the headers native
    // addons are built against (npm_config_nodedir): `.ci/test-node24 --run` names Node 24's, where
    // the machine's npm configuration names its Node 20's.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => keptForInstall(name)));
    const install = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, env, stdio: "inherit" });
    if (install.status !== 0) throw new Error(`npm install of Strapi ${STRAPI_VERSION} in ${dir} failed`);
  } else console.log(`Strapi ${STRAPI_VERSION}: reusing ${dir}`);
  for (const [file, text] of Object.entries(strapiProjectFiles())) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Whether Strapi's install keeps an environment variable of the bench's: all but npm's, the addons' headers excepted. */
export function keptForInstall(name: string): boolean {
  const lower = name.toLowerCase();
  return !lower.startsWith("npm_") || lower === "npm_config_nodedir";
}

/** The parts of better-sqlite3 the seeding uses. */
export interface SqliteDatabase {
  prepare(sql: string): { run(...parameters: unknown[]): unknown; all(...parameters: unknown[]): unknown[] };
  transaction<T>(body: () => T): () => T;
  close(): void;
}

/** better-sqlite3 as the Strapi project installed it (the bench declares no SQLite driver of its own). */
export function openSqlite(strapiDir: string, file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  const load = createRequire(path.join(strapiDir, "package.json"));
  const Database = load("better-sqlite3") as new (file: string, options: { readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;
  return new Database(file, { ...options, fileMustExist: true });
}

export interface RunningStrapi {
  baseUrl: string;
  pid: number;
  started: StartedProcess;
}

/** Strapi's environment: its secrets made for the run, its database in the run's folder, no telemetry. */
export function strapiEnvironment(context: BenchContext): NodeJS.ProcessEnv {
  const secret = () => crypto.randomBytes(16).toString("base64");
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_FILENAME: path.join(context.workDir, "strapi.sqlite"),
    APP_KEYS: [secret(), secret()].join(","),
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    STRAPI_TELEMETRY_DISABLED: "true",
    BROWSER: "none",
  };
}

/** Starts `strapi start` in the project on a free port; resolves once `/_health` answers. */
export async function startStrapi(context: BenchContext, dir: string, env: NodeJS.ProcessEnv, logName: string): Promise<RunningStrapi> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(context.workDir, logName);
  const logFd = fs.openSync(logFile, "w");
  const started = await context.processes
    .start(process.execPath, [path.join(dir, "node_modules", "@strapi", "strapi", "bin", "strapi.js"), "start"], {
      cwd: dir,
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", logFd, logFd],
    })
    .finally(() => fs.closeSync(logFd));
  try {
    // Its first start creates the tables: longer than a server's start.
    await waitUntilServing(`${baseUrl}/_health`, started, "Strapi", 180_000);
  } catch (error) {
    await context.processes.stop(started);
    throw new Error(`${messageOf(error)}\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`, { cause: error });
  }
  return { baseUrl, pid: started.pid, started };
}
