import type { ReactNode } from "react";
import { Button, Flex, theme } from "antd";
import { SaveOutlined } from "./icons.tsx";
import { useT } from "../i18n/I18nProvider.tsx";
import { useSaveShortcut } from "./useSaveShortcut.ts";
import type { SaveState } from "./editing/useAutosave.ts";
import { SaveStatus } from "./SaveStatus.tsx";

/**
 * The save bar under a long form: stays in view at the bottom of the window while the form
 * scrolls. The button (or Ctrl+S, ⌘S on a Mac) submits the surrounding form and shows progress while saving;
 * the bar says how the saving stands (`SaveStatus`, with the last save's outcome `state` of an editor that saves by itself).
 */
export function FormActions({ dirty, saving, state, extra }: { dirty: boolean; saving: boolean; state?: SaveState; extra?: ReactNode }) {
  const t = useT();
  const { token } = theme.useToken();
  const inForm = useSaveShortcut<HTMLDivElement>();
  return (
    <Flex
      ref={inForm}
      align="center"
      justify="flex-end"
      gap={12}
      style={{
        position: "sticky",
        bottom: 0,
        zIndex: 5,
        marginTop: 16,
        marginInline: -24,
        padding: "12px 24px",
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.04)",
      }}
    >
      <SaveStatus dirty={dirty} saving={saving} state={state} />
      {extra}
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} title={t("form.saveShortcut")}>
        {t("common.save")}
      </Button>
    </Flex>
  );
}
