/** Props of the rich-text editor; kept apart so that importing them does not load the editor. */
export interface RichTextEditorProps {
  /** HTML; the empty string for no content. */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by Form.Item; given to the editing area. */
  id?: string;
  /** The accessible name of the editing area (its field's label). */
  label: string;
  disabled?: boolean;
  /** Height of the editing area before it grows with its content. */
  minHeight?: number;
}
