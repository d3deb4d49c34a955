/**
 * How the server and the site's server renderer (apps/site/src/entry-server.tsx, built to
 * apps/site/dist-server/entry-server.js) talk: the server hands over a page request, the renderer
 * answers a redirect or the page's parts, which the server puts into the site's index.html.
 */
export type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      /** `lang` and `dir` of `<html>`. */
      lang: string;
      dir: string;
      /** Title, meta, link and JSON-LD elements, as HTML. */
      head: string;
      /** The page's markup, inside `#root`. */
      body: string;
      /** The router state the browser takes over with, as JSON text safe inside `<script>`. */
      state: string;
      /**
       * Source modules the page needs in the browser beyond the entry script (its component, its
       * language's messages), as the build's manifest names them (`src/features/home/HomePage.tsx`).
       */
      modules: string[];
    };

export type RenderPage = (request: Request) => Promise<RenderedPage>;

export interface SiteRendererModule {
  /** Prepares the renderer once; its API calls go through `fetch` (the server answers them in process). */
  createRenderer(options: { fetch: typeof fetch }): Promise<RenderPage>;
}

/** Where index.html takes the renderer's parts. */
export const PAGE_TEMPLATE_SLOTS = { head: "<!--page-head-->", body: "<!--page-body-->", state: "<!--page-state-->" } as const;
