import { useEffect, type ReactNode } from "react";
import { useMatches } from "react-router";
import { Flex, Typography } from "antd";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";

/** A page of the route table, as far as the page frame reads it: its title. */
export interface TitledPage {
  title: MessageKey;
}

/**
 * What the router keeps on each page's match: the page's entry in the route table. The shell's
 * route table (app/routes.tsx) fills it in with its own kind of page `P`; the frame reads the title.
 */
export interface PageHandle<P extends TitledPage = TitledPage> {
  page: P;
}

/**
 * The route-table entry of the page on screen, if the address matches one. `P` is the kind of page
 * the router's handles hold (`PageHandle<P>`): the shell asks for its own, the frame for a title.
 */
export function useCurrentPage<P extends TitledPage = TitledPage>(): P | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as Partial<PageHandle<P>> | undefined;
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
