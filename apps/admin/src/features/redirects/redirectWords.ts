import type { RedirectStatus } from "@lawfirm/contract";
import type { MessageKey, Translate } from "../../i18n/catalogs.ts";

/** Each kind of redirect by its name on screen. */
export const STATUS_NAMES: Record<RedirectStatus, MessageKey> = {
  301: "redirects.status.301",
  302: "redirects.status.302",
  410: "redirects.status.410",
};

/** What each kind of redirect means for visitors and search engines, in a sentence. */
export const STATUS_HINTS: Record<RedirectStatus, MessageKey> = {
  301: "redirects.statusHint.301",
  302: "redirects.statusHint.302",
  410: "redirects.statusHint.410",
};

/** An HTTP status as an editor reads it: "the page is shown (200)", "page not found (404)". */
export function answerWords(t: Translate, status: number): string {
  if (status === 200) return t("redirects.answer.shown");
  if (status === 404) return t("redirects.answer.notFound");
  if (status === 410) return t("redirects.answer.gone");
  if (status >= 300 && status < 400) return t("redirects.answer.redirect", { status });
  return t("redirects.answer.other", { status });
}
