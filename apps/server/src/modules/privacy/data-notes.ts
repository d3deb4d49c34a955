import {
  DATA_NOTE_FORMS,
  SUPPORTED_LOCALES,
  type DataNoteForm,
  type DataNotes,
  type DataNotesBody,
  type Locale,
  type RetentionPeriodName,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { message, renderMessage } from "../../i18n/messages.ts";
import { readRetentionPeriods } from "../../operations/retention.repository.ts";

/**
 * The note beside each of the site's forms on what the firm does with what is sent (decision
 * 0085): the firm's own per form and language, else the site's (the server's catalogs, with the
 * firm's retention periods in it).
 */

type Periods = Record<RetentionPeriodName, number>;

const SITE_NOTES: Record<DataNoteForm, (lang: Locale, periods: Periods) => string> = {
  contact: (lang, periods) => renderMessage(lang, message("contact.dataNote", { months: periods.contactMessages })),
  application: (lang, periods) => renderMessage(lang, message("applications.dataNote", { months: periods.declinedApplications })),
  eventRegistration: (lang, periods) => renderMessage(lang, message("eventRegistration.dataNote", { months: periods.eventRegistrations })),
  newsletter: (lang) => renderMessage(lang, message("newsletter.dataNote")),
};

/** The note the form `form` shows in `lang`. */
export async function dataNoteOf(db: Executor, form: DataNoteForm, lang: Locale): Promise<string> {
  const row = await db.selectFrom("dataNotes").select("text").where("form", "=", form).where("lang", "=", lang).executeTakeFirst();
  return row?.text || SITE_NOTES[form](lang, await readRetentionPeriods(db));
}

/** Every form's notes as the firm wrote them (empty: none), and the site's own. */
export async function readDataNotes(db: Executor): Promise<DataNotes> {
  const [rows, periods] = await Promise.all([
    db.selectFrom("dataNotes").select(["form", "lang", "text"]).execute(),
    readRetentionPeriods(db),
  ]);
  const written = new Map(rows.map((row) => [`${row.form}:${row.lang}`, row.text]));
  const byForm = (note: (form: DataNoteForm, lang: Locale) => string) =>
    Object.fromEntries(
      DATA_NOTE_FORMS.map((form) => [form, Object.fromEntries(SUPPORTED_LOCALES.map((lang) => [lang, note(form, lang)]))]),
    ) as DataNotes["notes"];
  return {
    notes: byForm((form, lang) => written.get(`${form}:${lang}`) ?? ""),
    defaults: byForm((form, lang) => SITE_NOTES[form](lang, periods)),
  };
}

/** A form's note in one language the firm changed; `reset`: back to the site's own. */
export interface DataNoteChange {
  form: DataNoteForm;
  lang: Locale;
  reset: boolean;
}

/** Sets the notes given, in one transaction; an empty one brings back the site's own. Answers the notes that changed. */
export async function writeDataNotes(db: Db, body: DataNotesBody, accountId: number): Promise<DataNoteChange[]> {
  const updatedAt = now();
  return db.transaction().execute(async (trx) => {
    const before = new Map(
      (await trx.selectFrom("dataNotes").select(["form", "lang", "text"]).execute()).map((row) => [`${row.form}:${row.lang}`, row.text]),
    );
    const changes: DataNoteChange[] = [];
    for (const [form, notes] of Object.entries(body.notes) as [DataNoteForm, Partial<Record<Locale, string>>][]) {
      for (const [lang, text] of Object.entries(notes) as [Locale, string][]) {
        if ((before.get(`${form}:${lang}`) ?? "") !== text) changes.push({ form, lang, reset: text === "" });
        if (text === "") await trx.deleteFrom("dataNotes").where("form", "=", form).where("lang", "=", lang).execute();
        else
          await trx
            .insertInto("dataNotes")
            .values({ form, lang, text, updatedAt, updatedBy: accountId })
            .onConflict((conflict) => conflict.columns(["form", "lang"]).doUpdateSet({ text, updatedAt, updatedBy: accountId }))
            .execute();
      }
    }
    return changes;
  });
}
