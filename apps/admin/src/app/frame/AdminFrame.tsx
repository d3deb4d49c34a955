import { useState } from "react";
import { Link, Outlet } from "react-router";
import { Breadcrumb, Button, Flex, Layout, theme, type BreadcrumbProps } from "antd";
import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { ADMIN_BASE, accountEndpoints, isSessionExpired } from "@lawfirm/contract";
import { roleName, useMine, useRights } from "../rights.ts";
import { ProfileMenu } from "../../features/account/ProfileMenu.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import { LanguageSwitcher } from "../LanguageSwitcher.tsx";
import { adminPath } from "../adminPath.ts";
import type { ResolvedPage } from "../routes.tsx";
import type { Translate } from "../../i18n/catalogs.ts";
import { useCurrentPage } from "./Page.tsx";
import { SideMenu } from "./SideMenu.tsx";
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

/** The back office around every page: side menu, header (breadcrumbs, language, profile), content. */
export function AdminFrame() {
  const t = useT();
  const page = useCurrentPage();
  const mine = useMine();
  const rights = useRights();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();

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
        breakpoint="lg"
        onBreakpoint={setCollapsed}
        style={{ background: SIDER_BACKGROUND }}
      >
        <Link
          to={ADMIN_BASE}
          aria-label={t("app.title")}
          style={{
            display: "block",
            height: 64,
            lineHeight: "64px",
            paddingInline: collapsed ? 0 : 24,
            textAlign: collapsed ? "center" : "start",
            color: "#fff",
            fontWeight: 600,
            fontSize: 16,
            whiteSpace: "nowrap",
            overflow: "hidden",
          }}
        >
          {collapsed ? "§" : t("app.title")}
        </Link>
        <nav aria-label={t("frame.mainMenu")}>
          <SideMenu page={page} collapsed={collapsed} />
        </nav>
      </Layout.Sider>
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
            <Breadcrumb aria-label={t("frame.breadcrumb")} items={breadcrumbItems(page, t)} style={{ flex: 1, minWidth: 0 }} />
            <LanguageSwitcher />
            <ProfileMenu account={mine.data} />
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
