import { Alert, Button, Checkbox, Form, Input } from "antd";
import { toLanguageTag, type MediaItem } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { EditedLanguage } from "../EditingLanguage.tsx";
import { FormDialog } from "../FormDialog.tsx";

/** A picture's description in rich text: its alt text, or `decorative` for `alt=""`. */
export interface ImageAlt {
  alt: string;
  decorative: boolean;
}

/**
 * A picture's description as the dialog answers it: with `followsLibrary`, the picture follows
 * its media item's description (`data-alt-source="library"`, decision 0036) and the site shows the
 * item's current alt text; without, `alt` is the picture's own, written for this place.
 */
export interface PictureAlt extends ImageAlt {
  followsLibrary: boolean;
}

/**
 * The media library's description of an item in one language, as the site shows it (decorative
 * first); undefined when the item has neither an alt text in that language nor the decorative mark.
 */
export function libraryAltOf(
  item: Pick<MediaItem, "texts" | "decorative"> | null | undefined,
  lang: string | undefined,
): ImageAlt | undefined {
  if (!item) return undefined;
  if (item.decorative === 1) return { alt: "", decorative: true };
  const alt = lang ? item.texts[lang]?.alt : undefined;
  return alt ? { alt, decorative: false } : undefined;
}

const sameDescription = (value: ImageAlt, other: ImageAlt) =>
  value.decorative ? other.decorative : !other.decorative && value.alt.trim() === other.alt.trim();

/** The longest alt text, as the media library keeps it (`media_texts.alt`). */
const ALT_MAX = 250;

/**
 * Whether an alt text looks like a file's name rather than a description: it ends with a picture
 * file's extension, or is a camera's or phone's numbered name ("IMG_1234", "DSC 0042").
 */
export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  return /\.(jpe?g|png|gif|webp|avif|svg|heic|tiff?)$/i.test(text) || /^(img|dsc|dscn|pxl|image|photo|screenshot)[\s_-]*\d/i.test(text);
}

/**
 * Asks for the alt text of a picture in rich text, in the language of the version being edited:
 * a description is required unless the picture is marked decorative, which writes `alt=""`. The
 * picture follows the library's description while the dialog's text is the library's (as it
 * starts when the item has one), or is left as a following picture had it; any other text is the
 * picture's own, and "Use the library's description" goes back to the library's.
 */
export function ImageAltDialog({
  initial,
  library,
  lang,
  editing,
  onApply,
  onCancel,
}: {
  initial: PictureAlt;
  /** The media library's description in the version's language (`libraryAltOf`); undefined when it has none. */
  library: ImageAlt | undefined;
  /** The language the alt text is written in; not named when unknown. */
  lang: EditedLanguage | undefined;
  /** A picture already in the text (else one being inserted). */
  editing: boolean;
  onApply: (value: PictureAlt) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<ImageAlt>();
  const decorative = Form.useWatch("decorative", form) ?? initial.decorative;
  const alt = Form.useWatch("alt", form) ?? initial.alt;
  const follows = (value: ImageAlt) =>
    (library !== undefined && sameDescription(value, library)) || (initial.followsLibrary && sameDescription(value, initial));
  const following = follows({ alt, decorative });
  const label = lang ? t("editor.imageAltIn", { language: lang.name }) : t("media.alt");
  return (
    <FormDialog<ImageAlt>
      form={form}
      title={editing ? t("editor.imageAltEdit") : t("editor.imageAltInsert")}
      okText={editing ? t("editor.linkApply") : t("editor.imageInsertOk")}
      saving={false}
      summary={undefined}
      initialValues={{ alt: initial.alt, decorative: initial.decorative }}
      onCancel={onCancel}
      onSubmit={(values, done) => {
        done();
        const value = { alt: values.decorative ? "" : values.alt.trim(), decorative: values.decorative };
        onApply({ ...value, followsLibrary: follows(value) });
      }}
    >
      {editing && !initial.decorative && !initial.alt.trim() && (
        <Alert type="warning" showIcon title={t("editor.imageAltMissing")} style={{ marginBottom: 16 }} />
      )}
      <Alert
        type="info"
        role="status"
        title={following ? t("editor.imageAltFollows") : t("editor.imageAltOwn")}
        description={
          following ? (library ? t("editor.imageAltFollowsHelp") : t("editor.imageAltFollowsNone")) : t("editor.imageAltOwnHelp")
        }
        action={
          !following && library ? (
            <Button
              size="small"
              onClick={() => {
                form.setFieldsValue(library);
                void form.validateFields(["alt"]);
              }}
            >
              {t("editor.imageAltUseLibrary")}
            </Button>
          ) : undefined
        }
        style={{ marginBottom: 16 }}
      />
      <Form.Item<ImageAlt>
        name="alt"
        label={label}
        dependencies={["decorative"]}
        extra={!decorative && looksLikeFileName(alt) ? t("editor.imageAltFileName") : undefined}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!form.getFieldValue("decorative") && !value?.trim()) throw new Error(t("editor.imageAltRequired"));
            },
          },
        ]}
      >
        <Input
          autoFocus
          // The dialog is outside the version's pane: its language is said here (spelling, screen readers).
          lang={lang ? toLanguageTag(lang.code) : undefined}
          maxLength={ALT_MAX}
          disabled={decorative}
          placeholder={decorative ? t("media.altDecorative") : t("media.altPlaceholder")}
        />
      </Form.Item>
      <Form.Item<ImageAlt> name="decorative" valuePropName="checked" extra={t("media.decorativeHelp")}>
        <Checkbox>{t("editor.imageDecorative")}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
