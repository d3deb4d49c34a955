import { useState, type HTMLAttributes } from "react";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { App, theme } from "antd";
import type { ListPage } from "../pagedList.ts";

/** What ordering means for one kind: the server's move, and what to say after it. */
export interface OrderingSettings {
  /** Moves the row `sourceKey` to the place of the row `targetKey` (the server's `placeAt`). */
  sort: (sourceKey: number, targetKey: number) => Promise<unknown>;
  movedMessage: string;
}

/** The rows after the source took the target's place, as the server will order them. */
export function moved<Row>(rows: readonly Row[], keyOf: (row: Row) => number, sourceKey: number, targetKey: number): Row[] {
  const from = rows.findIndex((row) => keyOf(row) === sourceKey);
  const to = rows.findIndex((row) => keyOf(row) === targetKey);
  if (from < 0 || to < 0) return [...rows];
  const next = [...rows];
  const [source] = next.splice(from, 1);
  if (source) next.splice(to, 0, source);
  return next;
}

/**
 * Reordering a list kept in one order for every language: a row dragged onto another, or moved
 * up and down with its buttons (the keyboard's way). The new order shows at once; the server's
 * answer (or a failure) brings the server's order back. Without `ordering`, nothing to do.
 */
export function useRowOrdering<Row>(
  ordering: OrderingSettings | undefined,
  {
    rows,
    keyOf,
    queryKey,
    refresh,
    enabled,
    busy,
  }: {
    rows: readonly Row[];
    keyOf: (row: Row) => number;
    /** The query key of the rows on screen. */
    queryKey: QueryKey;
    refresh: () => Promise<unknown>;
    /** Whether the rows may be moved now (the right, and every row on screen). */
    enabled: boolean;
    /** Another change of the list is under way: no move may start. */
    busy: boolean;
  },
) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [dragging, setDragging] = useState<number>();
  const [over, setOver] = useState<number>();

  const move = useMutation({
    mutationFn: ({ sourceKey, targetKey }: { sourceKey: number; targetKey: number }) =>
      ordering ? ordering.sort(sourceKey, targetKey) : Promise.resolve(),
    onMutate: ({ sourceKey, targetKey }) => {
      queryClient.setQueryData<ListPage<Row>>(queryKey, (current) =>
        current ? { ...current, result: moved(current.result, keyOf, sourceKey, targetKey) } : current,
      );
    },
    onSuccess: () => {
      if (ordering) void message.success(ordering.movedMessage);
    },
    onSettled: () => refresh(),
  });
  const moving = busy || move.isPending;

  const runMove = (sourceKey: number, targetKey: number | undefined) => {
    if (targetKey === undefined || sourceKey === targetKey || moving) return;
    move.mutate({ sourceKey, targetKey });
  };
  const endDrag = () => {
    setDragging(undefined);
    setOver(undefined);
  };

  if (!ordering) return undefined;
  return {
    /** A move or another change of the list is under way: the rows wait for it. */
    busy: moving,
    /** Whether the rows may be moved now. */
    enabled,
    /** Moves a row to the place of the row at `targetIndex` (the up and down buttons). */
    moveTo: (row: Row, targetIndex: number) => {
      const target = rows[targetIndex];
      runMove(keyOf(row), target && keyOf(target));
    },
    /** A row's dragging and dropping, for the table's `onRow`. */
    rowProps: (row: Row): HTMLAttributes<HTMLElement> & { draggable: boolean } => ({
      draggable: enabled && !moving,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(keyOf(row)));
        setDragging(keyOf(row));
      },
      onDragOver: (event) => {
        if (dragging === undefined) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        if (over !== keyOf(row)) setOver(keyOf(row));
      },
      onDragLeave: () => setOver((current) => (current === keyOf(row) ? undefined : current)),
      onDrop: (event) => {
        event.preventDefault();
        const sourceKey = dragging ?? Number(event.dataTransfer.getData("text/plain"));
        endDrag();
        if (sourceKey) runMove(sourceKey, keyOf(row));
      },
      onDragEnd: endDrag,
      style: {
        opacity: dragging === keyOf(row) ? 0.5 : 1,
        boxShadow: over === keyOf(row) && dragging !== keyOf(row) ? `inset 0 2px 0 ${token.colorPrimary}` : undefined,
      },
    }),
  };
}
