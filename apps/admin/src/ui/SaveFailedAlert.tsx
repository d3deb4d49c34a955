import type { ReactNode } from "react";
import { Alert } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";

/** Above a form: why the last save failed (what the server said), until the next save or until closed. */
export function SaveFailedAlert({ summary, onClose }: { summary: ReactNode; onClose?: () => void }) {
  const t = useT();
  if (!summary) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t("form.saveFailed")}
      description={summary}
      closable={onClose !== undefined}
      onClose={onClose}
      style={{ marginBottom: 16 }}
    />
  );
}
