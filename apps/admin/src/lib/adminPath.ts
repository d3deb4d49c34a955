import { ADMIN_BASE } from "@lawfirm/contract";

/**
 * The address of a back-office page without parameters, e.g. `/admin/people/list`. Apart from the
 * route table, which loads the pages: a page that links to another imports this, not the table.
 */
export function adminPath(path: string): string {
  return `${ADMIN_BASE}/${path}`;
}
