import type { LoaderFunctionArgs } from "react-router";
import { newsletterEndpoints } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { subscriptionOf, tokenOf, type SubscriptionData } from "./subscription-data";

/** Confirms the subscription of the confirmation mail's link (again: no change). */
export async function loader({ request }: LoaderFunctionArgs): Promise<SubscriptionData> {
  const page = pageContext({ request });
  const s = tokenOf(request);
  return subscriptionOf(() => api.call(newsletterEndpoints.confirm, { body: { s, lang: page.locale } }, page));
}
