import type { ComponentType } from "react";
import type { LazyRouteFunction, NonIndexRouteObject } from "react-router";

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
 * What a page's component module exports: the page, as default export. Its loader and handle live
 * in a data module beside it (`XxxPage.data.ts`), defined on the route itself (see routes.tsx).
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

/**
 * Route-level code splitting: the page's component is fetched the first time its route matches,
 * while the route's own loader (defined statically) already fetches the page's data.
 */
export function lazyPage(importPage: () => Promise<PageModule>): LazyRouteFunction<NonIndexRouteObject> {
  return async () => {
    let page: PageModule;
    try {
      page = await withTimeout(importPage(), CHUNK_LOAD_TIMEOUT_MS);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
    return { Component: page.default };
  };
}
