import { SUPPORTED_LOCALES, type Locale } from "./locales.ts";

/**
 * Page routes of the two web apps. The server answers unknown public paths with status 404
 * (the site then shows its not-found page), so it needs the same list as the site's router.
 */
export const SITE_ROUTES = {
  home: "/home",
  about: "/about",
  officeDetail: "/about/offices/:id",
  expertises: "/expertises",
  expertiseDetail: "/expertises/detail/:id",
  people: "/people",
  personDetail: "/people/detail/:id",
  news: "/news",
  newsDetail: "/news/detail/:id",
  cases: "/case",
  caseDetail: "/case/detail/:id",
  /** The honors' list; one segment, so it never names a readable address (`/honor/:slug`). */
  honors: "/honor",
  honorDetail: "/honor/detail/:id",
  document: "/docs/:name",
  /** The open positions, filtered by `office`, `practiceAreaId` and `level` in the address (decision 0071). */
  careers: "/careers",
  careerDetail: "/careers/detail/:id",
  /** Seminars and webinars (decision 0082): upcoming first; `?when=past` the archive, `practiceAreaId` filters. */
  events: "/events",
  eventDetail: "/events/detail/:id",
  /** Where a registration's cancellation link leads (`?token=`): the page asks to confirm, then posts the token. */
  eventCancel: "/events/cancel",
  search: "/search",
  /** The contact form (decision 0077): `?to=person:12` or `?to=office:3` writes to a lawyer or an office, else to the firm. */
  contact: "/contact",
  contactSent: "/contact/sent",
  /** The newsletter's subscription (decision 0083) and the pages its mails link to, each for one visitor, never cached. */
  newsletter: "/newsletter",
  newsletterCheckMail: "/newsletter/check-mail",
  newsletterConfirm: "/newsletter/confirm",
  newsletterPreferences: "/newsletter/preferences",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  /**
   * The application form (decision 0080): `?opening=12` applies to an opening's language version,
   * else unsolicited. Static, so it wins over an opening's readable address (`/careers/:slug`).
   */
  apply: "/careers/apply",
  applySent: "/careers/apply/sent",
} as const;

/**
 * The readable addresses of detail pages (decision 0054), under a language prefix only, since a
 * slug belongs to one language version: `/de/news/fusionskontrolle-2026`. A slug always has a
 * letter, so `/case/detail` and these never name the same page.
 */
export const ADDRESS_ROUTES = {
  news: "/news/:slug",
  case: "/case/:slug",
  honor: "/honor/:slug",
  person: "/people/:slug",
  practiceArea: "/expertises/:slug",
  opening: "/careers/:slug",
  event: "/events/:slug",
} as const;

/**
 * A person's contact card (vCard), served by the server beside the person's page under each
 * language prefix: `/de/people/detail/12/vcard` (decision 0027).
 */
export const PERSON_CARD_ROUTE = "/people/:slug/vcard";

export const ADMIN_LOGIN_ROUTE = "/admin-login";
export const ADMIN_BASE = "/admin";

/**
 * The first segment of every public page's canonical address, per locale: `/de/people/detail/12`
 * (docs/product.md, "Languages and addresses"). The specification's unprefixed routes render in the visitor's language.
 */
export const LOCALE_PATH_SEGMENTS = { de_DE: "de", en_US: "en", zh_CN: "zh" } as const satisfies Record<Locale, string>;

/** The locale of an address segment (`de` is de_DE); undefined for any other segment. */
export function localeOfPathSegment(segment: string): Locale | undefined {
  return SUPPORTED_LOCALES.find((locale) => LOCALE_PATH_SEGMENTS[locale] === segment);
}

/**
 * A site address split into its language prefix and the specification's route:
 * `/de/people` is de_DE and `/people`, `/zh` is zh_CN and `/`, `/people` has no locale.
 */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const locale = match ? localeOfPathSegment(match[1] ?? "") : undefined;
  if (!match || !locale) return { locale: undefined, path: pathname };
  const rest = match[2] ?? "";
  return { locale, path: rest.startsWith("/") ? rest : `/${rest}` };
}

/**
 * A page's address in one language: `localizedPath("de_DE", "/people?page=2")` is
 * `/de/people?page=2`. A path that already has a language prefix keeps only the new one.
 */
export function localizedPath(locale: Locale, path: string): string {
  const { path: route } = splitLocalePath(path);
  const prefix = `/${LOCALE_PATH_SEGMENTS[locale]}`;
  return route === "/" ? prefix : `${prefix}${route.startsWith("/") ? route : `/${route}`}`;
}

const routeExpression = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
const SITE_ROUTE_EXPRESSIONS = Object.values(SITE_ROUTES).map(routeExpression);
const ADDRESS_ROUTE_EXPRESSIONS = Object.values(ADDRESS_ROUTES).map(routeExpression);

/**
 * Whether a path is one of the site's pages, with or without a language prefix (the empty path
 * and a bare prefix lead to the home page); a readable address only with a prefix.
 */
export function isSiteRoute(pathname: string): boolean {
  const { locale, path: route } = splitLocalePath(pathname.replace(/\/+$/, "") || "/");
  const path = route.replace(/\/+$/, "") || "/";
  if (path === "/") return true;
  return (
    SITE_ROUTE_EXPRESSIONS.some((expression) => expression.test(path)) ||
    (locale !== undefined && ADDRESS_ROUTE_EXPRESSIONS.some((expression) => expression.test(path)))
  );
}
