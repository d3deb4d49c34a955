import type { FastifyRequest } from "fastify";

/** What stands in the log for a secret, as Pino's own redaction writes it. */
export const REDACTED = "[Redacted]";

/**
 * Query parameters that carry a secret: a preview's approval `token`, and any name a token,
 * password, signature, session or key would go by, so that a secret put into an address later is
 * kept out of the log without anyone remembering to list it here.
 */
const SECRET_PARAMETER = /token|secret|passw|signature|session|^auth|^sig$|^code$|^key$|api[-_]?key/i;

function parameterName(part: string): string {
  const name = part.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * An address as the log may keep it: the value of every secret query parameter (see
 * `SECRET_PARAMETER`) replaced by `[Redacted]`, the rest as it came. A fragment (which no
 * browser sends, but a client may) is dropped whole.
 */
export function redactedUrl(url: string): string {
  const [withoutFragment = ""] = url.split("#", 1);
  const query = withoutFragment.indexOf("?");
  if (query < 0) return withoutFragment === url ? url : `${withoutFragment}#${REDACTED}`;
  const parameters = withoutFragment
    .slice(query + 1)
    .split("&")
    .map((part) => (SECRET_PARAMETER.test(parameterName(part)) ? `${part.split("=", 1)[0]}=${REDACTED}` : part));
  const fragment = withoutFragment === url ? "" : `#${REDACTED}`;
  return `${withoutFragment.slice(0, query)}?${parameters.join("&")}${fragment}`;
}

/**
 * The log's view of a request: Fastify's own fields (method, address, host, client), the address
 * redacted. Headers are not logged at all (so neither cookies nor authorization).
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
