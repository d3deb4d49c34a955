import {
  joinNames,
  SCHEMA_ORG_ATTENDANCE_MODES,
  SCHEMA_ORG_EMPLOYMENT_TYPES,
  siteTimeWithOffset,
  toLanguageTag,
  type EmploymentType,
  type EventPlaceKind,
} from "@lawfirm/contract";
import type { Crumb } from "../ui/Breadcrumbs";
import { personPath } from "../ui/paths";
import { absolute, CONTEXT, firmReference, pageUrl, postalAddress, type OfficeFacts, type StructuredDataSite } from "./structured-data";

/**
 * JSON-LD (schema.org) of the detail pages: an office, a lawyer as a Person, news and case analyses
 * as NewsArticles, a job opening as a JobPosting, an event, breadcrumbs as a BreadcrumbList. Apart
 * from the firm's (structured-data.ts), which the home page shows (decision 0102).
 */

/** An office of the firm: its name, postal address, telephone, e-mail and picture (office pages). */
export function officeData(site: StructuredDataSite, route: string, office: OfficeFacts) {
  const address = postalAddress(office);
  return {
    "@context": CONTEXT,
    "@type": "LegalService",
    name: `${site.siteName} – ${office.name}`,
    url: pageUrl(site, route),
    ...(address ? { address } : {}),
    ...(office.phoneNumber ? { telephone: office.phoneNumber } : {}),
    ...(office.email ? { email: office.email } : {}),
    ...(office.pictureUrl ? { image: absolute(site, office.pictureUrl) } : {}),
    parentOrganization: firmReference(site),
  };
}

export function personData(
  site: StructuredDataSite,
  route: string,
  person: {
    name: string;
    photoUrl: string | null;
    phoneNumber?: string | null;
    email?: string | null;
    officeName: string;
    jobs: { name: string }[];
    spokenLanguages: string[];
  },
) {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: person.name,
    url: pageUrl(site, route),
    ...(person.jobs.length > 0
      ? {
          jobTitle: joinNames(
            person.jobs.map((job) => job.name),
            site.locale,
          ),
        }
      : {}),
    ...(person.photoUrl ? { image: absolute(site, person.photoUrl) } : {}),
    ...(person.phoneNumber ? { telephone: person.phoneNumber } : {}),
    ...(person.email ? { email: person.email } : {}),
    ...(person.officeName ? { workLocation: { "@type": "Place", name: person.officeName } } : {}),
    ...(person.spokenLanguages.length > 0 ? { knowsLanguage: person.spokenLanguages } : {}),
    worksFor: firmReference(site),
  };
}

export function newsArticleData(
  site: StructuredDataSite,
  route: string,
  item: { title: string; lang: string; coverUrl: string; createTime: string; updateTime: string },
  description: string,
) {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: item.title,
    description,
    url: pageUrl(site, route),
    mainEntityOfPage: pageUrl(site, route),
    inLanguage: toLanguageTag(item.lang),
    datePublished: item.createTime,
    dateModified: item.updateTime,
    ...(item.coverUrl ? { image: [absolute(site, item.coverUrl)] } : {}),
    publisher: firmReference(site),
  };
}

/** A job opening (decision 0071): posted when it went public, valid until its end when it has one, at its office's address. */
export function jobPostingData(
  site: StructuredDataSite,
  route: string,
  opening: {
    title: string;
    lang: string;
    employmentType: EmploymentType;
    publishAt: string;
    unpublishAt: string | null;
    officeAddress: { name: string; address: string; postalCode: string; city: string; country: string } | null;
  },
  description: string,
) {
  const address = opening.officeAddress ? postalAddress(opening.officeAddress) : undefined;
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: opening.title,
    description,
    url: pageUrl(site, route),
    inLanguage: toLanguageTag(opening.lang),
    datePosted: opening.publishAt,
    ...(opening.unpublishAt ? { validThrough: opening.unpublishAt } : {}),
    employmentType: SCHEMA_ORG_EMPLOYMENT_TYPES[opening.employmentType],
    hiringOrganization: firmReference(site),
    ...(opening.officeAddress
      ? { jobLocation: { "@type": "Place", name: opening.officeAddress.name, ...(address ? { address } : {}) } }
      : {}),
  };
}

/**
 * An event as schema.org's `Event` (decision 0082): its times with the site's offset, how one
 * attends, where (an office's or another postal address, or a virtual place without its link),
 * the firm as organiser, the speakers as performers.
 */
export function eventData(
  site: StructuredDataSite,
  route: string,
  event: {
    title: string;
    lang: string;
    startsAt: string;
    endsAt: string;
    placeKind: EventPlaceKind;
    venue: string;
    officeAddress: { name: string; address: string; postalCode: string; city: string; country: string } | null;
    people: readonly { name: string; slug: string }[];
  },
  description: string,
) {
  const address = event.officeAddress ? postalAddress(event.officeAddress) : undefined;
  const [venueName = "", ...venueLines] = event.venue
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const location =
    event.placeKind === "online"
      ? { "@type": "VirtualLocation", url: pageUrl(site, route) }
      : event.placeKind === "office" && event.officeAddress
        ? { "@type": "Place", name: event.officeAddress.name, ...(address ? { address } : {}) }
        : { "@type": "Place", name: venueName, ...(venueLines.length > 0 ? { address: venueLines.join(", ") } : {}) };
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description,
    url: pageUrl(site, route),
    inLanguage: toLanguageTag(event.lang),
    startDate: siteTimeWithOffset(event.startsAt),
    endDate: siteTimeWithOffset(event.endsAt),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: SCHEMA_ORG_ATTENDANCE_MODES[event.placeKind],
    location,
    organizer: firmReference(site),
    ...(event.people.length > 0
      ? { performer: event.people.map((person) => ({ "@type": "Person", name: person.name, url: pageUrl(site, personPath(person.slug)) })) }
      : {}),
  };
}

/** A detail page's breadcrumbs; the last crumb is the page itself. */
export function breadcrumbData(site: StructuredDataSite, route: string, crumbs: readonly Crumb[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: pageUrl(site, crumb.to ?? route),
    })),
  };
}
