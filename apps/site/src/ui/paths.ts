import { buildPath, SITE_ROUTES } from "@lawfirm/contract";

/** The address of a person's page. */
export function personPath(id: number): string {
  return buildPath(SITE_ROUTES.personDetail, { id });
}

/** The address of a practice area's page. */
export function expertisePath(id: number): string {
  return buildPath(SITE_ROUTES.expertiseDetail, { id });
}

/** The address of an office's page. */
export function officePath(id: number): string {
  return buildPath(SITE_ROUTES.officeDetail, { id });
}
