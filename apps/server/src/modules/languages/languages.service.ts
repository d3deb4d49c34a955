import { FALLBACK_LOCALE, LANG_HEADER } from "@lawfirm/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { listLanguages } from "./languages.repository.ts";

/** How long a process trusts its copy of the language list (languages are data, rarely changed). */
const CACHE_MS = 60_000;

/** The content languages, read from the database and cached briefly. */
export function languageRegistry(db: Db) {
  let cached: { codes: Set<string>; at: number } | undefined;

  async function codes(): Promise<Set<string>> {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      cached = { codes: new Set((await listLanguages(db)).map((language) => language.langCode)), at: Date.now() };
    }
    return cached.codes;
  }

  return {
    codes,
    /** The language of a public request: `lang` query, else the `lang` header; missing or unknown means en_US. */
    async ofRequest(request: FastifyRequest): Promise<string> {
      const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
      const requested = typeof fromQuery === "string" && fromQuery ? fromQuery : request.headers[LANG_HEADER];
      const known = await codes();
      return typeof requested === "string" && known.has(requested) ? requested : FALLBACK_LOCALE;
    },
    /** Refuses a language that is not in the database, naming the field that holds it. */
    async assertKnown(lang: string, field = "body.lang"): Promise<void> {
      const known = await codes();
      if (!known.has(lang)) {
        const problem = message("language.unknown", { languages: [...known].join(", ") });
        // The summary names the field plainly ("lang is not …"), though the problem also carries the language.
        const summary = message("validation.invalidRequest", {
          problems: [message("validation.fieldProblem", { field: "lang", problem })],
        });
        throw badRequest(summary, [{ field, lang, message: problem }]);
      }
    },
  };
}

export type LanguageRegistry = ReturnType<typeof languageRegistry>;
