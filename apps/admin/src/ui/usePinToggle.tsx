import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { App, Switch, Tooltip } from "antd";
import { PushpinFilled } from "./icons.tsx";
import { useRights } from "../lib/rights.ts";
import type { MessageKey } from "../i18n/catalogs.ts";
import { useT } from "../i18n/I18nProvider.tsx";

/** What pinning means for one list: the call, and what to say after it. */
export interface PinToggleSettings<Row> {
  setPinned: (row: Row, top: boolean) => Promise<unknown>;
  pinnedMessage: MessageKey;
  unpinnedMessage: MessageKey;
}

/** Whether a row is pinned: the rows of a kind with pins carry `top` (1 pinned, 0 not), as the contract's rows do. */
export function isPinned(row: object): boolean {
  return "top" in row && row.top === 1;
}

/**
 * The "pinned" switch of a list's rows: pins or unpins one row at a time, says which it did, and
 * keeps every switch disabled until the refreshed list shows the change. Without `pins` (a kind
 * whose rows are not pinned), there is no switch.
 */
export function usePinToggle<Row extends object>(
  pins: PinToggleSettings<Row> | undefined,
  {
    keyOf,
    refresh,
  }: {
    /** The row's key in the list. */
    keyOf: (row: Row) => number;
    refresh: () => Promise<unknown>;
  },
) {
  const t = useT();
  const { message } = App.useApp();
  const mayPin = useRights().can("content.write");
  const [pinning, setPinning] = useState<number>();
  const pin = useMutation({
    mutationFn: ({ row, top }: { row: Row; top: boolean }) => (pins ? pins.setPinned(row, top) : Promise.resolve()),
    onMutate: ({ row }) => setPinning(keyOf(row)),
    onSuccess: (_, { top }) => {
      if (pins) void message.success(t(top ? pins.pinnedMessage : pins.unpinnedMessage));
    },
    onSettled: async () => {
      await refresh();
      setPinning(undefined);
    },
  });

  /** The switch of one row; `label` names it for screen readers. */
  const switchOf = (row: Row, label: string) =>
    // Pinning is the content's structure (content.write): without it, the row only says whether it is pinned.
    !mayPin ? (
      isPinned(row) ? (
        <Tooltip title={t("common.pinned")}>
          <PushpinFilled role="img" aria-label={t("common.pinned")} />
        </Tooltip>
      ) : null
    ) : (
      <Switch
        size="small"
        checked={isPinned(row)}
        loading={pinning === keyOf(row)}
        disabled={pinning !== undefined}
        aria-label={label}
        onChange={(checked) => pin.mutate({ row, top: checked })}
      />
    );

  return {
    /** A pin is being saved: the list's own refresh need not show a spinner. */
    isPending: pin.isPending,
    switchOf: pins ? switchOf : undefined,
  };
}
