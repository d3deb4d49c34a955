import { useId, useState, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Flex, Form, Modal, Space, Typography, theme } from "antd";
import { bulkActionsOf, type BulkAction, type BulkItem, type BulkOutcome, type BulkTable } from "@lawfirm/contract";
import { api } from "../../lib/api.ts";
import { useRights } from "../../lib/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { CheckCircleOutlined, CloseCircleOutlined } from "../icons.tsx";
import { berlinWallTimeToUtc, SITE_TIME_ZONE } from "../siteTime.ts";
import { SiteTimePicker } from "../SiteTimePicker.tsx";
import { ItemList } from "../ItemList.tsx";

/** What a kind's list needs for bulk actions: its bulk call (the contract's table) and the row as the call names it. */
export interface BulkSettings<Row> {
  endpoints: BulkTable;
  itemOf: (row: Row) => BulkItem;
  /** A kind with folders: the folder picker of Move to folder (a controlled input). */
  folderPicker?: (props: { id: string; value: number | undefined; onChange: (id: number | undefined) => void }) => ReactNode;
}

/** A button of the bar: an action of the contract, or Schedule (Publish at a time, asked in the dialog). */
type BarAction = BulkAction | "schedule";

const LABELS: Record<BarAction, { button: MessageKey; confirm: MessageKey }> = {
  publish: { button: "bulk.publish", confirm: "bulk.confirm.publish" },
  schedule: { button: "bulk.schedule", confirm: "bulk.confirm.schedule" },
  unpublish: { button: "bulk.unpublish", confirm: "bulk.confirm.unpublish" },
  pin: { button: "bulk.pin", confirm: "bulk.confirm.pin" },
  unpin: { button: "bulk.unpin", confirm: "bulk.confirm.unpin" },
  move: { button: "bulk.move", confirm: "bulk.confirm.move" },
  delete: { button: "bulk.delete", confirm: "bulk.confirm.delete" },
};

/** The bar's buttons for a kind's actions, in the contract's order, Schedule after Publish. */
function barActionsOf(actions: readonly BulkAction[]): BarAction[] {
  return actions.flatMap((action): BarAction[] => (action === "publish" ? ["publish", "schedule"] : [action]));
}

export interface BulkActionsProps<Row> {
  settings: BulkSettings<Row>;
  /** The rows selected, in the list's order. */
  selected: readonly Row[];
  nameOf: (row: Row) => string;
  /** Empties the selection. */
  onClear: () => void;
  /** Loads the list again once an action is done. */
  refresh: () => Promise<unknown>;
}

/**
 * The bar above a list whose rows are selected: how many, the kind's actions (an editor's: they
 * change the site or its structure), one confirmation naming the action and the count, then what
 * became of each row, done or refused and why, in a dialog.
 */
