import type { LoaderFunctionArgs } from "react-router";
import { newsletterEndpoints } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { answeredForLink, subscriptionOf, tokenOf, type SubscriptionData } from "./subscription-data";

export type UnsubscribePageData = SubscriptionData | { done: true; preferences?: undefined; invalid?: undefined };

/** The subscription to end (its address is shown), or, after the button's post (`?done=1`), nothing more to read. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has("done")) return { done: true } satisfies UnsubscribePageData;
  const page = pageContext({ request });
  const s = tokenOf(request);
  const found: UnsubscribePageData = await subscriptionOf(() =>
    api.call(newsletterEndpoints.preferences, { query: { s, lang: page.locale } }, page),
  );
  return answeredForLink(found, !found.invalid);
}
