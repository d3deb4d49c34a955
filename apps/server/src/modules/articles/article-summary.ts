import { ARTICLE_LIMITS } from "@lawfirm/contract";
import { richTextExcerpt } from "../../http/rich-text.ts";

/**
 * What lists show instead of an article version's content: its beginning as plain text. Made when
 * the content is written and kept with the version (`articles.summary`, decision 0150), so that a
 * list reads it rather than cut it from the content on every read. Migration 0059 keeps a frozen
 * copy of this rule for the versions saved before it; a change of the rule makes the summaries again
 * in a migration of its own.
 */
export const summaryOf = (content: string) => richTextExcerpt(content, ARTICLE_LIMITS.summary);
