import { useEffect, type ReactNode } from "react";
import { useMatches } from "react-router";
import { Flex, Typography } from "antd";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { PageHandle, ResolvedPage } from "../routes.tsx";

/** The route-table entry of the page on screen, if the address matches one. */
export function useCurrentPage(): ResolvedPage | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as Partial<PageHandle> | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}

/** Sets the browser tab's title: "<page> · Back office". */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  const appTitle = t("app.title");
  useEffect(() => {
    document.title = title ? `${title} · ${appTitle}` : appTitle;
  }, [title, appTitle]);
}

/**
 * Frame of every back-office page: its title (from the route table, or `title` where one address
 * serves two purposes, such as an editor's new item) as the page heading.
 */
export function Page({ title: ownTitle, extra, children }: { title?: MessageKey; extra?: ReactNode; children?: ReactNode }) {
  const page = useCurrentPage();
  const t = useT();
  const titleKey = ownTitle ?? page?.title;
  const title = titleKey ? t(titleKey) : undefined;
  useDocumentTitle(title);
  return (
    <>
      <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </>
  );
}
