import { localizedPath, SITE_ROUTES, toLanguageTag, type Locale, type PublicPortalConfig } from "@lawfirm/contract";
import { officePath } from "../ui/paths";

/**
 * JSON-LD (schema.org) for the pages' heads: the firm as a LegalService (home and about pages) and
 * what every page's data shares. The detail pages' (a lawyer as a Person, news and case analyses as
 * NewsArticles, a job opening as a JobPosting, an event, breadcrumbs) are in structured-data-details.ts,
 * which the home page does not load (decision 0102).
 */

export const CONTEXT = "https://schema.org";

/** Where a page's absolute addresses start, and in which language. */
export interface StructuredDataSite {
  origin: string;
  locale: Locale;
  siteName: string;
  config: PublicPortalConfig | null | undefined;
}

export const absolute = (site: StructuredDataSite, path: string) => new URL(path, site.origin).href;
export const pageUrl = (site: StructuredDataSite, route: string) => absolute(site, localizedPath(site.locale, route));

/** The firm, briefly: the publisher of articles and the employer of people. */
export function firmReference(site: StructuredDataSite) {
  const logo = site.config?.iconUrl;
  return {
    "@type": "LegalService",
    name: site.siteName,
    url: pageUrl(site, SITE_ROUTES.home),
    ...(logo ? { logo: absolute(site, logo) } : {}),
  };
}

/** An office's postal address, when it has one. */
export function postalAddress(office: Pick<OfficeFacts, "address" | "postalCode" | "city" | "country">) {
  if (!office.address && !office.city) return undefined;
  return {
    "@type": "PostalAddress",
    ...(office.address ? { streetAddress: office.address } : {}),
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    ...(office.city ? { addressLocality: office.city } : {}),
    ...(office.country ? { addressCountry: office.country } : {}),
  };
}

export interface OfficeFacts {
  id: number;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  phoneNumber: string | null;
  email: string | null;
  pictureUrl: string | null;
}

/** The firm with its contact data and offices, each with its page and address (home and about pages). */
export function legalServiceData(site: StructuredDataSite, offices: readonly OfficeFacts[]) {
  const config = site.config;
  return {
    "@context": CONTEXT,
    ...firmReference(site),
    ...(config?.iconUrl ? { image: absolute(site, config.iconUrl) } : {}),
    ...(config?.tel ? { telephone: config.tel } : {}),
    ...(config?.email ? { email: config.email } : {}),
    ...(config?.address ? { address: { "@type": "PostalAddress", streetAddress: config.address } } : {}),
    ...(offices.length > 0
      ? {
          location: offices.map((office) => {
            const address = postalAddress(office);
            return {
              "@type": "Place",
              name: office.name,
              url: pageUrl(site, officePath(office.id)),
              ...(address ? { address } : {}),
            };
          }),
        }
      : {}),
    inLanguage: toLanguageTag(site.locale),
  };
}
