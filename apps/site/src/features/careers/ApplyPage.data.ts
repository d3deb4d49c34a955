import type { LoaderFunctionArgs } from "react-router";
import { applicationEndpoints, SITE_ROUTES, type ApplicationForm, type Locale } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { followLanguageVersion } from "../../lib/language-versions";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { notFound, orNotFound } from "../../lib/route-params";

export interface ApplyPageData {
  form: ApplicationForm;
  locale: Locale;
}

/**
 * The form for `?opening=` (unsolicited without one): its ticket, its texts, and what a refused post
 * sent back. An opening's version of another language leads to its version in the page's language,
 * as a detail page's id does (decision 0023).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ApplyPageData> {
  const opening = new URL(request.url).searchParams.get("opening");
  if (opening !== null && !/^[1-9]\d{0,9}$/.test(opening)) notFound();
  const page = pageContext({ request });
  const query = opening === null ? { lang: page.locale } : { lang: page.locale, opening: Number(opening) };
  const form = await orNotFound(api.call(applicationEndpoints.form, { query }, page));
  if (form.opening) followLanguageVersion(form.opening, page, isPrefixed(request), (id) => `${SITE_ROUTES.apply}?opening=${id}`);
  return { form, locale: page.locale };
}
