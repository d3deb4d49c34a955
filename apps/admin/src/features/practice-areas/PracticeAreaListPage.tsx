import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Avatar, Button, Card, Empty, Flex, Typography, theme, type TableProps } from "antd";
import { AppstoreOutlined, EditOutlined, HolderOutlined, PlusOutlined } from "../../ui/icons.tsx";
import type { PracticeAreaAdminRow } from "@lawfirm/contract";
import { PublishStateCell, PublishStateSelect, stateFilterOf } from "../../ui/publishing/PublishStateColumn.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useRights } from "../../lib/rights.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListTable } from "../../ui/ListTable.tsx";
import { DeleteRowButton, LanguageCodeTags, RowActionButton } from "../../ui/RowActions.tsx";
import { OrderedRowActions } from "../../ui/OrderedRowActions.tsx";
import { useDeleteFailureNotice } from "../../ui/useDeleteFailureNotice.ts";
import { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";

type PracticeAreaRow = PracticeAreaAdminRow;
type ListData = Awaited<ReturnType<typeof practiceAreasApi.list>>;

export const editPracticeAreaPath = (id: number) => adminPath(`expertise/edit/${id}`);

/** The rows after the source took the target's place, as the server will order them. */
function moved(rows: readonly PracticeAreaRow[], sourceId: number, targetId: number): PracticeAreaRow[] {
  const from = rows.findIndex((row) => row.id === sourceId);
  const to = rows.findIndex((row) => row.id === targetId);
  if (from < 0 || to < 0) return [...rows];
  const next = [...rows];
  const [source] = next.splice(from, 1);
  if (source) next.splice(to, 0, source);
  return next;
}

/** The practice areas in their order (shared by every language): drag rows or use the buttons; edit, delete. */
export default function PracticeAreaListPage() {
  const t = useT();
  const { locale } = useLocale();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const rights = useRights();
  const [searchParams, setSearchParams] = useSearchParams();
  const publishState = stateFilterOf(searchParams.get("publishState"));
  const mayDelete = rights.can("content.write");
  // Ordering needs every item on screen: not while the list is filtered by state.
  const mayOrder = mayDelete && !publishState;
  const notifyDeleteFailure = useDeleteFailureNotice();
  const listKey = practiceAreaKeys.list(locale, publishState);
  const list = useQuery({ queryKey: listKey, queryFn: ({ signal }) => practiceAreasApi.list(locale, signal, publishState) });
  const rows = list.data?.result ?? [];
  const [dragging, setDragging] = useState<number>();
  const [over, setOver] = useState<number>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: practiceAreaKeys.all });

  const move = useMutation({
    mutationFn: ({ sourceId, targetId }: { sourceId: number; targetId: number }) => practiceAreasApi.sort(sourceId, targetId),
    onMutate: ({ sourceId, targetId }) => {
      // Show the new order at once; the answer (or a failure) brings the server's order back.
      queryClient.setQueryData<ListData>(listKey, (current) =>
        current ? { ...current, result: moved(current.result, sourceId, targetId) } : current,
      );
    },
    onSuccess: () => void message.success(t("expertise.moved")),
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (row: PracticeAreaRow) => practiceAreasApi.remove(row.id),
    onSuccess: (_, row) => {
      void message.success(t("expertise.deleted", { name: row.name }));
      void refresh();
    },
    onError: (error) => notifyDeleteFailure(error, t("expertise.inUseTitle")),
  });
  const busy = move.isPending || remove.isPending;

  const runMove = (sourceId: number, targetId: number | undefined) => {
    if (targetId === undefined || sourceId === targetId || busy) return;
    move.mutate({ sourceId, targetId });
  };

  const newButton = rights.can("content.translate") && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(adminPath("expertise/add"))}>
      {t("expertise.new")}
    </Button>
  );

  const columns: TableProps<PracticeAreaRow>["columns"] = [
    {
      key: "drag",
      width: 40,
      render: () => <HolderOutlined style={{ cursor: busy ? "default" : "grab", color: token.colorTextTertiary }} />,
    },
    { key: "position", title: t("reference.col.position"), width: 70, render: (_, _row, index) => index + 1 },
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
    {
      key: "name",
      title: t("expertise.col.name"),
      ellipsis: true,
      render: (_, row) => (
        <Link to={editPracticeAreaPath(row.id)} title={row.name}>
          {row.name}
        </Link>
      ),
    },
    {
      key: "languages",
      title: t("articles.col.languages"),
      width: 120,
      render: (_, row) => <LanguageCodeTags codes={row.languages} languages={languages.data} />,
    },
    {
      key: "state",
      title: t("publishing.col.state"),
      width: 150,
      render: (_, row) => <PublishStateCell row={row} />,
    },
    { key: "updated", title: withSiteTimeZone(t("articles.col.updated")), width: 150, render: (_, row) => formatDateTime(row.updateTime) },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 180,
      render: (_, row, index) => (
        <OrderedRowActions
          name={row.name}
          index={index}
          count={rows.length}
          busy={busy || !mayOrder}
          onMove={(target) => runMove(row.id, rows[target]?.id)}
        >
          <RowActionButton
            label={t("expertise.edit", { name: row.name })}
            icon={<EditOutlined />}
            disabled={busy}
            onClick={() => void navigate(editPracticeAreaPath(row.id))}
          />
          {mayDelete && (
            <DeleteRowButton
              label={t("reference.delete", { name: row.name })}
              confirmTitle={t("expertise.deleteTitle", { name: row.name })}
              confirmText={t("expertise.deleteText")}
              disabled={busy}
              onConfirm={() => remove.mutateAsync(row)}
            />
          )}
        </OrderedRowActions>
      ),
    },
  ];

  return (
    <Page extra={newButton}>
      <Card>
        <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
          <Typography.Text id="practice-area-state-filter">{t("publishing.col.state")}</Typography.Text>
          <PublishStateSelect
            aria-labelledby="practice-area-state-filter"
            value={publishState ?? null}
            onChange={(state) =>
              setSearchParams((current) => {
                const next = new URLSearchParams(current);
                if (state) next.set("publishState", state);
                else next.delete("publishState");
                return next;
              })
            }
          />
        </Flex>
        <ListTable<PracticeAreaRow>
          query={list}
          busy={busy}
          hint={mayOrder && t("expertise.orderHint")}
          empty={<Empty description={t("expertise.empty")}>{newButton}</Empty>}
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={false}
          onRow={(row) => ({
            draggable: mayOrder && !busy,
            onDragStart: (event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", String(row.id));
              setDragging(row.id);
            },
            onDragOver: (event) => {
              if (dragging === undefined) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
              if (over !== row.id) setOver(row.id);
            },
            onDragLeave: () => setOver((current) => (current === row.id ? undefined : current)),
            onDrop: (event) => {
              event.preventDefault();
              const sourceId = dragging ?? Number(event.dataTransfer.getData("text/plain"));
              setDragging(undefined);
              setOver(undefined);
              if (sourceId) runMove(sourceId, row.id);
            },
            onDragEnd: () => {
              setDragging(undefined);
              setOver(undefined);
            },
            style: {
              opacity: dragging === row.id ? 0.5 : 1,
              boxShadow: over === row.id && dragging !== row.id ? `inset 0 2px 0 ${token.colorPrimary}` : undefined,
            },
          })}
        />
      </Card>
    </Page>
  );
}
