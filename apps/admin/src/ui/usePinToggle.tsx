import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { App, Switch, Tooltip } from "antd";
import { PushpinFilled } from "./icons.tsx";
import { useRights } from "../lib/rights.ts";
import type { MessageKey } from "../i18n/catalogs.ts";
import { useT } from "../i18n/I18nProvider.tsx";

/** What pinning means for one list: the row's key, the call, and what to say after it. */
export interface PinToggleSettings<Row> {
  /** The row's key in the list. */
  keyOf: (row: Row) => number;
  setPinned: (row: Row, top: boolean) => Promise<unknown>;
  pinnedMessage: MessageKey;
  unpinnedMessage: MessageKey;
}

/**
 * The "pinned" switch of a list's rows: pins or unpins one row at a time, says which it did, and
 * keeps every switch disabled until the refreshed list shows the change.
 */
export function usePinToggle<Row extends { top: number }>({
  keyOf,
  setPinned,
  refresh,
  pinnedMessage,
  unpinnedMessage,
}: PinToggleSettings<Row> & { refresh: () => Promise<unknown> }) {
  const t = useT();
  const { message } = App.useApp();
  const mayPin = useRights().can("content.write");
  const [pinning, setPinning] = useState<number>();
  const pin = useMutation({
    mutationFn: ({ row, top }: { row: Row; top: boolean }) => setPinned(row, top),
    onMutate: ({ row }) => setPinning(keyOf(row)),
    onSuccess: (_, { top }) => void message.success(t(top ? pinnedMessage : unpinnedMessage)),
    onSettled: async () => {
      await refresh();
      setPinning(undefined);
    },
  });

  return {
    /** A pin is being saved: the list's own refresh need not show a spinner. */
    isPending: pin.isPending,
    /** The switch of one row; `label` names it for screen readers. */
    switchOf: (row: Row, label: string) =>
      // Pinning is the content's structure (content.write): without it, the row only says whether it is pinned.
      !mayPin ? (
        row.top === 1 ? (
          <Tooltip title={t("common.pinned")}>
            <PushpinFilled role="img" aria-label={t("common.pinned")} />
          </Tooltip>
        ) : null
      ) : (
        <Switch
          size="small"
          checked={row.top === 1}
          loading={pinning === keyOf(row)}
          disabled={pinning !== undefined}
          aria-label={label}
          onChange={(checked) => pin.mutate({ row, top: checked })}
        />
      ),
  };
}
