/**
 * Page routes of the two web apps. The server answers unknown public paths with status 404
 * (the site then shows its not-found page), so it needs the same list as the site's router.
 */
export const SITE_ROUTES = {
  home: "/home",
  about: "/about",
  expertises: "/expertises",
  expertiseDetail: "/expertises/detail/:id",
  people: "/people",
  personDetail: "/people/detail/:id",
  news: "/news",
  newsDetail: "/news/detail/:id",
  cases: "/case",
  caseDetail: "/case/detail/:id",
  honorDetail: "/honor/detail/:id",
  document: "/docs/:name",
} as const;

export const ADMIN_LOGIN_ROUTE = "/admin-login";
export const ADMIN_BASE = "/admin";

/** Whether a path is one of the site's pages (the empty path redirects to /home). */
export function isSiteRoute(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return true;
  return Object.values(SITE_ROUTES).some((pattern) => {
    const expression = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
    return expression.test(path);
  });
}
