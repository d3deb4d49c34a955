import { FALLBACK_LOCALE } from "@lawfirm/contract";
import { message, renderMessage, type Message } from "./i18n/messages.ts";

/** One problem with a request, at a field; the envelope renders it as a `FieldError` in the reader's language. */
export interface FieldProblem {
  /** Where the problem is, e.g. `body.title` or `body.1.cataId`. */
  field: string;
  /** The language version the problem is in, when the body holds several versions. */
  lang?: string | undefined;
  message: Message;
}

/**
 * An error whose message is meant for the client; anything else becomes a generic 500. It carries
 * the message as a key and parameters, rendered in the request's language by the error envelope;
 * its own `message` is the English text, for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: Message,
    readonly fieldProblems: readonly FieldProblem[] = [],
  ) {
    super(renderMessage(FALLBACK_LOCALE, reason));
    this.name = "HttpError";
  }
}

export const badRequest = (reason: Message, fieldProblems: readonly FieldProblem[] = []) => new HttpError(400, reason, fieldProblems);
/** 401: by default for a request that carries no session at all; a session that ended says so (`auth.loginExpired`). */
export const unauthorized = (reason = message("auth.notSignedIn")) => new HttpError(401, reason);
export const forbidden = (reason: Message) => new HttpError(403, reason);
export const notFound = (reason: Message) => new HttpError(404, reason);
export const conflict = (reason: Message) => new HttpError(409, reason);
/** A write whose precondition (`If-Match`) no longer holds: nothing was written. */
export const preconditionFailed = (reason: Message) => new HttpError(412, reason);

/** A refusal for now: `retryAfterSeconds` is the wait, answered as Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    status: 429 | 503,
    reason: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(status, reason);
  }
}

/** Too many requests of this client (429); `retryAfterSeconds` is the real wait. */
export class TooManyRequestsError extends RetryLaterError {
  constructor(reason: Message, retryAfterSeconds: number) {
    super(429, reason, retryAfterSeconds);
  }
}

/** Seconds a client waits before it asks again while the server starts or its database is away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The server cannot answer now (503): starting, or its database away or busy. The server's state,
 * not the request's fault; logged where it arises (an outage once), not per request.
 */
export const unavailable = (reason: Message) => new RetryLaterError(503, reason, UNAVAILABLE_RETRY_SECONDS);

/**
 * Most problems one answer names. A body with thousands of mistakes is refused with the first
 * ones and a count of the rest: wording and sending them all would cost the server more than
 * the request is worth, and no reader goes through them.
 */
export const MAX_REPORTED_PROBLEMS = 20;

/**
 * A refused request whose message names its problems with their field and language version:
 * "Invalid request: [de_DE] title is required; pageSize must be at most 100".
 */
export function invalidRequest(problems: readonly FieldProblem[], status = 400): HttpError {
  const reported = problems.slice(0, MAX_REPORTED_PROBLEMS);
  const summaries = reported.map(summarize);
  const unreported = problems.length - reported.length;
  if (unreported > 0) summaries.push(message("validation.moreProblems", { count: unreported }));
  return new HttpError(status, message("validation.invalidRequest", { problems: summaries }), reported);
}

/** `body.1.title` of the de_DE version reads "[de_DE] title"; a problem of the whole body, "request". */
function summarize(problem: FieldProblem): Message {
  const { lang } = problem;
  const where = problem.field.split(".").filter((part) => !/^\d+$/.test(part) || !lang);
  const name = where.slice(where[0] === "body" || where[0] === "query" || where[0] === "params" ? 1 : 0).join(".");
  const field = name
    ? lang
      ? `[${lang}] ${name}`
      : name
    : lang
      ? message("validation.versionAsWhole", { lang })
      : message("validation.requestAsWhole");
  return message("validation.fieldProblem", { field, problem: problem.message });
}
