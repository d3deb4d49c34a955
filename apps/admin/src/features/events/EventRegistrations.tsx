import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Checkbox, Flex, Statistic, Table, Tag, Typography } from "antd";
import { registrationEndpoints, type Registration } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { DownloadOutlined } from "../../ui/icons.tsx";
import { eventKeys } from "./events.api.ts";
import { REGISTRATION_FIELD_LABELS } from "./eventLabels.ts";

const STATE_LABELS: Record<Registration["state"], MessageKey> = {
  registered: "events.registrations.state.registered",
  waiting: "events.registrations.state.waiting",
  cancelled: "events.registrations.state.cancelled",
};
const STATE_COLORS: Record<Registration["state"], string> = { registered: "green", waiting: "gold", cancelled: "default" };

const registrationsKey = (eventId: number) => [...eventKeys.all, "registrations", eventId] as const;

/** Hands a CSV's text to the browser as a file. */
function saveCsv(fileName: string, csv: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * An event's registrations (decision 0082), for whoever handles visitors' data (`inbox.manage`):
 * the counts, the list in the order they came (with a column for each optional field the event
 * asks for), check-in on the day, the export as CSV, and, when
 * places are free while people wait (its capacity raised), giving them to the first ones waiting.
 */
export function EventRegistrations({ eventId }: { eventId: number }) {
  const t = useT();
  const { locale } = useLocale();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: registrationsKey(eventId),
    queryFn: ({ signal }) => inlineErrorApi.call(registrationEndpoints.list, { params: { id: eventId } }, { signal }),
  });
  const checkIn = useMutation({
    mutationFn: ({ id, checkedIn }: { id: number; checkedIn: boolean }) =>
      inlineErrorApi.call(registrationEndpoints.checkIn, { params: { id }, body: { checkedIn } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsKey(eventId) }),
  });
  const exportCsv = useMutation({
    mutationFn: () => inlineErrorApi.call(registrationEndpoints.export, { params: { id: eventId }, query: { lang: locale } }),
    onSuccess: (file) => saveCsv(file.fileName, file.csv),
  });
  const { message } = App.useApp();
  const fill = useMutation({
    mutationFn: () => inlineErrorApi.call(registrationEndpoints.fillPlaces, { params: { id: eventId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(registrationsKey(eventId), answer);
      void message.success(t("events.registrations.filled", { count: answer.counts.registered - (counts?.registered ?? 0) }));
    },
  });
  const counts = list.data?.counts;
  const placesToGive = counts && counts.waiting > 0 && counts.free !== null && counts.free > 0;

  return (
    <section aria-labelledby="event-registrations">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={5} id="event-registrations" style={{ margin: 0 }}>
          {t("events.registrations.title")}
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          {t("events.registrations.export")}
        </Button>
      </Flex>
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic title={t("events.registrations.state.registered")} value={counts?.registered ?? 0} />
        <Statistic title={t("events.registrations.state.waiting")} value={counts?.waiting ?? 0} />
        <Statistic title={t("events.registrations.state.cancelled")} value={counts?.cancelled ?? 0} />
        <Statistic title={t("events.registrations.checkedIn")} value={counts?.checkedIn ?? 0} />
      </Flex>
      {placesToGive && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("events.registrations.freePlaces", { free: counts.free ?? 0, waiting: counts.waiting })}
          action={
            <Button type="primary" onClick={() => fill.mutate()} loading={fill.isPending}>
              {t("events.registrations.fill")}
            </Button>
          }
        />
      )}
      <Table<Registration>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.registrations ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t("events.registrations.empty") }}
        columns={[
          { key: "name", title: t("events.registrations.name"), render: (_, row) => row.name },
          { key: "company", title: t("events.registrations.company"), render: (_, row) => row.company },
          { key: "email", title: t("events.registrations.email"), render: (_, row) => row.email },
          // The optional fields the event asks for, each a column; the ones it does not ask for are left out.
          ...(list.data?.fields ?? []).map((field) => ({
            key: field,
            title: t(REGISTRATION_FIELD_LABELS[field]),
            render: (_: unknown, row: Registration) => row[field] ?? "",
          })),
          {
            key: "state",
            title: t("events.registrations.status"),
            render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(STATE_LABELS[row.state])}</Tag>,
          },
          { key: "time", title: t("events.registrations.time"), render: (_, row) => formatDateTime(row.createTime) },
          {
            key: "checkIn",
            title: t("events.registrations.checkedIn"),
            render: (_, row) => (
              <Checkbox
                aria-label={t("events.registrations.checkInOf", { name: row.name })}
                checked={row.checkInTime !== null}
                disabled={row.state !== "registered" || checkIn.isPending}
                onChange={(change) => checkIn.mutate({ id: row.id, checkedIn: change.target.checked })}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
