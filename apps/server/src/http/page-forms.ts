import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale, ReturnedForm } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { HttpError, TooManyRequestsError } from "../errors.ts";
import { renderMessage } from "../i18n/messages.ts";
import type { SiteRenderer } from "../plugins/site-rendering.ts";
import { describeIssue } from "./validation.ts";

/**
 * Forms a visitor's page sends without a script (the contact form, decision 0077; an event's
 * registration, decision 0082): posted to the page's own address, answered with a redirect, or
 * with the page again showing the values entered and the problems (a 4xx). The form's data call
 * reads the refused form back (`returnedForm`) while the page renders.
 */

const returnedForms = new AsyncLocalStorage<ReturnedForm>();

/** The form a post without a script was refused with, while the page answering it renders. */
export const returnedForm = (): ReturnedForm | undefined => returnedForms.getStore();

/** The page again, as the answer of a refused post, with the values entered and the problems. */
export function sendFormBack(
  pages: SiteRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  returned: ReturnedForm,
  status: number,
) {
  return pages.sendPreview(request, reply, { path, withinGrant: (render) => returnedForms.run(returned, render), banner: "", status });
}

/** A form's string fields (repeated or other values are dropped). */
export function formFieldsOf(body: unknown): Record<string, string> {
  const fields = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A schema's refusal as the page shows it: each problem at its field (one of `fields`), or for the whole form. */
export function problemsOf(error: z.ZodError, fields: readonly string[], locale: Locale): ReturnedForm["problems"] {
  return error.issues.map((issue) => {
    const field = issue.path[0];
    return {
      field: typeof field === "string" && fields.includes(field) ? field : null,
      message: renderMessage(locale, describeIssue(issue)),
    };
  });
}

/**
 * Runs a form's write; a refusal (4xx) becomes the page again with its message for the whole form
 * (a 404 there is the form's problem, a 400), anything else is thrown on.
 */
export async function refusalOf(
  write: () => Promise<unknown>,
  reply: FastifyReply,
  locale: Locale,
): Promise<{ problems: ReturnedForm["problems"]; status: number } | undefined> {
  try {
    await write();
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
    return { problems: [{ field: null, message: renderMessage(locale, error.reason) }], status: error.status === 404 ? 400 : error.status };
  }
}

/** Lets the routes registered in `register` read a form's body (`application/x-www-form-urlencoded`) up to `bodyLimit` bytes. */
export async function withFormBodies(app: FastifyInstance, bodyLimit: number, register: (scope: FastifyInstance) => void) {
  await app.register(async (scope) => {
    // Only these routes read a form's body; every other post of the server takes JSON.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    register(scope);
  });
}
