import { Alert, Checkbox, Form, Input } from "antd";
import { toLanguageTag } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { EditedLanguage } from "../EditingLanguage.tsx";
import { FormDialog } from "../FormDialog.tsx";

/** A picture's description in rich text: its alt text, or `decorative` for `alt=""`. */
export interface ImageAlt {
  alt: string;
  decorative: boolean;
}

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
 * a description is required unless the picture is marked decorative, which writes `alt=""`.
 */
export function ImageAltDialog({
  initial,
  lang,
  editing,
  onApply,
  onCancel,
}: {
  initial: ImageAlt;
  /** The language the alt text is written in; not named when unknown. */
  lang: EditedLanguage | undefined;
  /** A picture already in the text (else one being inserted). */
  editing: boolean;
  onApply: (value: ImageAlt) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<ImageAlt>();
  const decorative = Form.useWatch("decorative", form) ?? initial.decorative;
  const alt = Form.useWatch("alt", form) ?? initial.alt;
  const label = lang ? t("editor.imageAltIn", { language: lang.name }) : t("media.alt");
  return (
    <FormDialog<ImageAlt>
      form={form}
      title={editing ? t("editor.imageAltEdit") : t("editor.imageAltInsert")}
      okText={editing ? t("editor.linkApply") : t("editor.imageInsertOk")}
      saving={false}
      summary={undefined}
      initialValues={initial}
      onCancel={onCancel}
      onSubmit={(values, done) => {
        done();
        onApply({ alt: values.decorative ? "" : values.alt.trim(), decorative: values.decorative });
      }}
    >
      {editing && !initial.decorative && !initial.alt.trim() && (
        <Alert type="warning" showIcon title={t("editor.imageAltMissing")} style={{ marginBottom: 16 }} />
      )}
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
