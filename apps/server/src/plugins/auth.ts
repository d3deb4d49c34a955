import { REQUEST_MARK, isAdminPath, isBackOfficeApiPath } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "../errors.ts";
import type { AdminSession } from "../http/admin-session.ts";
import { message } from "../i18n/messages.ts";

declare module "fastify" {
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
}

/**
 * The back office's two cookies: the session, and the device cookie that marks a browser which
 * signed in before (login-throttle.ts). Behind https (PUBLIC_URL) they are `Secure` and carry the
 * `__Host-` prefix, so that no other site or sub-domain can set or overwrite them.
 */
export interface AdminCookies {
  session: string;
  device: string;
  /** Options for setting either; `maxAge` in seconds. */
  options(maxAge: number): { path: "/"; httpOnly: true; sameSite: "strict"; secure: boolean | "auto"; maxAge: number };
}

export function adminCookies(secure: boolean): AdminCookies {
  const prefix = secure ? "__Host-" : "";
  return {
    session: `${prefix}lawfirm_session`,
    device: `${prefix}lawfirm_device`,
    // Without PUBLIC_URL, "auto": Secure exactly when the request came over https.
    options: (maxAge) => ({ path: "/", httpOnly: true, sameSite: "strict", secure: secure || "auto", maxAge }),
  };
}

/**
 * The session a token opens, none when it opens none (unknown, expired, of a disabled account).
 * The accounts module has it; the composition root (app.ts) hands it to the guard.
 */
export type SessionResolver = (token: string) => Promise<AdminSession | undefined>;

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The session token a request carries: the authorization header's, else the session cookie's. */
export function readToken(request: FastifyRequest, cookieName: string): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers.authorization?.trim();
  if (header) return { token: header.replace(/^Bearer\s+/i, ""), fromCookie: false };
  const cookie = request.cookies[cookieName];
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/**
 * A browser's cross-site request carries a foreign Origin (or Sec-Fetch-Site: cross-site). The
 * site's own origin is the request's Host, or the configured public origin (a reverse proxy may
 * pass its own Host on).
 */
function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      const originUrl = new URL(origin);
      if (publicUrl && originUrl.origin === publicUrl) return false;
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
 * except the login and the set-password call needs a valid session of an enabled account, from
 * the authorization header or the cookie, whose role has the right the route's endpoint declares
 * in the contract (403 otherwise). A cookie
 * is sent by the browser on its own, even for an image or a form of another page, so a call
 * authenticated by cookie must also carry the web apps' request mark, and a write must not come
 * from another site. No answer of the back office's API may be stored by any cache.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { resolveSession: SessionResolver; cookies: AdminCookies; publicUrl: string | undefined }) => {
    app.decorateRequest("adminSession", null);
    app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      // The matched route, and the address itself: an unknown admin path matches no admin route (the
      // site's catch-all may take it), yet must answer as every admin path does, 401 without a session.
      const address = request.url.split("?")[0] ?? "";
      const paths = [request.routeOptions.url ?? "", ...(/^\/+api\//i.test(address) ? [address] : [])];
      if (!paths.some(isBackOfficeApiPath)) return;
      reply.header("cache-control", "no-store");
      if (!paths.some(isAdminPath)) return;
      const credentials = readToken(request, options.cookies.session);
      if (!credentials) throw unauthorized();
      if (credentials.fromCookie) {
        if (request.headers[REQUEST_MARK.header] !== REQUEST_MARK.value) throw forbidden(message("auth.requestMarkMissing"));
        if (!SAFE_METHODS.has(request.method) && isCrossSite(request, options.publicUrl)) throw forbidden(message("auth.crossSite"));
      }
      const session = await options.resolveSession(credentials.token);
      // A token that opens no session is one that ended (expired, signed out, its account disabled).
      if (!session) throw unauthorized(message("auth.loginExpired"));
      request.adminSession = session;
      // The right the route's endpoint declares (http/endpoint.ts); an admin route that declares none is refused.
      const { access } = request.routeOptions.config;
      const matched = request.routeOptions.url;
      if (matched !== undefined && isAdminPath(matched) && (access === undefined || (access !== "public" && !session.rights.has(access)))) {
        throw forbidden(message("rights.refused", { role: session.roleName }));
      }
    });
  },
);
