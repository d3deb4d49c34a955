import { useState } from "react";
import { Link } from "react-router";
import { Menu, type MenuProps } from "antd";
import type { Translate } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { useRights, type Rights } from "../../lib/rights.ts";
import { adminNavigation, menuPageOf, type AdminNode, type ResolvedPage } from "../routes.tsx";

type MenuItems = NonNullable<MenuProps["items"]>;

/** The menu entries of the pages the account may use; a group without any is left out. */
function toMenuItems(nodes: AdminNode[], t: Translate, rights: Rights): MenuItems {
  return nodes.flatMap((node): MenuItems => {
    if (node.kind === "group") {
      const children = toMenuItems(node.children, t, rights);
      return children.length > 0 ? [{ key: node.key, icon: node.icon, label: t(node.label), children }] : [];
    }
    if (!node.menu || !rights.can(node.right)) return [];
    return [{ key: node.path, icon: node.icon, label: <Link to={adminPath(node.path)}>{t(node.title)}</Link> }];
  });
}

/**
 * The side menu, built from the route table; add and edit pages highlight their list. The groups
 * around the current page open whenever the page changes; other groups stay as the user left them.
 */
export function SideMenu({ page, collapsed }: { page: ResolvedPage | undefined; collapsed: boolean }) {
  const t = useT();
  const rights = useRights();
  const selected = page ? menuPageOf(page) : undefined;
  const groupKeys = page?.groups.map((group) => group.key) ?? [];
  const [openKeys, setOpenKeys] = useState(groupKeys);
  const [openedFor, setOpenedFor] = useState(page?.path);
  if (openedFor !== page?.path) {
    // Adjusting state while rendering, as React recommends for state derived from props.
    setOpenedFor(page?.path);
    setOpenKeys((keys) => [...new Set([...keys, ...groupKeys])]);
  }
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={toMenuItems(adminNavigation, t, rights)}
      selectedKeys={selected ? [selected.path] : []}
      // Collapsed, groups open as pop-ups on hover: controlled open keys would pin them open.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
