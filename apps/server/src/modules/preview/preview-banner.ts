import { REVIEW_LIMITS, toLanguageTag, type Locale, type ReviewDecision } from "@lawfirm/contract";
import { catalogs, FIRM_TIME_ZONE, message, renderMessage, type Message } from "../../i18n/messages.ts";
import { publishStateOf, type PublicationWindow } from "../publishing/publication.ts";
import type { PreviewedVersion } from "./preview-token.ts";

/**
 * The preview's own bar above the page (decision 0035, slice 5), outside the site's element so
 * that the browser's takeover leaves it alone: what the page is a preview of and, for the reader of
 * an approval link, the review form (decision 0052). Written by the server in the page's language
 * (the server's catalogs, `preview.*`); styled here, apart from the site's styles, so that it reads
 * as the preview's frame and not as the firm's page.
 */

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The fields of the review form. */
export type ReviewField = "comment" | "reviewerName";

/** A problem of a refused review, at its field (none: the review as a whole). */
export interface ReviewProblem {
  field: ReviewField | undefined;
  message: Message;
}

/**
 * The review form of an approval link's page: where it posts (the page's address), the version,
 * and what became of the reader's last review: recorded (the thanks), or refused with its problems
 * and the values sent, which the form shows again.
 */
export interface ReviewForm {
  action: string;
  version: PreviewedVersion;
  recorded?: ReviewDecision | undefined;
  refused?: { values: Partial<Record<ReviewField, string>>; problems: readonly ReviewProblem[] } | undefined;
}

const STYLE = `
.lfp{--lfp-ink:#f4f0e8;--lfp-muted:#c9c2b5;--lfp-bg:#23272e;--lfp-line:#3a3f48;--lfp-mark:#d9a441;
font-family:var(--font-sans,system-ui,sans-serif);font-size:15px;line-height:1.45;color:var(--lfp-ink);background:var(--lfp-bg);
border-top:3px solid var(--lfp-mark);position:relative;z-index:1000}
.lfp *{box-sizing:border-box}
.lfp-bar{max-width:var(--container,72rem);margin:0 auto;padding:10px var(--gutter,20px);display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
.lfp-note{margin:0;flex:1 1 22rem;color:var(--lfp-muted)}
.lfp-tag{display:inline-block;margin-inline-end:10px;padding:1px 8px;border:1px solid var(--lfp-mark);border-radius:2px;color:var(--lfp-mark);
font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;vertical-align:1px}
.lfp-review{flex:0 1 auto;position:relative}
.lfp-review>summary{list-style:none;cursor:pointer;display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:8px 16px;
border:1px solid var(--lfp-ink);border-radius:2px;font-weight:600;color:var(--lfp-ink)}
.lfp-review>summary::-webkit-details-marker{display:none}
.lfp-review>summary::after{content:"";width:7px;height:7px;border:solid currentColor;border-width:0 1.5px 1.5px 0;transform:translateY(-2px) rotate(45deg);transition:transform .15s}
.lfp-review[open]>summary::after{transform:translateY(2px) rotate(-135deg)}
.lfp-review>summary:hover{background:rgba(244,240,232,.08)}
.lfp a:focus-visible,.lfp summary:focus-visible,.lfp button:focus-visible,.lfp input:focus-visible,.lfp textarea:focus-visible{outline:2px solid var(--lfp-mark);outline-offset:2px}
.lfp-panel{position:absolute;inset-inline-end:0;top:calc(100% + 10px);width:min(28rem,calc(100vw - 2 * var(--gutter,20px)));
background:#fbf9f4;color:#1e2430;border:1px solid #ddd6c8;border-top:3px solid #14213d;border-radius:2px;box-shadow:0 18px 40px rgba(20,33,61,.2)}
.lfp-form{padding:20px 22px 22px;display:grid;gap:14px}
.lfp-intro{margin:0;color:#454c5a}
.lfp-field{display:grid;gap:4px}
.lfp-field label{font-weight:600;color:#14213d}
.lfp-hint{font-size:13px;color:#5b6270}
.lfp-field input,.lfp-field textarea{width:100%;font:inherit;color:inherit;background:#fff;border:1px solid #8a8376;border-radius:2px;padding:8px 10px}
.lfp-field textarea{min-height:7.5em;resize:vertical}
.lfp-field [aria-invalid=true]{border-color:#a8071a}
.lfp-error{margin:0;color:#a8071a;font-size:14px}
.lfp-error[data-tone=busy]{color:#454c5a}
.lfp-error:empty{display:none}
.lfp-actions{display:flex;flex-wrap:wrap;gap:10px}
.lfp-actions button{font:inherit;font-weight:600;min-height:42px;padding:9px 20px;border-radius:2px;cursor:pointer;border:1px solid #14213d}
.lfp-approve{background:#14213d;color:#fff}
.lfp-approve:hover{background:#22315a}
.lfp-changes{background:transparent;color:#14213d}
.lfp-changes:hover{background:#efeae0}
.lfp-actions button[disabled]{opacity:.6;cursor:wait}
.lfp-done{margin:0;display:flex;align-items:center;gap:8px;color:var(--lfp-ink);font-weight:600}
.lfp-done::before{content:"";width:16px;height:8px;border:solid var(--lfp-mark);border-width:0 0 2px 2px;transform:translateY(-3px) rotate(-45deg)}
@media (max-width:640px){.lfp-bar{padding-block:10px 12px}.lfp-review,.lfp-review>summary{width:100%;justify-content:space-between}}
`
  .replace(/\n/g, "")
  .trim();

