import type { ThemeConfig } from "antd";

/** Deep ink blue of the firm; dark enough for white text on buttons (WCAG AA). */
const INK = "#1f3a60";
export const SIDER_BACKGROUND = "#14243b";

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: INK,
    colorLink: INK,
    colorInfo: INK,
    // Derived from INK these come out mid-grey; info alerts want a light tint of the ink.
    colorInfoBg: "#eef3f9",
    colorInfoBorder: "#c3d1e4",
    // antd's defaults for these fall below 4.5:1 on white; readable text needs more contrast.
    colorError: "#c41d1d",
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    borderRadius: 6,
  },
  components: {
    // Derived from INK a selected row comes out mid-grey, its text hard to read: a light tint instead.
    Table: { rowSelectedBg: "#eef3f9", rowSelectedHoverBg: "#e2eaf4" },
    Layout: { siderBg: SIDER_BACKGROUND, headerHeight: 64 },
    Menu: {
      darkItemBg: SIDER_BACKGROUND,
      darkSubMenuItemBg: "#0f1c2f",
      darkItemSelectedBg: "#2f5590",
    },
  },
};

/**
 * The theme for a user who asked their system for less motion (`reducedMotion`): Ant Design's
 * dialogs, menus and drawers then open and close without animation.
 */
export function adminThemeFor({ reducedMotion }: { reducedMotion: boolean }): ThemeConfig {
  return reducedMotion ? { ...adminTheme, token: { ...adminTheme.token, motion: false } } : adminTheme;
}
