import type { LoaderFunctionArgs } from "react-router";
import { newsletterEndpoints, type NewsletterConfirmation } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { answeredForLink, answerOfLink, tokenOf } from "./subscription-data";

/** The confirmation link's subscription (null: the link does not work); reading it confirms nothing (decision 0088). */
export interface ConfirmPageData {
  token: string;
  confirmation: NewsletterConfirmation | null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageContext({ request });
  const s = tokenOf(request);
  const confirmation = await answerOfLink(() => api.call(newsletterEndpoints.confirmation, { query: { s, lang: page.locale } }, page));
  const pageData: ConfirmPageData = { token: s, confirmation: confirmation ?? null };
  return answeredForLink(pageData, confirmation !== undefined);
}
