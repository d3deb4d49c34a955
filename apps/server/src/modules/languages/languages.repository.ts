import type { Executor } from "../../db/database.ts";

export async function listLanguages(db: Executor) {
  return db.selectFrom("languages").select(["langCode", "langName"]).orderBy("sort").orderBy("langCode").execute();
}
