import { RouterProvider } from "react-router/dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { App as AntdApp, ConfigProvider } from "antd";
import { isRtlLocale } from "@lawfirm/contract";
import { I18nProvider, useAntdLocale, useLocale } from "../i18n/I18nProvider.tsx";
import { queryClient } from "./queryClient.ts";
import { router } from "./router.tsx";
import { usePrefersReducedMotion } from "./reducedMotion.ts";
import { adminThemeFor } from "./theme.ts";

// antd's own texts (pagination "/ Seite", empty states, date pickers) follow the UI language;
// its locale is loaded with the UI language's messages (i18n/catalogLoader.ts).
function LocalizedAntd({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const antdLocale = useAntdLocale();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => adminThemeFor({ reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider
      locale={antdLocale}
      direction={isRtlLocale(locale) ? "rtl" : "ltr"}
      theme={theme}
      // antd would show "登录" as "登 录"; labels stay exactly as the catalogs write them.
      button={{ autoInsertSpace: false }}
      // The click ripple is motion too.
      wave={{ disabled: reducedMotion }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <I18nProvider>
      <LocalizedAntd>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocalizedAntd>
    </I18nProvider>
  );
}
