import {
  createPath,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  type Location,
} from "react-router";

/**
 * The router state the server rendered with, carried to the browser in a JSON data block
 * (`<script type="application/json">`, which the Content-Security-Policy allows since it never
 * runs), so that the browser takes over without loading the page's data again; beside it the
 * texts the server formatted (dates, language names: ui/format.ts), so that it needs no `Intl`
 * format to do so.
 */
export const HYDRATION_ELEMENT_ID = "router-state";

type SerializedError = { type: "response"; status: number; statusText: string; data: unknown } | { type: "error"; message: string };

interface SerializedState {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
  texts: Record<string, string>;
  path: string;
  routeIds: string[];
}

/** What the browser takes a page over with. */
export interface PageState {
  router: HydrationState;
  formattedTexts: Record<string, string>;
  /**
   * The address the server rendered (path and query): the browser's own, but for a preview, whose
   * page is rendered at its public address (a detail page's readable one, decision 0054).
   */
  path: string;
  /**
   * The ids of the routes the server rendered the page with, the outermost first: the browser loads
   * their lazy parts by id, without matching the address against the route table a second time
   * (the router matches it once more as it is created).
   */
  routeIds: string[];
}

/** The state as the text of the data block: `<` escaped, so that no string in it can end the element. */
export function serializeRouterState(
  state: Pick<HydrationState, "loaderData" | "errors"> & { location: Location; matches: { route: { id: string } }[] },
  formattedTexts: Record<string, string>,
): string {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([routeId, error]): [string, SerializedError] => [
          routeId,
          isRouteErrorResponse(error)
            ? { type: "response", status: error.status, statusText: error.statusText, data: error.data as unknown }
            : // An unexpected error's details stay on the server (it logged them).
              { type: "error", message: "The page could not be rendered" },
        ]),
      )
    : null;
  const serialized: SerializedState = {
    loaderData: state.loaderData ?? {},
    errors,
    texts: formattedTexts,
    path: createPath(state.location),
    routeIds: state.matches.map((match) => match.route.id),
  };
  return JSON.stringify(serialized).replace(/</g, "\\u003c");
}

export function parseRouterState(text: string): PageState {
  const state = JSON.parse(text) as SerializedState;
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([routeId, error]) => [
          routeId,
          error.type === "response" ? new ErrorResponse(error.status, error.statusText, error.data) : new Error(error.message),
        ]),
      )
    : null;
  return { router: { loaderData: state.loaderData, errors }, formattedTexts: state.texts, path: state.path, routeIds: state.routeIds };
}
