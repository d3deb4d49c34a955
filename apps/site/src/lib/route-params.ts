import { ApiError } from "@lawfirm/contract";
import { data, type Params } from "react-router";

/** Throws the 404 answer the route error boundary renders as the not-found page. */
export function notFound(): never {
  throw data("Not Found", { status: 404 });
}

/** The `:id` of a detail route as a positive whole number; anything else is a page that does not exist. */
export function requireId(params: Params): number {
  const raw = params.id ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) notFound();
  return id;
}

/** Throws the 410 answer the route error boundary renders as the page that is no longer there (decision 0054). */
export function gone(): never {
  throw data("Gone", { status: 410 });
}

/** Waits for an API answer; a 404 answer becomes the not-found page, a 410 the page that is no longer there. */
export async function orNotFound<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status === 410) gone();
    throw error;
  }
}
