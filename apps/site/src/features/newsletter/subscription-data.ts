import { data } from "react-router";
import { ApiError, type NewsletterPreferences } from "@lawfirm/contract";

/** A page of a subscriber's link: the subscription it names, or `invalid` for a link that no longer works (or never did). */
export type SubscriptionData = { preferences: NewsletterPreferences; invalid?: undefined } | { preferences?: undefined; invalid: true };

/** The link's token of the page's address (`?s=`). */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("s") ?? "";

/** A link's answer, or undefined when the API answers that the link does not work (404) or is malformed (400). */
export async function answerOfLink<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}

/** The subscription a call names, or `invalid` when its link does not work. */
export async function subscriptionOf(call: () => Promise<NewsletterPreferences>): Promise<SubscriptionData> {
  const preferences = await answerOfLink(call);
  return preferences ? { preferences } : { invalid: true };
}

/**
 * A link page's data, answered with status 404 when its link does not work (forged, stale, or
 * its subscription gone; decision 0083): the page still says so in words, and a crawler or a
 * monitor reads the status.
 */
export function answeredForLink<T>(pageData: T, linkWorks: boolean) {
  return linkWorks ? pageData : data(pageData, { status: 404 });
}
