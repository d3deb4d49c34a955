import type { Envelope } from "@lawfirm/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../errors.ts";

export function errorEnvelope(status: number, message: string, result: unknown = null): Envelope<unknown> {
  return { status, message, result };
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) carry a safe message. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "This content type is not accepted here; send JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    default:
      return error.message;
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof HttpError) {
    const result = error.fieldErrors.length > 0 ? { errors: error.fieldErrors } : null;
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    if (error.status === 429) reply.header("retry-after", "60");
    return reply.code(error.status).send(errorEnvelope(error.status, error.message, result));
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return reply.code(status).send(errorEnvelope(status, clientErrorMessage(error as FastifyError)));
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(errorEnvelope(500, "Something went wrong on the server. Please try again later."));
}

/** Every answer, errors included, is the envelope; no stack trace ever leaves the server. */
export function installErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorEnvelope(404, `No such endpoint: ${request.method} ${(request.url.split("?")[0] ?? "").slice(0, 200)}`)),
  );
}
