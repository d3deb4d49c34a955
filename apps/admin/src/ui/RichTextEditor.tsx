import { lazy, Suspense } from "react";
import { Flex, Spin, theme } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import type { RichTextEditorProps } from "./rich-text/types.ts";

export type { RichTextEditorProps };

// The editor (tiptap and ProseMirror) is large: only the pages that edit rich text load it.
const TiptapEditor = lazy(() => import("./rich-text/TiptapEditor.tsx"));

/** A rich-text field (HTML value) with a toolbar; loads the editor on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  const { token } = theme.useToken();
  const fallback = (
    <Flex
      align="center"
      justify="center"
      role="status"
      style={{
        minHeight: (props.minHeight ?? 220) + 42,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      <Spin description={t("editor.loading")} />
    </Flex>
  );
  return (
    <Suspense fallback={fallback}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