export function BulkActions<Row>({ settings, selected, nameOf, onClear, refresh }: BulkActionsProps<Row>) {
  const t = useT();
  const { token } = theme.useToken();
  const mayAct = useRights().can("content.write");
  const [asked, setAsked] = useState<BarAction>();
  const [publishAt, setPublishAt] = useState("");
  const [timeInvalid, setTimeInvalid] = useState(false);
  const timeId = useId();
  const [folder, setFolder] = useState<number>();
  const [folderMissing, setFolderMissing] = useState(false);
  const folderId = useId();
  const [answer, setAnswer] = useState<{ action: BarAction; outcomes: BulkOutcome[]; names: Map<number, string> }>();

  const run = useMutation({
    mutationFn: ({ action, at, cataId }: { action: BarAction; at?: string; cataId?: number }) =>
      api.call(settings.endpoints.bulk, {
        body: {
          action: action === "schedule" ? "publish" : action,
          items: selected.map(settings.itemOf),
          ...(at ? { publishAt: at } : {}),
          ...(cataId ? { cataId } : {}),
        },
      }),
    onSuccess: async (outcomes, { action }) => {
      setAnswer({ action, outcomes, names: new Map(selected.map((row) => [settings.itemOf(row).id, nameOf(row)])) });
      setAsked(undefined);
      onClear();
      await refresh();
    },
  });

  const result = answer && <BulkResultDialog {...answer} onClose={() => setAnswer(undefined)} />;
  // The result stays on screen after the action has emptied the selection.
  if (!mayAct || selected.length === 0) return result;
  // Move to folder needs the kind's folder picker.
  const actions = barActionsOf(bulkActionsOf(settings.endpoints)).filter((action) => action !== "move" || settings.folderPicker);
  const count = selected.length;

  const confirm = () => {
    if (!asked) return;
    if (asked === "schedule") {
      const at = berlinWallTimeToUtc(publishAt);
      setTimeInvalid(!at);
      if (at) run.mutate({ action: asked, at });
    } else if (asked === "move") {
      setFolderMissing(folder === undefined);
      if (folder !== undefined) run.mutate({ action: asked, cataId: folder });
    } else run.mutate({ action: asked });
  };

  return (
    <>
      <Flex
        role="region"
        aria-label={t("bulk.region")}
        align="center"
        gap="8px 16px"
        wrap
        style={{
          marginBottom: 12,
          padding: "8px 12px",
          background: token.colorInfoBg,
          border: `1px solid ${token.colorInfoBorder}`,
          borderRadius: token.borderRadius,
        }}
      >
        <Typography.Text strong>{t("bulk.selected", { count })}</Typography.Text>
        <Space wrap size={8}>
          {actions.map((action) => (
            <Button key={action} size="small" danger={action === "delete"} onClick={() => setAsked(action)}>
              {t(LABELS[action].button)}
            </Button>
          ))}
          <Button size="small" type="link" onClick={onClear}>
            {t("bulk.clear")}
          </Button>
        </Space>
      </Flex>
      {asked && (
        <Modal
          open
          title={t(LABELS[asked].confirm, { count })}
          okText={t(LABELS[asked].button).replace("…", "")}
          okButtonProps={{ danger: asked === "delete", loading: run.isPending }}
          cancelText={t("common.cancel")}
          onOk={confirm}
          onCancel={() => setAsked(undefined)}
        >
          {asked === "delete" && <Typography.Paragraph>{t("bulk.deleteText")}</Typography.Paragraph>}
          {asked === "move" && settings.folderPicker && (
            <Form layout="vertical" onFinish={confirm}>
              <Typography.Paragraph type="secondary">{t("bulk.moveText")}</Typography.Paragraph>
              <Form.Item
                label={t("bulk.folder")}
                htmlFor={folderId}
                validateStatus={folderMissing ? "error" : undefined}
                help={folderMissing ? t("bulk.folderRequired") : undefined}
              >
                {settings.folderPicker({ id: folderId, value: folder, onChange: setFolder })}
              </Form.Item>
            </Form>
          )}
          {asked === "schedule" && (
            <Form layout="vertical" onFinish={confirm}>
              <Typography.Paragraph type="secondary">{t("publishing.timeZoneHint", { zone: SITE_TIME_ZONE })}</Typography.Paragraph>
              <Form.Item
                label={t("publishing.publishAt")}
                htmlFor={timeId}
                validateStatus={timeInvalid ? "error" : undefined}
                help={timeInvalid ? t("publishing.invalidTime") : undefined}
              >
                <SiteTimePicker
                  id={timeId}
                  value={publishAt}
                  onChange={(value) => setPublishAt(value ?? "")}
                  status={timeInvalid ? "error" : undefined}
                />
              </Form.Item>
            </Form>
          )}
        </Modal>
      )}
      {result}
    </>
  );
}

/** What became of each row of a bulk action: how many were done, then every row refused with why, then those done. */
export function BulkResultDialog({
  action,
  outcomes,
  names,
  onClose,
}: {
  action: BarAction;
  outcomes: BulkOutcome[];
  names: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const refused = outcomes.filter((outcome) => !outcome.ok);
  const done = outcomes.length - refused.length;
  const sorted = [...refused, ...outcomes.filter((outcome) => outcome.ok)];
  return (
    <Modal
      open
      title={t("bulk.resultTitle", { action: t(LABELS[action].button).replace("…", "") })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("common.close")}
        </Button>
      }
    >
      <Alert
        type={refused.length === 0 ? "success" : done === 0 ? "error" : "warning"}
        showIcon
        style={{ marginBottom: 12 }}
        title={t("bulk.resultSummary", { done, refused: refused.length })}
      />
      <ItemList
        size="small"
        bordered
        style={{ maxHeight: 360, overflowY: "auto" }}
        items={sorted}
        itemKey={(outcome) => outcome.id}
        renderItem={(outcome) => (
          <Flex gap={8} align="start" style={{ minWidth: 0, width: "100%" }}>
            {outcome.ok ? (
              <CheckCircleOutlined style={{ color: token.colorSuccess, marginTop: 4 }} />
            ) : (
              <CloseCircleOutlined style={{ color: token.colorError, marginTop: 4 }} />
            )}
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text style={{ overflowWrap: "anywhere" }}>{names.get(outcome.id) ?? `#${outcome.id}`}</Typography.Text>
              <Typography.Text type={outcome.ok ? "secondary" : "danger"} style={{ fontSize: 12 }}>
                {outcome.ok ? t("bulk.done") : outcome.message}
              </Typography.Text>
            </Flex>
          </Flex>
        )}
      />
    </Modal>
  );
}
