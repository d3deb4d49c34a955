import type { Envelope, FieldError, Locale } from "@lawfirm/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { databaseTrouble, type DatabaseWatch } from "../db/availability.ts";
import { HttpError, notFound, RetryLaterError, unavailable } from "../errors.ts";
import { message, renderMessage, type Message } from "../i18n/messages.ts";
import { localeFromAcceptLanguage } from "../i18n/request-locale.ts";

function errorEnvelope(status: number, text: string, result: unknown = null): Envelope<unknown> {
  return { status, message: text, result };
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) carry a safe message. */
function clientErrorMessage(error: FastifyError): Message {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return message("request.invalidJson");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return message("request.unsupportedMediaType");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return message("request.bodyTooLarge");
    default:
      return message("request.clientError", { reason: error.message });
  }
}

function renderFieldProblems(locale: Locale, error: HttpError): { errors: FieldError[] } | null {
  if (error.fieldProblems.length === 0) return null;
  return {
    errors: error.fieldProblems.map(({ field, lang, message: problem }) =>
      lang ? { field, lang, message: renderMessage(locale, problem) } : { field, message: renderMessage(locale, problem) },
    ),
  };
}

/**
 * Answers an error in the envelope, its messages in the request's language (Accept-Language,
 * docs/decisions/0016); logs stay English.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const locale = localeFromAcceptLanguage(request.headers["accept-language"]);
  reply.header("vary", "accept-language");
  if (error instanceof HttpError) {
    if (error instanceof RetryLaterError) reply.header("retry-after", String(error.retryAfterSeconds));
    else if (error.status >= 500) request.log.error({ err: error }, error.message);
    return reply
      .code(error.status)
      .send(errorEnvelope(error.status, renderMessage(locale, error.reason), renderFieldProblems(locale, error)));
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return reply.code(status).send(errorEnvelope(status, renderMessage(locale, clientErrorMessage(error as FastifyError))));
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(errorEnvelope(500, renderMessage(locale, message("server.failed"))));
}

/** The 404 of a path no route serves. */
export function noSuchEndpoint(method: string, path: string): HttpError {
  return notFound(message("request.noSuchEndpoint", { method, path: path.slice(0, 200) }));
}

/**
 * A database that cannot answer now is the server's state, not the request's fault: 503 with
 * Retry-After instead of a 500. An unreachable database begins an outage, which the watch logs
 * once; a busy SQLite file (another process's long write) is logged per request, as a warning.
 */
function asRefusal(request: FastifyRequest, error: unknown, database: DatabaseWatch | undefined): unknown {
  switch (databaseTrouble(error)) {
    case "unreachable":
      database?.failed(error);
      return unavailable(message("server.databaseDown"));
    case "busy":
      request.log.warn({ err: error }, "the database is busy");
      return unavailable(message("server.databaseBusy"));
    default:
      return error;
  }
}

/** Every answer, errors included, is the envelope; no stack trace ever leaves the server. */
export function installErrorEnvelope(app: FastifyInstance, database?: DatabaseWatch) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, asRefusal(request, error, database)));
  app.setNotFoundHandler((request, reply) => sendError(request, reply, noSuchEndpoint(request.method, request.url.split("?")[0] ?? "")));
}
