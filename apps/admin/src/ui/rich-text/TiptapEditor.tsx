import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { NodeSelection, Selection, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Progress, Tooltip, theme } from "antd";
import { isUploadPath } from "@lawfirm/contract";
import {
  BoldOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "../icons.tsx";
import { uploadFile } from "../../lib/api.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useEditingLanguage } from "../EditingLanguage.tsx";
import { IMAGE_TYPES } from "../ImageUpload.tsx";
import { useReadOnly } from "../ReadOnly.tsx";
import { MediaPickerModal } from "../media/MediaPickerModal.tsx";
import { describeNewUpload, useMediaItemByUrl } from "../media/mediaLibrary.ts";
import { ImageAltDialog, libraryAltOf, type ImageAlt, type PictureAlt } from "./ImageAltDialog.tsx";
import { LinkDialog } from "./LinkDialog.tsx";
import type { RichTextEditorProps } from "./types.ts";
import "./richText.css";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? "⌘" : "Ctrl";

/** What the toolbar shows as pressed or unavailable, recomputed only when it changes. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    link: editor.isActive("link"),
    image: editor.isActive("image"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const IDLE_TOOLBAR: ReturnType<typeof toolbarState> = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  bulletList: false,
  orderedList: false,
  link: false,
  image: false,
  canUndo: false,
  canRedo: false,
};

/**
 * Whether an editor instance can be used. Tiptap destroys an instance (and makes a new one) when
 * React hides and shows the tree again (Suspense); effects of that commit still see the old one.
 * `isDestroyed` cannot tell: it is also true before the view is mounted.
 */
function usable(editor: Editor | null): editor is Editor {
  return editor !== null && (editor as unknown as { schema: unknown }).schema != null;
}

/** HTML of the editor, or "" when it holds nothing (so that "required" rules work). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

/**
 * The content as far as a change counts: the editor adds an empty last paragraph after a list,
 * heading, table or picture as soon as the text is used (so that the caret can leave it); that
 * paragraph alone is no edit.
 */
const withoutTrailingParagraph = (html: string) => html.replace(/(<p><\/p>)+$/, "");

interface ToolbarButton {
  key: string;
  label: string;
  shortcut?: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  loading?: boolean;
  run: () => void;
}

/**
 * The alt dialog's task: a picture to insert (uploaded, or chosen from the library with the
 * library's description), or the selected picture's (`src`) alt text to change.
 */
type AltTask =
  | { insert: string; initial: PictureAlt; library: ImageAlt | undefined; uploadId?: number }
  | { insert?: undefined; src: string; stored: PictureAlt };

/** The value of a picture's `data-alt-source` that makes it follow the library's description (decision 0036). */
const LIBRARY_ALT_SOURCE = "library";

/**
 * The picture node with its alt source (`altSource`, written as `data-alt-source`): "library" when
 * its alt text follows the media item's, none when it is the picture's own.
 */
const PictureImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      altSource: {
        default: null,
        parseHTML: (element: HTMLElement) => (element.getAttribute("data-alt-source") === LIBRARY_ALT_SOURCE ? LIBRARY_ALT_SOURCE : null),
        renderHTML: (attributes: { altSource?: string | null }) =>
          attributes.altSource ? { "data-alt-source": attributes.altSource } : {},
      },
    };
  },
});

/** A picture's attributes as the dialog starts with them: `alt=""` is decorative, no alt is empty. */
function altOf(attrs: Record<string, unknown>): { src: string; stored: PictureAlt } {
  const { alt } = attrs;
  // The editor reads an attribute of digits as a number.
  const description =
    alt === "" ? { alt: "", decorative: true } : { alt: alt == null ? "" : String(alt as string | number), decorative: false };
  return { src: String(attrs.src as string), stored: { ...description, followsLibrary: attrs.altSource === LIBRARY_ALT_SOURCE } };
}

