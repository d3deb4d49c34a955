import { AsyncLocalStorage } from "node:async_hooks";
import type { PreviewedVersion } from "./preview-token.ts";

/**
 * The version a preview rendering shows, in the asynchronous context of that rendering: its
 * loaders' API calls, answered in process, run inside it. Nothing a request carries (no header,
 * no query) can put a request there: only the preview page, once it has checked the session or
 * the token, renders inside it.
 */
const grants = new AsyncLocalStorage<PreviewGrant>();

/** What a preview rendering shows: a version of a publishable kind, or a language's site configuration with its drafts (decision 0059). */
export type PreviewGrant = PreviewedVersion | { kind: "siteConfig"; id: number };

/** Runs a preview rendering of `version`. */
export function renderingPreviewOf<T>(version: PreviewGrant, render: () => T): T {
  return grants.run(version, render);
}

/** Whether the current request is part of a preview rendering (whose answers no cache may keep). */
export function isPreviewRendering(): boolean {
  return grants.getStore() !== undefined;
}

/** Whether the current request is part of the preview rendering of this version. */
export function isPreviewed(version: PreviewedVersion): boolean {
  const granted = grants.getStore();
  return granted?.kind === version.kind && granted.id === version.id;
}

/** The id of the version of `kind` the current request's preview rendering shows (a list's: the home page's banner); undefined outside one. */
export function previewedIdOf(kind: PreviewGrant["kind"]): number | undefined {
  const granted = grants.getStore();
  return granted?.kind === kind ? granted.id : undefined;
}
