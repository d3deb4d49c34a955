import { builtOnce } from "../../db/built-once.ts";
import type { Executor } from "../../db/database.ts";

export async function listLanguages(db: Executor) {
  return languagesInOrder(db, {});
}

const languagesInOrder = builtOnce((db) => db.selectFrom("languages").select(["langCode", "langName"]).orderBy("sort").orderBy("langCode"));
