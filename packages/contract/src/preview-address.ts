/**
 * Preview (docs/decisions/0035, slice 5): a version's public page as it will be, whatever its
 * state, at its public address below `/preview` (`/preview/de/news/detail/12`).
 *
 * The base and the reading of a preview's address, in a module of their own that imports nothing:
 * the site's start reads them on every page, and preview.ts's kinds and schemas would come with
 * them (decision 0102).
 */
export const PREVIEW_BASE = "/preview";

/** The public address a preview address shows (`/de/news/detail/12`); undefined for any other address. */
export function previewedPath(pathname: string): string | undefined {
  return pathname.startsWith(`${PREVIEW_BASE}/`) ? pathname.slice(PREVIEW_BASE.length) : undefined;
}
