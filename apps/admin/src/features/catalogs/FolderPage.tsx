import { useMemo, useState, type Key, type ReactNode } from "react";
import { useQueryClient, useMutation } from "@tanstack/react-query";
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Skeleton,
  Space,
  Tooltip,
  Tree,
  Typography,
  type TreeDataNode,
  type TreeProps,
} from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from "../../ui/icons.tsx";
import { ApiError, CATALOG_TYPE, catalogEndpoints, type CatalogNode, type CatalogType } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useChosenLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { LanguagePicker } from "../../ui/LanguagePicker.tsx";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { catalogKeys, isMissingParentVersion, moveFolder, useCatalogTree } from "./catalogs.api.ts";
import { FolderDialog, type FolderDialogMode } from "./FolderDialog.tsx";
import { applyMove, findPlace, flattenTree, planMove, planStep, type FolderMove } from "./folderTree.ts";

/** A folder as antd's Tree shows it. */
interface FolderTreeNode extends TreeDataNode {
  key: number;
  title: string;
  children: FolderTreeNode[];
  folder: CatalogNode;
}

type DropInfo = Parameters<NonNullable<TreeProps["onDrop"]>>[0];

function toTreeData(nodes: readonly CatalogNode[]): FolderTreeNode[] {
  return nodes.map((folder) => ({ key: folder.id, title: folder.name, children: toTreeData(folder.childrenList), folder }));
}

