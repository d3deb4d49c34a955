import { ApiError, type NewsletterPreferences } from "@lawfirm/contract";

/** A page of a subscriber's link: the subscription it names, or `invalid` for a link that no longer works (or never did). */
export type SubscriptionData = { preferences: NewsletterPreferences; invalid?: undefined } | { preferences?: undefined; invalid: true };

/** The link's token of the page's address (`?s=`). */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("s") ?? "";

/** The subscription a call names, or `invalid` when the API answers that the link does not work (404) or is malformed (400). */
export async function subscriptionOf(call: () => Promise<NewsletterPreferences>): Promise<SubscriptionData> {
  try {
    return { preferences: await call() };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { invalid: true };
    throw error;
  }
}
