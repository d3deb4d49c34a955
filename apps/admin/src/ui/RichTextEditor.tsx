import type { RichTextEditorProps } from "./rich-text/types.ts";

export type { RichTextEditorProps };

// The editor (tiptap and ProseMirror) is large: a chunk of its own, loaded only by the pages that
// edit rich text. Such a page loads it with itself, once (this module waits for it), so that every
// rich-text field on the page renders at once when the page shows, none waiting behind a loading
// spinner of its own (decision 0058).
const { default: TiptapEditor } = await import("./rich-text/TiptapEditor.tsx");

/** A rich-text field (HTML value) with a toolbar. */
export function RichTextEditor(props: RichTextEditorProps) {
  return <TiptapEditor {...props} />;
}
