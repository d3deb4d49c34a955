import { practiceAreaEndpoints } from "@lawfirm/contract";
import { Avatar } from "antd";
import { AppstoreOutlined } from "../../ui/icons.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { KindListPage } from "../../ui/lists/KindListPage.tsx";
import { useKindList } from "../../ui/lists/useKindList.ts";
import { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";

/** The practice areas in their order (shared by every language): drag rows or use the buttons; edit, delete. */
export default function PracticeAreaListPage() {
  const t = useT();
  const { locale } = useLocale();
  const list = useKindList({
    filtersOf: () => ({ lang: locale }),
    listKey: (query) => practiceAreaKeys.list(query.lang, query.publishState),
    fetchPage: (query, signal) => practiceAreasApi.list(query.lang, signal, query.publishState),
    refreshKey: practiceAreaKeys.all,
    keyOf: (row) => row.id,
    ordering: { sort: practiceAreasApi.sort, movedMessage: t("expertise.moved") },
    remove: (row) => practiceAreasApi.remove(row.id),
    bulk: { endpoints: practiceAreaEndpoints, itemOf: (row) => ({ id: row.id, editTag: row.editTag }) },
    deletedMessage: (row) => t("expertise.deleted", { name: row.name }),
    inUseTitle: t("expertise.inUseTitle"),
  });

  return (
    <KindListPage
      list={list}
      translationStatus={practiceAreasApi.translationStatus}
      newButtons={[{ label: t("expertise.new"), primary: true, path: adminPath("expertise/add") }]}
      columns={[
        {
          key: "icon",
          title: t("expertise.col.icon"),
          width: 70,
          render: (_, row) => (
            <Avatar
              shape="square"
              src={row.iconUrl ?? undefined}
              icon={<AppstoreOutlined />}
              alt=""
              style={{ background: row.iconUrl ? "transparent" : undefined }}
            />
          ),
        },
        "name",
        "languages",
      ]}
      nameOf={(row) => row.name}
      numberOf={(row) => row.no}
      labels={{
        name: t("expertise.col.name"),
        empty: t("expertise.empty"),
        deleteText: t("expertise.deleteText"),
        orderHint: t("expertise.orderHint"),
      }}
      edit={{ path: (row) => editorPath("practiceArea", row.no) }}
      scrollX={960}
    />
  );
}
