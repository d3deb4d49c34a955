import { isAdminPath } from "@lawfirm/contract";
import type { RegisteredRoute } from "../app.ts";

/** Sample values for the path parameters of the registered routes. */
const SAMPLE_PARAMS: Record<string, string> = { id: "1", no: "1", top: "1", name: "privacy" };

/** A concrete URL for a registered route: parameters replaced by sample values, a wildcard by a name. */
export function concreteUrl(url: string, params: Record<string, string> = SAMPLE_PARAMS): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "1").replace(/\*$/, "0123456789abcdef0123456789abcdef.png");
}

/** The routes that need an administrator's session (every /api/admin/ route but the login). */
export function adminRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => isAdminPath(route.url));
}

/** The routes that take a JSON body (POST and PUT), except the login and the multipart upload. */
export function writeRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter(
    (route) => (route.method === "POST" || route.method === "PUT") && route.url !== "/api/admin/login" && !route.url.endsWith("/upload"),
  );
}
