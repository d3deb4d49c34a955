import type { Executor } from "../../db/database.ts";
import { isPublic } from "../publishing/publication.ts";

const documentColumns = [
  "legalDocuments.id",
  "legalDocuments.name",
  "legalDocuments.lang",
  "legalDocuments.title",
  "legalDocuments.content",
  "legalDocuments.publishAt",
  "legalDocuments.unpublishAt",
  "legalDocuments.updatedAt",
] as const;

/** One language version, public or not (the back office). */
export async function findDocument(db: Executor, name: string, lang: string) {
  return db.selectFrom("legalDocuments").select(documentColumns).where("name", "=", name).where("lang", "=", lang).executeTakeFirst();
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function findDocumentById(db: Executor, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom("legalDocuments").select(documentColumns).where("id", "=", id).executeTakeFirst();
}

/** A version's language and publication window; `no` is its id: the publishing rules' item (decision 0035). */
export async function findPublication(db: Executor, id: number) {
  const row = await db
    .selectFrom("legalDocuments")
    .select(["id", "lang", "publishAt", "unpublishAt"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { no: row.id, lang: row.lang, publishAt: row.publishAt, unpublishAt: row.unpublishAt };
}

/** The published version of one language (decision 0035: a draft is not found). */
export async function findPublicDocument(db: Executor, name: string, lang: string) {
  return db
    .selectFrom("legalDocuments")
    .select(documentColumns)
    .where("name", "=", name)
    .where("lang", "=", lang)
    .where(isPublic("legalDocuments"))
    .executeTakeFirst();
}

/** The published version of the first language (in the languages' own order) the document has one in. */
export async function findFirstPublicDocumentVersion(db: Executor, name: string) {
  return db
    .selectFrom("legalDocuments")
    .innerJoin("languages", "languages.langCode", "legalDocuments.lang")
    .select(documentColumns)
    .where("legalDocuments.name", "=", name)
    .where(isPublic("legalDocuments"))
    .orderBy("languages.sort")
    .orderBy("languages.langCode")
    .limit(1)
    .executeTakeFirst();
}

/** The languages a document has versions in (only published ones when `publicOnly`), in the languages' own order. */
export async function listDocumentLanguages(db: Executor, name: string, publicOnly: boolean): Promise<string[]> {
  let query = db
    .selectFrom("legalDocuments")
    .innerJoin("languages", "languages.langCode", "legalDocuments.lang")
    .select("legalDocuments.lang")
    .where("legalDocuments.name", "=", name);
  if (publicOnly) query = query.where(isPublic("legalDocuments"));
  const rows = await query.orderBy("languages.sort").orderBy("languages.langCode").execute();
  return rows.map((row) => row.lang);
}

/** The names of the documents that have a published version in some language. */
export async function listPublicDocumentNames(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom("legalDocuments").select("name").distinct().where(isPublic("legalDocuments")).execute();
  return rows.map((row) => row.name);
}

/** Creates one language version: a draft (`publishAt` null) or public from `publishAt`. */
export async function insertDocument(
  db: Executor,
  document: { name: string; lang: string; title: string; content: string; publishAt: string | null },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto("legalDocuments")
    .values({ ...document, unpublishAt: null, createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a version's title and content. */
export async function updateDocument(db: Executor, id: number, fields: { title: string; content: string }, at: string) {
  await db
    .updateTable("legalDocuments")
    .set({ ...fields, updatedAt: at })
    .where("id", "=", id)
    .execute();
}
