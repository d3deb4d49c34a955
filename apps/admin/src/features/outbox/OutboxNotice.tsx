import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "antd";
import type { ReactNode } from "react";
import { adminPath } from "../../lib/adminPath.ts";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { outboxApi, outboxKeys } from "./outbox.api.ts";

/**
 * What the outbox needs someone to know (decision 0070): that mail is not configured (SMTP_URL),
 * with how many messages wait, and how many failed for good. Shown to those who may see the outbox;
 * `linked`: with a link to the Outbox screen (the dashboard).
 */
export function OutboxNotice({ linked = false }: { linked?: boolean }) {
  const t = useT();
  const { can } = useRights();
  const allowed = can("config.manage");
  const status = useQuery({ queryKey: outboxKeys.status, queryFn: ({ signal }) => outboxApi.status(signal), enabled: allowed });
  if (!allowed || !status.data) return null;
  const { configured, waiting, failed } = status.data;
  const link = linked && (
    <Link to={adminPath("outbox")} style={{ textDecoration: "underline" }}>
      {t("outbox.open")}
    </Link>
  );
  return (
    <>
      {configured === false && <MailNotConfigured title={t("outbox.notConfigured", { count: waiting })} link={link} />}
      {failed > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("outbox.failedCount", { count: failed })}
          description={link || undefined}
        />
      )}
    </>
  );
}

/** The warning that mail is not configured (SMTP_URL) and what to do about it: the Outbox's, and the newsletter's Issues screen's. */
export function MailNotConfigured({ title, link }: { title: string; link?: ReactNode }) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={
        <>
          {t("outbox.notConfiguredHelp")} {link}
        </>
      }
    />
  );
}
