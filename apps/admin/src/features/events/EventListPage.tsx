import { eventEndpoints } from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTime } from "../../ui/format.ts";
import { KindListPage } from "../../ui/lists/KindListPage.tsx";
import { useKindList } from "../../ui/lists/useKindList.ts";
import { eventKeys, eventsApi } from "./events.api.ts";

/** The events, the latest start first: edit, publish, delete, with their registrations (decision 0082). */
export default function EventListPage() {
  const t = useT();
  const { locale } = useLocale();
  const formatDateTime = useFormatDateTime();
  const list = useKindList({
    filtersOf: () => ({ lang: locale }),
    listKey: (query) => eventKeys.list(query.lang, query.publishState),
    fetchPage: (query, signal) => eventsApi.list(query.lang, signal, query.publishState),
    refreshKey: eventKeys.all,
    keyOf: (row) => row.id,
    remove: (row) => eventsApi.remove(row.id),
    bulk: { endpoints: eventEndpoints, itemOf: (row) => ({ id: row.id, editTag: row.editTag }) },
    deletedMessage: (row) => t("events.deleted", { name: row.title }),
    inUseTitle: t("events.inUseTitle"),
  });

  return (
    <KindListPage
      list={list}
      translationStatus={eventsApi.translationStatus}
      newButtons={[{ label: t("events.new"), primary: true, path: adminPath("events/add") }]}
      columns={[
        "name",
        { key: "startsAt", title: t("events.field.startsAt"), width: 190, render: (_, row) => formatDateTime(row.startsAt) },
        {
          key: "registrations",
          title: t("events.registrations.column"),
          width: 170,
          render: (_, row) =>
            row.capacity === null
              ? t("events.registrations.countOpen", { registered: row.registered, waiting: row.waiting })
              : t("events.registrations.count", { registered: row.registered, capacity: row.capacity, waiting: row.waiting }),
        },
        "languages",
      ]}
      nameOf={(row) => row.title}
      numberOf={(row) => row.no}
      labels={{ name: t("events.field.title"), empty: t("events.empty"), deleteText: t("events.deleteText") }}
      edit={{ path: (row) => editorPath("event", row.no) }}
      scrollX={1000}
    />
  );
}
