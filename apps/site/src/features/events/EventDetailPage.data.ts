import type { LoaderFunctionArgs } from "react-router";
import { eventEndpoints, registrationEndpoints, type PublicEvent, type RegistrationForm } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { addressedVersionId, followAddress } from "../../lib/addresses";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound } from "../../lib/route-params";
import { eventPath } from "../../ui/paths";

export interface EventDetailData {
  event: PublicEvent;
  /** The registration form's ticket, texts and the registration's state now; null for a past event. */
  form: RegistrationForm | null;
  /** The outcome of a registration sent without a script (`?registration=`). */
  outcome: "registered" | "waiting" | null;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<EventDetailData> {
  const page = pageContext({ request });
  const id = await addressedVersionId("event", params, page, eventPath);
  const event = await orNotFound(api.call(eventEndpoints.publicDetail, { params: { id } }, page));
  followAddress(event, page, params, isPrefixed(request), eventPath);
  // The form says whether one can register now (the event's answer may come from the cache).
  const form =
    event.registration !== "past"
      ? await api.call(registrationEndpoints.form, { params: { id: event.id }, query: { lang: page.locale } }, page)
      : null;
  const outcome = new URL(request.url).searchParams.get("registration");
  return { event, form, outcome: outcome === "registered" || outcome === "waiting" ? outcome : null };
}
