import { writeFile } from "node:fs/promises";
import type { Version } from "@lawfirm/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { storeUpload } from "../modules/files/files.service.ts";
import { withUploadFile } from "../modules/files/upload-file.ts";
import type { LanguageRegistry } from "../modules/languages/languages.service.ts";
import { updateMedia } from "../modules/media/media.service.ts";
import { EVERY_LANGUAGE } from "../modules/translations/language-limit.ts";
import { DEMO_LANGS, type DemoLang } from "./content/index.ts";
import { findFirstAdministrator } from "./demo.repository.ts";
import type { RenderedPicture } from "./pictures/index.ts";
import type { DemoPictureTexts } from "./pictures/texts.ts";
import type { ObjectStore } from "../storage/object-store.ts";

/** Where the loader reports what it did: the server's logger or the command's. */
export type DemoLog = Pick<FastifyBaseLogger, "info" | "warn">;

/** What every step of the loader needs. */
export interface DemoContext {
  db: Db;
  languages: LanguageRegistry;
  /** The demo languages the database knows, in the demo's order. */
  langs: readonly DemoLang[];
  /** The administrator the uploads and articles are recorded under. */
  accountId: number;
  operatorName: string;
  uploads: ObjectStore;
  log: DemoLog;
  /** The moment the publication times are counted back from. */
  now: Date;
}

/**
 * The context the demo loader and the bulk generator write in: under the first administrator, in
 * those demo languages the database knows. `langs` may be empty; each caller decides what that means.
 */
export async function openDemoContext(
  db: Db,
  options: { languages: LanguageRegistry; uploads: ObjectStore; log: DemoLog; now?: Date },
): Promise<DemoContext> {
  const admin = await findFirstAdministrator(db);
  if (!admin) throw new Error("The demo content needs an administrator to write under; none exists");
  const known = await options.languages.codes();
  return {
    db,
    languages: options.languages,
    langs: DEMO_LANGS.filter((lang) => known.has(lang)),
    accountId: admin.id,
    operatorName: admin.userName,
    uploads: options.uploads,
    log: options.log,
    now: options.now ?? new Date(),
  };
}

/** The ids of one item's language versions, by language. */
export type VersionIds = Partial<Record<DemoLang, number>>;
/** Created items by their content key. */
export type IdsByKey = Map<string, VersionIds>;

/** Writes all language versions of one item through its module's service; answers the versions created. */
export type VersionWriter<TDraft> = (versions: TDraft[]) => Promise<readonly Version[]>;

/**
 * Stores a generated picture through the real upload path, with its alt text (and caption) in the
 * demo languages or its decorative mark in the media library; answers its public URL and file id.
 * The demo's SVG drawings are its icons, which go the icon library's way.
 */
export async function uploadPicture(context: DemoContext, picture: Promise<RenderedPicture>, texts: DemoPictureTexts) {
  const { bytes, fileName } = await picture;
  const purpose = fileName.endsWith(".svg") ? "icon" : "file";
  const file = await withUploadFile(
    (path) => writeFile(path, bytes),
    (path) => storeUpload(context.db, context.uploads, { file: path, fileName, accountId: context.accountId, purpose }),
  );
  const decorative = texts === "decorative";
  await updateMedia(
    context.db,
    context.languages,
    {
      id: file.fileId,
      focalX: null,
      focalY: null,
      decorative: decorative ? 1 : 0,
      texts: decorative
        ? {}
        : Object.fromEntries(context.langs.map((lang) => [lang, { alt: texts.alt[lang], caption: texts.caption?.[lang] ?? "" }])),
    },
    { limit: EVERY_LANGUAGE, changesSharedFacts: true },
  );
  return file;
}

/** The answered versions as ids by language. */
export function versionIds(versions: readonly { lang: string; id: number }[]): VersionIds {
  return Object.fromEntries(versions.map((version) => [version.lang, version.id])) as VersionIds;
}

/** The id of the `lang` version of the item `key`; an error names what is missing. */
export function idIn(ids: IdsByKey, key: string, lang: DemoLang, what: string): number {
  const id = ids.get(key)?.[lang];
  if (id === undefined) throw new Error(`The demo ${what} "${key}" has no ${lang} version`);
  return id;
}

/** A point in time `daysAgo` days before `now`, at a working hour that depends on the key. */
export function publishedAt(now: Date, daysAgo: number, key: string): Date {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const at = new Date(now.getTime() - daysAgo * 86_400_000);
  at.setUTCHours(7 + (hash % 9), hash % 60, 0, 0);
  return at;
}
