import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * The server's own requests of site addresses, made in process for the back office (the Redirects
 * screen's tries of an address): they count no visit, neither a redirect's hit nor an article's
 * view. The header's value is random to this process, so that no visitor can send it.
 */
const UNCOUNTED_HEADER = "x-lawfirm-uncounted";
const UNCOUNTED_MARK = randomBytes(16).toString("base64url");

/** The headers that mark an in-process request as uncounted. */
export const UNCOUNTED_REQUEST_HEADERS: Readonly<Record<string, string>> = { [UNCOUNTED_HEADER]: UNCOUNTED_MARK };

export const isUncountedRequest = (request: FastifyRequest): boolean => request.headers[UNCOUNTED_HEADER] === UNCOUNTED_MARK;