/** What the page is a preview of: a draft, a scheduled version (from when), changes not yet published, or a published version. */
function previewNote(locale: Locale, window: PublicationWindow, hasDraft: boolean): Message {
  const state = publishStateOf(window);
  if (state === "scheduled" && window.publishAt) {
    const time = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "long", timeStyle: "short", timeZone: FIRM_TIME_ZONE }).format(
      new Date(window.publishAt),
    );
    return message("preview.scheduled", { time: `${time} (${FIRM_TIME_ZONE})` });
  }
  return message(state === "draft" ? "preview.draft" : hasDraft ? "preview.edits" : "preview.published");
}

const DONE: Record<ReviewDecision, Message> = {
  approved: message("preview.review.approved"),
  changesRequested: message("preview.review.changesRequested"),
};

/** The review form: the reader's name and comment, Approve and Ask for changes; a plain form that posts to the page, which the site's script sends through the API when it runs. */
function reviewForm(locale: Locale, form: ReviewForm): string {
  const text = (item: Message) => escapeHtml(renderMessage(locale, item));
  const { refused } = form;
  const problemsAt = (field: ReviewField | undefined) =>
    (refused?.problems ?? [])
      .filter((problem) => problem.field === field)
      .map((problem) => renderMessage(locale, problem.message))
      .join(" ");
  const fieldProblem = (field: ReviewField, label: Message) => {
    const problem = problemsAt(field);
    return problem ? escapeHtml(renderMessage(locale, message("validation.fieldProblem", { field: label, problem }))) : "";
  };
  const invalid = (field: ReviewField) => (problemsAt(field) ? ' aria-invalid="true"' : "");
  const valueOf = (field: ReviewField) => escapeHtml(refused?.values[field] ?? "");
  const general = refused ? problemsAt(undefined) || renderMessage(locale, message("preview.review.problems")) : "";
  const done = form.recorded ? `<p class="lfp-done" role="status">${text(DONE[form.recorded])}</p>` : "";
  const nameLabel = message("preview.review.name");
  const commentLabel = message("preview.review.comment");
  return (
    `${done}<details class="lfp-review"${refused ? " open" : ""}>` +
    `<summary>${text(message(form.recorded ? "preview.review.again" : "preview.review.open"))}</summary>` +
    `<div class="lfp-panel"><form class="lfp-form" method="post" action="${escapeHtml(form.action)}" novalidate ` +
    `aria-label="${text(message("preview.review.label"))}" data-preview-review data-kind="${form.version.kind}" data-id="${form.version.id}" ` +
    `data-done-approved="${text(DONE.approved)}" data-done-changes-requested="${text(DONE.changesRequested)}" ` +
    `data-again="${text(message("preview.review.again"))}" data-sending="${text(message("preview.review.sending"))}" data-failed="${text(message("preview.review.failed"))}" ` +
    `data-problems="${text(message("preview.review.problems"))}" data-field-problem="${escapeHtml(catalogs[locale]["validation.fieldProblem"])}">` +
    `<p class="lfp-intro">${text(message("preview.review.intro"))}</p>` +
    `<p class="lfp-error" role="alert" data-review-status>${escapeHtml(general)}</p>` +
    `<div class="lfp-field"><label for="lfp-name">${text(nameLabel)}</label>` +
    `<input id="lfp-name" name="reviewerName" autocomplete="name" maxlength="${REVIEW_LIMITS.reviewerName}" value="${valueOf("reviewerName")}" ` +
    `aria-describedby="lfp-name-hint lfp-name-error" data-field-name="${text(nameLabel)}"${invalid("reviewerName")}>` +
    `<span class="lfp-hint" id="lfp-name-hint">${text(message("preview.review.nameHint"))}</span>` +
    `<p class="lfp-error" id="lfp-name-error" data-review-error="reviewerName">${fieldProblem("reviewerName", nameLabel)}</p></div>` +
    `<div class="lfp-field"><label for="lfp-comment">${text(commentLabel)}</label>` +
    `<textarea id="lfp-comment" name="comment" rows="5" maxlength="${REVIEW_LIMITS.comment}" ` +
    `aria-describedby="lfp-comment-hint lfp-comment-error" data-field-name="${text(commentLabel)}"${invalid("comment")}>${valueOf("comment")}</textarea>` +
    `<span class="lfp-hint" id="lfp-comment-hint">${text(message("preview.review.commentHint", { max: REVIEW_LIMITS.comment }))}</span>` +
    `<p class="lfp-error" id="lfp-comment-error" data-review-error="comment">${fieldProblem("comment", commentLabel)}</p></div>` +
    `<div class="lfp-actions"><button type="submit" class="lfp-approve" name="decision" value="approved">${text(message("preview.review.approve"))}</button>` +
    `<button type="submit" class="lfp-changes" name="decision" value="changesRequested">${text(message("preview.review.requestChanges"))}</button></div>` +
    `</form></div></details>`
  );
}

/**
 * The bar above a preview: what the page is a preview of, in the page's language, and for the
 * reader of an approval link (`review`) the review form.
 */
export function previewBanner(locale: Locale, window: PublicationWindow, hasDraft: boolean, review?: ReviewForm): string {
  const label = escapeHtml(renderMessage(locale, message("preview.label")));
  return (
    `<aside aria-label="${label}" data-preview-banner class="lfp"><style>${STYLE}</style><div class="lfp-bar">` +
    `<p class="lfp-note"><strong class="lfp-tag">${label}</strong>${escapeHtml(renderMessage(locale, previewNote(locale, window, hasDraft)))}</p>` +
    (review ? reviewForm(locale, review) : "") +
    `</div></aside>`
  );
}
