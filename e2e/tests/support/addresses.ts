import {
  ADDRESS_ROUTES,
  buildPath,
  isSupportedLocale,
  localizedPath,
  PERSON_CARD_ROUTE,
  SITE_ROUTES,
  type AddressedKindName,
  type Locale,
} from "@lawfirm/contract";

// Readable addresses (decision 0054): a detail page of a news item, case analysis, honor, person or
// practice area lives at `/{lang}/{section}/{slug}`, its version's slug in that language; the
// specification's `…/detail/{id}` addresses lead there. The specs build both from the API's answers.

/** The specification's id route of each kind with readable addresses: `/news/detail/:id`. */
const ID_ROUTES: Record<AddressedKindName, string> = {
  news: SITE_ROUTES.newsDetail,
  case: SITE_ROUTES.caseDetail,
  honor: SITE_ROUTES.honorDetail,
  person: SITE_ROUTES.personDetail,
  practiceArea: SITE_ROUTES.expertiseDetail,
  opening: SITE_ROUTES.careerDetail,
  event: SITE_ROUTES.eventDetail,
};

function localeOf(lang: string): Locale {
  if (!isSupportedLocale(lang)) throw new Error(`${lang} is no language of the site`);
  return lang;
}

/** A version's readable route below its language's prefix: `/news/{slug}`. */
export function slugRoute(kind: AddressedKindName, slug: string): string {
  return buildPath(ADDRESS_ROUTES[kind], { slug });
}

/** A version's readable address, with its language's prefix: `/de/news/{slug}`. */
export function slugAddress(kind: AddressedKindName, lang: string, slug: string): string {
  return localizedPath(localeOf(lang), slugRoute(kind, slug));
}

/** The specification's route of a version, without a prefix: `/news/detail/{id}`. */
export function idRoute(kind: AddressedKindName, id: number): string {
  return buildPath(ID_ROUTES[kind], { id });
}

/** The specification's address of a version under a language prefix: `/de/news/detail/{id}`. */
export function idAddress(kind: AddressedKindName, lang: string, id: number): string {
  return localizedPath(localeOf(lang), idRoute(kind, id));
}

/** A person's contact card beside the page's readable address: `/de/people/{slug}/vcard`. */
export function cardAddress(lang: string, slug: string): string {
  return localizedPath(localeOf(lang), buildPath(PERSON_CARD_ROUTE, { slug }));
}

/** An address (as the browser shows it, absolute or not) ending exactly at a path: for `toHaveURL`. */
export function endingAt(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}
