import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import "./styles/fonts";
import "./styles/global.css";
import { localeStore } from "./app/locale";
import { routes } from "./app/routes";
import { applyDocumentLocale } from "./i18n/document-locale";
import { LocaleProvider } from "./i18n/LocaleProvider";

const router = createBrowserRouter(routes);

applyDocumentLocale(localeStore.get());
localeStore.subscribe((locale) => {
  applyDocumentLocale(locale);
  // Content comes from the API in the interface language: reload it in the new one, in place.
  void router.revalidate();
});

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <LocaleProvider store={localeStore}>
      <RouterProvider router={router} />
    </LocaleProvider>
  </StrictMode>,
);