/** The folders of one kind of article (news or case analyses), per language: create, rename, delete, order. */
function FolderPage({ type }: { type: CatalogType }) {
  const t = useT();
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const languages = useContentLanguages();
  const [lang, setLang] = useChosenLanguage(languages.data);
  const rights = useRights();
  // Creating, moving and deleting folders is the content's structure; renaming is translating (in the account's languages).
  const mayChangeStructure = rights.can("content.write");
  const mayRename = lang !== undefined && rights.mayWriteLanguage(lang);
  const tree = useCatalogTree(type, lang, inlineErrorApi);
  const [dialog, setDialog] = useState<FolderDialogMode | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const treeKey = catalogKeys.tree(type, lang ?? "");

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const allIds = useMemo(
    () =>
      flattenTree(nodes)
        .filter((node) => node.childrenList.length > 0)
        .map((node) => node.id),
    [nodes],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKeys.type(type) });

  /** Shows a failed call the way the request layer would, except where the screen has a message of its own. */
  const showRequestError = (error: Error) => {
    if (!(error instanceof ApiError && error.status === 401)) {
      notification.error({
        title: t("error.requestTitle"),
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
      });
    }
  };

  const move = useMutation({
    mutationFn: (planned: FolderMove) => moveFolder(planned),
    onMutate: (planned) => {
      // Show the new order at once; the answer (or a failure) brings the server's order back.
      queryClient.setQueryData<CatalogNode[]>(treeKey, (current) => (current ? applyMove(current, planned) : current));
    },
    onSuccess: () => void message.success(t("folders.moved")),
    onError: (error) => {
      if (isMissingParentVersion(error)) void message.error(t("folders.moveLacksLanguage"));
      else showRequestError(error);
    },
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (node: CatalogNode) => inlineErrorApi.call(catalogEndpoints.remove, { params: { id: node.id } }),
    onSuccess: (_, node) => {
      void message.success(t("folders.deleted", { name: node.name }));
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        notification.warning({ title: t("folders.inUseTitle"), description: t("folders.inUse") });
      } else {
        showRequestError(error);
      }
    },
  });

  const busy = move.isPending || remove.isPending;

  /** undefined: impossible (into itself); null: nothing changes. */
  const runMove = (planned: FolderMove | null | undefined) => {
    if (planned === undefined) {
      void message.warning(t("folders.moveImpossible"));
      return;
    }
    if (planned && !busy) move.mutate(planned);
  };

  const onDrop = (info: DropInfo) => {
    const sourceId = Number(info.dragNode.key);
    const target = findPlace(nodes, Number(info.node.key));
    if (!target) return;
    // rc-tree reports the drop relative to the target row: -1 before it, 0 into it, 1 after it.
    const relative = info.dropPosition - target.index;
    const intoTarget = !info.dropToGap || (relative === 1 && target.node.childrenList.length > 0 && info.node.expanded);
    if (intoTarget) runMove(planMove(nodes, sourceId, target.node.id, 0));
    else runMove(planMove(nodes, sourceId, target.parent?.id ?? null, relative < 0 ? target.index : target.index + 1));
  };

  const renderTitle = (node: CatalogNode) => {
    const place = findPlace(nodes, node.id);
    const first = place?.index === 0;
    const last = place ? place.index === place.siblings.length - 1 : true;
    const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
      <Tooltip title={label} mouseEnterDelay={0.5}>
        <Button type="text" size="small" icon={icon} aria-label={label} disabled={disabled || busy} onClick={onClick} />
      </Tooltip>
    );
    return (
      <Flex align="center" justify="space-between" gap={8} style={{ minHeight: 32 }}>
        <span>{node.name}</span>
        {/* The row's own click and keys select and expand it; the buttons must not. */}
        <Space size={0} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          {mayChangeStructure &&
            action(t("folders.addChild", { name: node.name }), <FolderAddOutlined />, () => setDialog({ kind: "create", parent: node }))}
          {mayRename && action(t("folders.rename", { name: node.name }), <EditOutlined />, () => setDialog({ kind: "rename", node }))}
          {mayChangeStructure &&
            action(t("folders.moveUp", { name: node.name }), <ArrowUpOutlined />, () => runMove(planStep(nodes, node.id, "up")), first)}
          {mayChangeStructure &&
            action(
              t("folders.moveDown", { name: node.name }),
              <ArrowDownOutlined />,
              () => runMove(planStep(nodes, node.id, "down")),
              last,
            )}
          {mayChangeStructure && (
            <Popconfirm
              title={t("folders.deleteTitle", { name: node.name })}
              description={t("folders.deleteText")}
              okText={t("common.delete")}
              okButtonProps={{ danger: true }}
              cancelText={t("common.cancel")}
              onConfirm={() => remove.mutateAsync(node).catch(() => undefined)}
            >
              <Tooltip title={t("folders.delete", { name: node.name })} mouseEnterDelay={0.5}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t("folders.delete", { name: node.name })}
                  disabled={busy}
                />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      </Flex>
    );
  };

  const content = () => {
    if (languages.isError || tree.isError) {
      return <LoadErrorAlert onRetry={() => void (languages.isError ? languages.refetch() : tree.refetch())} />;
    }
    if (!lang || tree.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (nodes.length === 0) {
      return (
        <Empty description={t("folders.empty")}>
          {mayChangeStructure && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: "create", parent: null })}>
              {t("folders.create")}
            </Button>
          )}
        </Empty>
      );
    }
    return (
      <>
        {mayChangeStructure && <Typography.Paragraph type="secondary">{t("folders.orderHint")}</Typography.Paragraph>}
        <Tree
          treeData={treeData}
          titleRender={(data) => renderTitle((data as FolderTreeNode).folder)}
          blockNode
          draggable={busy || !mayChangeStructure ? false : { icon: false }}
          selectable={false}
          expandedKeys={allIds.filter((id) => !collapsed.has(id))}
          onExpand={(keys: Key[]) => setCollapsed(new Set(allIds.filter((id) => !keys.map(Number).includes(id))))}
          onDrop={onDrop}
          aria-label={t("folders.treeLabel")}
        />
      </>
    );
  };

  return (
    <Page
      extra={
        mayChangeStructure && (
          <Button type="primary" icon={<PlusOutlined />} disabled={!lang} onClick={() => setDialog({ kind: "create", parent: null })}>
            {t("folders.create")}
          </Button>
        )
      }
    >
      <Card>
        <LanguagePicker languages={languages.data} value={lang} onChange={setLang} />
        {content()}
      </Card>
      {dialog && lang && languages.data && (
        <FolderDialog
          mode={dialog}
          type={type}
          lang={lang}
          languages={languages.data}
          onClose={() => setDialog(null)}
          onSaved={() => {
            void message.success(t(dialog.kind === "rename" ? "folders.renamed" : "folders.created"));
            setDialog(null);
            void refresh();
          }}
        />
      )}
    </Page>
  );
}

export function NewsFoldersPage() {
  return <FolderPage type={CATALOG_TYPE.NEWS} />;
}

export function CaseFoldersPage() {
  return <FolderPage type={CATALOG_TYPE.CASES} />;
}
