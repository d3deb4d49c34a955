// What the back office's and the site's answers about practice areas share: rows as the contract's shapes.
import type { PracticeArea } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { message } from "../../i18n/messages.ts";
import * as practiceAreas from "./practice-areas.repository.ts";

export const LABEL = message("entity.practiceArea");

/** The key contacts of a practice area version, as answers carry them. */
type KeyContacts = Pick<PracticeArea, "keyContactIds" | "keyContacts">;

function toPracticeArea(row: practiceAreas.PracticeAreaRow, contacts: KeyContacts): PracticeArea {
  return {
    ...contacts,
    id: row.id,
    no: row.no,
    lang: row.lang,
    name: row.name,
    slug: row.slug,
    introduce: row.introduce,
    iconUrl: row.iconUrl,
    sort: row.sort,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/** Rows as answers, with their key contacts (for visitors: the public ones). */
export async function present(db: Executor, rows: readonly practiceAreas.PracticeAreaRow[], forVisitors = false): Promise<PracticeArea[]> {
  const contacts = await practiceAreas.findKeyContactsOf(
    db,
    rows.map((row) => row.id),
    forVisitors,
  );
  return rows.map((row) => {
    const keyContacts = contacts.filter((contact) => contact.practiceAreaId === row.id).map(({ practiceAreaId: _id, ...person }) => person);
    return toPracticeArea(row, { keyContactIds: keyContacts.map((person) => person.id), keyContacts });
  });
}
