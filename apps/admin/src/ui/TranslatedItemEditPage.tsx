import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { Button } from "antd";
import { ArrowLeftOutlined } from "./icons.tsx";
import type { Language } from "@lawfirm/contract";
import { Page } from "./frame/Page.tsx";
import type { MessageKey } from "../i18n/catalogs.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { useContentLanguages } from "./contentLanguages.ts";
import { EditorLoadPlaceholder, editorLoadStatus } from "./EditorLoadState.tsx";

/**
 * The page of an editor of a translated item: a button back to the list, and the editor
 * (`children`) once the content languages and the item are loaded; until then a Retry, "not
 * found" or a skeleton. The item is loaded afresh each time, so that the editor starts from what
 * the server has now, not from a copy cached earlier.
 */
export function TranslatedItemEditPage<Item>({
  listPath,
  itemId,
  queryKey,
  fetchItem,
  notFoundTitle,
  newTitle,
  children,
}: {
  /** The address of the list the back button leads to. */
  listPath: string;
  /** The item to edit (its id or `no`, as its endpoint wants); undefined for a new item. */
  itemId: number | undefined;
  queryKey: QueryKey;
  fetchItem: (itemId: number, signal: AbortSignal) => Promise<Item>;
  notFoundTitle: string;
  /** The page's title for a new item, where the route table's names the editing of one. */
  newTitle?: MessageKey;
  /** The editor, given the content languages and the item (undefined for a new one). */
  children: (languages: readonly Language[], item: Item | undefined) => ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const languages = useContentLanguages();
  const detail = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchItem(itemId ?? 0, signal),
    enabled: itemId !== undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
      {t("common.backToList")}
    </Button>
  );

  const status = editorLoadStatus(languages, detail, itemId !== undefined);
  const body =
    status === "ready" && languages.data ? (
      children(languages.data, detail.data)
    ) : (
      <EditorLoadPlaceholder
        status={status === "ready" ? "loading" : status}
        languages={languages}
        detail={detail}
        notFoundTitle={notFoundTitle}
        back={back}
      />
    );
  return (
    <Page title={itemId === undefined ? newTitle : undefined} extra={back}>
      {body}
    </Page>
  );
}
