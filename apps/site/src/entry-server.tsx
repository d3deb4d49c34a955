import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { SUPPORTED_LOCALES, type Locale, type RenderPage } from "@lawfirm/contract";
import { setApiFetch } from "./lib/api";
import { serializeRouterState } from "./app/hydration";
import type { LayoutData } from "./lib/layout-data";
import { ROOT_ROUTE_ID } from "./lib/layout-data";
import type { PageHandle } from "./lib/page-handle";
import { createHeadCollector, HeadCollectorContext, renderDocumentHead } from "./lib/page-head";
import { routes } from "./app/routes";
import { loadCatalog } from "./i18n/catalogs";
import { recordFormattedTexts } from "./ui/format";

/**
 * The site's server renderer (`SiteRendererModule` of the contract): the same routes, loaders and
 * components as in the browser. Its API calls go through `fetch` (the server answers them in process).
 */
export async function createRenderer(options: { fetch: typeof fetch }): Promise<RenderPage> {
  setApiFetch(options.fetch);
  await Promise.all(SUPPORTED_LOCALES.map(loadCatalog));
  const handler = createStaticHandler(routes);

  return async (request) => {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const collector = createHeadCollector(new URL(request.url).origin);
    const { result: body, texts } = recordFormattedTexts(() =>
      renderToString(
        <HeadCollectorContext value={collector}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HeadCollectorContext>,
      ),
    );
    const head = collector.head;
    const locale: Locale | undefined = (context.loaderData[ROOT_ROUTE_ID] as LayoutData | undefined)?.locale;
    const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
    const pageModules = handles.flatMap((handle) => handle?.pageModule ?? []);
    // The catalog's parts the browser loads before it takes the page over (decision 0102).
    const catalogs = locale
      ? [`src/i18n/${locale}.ts`, ...(handles.some((handle) => handle?.pageMessages) ? [`src/i18n/${locale}.pages.ts`] : [])]
      : [];
    return {
      kind: "page",
      status: context.statusCode,
      lang: head?.lang ?? "en-US",
      dir: head?.dir ?? "ltr",
      head: head ? renderDocumentHead(head) : "",
      body,
      state: serializeRouterState(context, texts),
      modules: [...pageModules, ...catalogs],
    };
  };
}
