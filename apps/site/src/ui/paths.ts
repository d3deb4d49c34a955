import { ADDRESS_ROUTES, buildPath, SITE_ROUTES } from "@lawfirm/contract";

/** The readable address of a person's page (decision 0054), below the page's language prefix. */
export function personPath(slug: string): string {
  return buildPath(ADDRESS_ROUTES.person, { slug });
}

/** The readable address of a practice area's page. */
export function expertisePath(slug: string): string {
  return buildPath(ADDRESS_ROUTES.practiceArea, { slug });
}

/** The address of an office's page. */
export function officePath(id: number): string {
  return buildPath(SITE_ROUTES.officeDetail, { id });
}

/** The readable address of a job opening's page (decision 0071). */
export function careerPath(slug: string): string {
  return buildPath(ADDRESS_ROUTES.opening, { slug });
}

export function eventPath(slug: string): string {
  return buildPath(ADDRESS_ROUTES.event, { slug });
}
