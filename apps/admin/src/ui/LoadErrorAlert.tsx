import type { CSSProperties } from "react";
import { Alert, Button, Result } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";

/** "Could not load" above a list or form, with a Retry button. */
export function LoadErrorAlert({ onRetry, style }: { onRetry: () => void; style?: CSSProperties }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t("common.loadFailed")}
      style={style}
      action={
        <Button size="small" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}

/** "Could not load" in place of a whole editor, with a Retry button. */
export function LoadErrorResult({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t("common.loadFailed")}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
