import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale, ReturnedForm } from "@lawfirm/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { badRequest, HttpError, TooManyRequestsError } from "../../errors.ts";
import { describeIssue } from "../../http/validation.ts";
import { renderMessage, type Message } from "../../i18n/messages.ts";
import type { SiteRenderer } from "../../plugins/site-rendering.ts";
import type { ContactTickets } from "./contact-ticket.ts";

/**
 * What the site's forms for visitors share (decisions 0077 and 0080): the check of the trap field
 * and the ticket's time, and the answer of a refused post without a script, which is the form's
 * page again with the values entered and the problems.
 */

/** A form's refusals, in its own words: "the message was not sent", "the application was not sent". */
export interface SenderRefusals {
  trap: Message;
  tooFast: Message;
  expired: Message;
}

/** Refuses a form the trap field or the ticket gives away as a program's (400, with the reason in the visitor's language). */
export function checkSender(tickets: ContactTickets, input: { website: string; ticket: string }, refusals: SenderRefusals): void {
  if (input.website.trim() !== "") throw badRequest(refusals.trap);
  const ticket = tickets.check(input.ticket);
  if (ticket === "tooFast") throw badRequest(refusals.tooFast);
  if (ticket === "expired") throw badRequest(refusals.expired);
}

/** The form a post without a script was refused with, for the page rendered as its answer. */
const returnedForms = new AsyncLocalStorage<ReturnedForm>();

/** The refused form the page being rendered answers, if it is one: its form endpoint hands it to the page. */
export const returnedForm = (): ReturnedForm | undefined => returnedForms.getStore();

/** Renders the form's page at `path` again as the answer of a refused post, with the values entered and the problems. */
export function sendFormBack(
  renderer: SiteRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { path: string; returned: ReturnedForm; status: number },
) {
  return renderer.sendPreview(request, reply, {
    path: page.path,
    withinGrant: (render) => returnedForms.run(page.returned, render),
    banner: "",
    status: page.status,
  });
}

/** The problems of a schema's refusal, each at its field when the form has one of that name, in the visitor's language. */
export function problemsOfIssues(issues: readonly z.core.$ZodIssue[], fields: readonly string[], locale: Locale): ReturnedForm["problems"] {
  return issues.map((issue) => {
    const field = issue.path[0];
    return {
      field: typeof field === "string" && fields.includes(field) ? field : null,
      message: renderMessage(locale, describeIssue(issue)),
    };
  });
}

/**
 * A refusal of the service as the form's problems and the page's status: at their fields (a field
 * problem's `body.files` is `files`) or for the whole form; a 429 answers its `Retry-After`.
 * Anything else than a client's error is thrown on.
 */
export function problemsOfRefusal(
  error: unknown,
  reply: FastifyReply,
  locale: Locale,
): { problems: ReturnedForm["problems"]; status: number } {
  if (!(error instanceof HttpError) || error.status >= 500) throw error;
  if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
  const atFields = error.fieldProblems.map((problem) => ({
    field: problem.field.replace(/^body\./, ""),
    message: renderMessage(locale, problem.message),
  }));
  const problems = atFields.length > 0 ? atFields : [{ field: null, message: renderMessage(locale, error.reason) }];
  return { problems, status: error.status === 404 ? 400 : error.status };
}
