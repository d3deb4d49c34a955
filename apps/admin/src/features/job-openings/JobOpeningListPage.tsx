import { jobOpeningEndpoints } from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { KindListPage } from "../../ui/lists/KindListPage.tsx";
import { useKindList } from "../../ui/lists/useKindList.ts";
import { LEVEL_LABELS } from "./jobOpeningLabels.ts";
import { jobOpeningKeys, jobOpeningsApi } from "./jobOpenings.api.ts";

/** The job openings, newest first: edit, publish, delete (decision 0071). */
export default function JobOpeningListPage() {
  const t = useT();
  const { locale } = useLocale();
  const list = useKindList({
    filtersOf: () => ({ lang: locale }),
    listKey: (query) => jobOpeningKeys.list(query.lang, query.publishState),
    fetchPage: (query, signal) => jobOpeningsApi.list(query.lang, signal, query.publishState),
    refreshKey: jobOpeningKeys.all,
    keyOf: (row) => row.id,
    remove: (row) => jobOpeningsApi.remove(row.id),
    bulk: { endpoints: jobOpeningEndpoints, itemOf: (row) => ({ id: row.id, editTag: row.editTag }) },
    deletedMessage: (row) => t("openings.deleted", { name: row.title }),
    inUseTitle: t("openings.inUseTitle"),
  });

  return (
    <KindListPage
      list={list}
      translationStatus={jobOpeningsApi.translationStatus}
      newButtons={[{ label: t("openings.new"), primary: true, path: adminPath("careers/add") }]}
      columns={[
        "name",
        { key: "office", title: t("openings.field.office"), width: 180, render: (_, row) => row.officeName },
        { key: "level", title: t("openings.field.level"), width: 180, render: (_, row) => t(LEVEL_LABELS[row.level]) },
        "languages",
      ]}
      nameOf={(row) => row.title}
      numberOf={(row) => row.no}
      labels={{ name: t("openings.field.title"), empty: t("openings.empty"), deleteText: t("openings.deleteText") }}
      edit={{ path: (row) => editorPath("opening", row.no) }}
      scrollX={960}
    />
  );
}
