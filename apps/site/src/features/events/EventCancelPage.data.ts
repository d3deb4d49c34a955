import type { LoaderFunctionArgs } from "react-router";
import { ApiError, registrationEndpoints, type CancellationPreview } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";

/** Why a cancellation link names nothing to show: not one the firm sent, or its registration is gone. */
export type CancellationProblem = "badLink" | "gone";

export interface EventCancelData {
  token: string;
  /** The event the link names and whether there is anything to cancel; null with a `problem`. */
  preview: CancellationPreview | null;
  problem: CancellationProblem | null;
  /** A cancellation sent without a script was refused (the link, read again, says why). */
  failed: boolean;
}

/** What an API refusal of a cancellation link means for the page; undefined for anything else. */
export function cancellationProblemOf(error: unknown): CancellationProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 410) return "gone";
  return error.status === 404 || error.status === 400 ? "badLink" : undefined;
}

/**
 * The cancellation link's event, read from its token before anything is cancelled (mail scanners
 * open links): the page names it with and without a script.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<EventCancelData> {
  const page = pageContext({ request });
  const search = new URL(request.url).searchParams;
  const token = search.get("token") ?? "";
  const failed = search.get("failed") === "1";
  if (!token) return { token, preview: null, problem: "badLink", failed };
  try {
    const preview = await api.call(registrationEndpoints.cancellation, { query: { token, lang: page.locale } }, page);
    return { token, preview, problem: null, failed };
  } catch (error) {
    const problem = cancellationProblemOf(error);
    if (!problem) throw error;
    return { token, preview: null, problem, failed };
  }
}
