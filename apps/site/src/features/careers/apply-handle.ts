import { SITE_ROUTES } from "@lawfirm/contract";
import { detailHandle } from "../../lib/language-versions";
import type { ApplyPageData } from "./ApplyPage.data";

/**
 * The application form's languages (decision 0080): for an opening, the form for the opening's
 * version in each language (each version has its own id), the unsolicited form where it has none;
 * without an opening, the unsolicited form in every language.
 */
export const applyHandle = detailHandle(
  (data: ApplyPageData) => data.form.opening,
  (version) => `${SITE_ROUTES.apply}?opening=${version.id}`,
  SITE_ROUTES.apply,
);
