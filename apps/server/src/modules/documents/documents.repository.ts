import type { Executor } from "../../db/database.ts";

const documentColumns = [
  "legalDocuments.name",
  "legalDocuments.lang",
  "legalDocuments.title",
  "legalDocuments.content",
  "legalDocuments.updatedAt",
] as const;

export async function findDocument(db: Executor, name: string, lang: string) {
  return db.selectFrom("legalDocuments").select(documentColumns).where("name", "=", name).where("lang", "=", lang).executeTakeFirst();
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** The version of the first language (in the languages' own order) the document has. */
export async function findFirstDocumentVersion(db: Executor, name: string) {
  return db
    .selectFrom("legalDocuments")
    .innerJoin("languages", "languages.langCode", "legalDocuments.lang")
    .select(documentColumns)
    .where("legalDocuments.name", "=", name)
    .orderBy("languages.sort")
    .orderBy("languages.langCode")
    .limit(1)
    .executeTakeFirst();
}

/** The languages a document has versions in, in the languages' own order. */
export async function listDocumentLanguages(db: Executor, name: string): Promise<string[]> {
  const rows = await db
    .selectFrom("legalDocuments")
    .innerJoin("languages", "languages.langCode", "legalDocuments.lang")
    .select("legalDocuments.lang")
    .where("legalDocuments.name", "=", name)
    .orderBy("languages.sort")
    .orderBy("languages.langCode")
    .execute();
  return rows.map((row) => row.lang);
}

/** Creates or replaces one language version, in one statement. */
export async function upsertDocument(db: Executor, document: { name: string; lang: string; title: string; content: string }, at: string) {
  await db
    .insertInto("legalDocuments")
    .values({ ...document, createdAt: at, updatedAt: at })
    .onConflict((conflict) =>
      conflict.columns(["name", "lang"]).doUpdateSet({ title: document.title, content: document.content, updatedAt: at }),
    )
    .execute();
}
