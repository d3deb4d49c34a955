import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import type { Locale } from "@lawfirm/contract";
import "./styles/fonts";
import "./styles/global.css";
import type { PageHandle } from "./app/page-handle";
import { localeStore } from "./app/locale";
import { routes } from "./app/routes";
import { loadStartCatalog } from "./i18n/catalogs";
import { applyDocumentLocale } from "./i18n/document-locale";
import { LocaleProvider } from "./i18n/LocaleProvider";

const router = createBrowserRouter(routes);

/**
 * After a language switch: a page that has a version in the new language (a news item, say)
 * goes there; any other page reloads its content from the API in the new language, in place.
 */
function followLocale(locale: Locale) {
  applyDocumentLocale(locale);
  const { matches, loaderData, location } = router.state;
  for (const match of [...matches].reverse()) {
    const handle = match.route.handle as PageHandle | undefined;
    const path = handle?.localizedPath?.(loaderData[match.route.id], locale);
    if (path && path !== location.pathname) {
      void router.navigate(path, { replace: true });
      return;
    }
  }
  void router.revalidate();
}

applyDocumentLocale(localeStore.get());
localeStore.subscribe(followLocale);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const root = createRoot(container);

function render() {
  root.render(
    <StrictMode>
      <LocaleProvider store={localeStore}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  );
}

// Only the interface language's messages are loaded (in parallel with the page's data).
loadStartCatalog(localeStore.get())
  .catch((error: unknown) => console.error(error))
  .finally(render);
