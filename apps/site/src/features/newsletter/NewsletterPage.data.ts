import type { LoaderFunctionArgs } from "react-router";
import { newsletterEndpoints, type NewsletterForm } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";

export interface NewsletterPageData {
  form: NewsletterForm;
}

/** The subscription form in the page's language: its ticket, consent line and topics, and what a post without a script sent back. */
export async function loader({ request }: LoaderFunctionArgs): Promise<NewsletterPageData> {
  const page = pageContext({ request });
  return { form: await api.call(newsletterEndpoints.form, { query: { lang: page.locale } }, page) };
}
