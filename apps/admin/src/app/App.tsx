import { RouterProvider } from "react-router/dom";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { App as AntdApp, ConfigProvider, type ConfigProviderProps } from "antd";
import antdDe from "antd/locale/de_DE";
import antdEn from "antd/locale/en_US";
import antdZh from "antd/locale/zh_CN";
import { isRtlLocale, type Locale } from "@lawfirm/contract";
import { I18nProvider, useLocale } from "../i18n/I18nProvider.tsx";
import { queryClient } from "./queryClient.ts";
import { router } from "./router.tsx";
import { adminTheme } from "./theme.ts";

// antd's own texts (pagination "/ Seite", empty states, date pickers) follow the UI language.
const ANTD_LOCALES: Record<Locale, NonNullable<ConfigProviderProps["locale"]>> = { de_DE: antdDe, en_US: antdEn, zh_CN: antdZh };

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      direction={isRtlLocale(locale) ? "rtl" : "ltr"}
      theme={adminTheme}
      // antd would show "登录" as "登 录"; labels stay exactly as the catalogs write them.
      button={{ autoInsertSpace: false }}
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
