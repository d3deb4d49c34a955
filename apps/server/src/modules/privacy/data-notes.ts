import { SUPPORTED_LOCALES, type DataNotes, type DataNotesBody, type Locale } from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { message, renderMessage } from "../../i18n/messages.ts";

/**
 * The note beside the site's forms on what the firm does with what is sent (decision 0085): the
 * firm's own per language, else the site's (the server's catalogs).
 */

const siteNote = (lang: Locale) => renderMessage(lang, message("contact.dataNote"));

/** The note a form in `lang` shows. */
export async function dataNoteOf(db: Executor, lang: Locale): Promise<string> {
  const row = await db.selectFrom("dataNotes").select("text").where("lang", "=", lang).executeTakeFirst();
  return row?.text || siteNote(lang);
}

/** Every language's note as the firm wrote it (empty: none), and the site's own. */
export async function readDataNotes(db: Executor): Promise<DataNotes> {
  const rows = await db.selectFrom("dataNotes").select(["lang", "text"]).execute();
  const written = new Map(rows.map((row) => [row.lang, row.text]));
  const byLanguage = (note: (lang: Locale) => string) =>
    Object.fromEntries(SUPPORTED_LOCALES.map((lang) => [lang, note(lang)])) as Record<Locale, string>;
  return { notes: byLanguage((lang) => written.get(lang) ?? ""), defaults: byLanguage(siteNote) };
}

/** Sets the notes given, in one transaction; an empty one brings back the site's own. */
export async function writeDataNotes(db: Db, body: DataNotesBody, accountId: number): Promise<DataNotes> {
  const updatedAt = now();
  await db.transaction().execute(async (trx) => {
    for (const [lang, text] of Object.entries(body.notes)) {
      if (text === "") await trx.deleteFrom("dataNotes").where("lang", "=", lang).execute();
      else
        await trx
          .insertInto("dataNotes")
          .values({ lang, text, updatedAt, updatedBy: accountId })
          .onConflict((conflict) => conflict.column("lang").doUpdateSet({ text, updatedAt, updatedBy: accountId }))
          .execute();
    }
  });
  return readDataNotes(db);
}
