import { useNavigate } from "react-router";
import { Button, Result, Spin } from "antd";
import { useT } from "../../i18n/I18nProvider.tsx";
import { ADMIN_HOME, type ResolvedPage } from "../routes.tsx";
import { useDocumentTitle } from "../../ui/frame/Page.tsx";

const fullPageStyle = { minHeight: "100vh", display: "grid", placeItems: "center" } as const;

/** While the first page's script or the profile loads. */
export function FullPageSpin() {
  const t = useT();
  return (
    <div style={fullPageStyle} role="status" aria-live="polite">
      <Spin size="large" description={t("common.loading")} />
    </div>
  );
}

/** A page's script failed to load or timed out (e.g. after a new release, or offline). */
export function LoadError({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  useDocumentTitle(t("error.loadTitle"));
  const result = (
    <Result
      status="error"
      title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("error.loadTitle")}</h1>}
      subTitle={t("error.loadHint")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("common.reload")}
        </Button>
      }
    />
  );
  return fullPage ? <main style={fullPageStyle}>{result}</main> : result;
}

/** An address under /admin that no page answers. */
export function NotFound() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t("error.notFoundTitle"));
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("error.notFoundTitle")}</h1>}
      subTitle={t("error.notFoundHint")}
      extra={
        <Button type="primary" onClick={() => void navigate(ADMIN_HOME)}>
          {t("common.toStart")}
        </Button>
      }
    />
  );
}

/** A page the signed-in account's role may not use: says so, and leads to the start page. */
export function NoAccess({ page, roleName }: { page: ResolvedPage; roleName: string }) {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t("error.noAccessTitle"));
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("error.noAccessTitle")}</h1>}
      subTitle={t("error.noAccessHint", { page: t(page.title), role: roleName })}
      extra={
        <Button type="primary" onClick={() => void navigate(ADMIN_HOME)}>
          {t("common.toStart")}
        </Button>
      }
    />
  );
}

/** Something prevented the frame from starting; the user can try again. */
export function FrameError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <main style={fullPageStyle}>
      <Result
        status="warning"
        title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{title}</h1>}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        }
      />
    </main>
  );
}
