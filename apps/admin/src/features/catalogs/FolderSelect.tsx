import { Link } from "react-router";
import { Flex, TreeSelect, Typography } from "antd";
import type { CatalogType } from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useCatalogTree } from "./catalogs.api.ts";

export interface FolderSelectProps {
  type: CatalogType;
  /** The language whose folders are offered (an article version is filed in a folder of its own language). */
  lang: string;
  /** Where folders of this type are managed, for the hint when there are none. */
  folderPath?: string;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  id?: string;
  disabled?: boolean;
  /** Its width (a search form's field); as wide as its form item, up to 420 px, when not given. */
  width?: number;
}

/** Picks a folder from the tree of one language; works as a controlled Form.Item child. */
export function FolderSelect({ type, lang, folderPath, value, onChange, id, disabled, width }: FolderSelectProps) {
  const t = useT();
  const tree = useCatalogTree(type, lang);
  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next)}
      disabled={disabled}
      loading={tree.isPending}
      treeData={tree.data ?? []}
      fieldNames={{ label: "name", value: "id", children: "childrenList" }}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: "name" }}
      allowClear={width !== undefined}
      style={width === undefined ? { maxWidth: 420 } : { width }}
      notFoundContent={
        <Flex vertical align="center" gap={4} style={{ padding: 8 }}>
          <Typography.Text type="secondary">{t("articles.folderNone")}</Typography.Text>
          {folderPath && <Link to={adminPath(folderPath)}>{t("articles.folderManage")}</Link>}
        </Flex>
      }
    />
  );
}
