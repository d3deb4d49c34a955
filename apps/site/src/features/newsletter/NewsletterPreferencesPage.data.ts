import type { LoaderFunctionArgs } from "react-router";
import { newsletterEndpoints } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { answeredForLink, subscriptionOf, tokenOf, type SubscriptionData } from "./subscription-data";

/** The subscription, and what a save without a script was answered with: saved, or refused for want of a topic. */
export type PreferencesPageData = SubscriptionData & { saved: boolean; missing: boolean };

/** The subscription of the link: its address, language and topics, and the topics offered in the page's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageContext({ request });
  const s = tokenOf(request);
  const found = await subscriptionOf(() => api.call(newsletterEndpoints.preferences, { query: { s, lang: page.locale } }, page));
  const { searchParams } = new URL(request.url);
  const pageData: PreferencesPageData = { ...found, saved: searchParams.has("saved"), missing: searchParams.has("missing") };
  return answeredForLink(pageData, !found.invalid);
}
