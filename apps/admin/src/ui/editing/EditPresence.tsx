import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Alert, Button } from "antd";
import { EDIT_PRESENCE, joinNames, type EditPresence } from "@lawfirm/contract";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import type { PublishingApi } from "../../lib/publishingApi.ts";
import { useFormatDateTime } from "../format.ts";

/** The presence calls of a kind (its `PublishingApi`). */
type PresenceApi = Pick<PublishingApi<unknown, unknown>, "presence" | "leave" | "takeOver">;

/**
 * Who else has the item open in the editor (decision 0051), above the editor of a saved item: its
 * heartbeat tells the server every `EDIT_PRESENCE.heartbeatSeconds` (and that the editor was left
 * when it closes); the others are named with the time they opened it, and the item can be taken
 * over from them (recorded in the audit log). An editor the item was taken over from says by whom
 * and when, and offers to reload. For comfort only: the edit tags keep saves from overwriting.
 */
export function EditPresenceNotice({ api, queryKey: kindKey, versionId }: { api: PresenceApi; queryKey: QueryKey; versionId: number }) {
  const t = useT();
  const { locale } = useLocale();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  // Below the kind's key (its versions' ids are its own): one heartbeat per editor.
  const queryKey = [...kindKey, "presence", versionId];
  const presence = useQuery({
    queryKey,
    queryFn: () => api.presence(versionId),
    refetchInterval: EDIT_PRESENCE.heartbeatSeconds * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
  // Left once, when the editor closes (or opens another item): the kind's calls may be made anew on each render.
  const leave = useRef(api.leave);
  useEffect(() => {
    leave.current = api.leave;
  });
  useEffect(() => () => void leave.current(versionId).catch(() => undefined), [versionId]);
  const takeOver = useMutation({
    mutationFn: () => api.takeOver(versionId),
    onSuccess: (answer) => queryClient.setQueryData<EditPresence>(queryKey, answer),
  });

  const { others = [], takenOver = null } = presence.data ?? {};
  if (takenOver) {
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        style={{ marginBottom: 16 }}
        title={t("presence.takenOver", { name: takenOver.by, time: formatDateTime(takenOver.at) })}
        action={
          <Button size="small" onClick={() => window.location.reload()}>
            {t("presence.reload")}
          </Button>
        }
      />
    );
  }
  if (others.length === 0) return null;
  const names = joinNames(
    others.map((other) => t("presence.since", { name: other.accountName, time: formatDateTime(other.since) })),
    locale,
  );
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t("presence.alsoOpen", { names })}
      description={t("presence.hint")}
      action={
        <Button size="small" loading={takeOver.isPending} onClick={() => takeOver.mutate()}>
          {t("presence.takeOver")}
        </Button>
      }
    />
  );
}
