import "./zodConfig.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { loadStartCatalog } from "./i18n/catalogLoader.ts";
import { preferredLocale } from "./i18n/storedLocale.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element");
const root = createRoot(container);

// Only the interface language's messages are loaded, before the first render (English if they fail).
loadStartCatalog(preferredLocale()).then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => console.error(error),
);
