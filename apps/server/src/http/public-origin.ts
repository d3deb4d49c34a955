import type { FastifyRequest } from "fastify";
import { badRequest } from "../errors.ts";
import { message } from "../i18n/messages.ts";

/**
 * What a Host header may be: a name, an IPv4 address or a bracketed IPv6 address, and a port. A
 * header with user info (`a@b`), a path, spaces or anything else is no origin to build addresses on.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's public origin for absolute addresses (canonical links, sitemap, feeds, share tags):
 * `PUBLIC_URL` when configured, else the request's own origin (its protocol and host as Fastify
 * reads them, which honours the forwarded headers of trusted proxies only). A request whose host
 * or protocol makes no origin (`a@b`, `x:99999`, `[zz]`, none) is refused with a 400: the client's
 * mistake, not the server's.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const { protocol, host } = request;
  const origin = `${protocol}://${host}`;
  if ((protocol === "http" || protocol === "https") && HOST.test(host) && URL.canParse(origin)) return origin;
  throw badRequest(message("request.badHost"));
}
