import type { LoaderFunctionArgs } from "react-router";

export interface EventCancelData {
  token: string;
  /** The outcome of a cancellation sent without a script: done, or the link was not valid. */
  outcome: "cancelled" | "failed" | null;
}

/** The cancellation link's token from the address; nothing is cancelled until the visitor confirms (mail scanners open links). */
export function loader({ request }: LoaderFunctionArgs): EventCancelData {
  const search = new URL(request.url).searchParams;
  const outcome = search.get("cancelled") === "1" ? "cancelled" : search.get("failed") === "1" ? "failed" : null;
  return { token: search.get("token") ?? "", outcome };
}
