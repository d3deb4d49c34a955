import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The client's address as the server counts it (login limits, view counts): the address a trusted
 * proxy named (TRUST_PROXY), else the connection's own. Only a valid IP address is ever used, so a
 * forwarded header cannot put arbitrary text into the database or the logs.
 */
export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  return request.socket.remoteAddress ?? "unknown";
}
