import type { LoaderFunctionArgs } from "react-router";
import { contactEndpoints, type ContactForm, type Locale } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { notFound, orNotFound } from "../../lib/route-params";

export interface ContactPageData {
  form: ContactForm;
  locale: Locale;
}

const RECIPIENT = /^(firm|person:[1-9]\d{0,9}|office:[1-9]\d{0,9})$/;

/** The form for `?to=` (the firm without one): its ticket, its texts, and what a refused post sent back. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContactPageData> {
  const to = new URL(request.url).searchParams.get("to") ?? "firm";
  if (!RECIPIENT.test(to)) notFound();
  const page = pageContext({ request });
  const form = await orNotFound(api.call(contactEndpoints.form, { query: { to, lang: page.locale } }, page));
  return { form, locale: page.locale };
}
