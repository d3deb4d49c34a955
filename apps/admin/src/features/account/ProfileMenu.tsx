import { useState, type CSSProperties } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Avatar, Button, Dropdown, Typography, type MenuProps } from "antd";
import { LockOutlined, LogoutOutlined, PictureOutlined, UserOutlined } from "../../ui/icons.tsx";
import { ADMIN_LOGIN_ROUTE, accountEndpoints, type Account } from "@lawfirm/contract";
import { api } from "../../lib/api.ts";
import { roleName } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { ChangeAvatarModal } from "./ChangeAvatarModal.tsx";
import { ChangePasswordModal } from "./ChangePasswordModal.tsx";

/** Shown to a screen reader only. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};

/** Avatar, display name and role in the header (`compact`: the avatar alone, on phones), with change password, change avatar and log out. */
export function ProfileMenu({ account, compact = false }: { account: Account; compact?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<"password" | "avatar" | null>(null);

  const logout = useMutation({
    mutationFn: () => api.call(accountEndpoints.quit, {}),
    onSuccess: async () => {
      void message.success(t("account.loggedOut"));
      await navigate(ADMIN_LOGIN_ROUTE, { replace: true });
      // Only now, with the frame gone, so that nothing refetches the profile of a closed session.
      queryClient.removeQueries();
    },
  });

  const items: MenuProps["items"] = [
    { key: "password", icon: <LockOutlined />, label: t("account.changePassword") },
    { key: "avatar", icon: <PictureOutlined />, label: t("account.changeAvatar") },
    { type: "divider" },
    { key: "logout", icon: <LogoutOutlined />, label: t("account.logout"), disabled: logout.isPending },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "password" || key === "avatar") setDialog(key);
    else if (key === "logout" && !logout.isPending) logout.mutate();
  };

  return (
    <>
      <Dropdown trigger={["click"]} menu={{ items, onClick }}>
        <Button type="text" aria-label={t("frame.accountMenu")} loading={logout.isPending} style={{ paddingInline: 8 }}>
          <Avatar size="small" src={account.headImg ?? undefined} icon={<UserOutlined />} alt="" />
          {compact ? null : (
            <>
              <span>{account.userName}</span>
              {/* The role apart from the name: smaller and grey to the eye, after a comma to a screen reader. */}
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 4 }}>
                <span style={VISUALLY_HIDDEN}>, </span>
                {roleName(t, account)}
              </Typography.Text>
            </>
          )}
        </Button>
      </Dropdown>
      <ChangePasswordModal open={dialog === "password"} loginAccount={account.loginAccount} onClose={() => setDialog(null)} />
      <ChangeAvatarModal open={dialog === "avatar"} account={account} onClose={() => setDialog(null)} />
    </>
  );
}
