import type { FastifyRequest } from "fastify";

/**
 * The site's public origin for absolute addresses (canonical links, sitemap, feeds, share tags):
 * `PUBLIC_URL` when configured, else the request's own origin (its protocol and host as Fastify
 * reads them, which honours the forwarded headers of trusted proxies only).
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  return `${request.protocol}://${request.host}`;
}
