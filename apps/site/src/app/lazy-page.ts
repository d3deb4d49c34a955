import type { ComponentType } from "react";
import type { Locale } from "@lawfirm/contract";
import type { LazyRouteFunction, LoaderFunction, NonIndexRouteObject } from "react-router";

/** How long a page's script may take to load before the site shows a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's script or style file could not be loaded (network, time-out, new deployment). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the website could not be loaded", { cause });
    this.name = "ChunkLoadError";
  }
}

/** What a page tells the rest of the site through its route's `handle`. */
export interface PageHandle {
  /**
   * Where the same content lives in another language (a detail page's linked version), from the
   * page's loader data; undefined when the page stays where it is and just reloads its data.
   */
  localizedPath?: (data: unknown, locale: Locale) => string | undefined;
}

/** What every page module exports: the page as default export, its loader when it needs data, its handle. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: PageHandle;
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

/** Route-level code splitting: the page's module is fetched the first time its route matches. */
export function lazyPage(importPage: () => Promise<PageModule>): LazyRouteFunction<NonIndexRouteObject> {
  return async () => {
    let page: PageModule;
    try {
      page = await withTimeout(importPage(), CHUNK_LOAD_TIMEOUT_MS);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
    return { Component: page.default, ...(page.loader ? { loader: page.loader } : {}), ...(page.handle ? { handle: page.handle } : {}) };
  };
}
