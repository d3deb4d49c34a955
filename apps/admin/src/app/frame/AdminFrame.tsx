import { useState } from "react";
import { Link, Outlet } from "react-router";
import { Breadcrumb, Button, Flex, Grid, Layout, theme, type BreadcrumbProps } from "antd";
import { MenuFoldOutlined, MenuUnfoldOutlined } from "../../ui/icons.tsx";
import { ADMIN_BASE, accountEndpoints, isSessionExpired } from "@lawfirm/contract";
import { roleName, useMine, useRights } from "../../lib/rights.ts";
import { useFirm } from "../../lib/firm.ts";
import { ProfileMenu } from "../../features/account/ProfileMenu.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import { LanguageSwitcher } from "../../ui/LanguageSwitcher.tsx";
import { OpenByAddress } from "./OpenByAddress.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import type { ResolvedPage } from "../routes.tsx";
import type { Translate } from "../../i18n/catalogs.ts";
import { useCurrentPage } from "../../ui/frame/Page.tsx";
import { SideMenu } from "./SideMenu.tsx";
import { FirmName } from "./FirmName.tsx";
import { FrameError, FullPageSpin, NoAccess } from "./states.tsx";
import { SIDER_BACKGROUND } from "../theme.ts";

function breadcrumbItems(page: ResolvedPage | undefined, t: Translate): BreadcrumbProps["items"] {
  if (!page) return [];
  const parent = page.parentPage;
  return [
    ...page.groups.map((group) => ({ title: t(group.label) })),
    ...(parent ? [{ title: <Link to={adminPath(parent.path)}>{t(parent.title)}</Link> }] : []),
    { title: t(page.title) },
  ];
}

/**
 * The back office around every page: side menu (the firm's logo and name above it), header
 * (breadcrumbs, language, profile; on a phone the firm's name instead of the breadcrumbs), content.
 * On a phone (narrower than AntD's `md`, 768 px) the header keeps the menu button, the firm, the language's
 * globe and the avatar (the page's heading says where one is), and the side menu, folded away
 * entirely, opens over the page and folds again when a page is chosen or the page beside it is
 * clicked.
 */
export function AdminFrame() {
  const t = useT();
  const page = useCurrentPage<ResolvedPage>();
  const mine = useMine();
  const rights = useRights();
  const firm = useFirm();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  const narrow = Grid.useBreakpoint().md === false;
  const [shownPage, setShownPage] = useState(page?.path);
  if (shownPage !== page?.path) {
    // Adjusting state while rendering, as React recommends for state derived from props.
    setShownPage(page?.path);
    if (narrow) setCollapsed(true);
  }

  if (mine.isPending) return <FullPageSpin />;
  if (mine.isError) {
    // An expired session is already on its way to the login page.
    if (isSessionExpired(mine.error, accountEndpoints.mine)) return <FullPageSpin />;
    return <FrameError title={t("error.profileTitle")} onRetry={() => void mine.refetch()} />;
  }

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={240}
        collapsedWidth={narrow ? 0 : 80}
        breakpoint="lg"
        onBreakpoint={setCollapsed}
        style={{
          background: SIDER_BACKGROUND,
          ...(narrow ? { position: "fixed", insetBlock: 0, insetInlineStart: 0, zIndex: 20, overflowY: "auto" } : {}),
        }}
      >
        <Link
          to={ADMIN_BASE}
          aria-label={firm?.name ? t("frame.firmBackOffice", { firm: firm.name }) : t("app.title")}
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: collapsed ? "center" : "flex-start",
            height: 64,
            paddingInline: collapsed ? 0 : 24,
            color: "#fff",
            fontWeight: 600,
            fontSize: 16,
            overflow: "hidden",
          }}
        >
          <FirmName logoOnly={collapsed} />
        </Link>
        <nav aria-label={t("frame.mainMenu")}>
          <SideMenu page={page} collapsed={collapsed} />
        </nav>
      </Layout.Sider>
      {narrow && !collapsed ? (
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={() => setCollapsed(true)}
          style={{ position: "fixed", inset: 0, zIndex: 19, background: token.colorBgMask }}
        />
      ) : null}
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            paddingInline: 16,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: "sticky",
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex align="center" gap={12} style={{ height: "100%" }}>
            <Button
              type="text"
              aria-label={t(collapsed ? "frame.expandMenu" : "frame.collapseMenu")}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((value) => !value)}
            />
            {narrow ? (
              <div style={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
                <FirmName />
              </div>
            ) : (
              <Breadcrumb aria-label={t("frame.breadcrumb")} items={breadcrumbItems(page, t)} style={{ flex: 1, minWidth: 0 }} />
            )}
            {!narrow && <OpenByAddress />}
            <LanguageSwitcher compact={narrow} />
            <ProfileMenu account={mine.data} compact={narrow} />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {/* An address the account may not use (a bookmark, a link from a colleague) says so instead of failing. */}
          {page && !rights.can(page.right) ? <NoAccess page={page} roleName={roleName(t, mine.data)} /> : <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
