import type { ReactNode } from "react";
import { Card, Result, Skeleton } from "antd";
import { ApiError } from "@lawfirm/contract";
import { LoadErrorResult } from "./LoadErrorAlert.tsx";

/** The parts of a query an editor page waits on. */
interface EditorQuery {
  isError: boolean;
  error: unknown;
  data: unknown;
  isFetchedAfterMount: boolean;
  refetch: () => Promise<unknown>;
}

export type EditorLoadStatus = "failed" | "notFound" | "loading" | "ready";

/**
 * Where an editor page stands while the content languages and (when editing an existing item,
 * `editing`) the item load: a 404 for the item is "notFound", any other failure "failed".
 */
export function editorLoadStatus(languages: EditorQuery, detail: EditorQuery, editing: boolean): EditorLoadStatus {
  if (languages.isError || (detail.isError && !(detail.error instanceof ApiError && detail.error.status === 404))) return "failed";
  if (detail.isError) return "notFound";
  if (!languages.data || (editing && (!detail.data || !detail.isFetchedAfterMount))) return "loading";
  return "ready";
}

/** What an editor page shows until its editor can: a Retry on a failure, "not found" with a way back, or a skeleton. */
export function EditorLoadPlaceholder({
  status,
  languages,
  detail,
  notFoundTitle,
  back,
}: {
  status: Exclude<EditorLoadStatus, "ready">;
  languages: EditorQuery;
  detail: EditorQuery;
  notFoundTitle: string;
  back: ReactNode;
}) {
  if (status === "failed") return <LoadErrorResult onRetry={() => void (languages.isError ? languages.refetch() : detail.refetch())} />;
  if (status === "notFound") return <Result status="404" title={notFoundTitle} extra={back} />;
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 10 }} />
    </Card>
  );
}
