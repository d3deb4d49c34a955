import { z } from "zod";
import type { Pageable } from "./envelope.ts";
import type { Access } from "./rights.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** API base path: every endpoint path below is relative to it. */
export const API_BASE = "/api";
/** Public address of uploaded files. */
export const UPLOAD_PATH = "/api/upload/";

const emptyObject = z.object({});
const noBody = z.undefined();

/**
 * Largest JSON body an endpoint reads unless it declares its own `bodyLimit`, in bytes: bodies of
 * plain fields (names, links, ids, short texts). The largest of them, a catalog's or a job
 * title's versions in every language, stays far below it.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Largest body of an endpoint that carries rich text (articles, people, practice areas, legal
 * documents, the site configuration), in bytes. The schemas allow far more than any real text
 * (400,000 characters of content per version of an article, in up to 20 versions);
 * a long article from the back office's editor is tens of kilobytes per language, so half a
 * megabyte holds the longest one in all the firm's languages several times over. It is also a
 * bound on waiting: the server sanitises a text in one go, and half a megabyte of the densest HTML
 * (a tag every few characters) keeps every other request waiting about 0.2 seconds on an idle
 * two-core machine, under a second on a busy one; a megabyte took up to 2 seconds there.
 */
export const RICH_TEXT_BODY_LIMIT = 512 * 1024;

export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResult extends z.ZodType = z.ZodType,
  TPaged extends boolean = boolean,
  TMultipart extends boolean = boolean,
> {
  method: HttpMethod;
  /** Path below `/api`, with `:name` parameters, e.g. `/admin/catalog/:id`. */
  path: string;
  /** Who may call it: `public`, or the right an account needs (rights.ts); checked before the handler. */
  access: Access;
  params: TParams;
  query: TQuery;
  body: TBody;
  /** Schema of the envelope's `result`. */
  result: TResult;
  /** Lists answer `pageable` beside `result`. */
  paged: TPaged;
  /** The body is multipart form data, read by the handler itself. */
  multipart: TMultipart;
  /** Largest JSON body the server reads, in bytes; larger ones are refused unread (413). Uploads have their own limit. */
  bodyLimit: number;
  /**
   * Its answer is an item as the back office edits it (its versions, or a version edited alone):
   * answered with the item's edit tag as `ETag` (`editTagOf`); a write among them refuses an
   * `If-Match` that is no longer the item's tag (412, decision 0050).
   */
  editTag: boolean;
  /** Whether the audit log records a call of it (a back-office write); false for a write that changes no content (an editor's heartbeat). */
  audited: boolean;
}

/**
 * An endpoint by what its schemas produce (`unknown`: a part no handler reads): a table of such
 * types lets one set of server handlers serve several endpoint tables, each checked against it.
 */
export type EndpointProducing<TParams, TQuery, TBody, TResult, TPaged extends boolean = false> = Endpoint<
  z.ZodType<TParams, unknown>,
  z.ZodType<TQuery, unknown>,
  z.ZodType<TBody, unknown>,
  z.ZodType<TResult, unknown>,
  TPaged,
  false
>;

/** Declares an endpoint once; the server registers it and the web apps call it from this. */
export function defineEndpoint<
  TResult extends z.ZodType,
  TParams extends z.ZodType = typeof emptyObject,
  TQuery extends z.ZodType = typeof emptyObject,
  TBody extends z.ZodType = typeof noBody,
  TPaged extends boolean = false,
  TMultipart extends boolean = false,
>(definition: {
  method: HttpMethod;
  path: string;
  access: Access;
  result: TResult;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  paged?: TPaged;
  multipart?: TMultipart;
  bodyLimit?: number;
  editTag?: boolean;
  audited?: boolean;
}): Endpoint<TParams, TQuery, TBody, TResult, TPaged, TMultipart> {
  return {
    method: definition.method,
    path: definition.path,
    access: definition.access,
    result: definition.result,
    params: (definition.params ?? emptyObject) as TParams,
    query: (definition.query ?? emptyObject) as TQuery,
    body: (definition.body ?? noBody) as TBody,
    paged: (definition.paged ?? false) as TPaged,
    multipart: (definition.multipart ?? false) as TMultipart,
    bodyLimit: definition.bodyLimit ?? DEFAULT_BODY_LIMIT,
    editTag: definition.editTag ?? false,
    audited: definition.audited ?? true,
  };
}

/** A path below `/api` as routes match it (letter case and doubled or trailing slashes ignored), without `/api`. */
function apiRelativePath(path: string): string {
  const normalized = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  return normalized.startsWith(API_BASE) ? normalized.slice(API_BASE.length) : normalized;
}

/** The back office's API: everything under `/admin/`, the login included. */
export function isBackOfficeApiPath(path: string): boolean {
  return apiRelativePath(path).startsWith("/admin/");
}

/** The back office's endpoints that take no session: signing in, and checking and using a one-time set-password link. */
export const PUBLIC_BACK_OFFICE_PATHS: readonly string[] = ["/admin/login", "/admin/set-password", "/admin/set-password/check"];

/** Paths under `/admin/` need a session, except the login and the set-password calls. */
export function isAdminPath(path: string): boolean {
  return isBackOfficeApiPath(path) && !PUBLIC_BACK_OFFICE_PATHS.includes(apiRelativePath(path));
}

/** What a handler returns and what a client call resolves to. */
export type EndpointOutput<E extends Endpoint> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, infer P, boolean>
    ? P extends true
      ? { result: z.output<R>; pageable: Pageable }
      : z.output<R>
    : never;

type Slot<K extends string, S extends z.ZodType> =
  undefined extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every field optional" test
      {} extends z.input<S>
      ? { [key in K]?: z.input<S> }
      : { [key in K]: z.input<S> };

/** The inputs of a call: params, query and body, each required only when its schema needs it. */
export type EndpointInput<E extends Endpoint> = Slot<"params", E["params"]> &
  Slot<"query", E["query"]> &
  (E["multipart"] extends true ? { body: FormData } : Slot<"body", E["body"]>);

/** Fills `:name` parameters into an endpoint path or a site route (`SITE_ROUTES`). */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
