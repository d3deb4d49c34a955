import { isAdminPath } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/database.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { message } from "../i18n/messages.ts";
import { resolveSession, type SessionSettings } from "../modules/accounts/accounts.service.ts";
import type { AdminSession } from "../modules/accounts/sessions.repository.ts";

export const SESSION_COOKIE = "lawfirm_session";

declare module "fastify" {
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers.authorization?.trim();
  if (header) return { token: header.replace(/^Bearer\s+/i, ""), fromCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/** A browser's cross-site request carries a foreign Origin (or Sec-Fetch-Site: cross-site). */
function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      const originUrl = new URL(origin);
      // Parsed the same way, so that default ports compare equal (localhost:80 and localhost).
      return originUrl.host !== new URL(`${originUrl.protocol}//${request.headers.host ?? ""}`).host;
    } catch {
      return true;
    }
  }
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/**
 * The one place where admin routes are guarded: every route registered under /api/admin/
 * except the login needs a valid session, from the authorization header or the cookie.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; session: SessionSettings }) => {
  app.decorateRequest("adminSession", null);
  app.addHook("onRequest", async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!isAdminPath(request.routeOptions.url ?? request.url.split("?")[0] ?? "")) return;
    const credentials = readToken(request);
    if (!credentials) throw unauthorized();
    if (credentials.fromCookie && !SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      throw forbidden(message("auth.crossSite"));
    }
    const session = await resolveSession(options.db, credentials.token, options.session);
    if (!session) throw unauthorized();
    request.adminSession = session;
  });
});