/**
 * Puts a picture at the selection and the caret after it, so that typing goes on and a second
 * picture comes after the first (the editor would select the picture and the next one replace it).
 */
function insertPicture(editor: Editor, src: string, { alt, followsLibrary }: PictureAlt) {
  editor
    .chain()
    .focus()
    .insertContent({ type: "image", attrs: { src, alt, altSource: followsLibrary ? LIBRARY_ALT_SOURCE : null } })
    .command(({ tr }) => {
      const after = tr.selection.to;
      const next = Selection.findFrom(tr.doc.resolve(after), 1, true);
      if (next) {
        tr.setSelection(next);
      } else {
        tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
        tr.setSelection(TextSelection.create(tr.doc, after + 1));
      }
      return true;
    })
    .run();
}

/** The tiptap editor behind `RichTextEditor`: loaded lazily, never import it directly. */
export default function TiptapEditor({
  value = "",
  onChange,
  id,
  label,
  disabled: disabledByProp = false,
  minHeight = 220,
}: RichTextEditorProps) {
  const t = useT();
  // A version shown for reference (a translator's other languages) cannot be edited either.
  const readOnly = useReadOnly();
  const disabled = disabledByProp || readOnly;
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const [linkOpen, setLinkOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [altTask, setAltTask] = useState<AltTask>();
  // Pictures' alt texts are written in the language of the version being edited.
  const lang = useEditingLanguage();
  const queryClient = useQueryClient();
  // How far an uploading picture's bytes have gone (0 to 1); undefined while none is uploading.
  const [progress, setProgress] = useState<number>();
  const uploading = progress !== undefined;
  // The image button opens this hidden input, found by id when pressed.
  const fileInputId = useId();
  const [focusIndex, setFocusIndex] = useState(0);

  // The editor is created once; these let its callbacks see the current props.
  const onChangeRef = useRef(onChange);
  // What the form holds: the editor reports only a content that differs from it.
  const lastValue = useRef(value);
  // Until the user has been in the editor, its own adjustments (a trailing paragraph, fixed tables) are no edits.
  const touched = useRef(false);
  const openLinkRef = useRef(() => setLinkOpen(true));
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Options the editor compares on every render: kept stable, so that it is not reconfigured needlessly.
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
    }),
    PictureImage,
    // Tables are not created here, but the site's content has some: they must survive an edit.
    TableKit.configure({ table: { resizable: false } }),
    Extension.create({
      name: "linkShortcut",
      addKeyboardShortcuts: () => ({
        "Mod-k": () => {
          openLinkRef.current();
          return true;
        },
      }),
    }),
  ]);
  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: "rich-text-content",
        ...(id ? { id } : {}),
        ...(status === "error" ? { "aria-invalid": "true" } : {}),
      },
      handleDOMEvents: {
        // Double-clicking a picture selects it and opens its alt text.
        dblclick: (view: EditorView, event: MouseEvent) => {
          const target = event.target as HTMLElement | null;
          if (!view.editable || target?.tagName !== "IMG" || !view.dom.contains(target)) return false;
          const selection = NodeSelection.create(view.state.doc, view.posAtDOM(target, 0));
          if (selection.node.type.name !== "image") return false;
          event.preventDefault();
          view.dispatch(view.state.tr.setSelection(selection));
          setAltTask(altOf(selection.node.attrs));
          return true;
        },
      },
    }),
    [label, id, status],
  );

  // Briefly null or destroyed when React hides and shows the tree again (see `usable`).
  const editor: Editor | null = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onFocus: () => {
      touched.current = true;
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (!touched.current || withoutTrailingParagraph(html) === withoutTrailingParagraph(lastValue.current)) return;
      lastValue.current = html;
      onChangeRef.current?.(html);
    },
  });
  const live = usable(editor) ? editor : null;

  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }) => (usable(current) ? toolbarState(current) : IDLE_TOOLBAR),
    }) ?? IDLE_TOOLBAR;

  // A new value from outside (the form loaded or reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (!usable(editor)) return;
    if (value === lastValue.current && value === htmlOf(editor)) return;
    lastValue.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (usable(editor)) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const insertImage = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.error(t("upload.wrongType"));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, "file", setProgress);
      // A new upload has no texts yet: its description is asked for, never made from its file's name.
      setAltTask({
        insert: uploaded.url,
        initial: { alt: "", decorative: false, followsLibrary: false },
        library: undefined,
        uploadId: uploaded.fileId,
      });
    } catch {
      // The request layer has shown the failure.
    } finally {
      setProgress(undefined);
    }
  };

  const openFilePicker = () => document.getElementById(fileInputId)?.click();

  // A picture in the text opens with the library's current description: read before its dialog opens.
  const editedSrc = altTask && altTask.insert === undefined && isUploadPath(altTask.src) ? altTask.src : undefined;
  const edited = useMediaItemByUrl(editedSrc);
  const editedLibrary = editedSrc ? libraryAltOf(edited.data, lang?.code) : undefined;
  // A picture that follows the library shows the library's text of now, if it has one.
  const editedInitial = (stored: PictureAlt): PictureAlt =>
    stored.followsLibrary && editedLibrary ? { ...editedLibrary, followsLibrary: true } : stored;

  const tools: ToolbarButton[] = [
    {
      key: "bold",
      label: t("editor.bold"),
      shortcut: `${MOD}+B`,
      icon: <BoldOutlined />,
      pressed: state.bold,
      run: () => live?.chain().focus().toggleBold().run(),
    },
    {
      key: "italic",
      label: t("editor.italic"),
      shortcut: `${MOD}+I`,
      icon: <ItalicOutlined />,
      pressed: state.italic,
      run: () => live?.chain().focus().toggleItalic().run(),
    },
    {
      key: "h2",
      label: t("editor.heading2"),
      icon: <span className="rich-text-glyph">H2</span>,
      pressed: state.h2,
      run: () => live?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: t("editor.heading3"),
      icon: <span className="rich-text-glyph">H3</span>,
      pressed: state.h3,
      run: () => live?.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bulletList",
      label: t("editor.bulletList"),
      icon: <UnorderedListOutlined />,
      pressed: state.bulletList,
      run: () => live?.chain().focus().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      label: t("editor.orderedList"),
      icon: <OrderedListOutlined />,
      pressed: state.orderedList,
      run: () => live?.chain().focus().toggleOrderedList().run(),
    },
    {
      key: "link",
      label: t("editor.link"),
      shortcut: `${MOD}+K`,
      icon: <LinkOutlined />,
      pressed: state.link,
      run: () => setLinkOpen(true),
    },
    { key: "image", label: t("editor.image"), icon: <PictureOutlined />, loading: uploading, run: openFilePicker },
    { key: "imageLibrary", label: t("upload.fromLibrary"), icon: <FolderOpenOutlined />, run: () => setLibraryOpen(true) },
    {
      key: "imageAlt",
      label: t("editor.imageAlt"),
      icon: <FileTextOutlined />,
      disabled: !state.image,
      run: () => {
        if (live) setAltTask(altOf(live.getAttributes("image")));
      },
    },
    {
      key: "undo",
      label: t("editor.undo"),
      shortcut: `${MOD}+Z`,
      icon: <UndoOutlined />,
      disabled: !state.canUndo,
      run: () => live?.chain().focus().undo().run(),
    },
    {
      key: "redo",
      label: t("editor.redo"),
      shortcut: `${MOD}+Shift+Z`,
      icon: <RedoOutlined />,
      disabled: !state.canRedo,
      run: () => live?.chain().focus().redo().run(),
    },
  ];

  // One tab stop for the whole toolbar; arrow keys move between its buttons (WAI-ARIA toolbar pattern).
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === "ArrowRight"
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === "ArrowLeft"
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>(":scope button")[next]?.focus();
  };

  const borderColor = status === "error" ? token.colorError : token.colorBorder;

  return (
    <div
      className="rich-text"
      style={{
        border: `1px solid ${borderColor}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        ["--rich-text-focus" as string]: status === "error" ? token.colorError : token.colorPrimary,
        ["--rich-text-min-height" as string]: `${minHeight}px`,
        ["--rich-text-warning" as string]: token.colorWarning,
      }}
    >
      <div className="rich-text-toolbar" role="toolbar" aria-label={t("editor.toolbar", { field: label })} onKeyDown={onToolbarKeyDown}>
        {tools.map((tool, index) => (
          <Tooltip key={tool.key} title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label} mouseEnterDelay={0.6}>
            <Button
              type={tool.pressed ? "primary" : "text"}
              size="small"
              icon={tool.icon}
              aria-label={tool.label}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              aria-keyshortcuts={tool.shortcut?.replace("⌘", "Meta").replace("Ctrl", "Control")}
              disabled={disabled || !live || tool.disabled}
              loading={tool.loading}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              // Keep the editor's selection: the command puts the focus back itself.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            />
          </Tooltip>
        ))}
      </div>
      {uploading && (
        <Progress
          percent={Math.round(progress * 100)}
          size="small"
          aria-label={t("upload.progress")}
          style={{ display: "block", margin: 0, paddingInline: 8 }}
        />
      )}
      <EditorContent editor={live} />
      <input
        id={fileInputId}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        style={{ display: "none" }}
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void insertImage(file);
        }}
      />
      <MediaPickerModal
        open={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        onChoose={(item) => {
          // Prefilled with the item's description in the version's language (the picture then follows
          // it); never another language's.
          const library = libraryAltOf(item, lang?.code);
          const initial = library ? { ...library, followsLibrary: true } : { alt: "", decorative: false, followsLibrary: false };
          setAltTask({ insert: item.url, initial, library });
        }}
      />
      {altTask && (altTask.insert !== undefined || !edited.isLoading) && (
        <ImageAltDialog
          initial={altTask.insert === undefined ? editedInitial(altTask.stored) : altTask.initial}
          library={altTask.insert === undefined ? editedLibrary : altTask.library}
          lang={lang}
          editing={altTask.insert === undefined}
          onCancel={() => {
            setAltTask(undefined);
            live?.commands.focus();
          }}
          onApply={(value) => {
            setAltTask(undefined);
            if (!usable(live)) return;
            // The site's text keeps the alt written here (`alt=""` for a decorative picture), and the
            // mark when the picture follows the library, whose current text public answers show instead.
            touched.current = true;
            const altSource = value.followsLibrary ? LIBRARY_ALT_SOURCE : null;
            if (altTask.insert === undefined) live.chain().focus().updateAttributes("image", { alt: value.alt, altSource }).run();
            else if (altTask.uploadId !== undefined && lang && !value.decorative) {
              // A new upload's text becomes its library item's, which the picture then follows;
              // if the library refuses it, the text stays the picture's own.
              const { insert } = altTask;
              void describeNewUpload(queryClient, altTask.uploadId, lang.code, value.alt).then(
                () => insertPicture(live, insert, { ...value, followsLibrary: true }),
                () => insertPicture(live, insert, value),
              );
            } else insertPicture(live, altTask.insert, value);
          }}
        />
      )}
      <LinkDialog
        open={linkOpen}
        initialHref={(live?.getAttributes("link").href as string | undefined) ?? ""}
        hasLink={state.link}
        onCancel={() => {
          setLinkOpen(false);
          live?.commands.focus();
        }}
        onRemove={() => {
          setLinkOpen(false);
          live?.chain().focus().extendMarkRange("link").unsetLink().run();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          if (!live) return;
          const chain = live.chain().focus();
          if (live.state.selection.empty && !live.isActive("link")) {
            chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
          } else {
            chain.extendMarkRange("link").setLink({ href }).run();
          }
        }}
      />
    </div>
  );
}
