import type { ComponentType } from "react";
import type { LazyRouteFunction, LoaderFunction, NonIndexRouteObject } from "react-router";
import { loadPageCatalog } from "../i18n/catalogs";
import { pageContext } from "../lib/page-context";

/** How long a page's script may take to load before the site shows a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's script or style file could not be loaded (network, time-out, new deployment). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the website could not be loaded", { cause });
    this.name = "ChunkLoadError";
  }
}

/**
 * What a page's component module exports: the page, as default export. Its loader lives in a data
 * module beside it (`XxxPage.data.ts`), its handle on the route itself (see routes.tsx).
 */
export interface PageModule {
  default: ComponentType;
  /** A loader or handle exported here would be ignored: it belongs in the page's data module. */
  loader?: never;
  handle?: never;
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${milliseconds} ms`)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** What a page's data module (`XxxPage.data.ts`) exports: the loader of the page's data. */
export interface DataModule {
  loader: LoaderFunction;
}

/** A chunk, or a load error once it fails or takes too long. */
async function loadChunk<T>(importChunk: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(importChunk(), CHUNK_LOAD_TIMEOUT_MS);
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}

/**
 * A page's loader, fetched the first time it runs: in the browser only on a navigation, since the
 * page the server rendered arrives with its data. With `pageMessages`, the page's language's pages
 * part of the catalog (decision 0102) loads beside it, so that the page renders with its messages.
 */
export function lazyLoader(importData: () => Promise<DataModule>, options: { pageMessages?: boolean } = {}): LoaderFunction {
  return async (args, handlerContext) => {
    const [data] = await Promise.all([
      loadChunk(importData).then((module) => module.loader(args, handlerContext)),
      options.pageMessages ? loadChunk(() => loadPageCatalog(pageContext(args).locale)) : undefined,
    ]);
    return data;
  };
}

/**
 * Route-level code splitting: the page's component is fetched the first time its route matches,
 * while the route's loader (`lazyLoader`) fetches the page's data module and then its data.
 */
export function lazyPage(importPage: () => Promise<PageModule>): LazyRouteFunction<NonIndexRouteObject> {
  return async () => {
    const page = await loadChunk(importPage);
    return { Component: page.default };
  };
}
