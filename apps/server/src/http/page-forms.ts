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
 * registration, decision 0082; the newsletter's, decision 0083): posted to the page's own address, answered with a redirect, or
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

/** A form's fields: each field's value, a field sent several times (checkboxes of one name) as its values. */
export type FormFields = Record<string, string | string[]>;

function parseFormFields(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/** A posted form's fields, or none when the body was no form. */
export const postedFields = (body: unknown): FormFields =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? (body as FormFields) : {};

/** A field's one value ("" when missing; the last when sent several times). */
export const fieldText = (fields: FormFields, name: string): string => {
  const value = fields[name];
  return typeof value === "string" ? value : (value?.at(-1) ?? "");
};

/** A field's values (a group of checkboxes of one name). */
export const fieldValues = (fields: FormFields, name: string): string[] => [fields[name] ?? []].flat();

/** A form's fields as text: each field's one value. */
export function formFieldsOf(body: unknown): Record<string, string> {
  const fields = postedFields(body);
  return Object.fromEntries(Object.keys(fields).map((name) => [name, fieldText(fields, name)]));
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
 * Runs a form's write; a refusal (4xx) becomes the page's problems: at their fields (a field
 * problem's `body.files` is `files`) or for the whole form (a 404 there is the form's problem, a
 * 400); a 429 answers its `Retry-After`. Anything else is thrown on.
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
    const atFields = error.fieldProblems.map((problem) => ({
      field: problem.field.replace(/^body\./, ""),
      message: renderMessage(locale, problem.message),
    }));
    const problems = atFields.length > 0 ? atFields : [{ field: null, message: renderMessage(locale, error.reason) }];
    return { problems, status: error.status === 404 ? 400 : error.status };
  }
}

/**
 * Lets the routes of `scope` read a form posted without a script (`application/x-www-form-urlencoded`,
 * at most `bodyLimit` bytes) as `FormFields`. Only the scopes of such forms call it: every other
 * post of the server takes JSON.
 */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit }, (_request, body, done) =>
    done(null, parseFormFields(String(body))),
  );
}

/** Registers the routes of `register` in a scope of their own that reads forms' bodies (`acceptFormPosts`). */
export async function withFormBodies(app: FastifyInstance, bodyLimit: number, register: (scope: FastifyInstance) => void) {
  await app.register(async (scope) => {
    acceptFormPosts(scope, bodyLimit);
    register(scope);
  });
}
