import {
  ApiError,
  formatMessage,
  PREVIEW_KINDS,
  previewEndpoints,
  REVIEW_DECISIONS,
  type Locale,
  type PreviewKind,
  type ReviewDecision,
} from "@lawfirm/contract";
import { api } from "../lib/api";

/**
 * The review form of an approval link's page (decision 0052), sent through the API when the page's
 * script runs: the reader stays where they are, and the form says what became of the review. The
 * server writes the form, its words included (data attributes, in the page's language); without
 * a script it posts to the page itself, which answers the same.
 */

const FIELDS = ["comment", "reviewerName"] as const;
type ReviewField = (typeof FIELDS)[number];

const isDecision = (value: string | undefined): value is ReviewDecision =>
  (REVIEW_DECISIONS as readonly (string | undefined)[]).includes(value);
const isPreviewKind = (value: string | undefined): value is PreviewKind =>
  (PREVIEW_KINDS as readonly (string | undefined)[]).includes(value);

/** The form's field of `name` (an input or a text area). */
const fieldOf = (form: HTMLFormElement, name: ReviewField) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

/**
 * Shows the problems of a refused review at its fields, and what is said of the review as a whole
 * (`busy`: that it is being sent, not a problem); none clears them.
 */
function showProblems(form: HTMLFormElement, general: string, problems: readonly { field: string; message: string }[] = [], busy = false) {
  const status = form.querySelector<HTMLElement>("[data-review-status]");
  if (status) {
    status.textContent = general;
    if (busy) status.dataset.tone = "busy";
    else delete status.dataset.tone;
  }
  for (const name of FIELDS) {
    const field = fieldOf(form, name);
    const text = problems
      .filter((problem) => problem.field === `body.${name}`)
      .map((problem) =>
        formatMessage(form.dataset.fieldProblem ?? "{field} {problem}", {
          field: field?.dataset.fieldName ?? name,
          problem: problem.message,
        }),
      )
      .join(" ");
    const error = form.querySelector(`[data-review-error="${name}"]`);
    if (error) error.textContent = text;
    if (text) field?.setAttribute("aria-invalid", "true");
    else field?.removeAttribute("aria-invalid");
  }
}

/** The review recorded: its thanks before the form, which closes and is emptied for another review. */
function showRecorded(form: HTMLFormElement, decision: ReviewDecision) {
  const review = form.closest("details");
  const thanks = decision === "approved" ? form.dataset.doneApproved : form.dataset.doneChangesRequested;
  let done = review?.parentElement?.querySelector<HTMLElement>(".lfp-done");
  if (review && !done) {
    done = document.createElement("p");
    done.className = "lfp-done";
    done.setAttribute("role", "status");
    review.before(done);
  }
  if (done) done.textContent = thanks ?? "";
  const summary = review?.querySelector("summary");
  if (summary && form.dataset.again) summary.textContent = form.dataset.again;
  const comment = fieldOf(form, "comment");
  if (comment) comment.value = "";
  if (review) review.open = false;
}

async function send(form: HTMLFormElement, decision: ReviewDecision, locale: Locale) {
  const { kind, id } = form.dataset;
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  if (!isPreviewKind(kind)) return;
  const buttons = [...form.querySelectorAll("button")];
  buttons.forEach((button) => (button.disabled = true));
  showProblems(form, form.dataset.sending ?? "", [], true);
  try {
    await api.call(
      previewEndpoints.review,
      {
        body: {
          kind,
          id: Number(id),
          token,
          decision,
          comment: fieldOf(form, "comment")?.value ?? "",
          reviewerName: fieldOf(form, "reviewerName")?.value ?? "",
        },
      },
      { locale },
    );
    showProblems(form, "");
    showRecorded(form, decision);
  } catch (error) {
    const refused = error instanceof ApiError && error.status !== 0 ? error : undefined;
    const atFields = refused?.fieldErrors.filter((problem) => FIELDS.some((name) => problem.field === `body.${name}`)) ?? [];
    const general = atFields.length > 0 ? form.dataset.problems : (refused?.serverMessage ?? form.dataset.failed);
    showProblems(form, general ?? "", atFields);
  } finally {
    buttons.forEach((button) => (button.disabled = false));
  }
}

/** Sends the page's review form through the API, if the page has one (an approval link's page in `locale`). */
export function enhanceReviewForm(root: ParentNode, locale: Locale): void {
  const form = root.querySelector<HTMLFormElement>("form[data-preview-review]");
  if (!form) return;
  form.addEventListener("submit", (event) => {
    const decision = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isDecision(decision)) return;
    event.preventDefault();
    void send(form, decision, locale);
  });
}
