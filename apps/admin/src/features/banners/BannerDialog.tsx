import { Form, Input, Select, Switch } from "antd";
import {
  BANNER_FIELDS,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  urlOrSitePathSchema,
  type BannerFields,
  type BannerInput,
  type BannerVersion,
  type Language,
} from "@lawfirm/contract";
import type { FormValuesOf } from "../../ui/editing/formValues.ts";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { VersionEditorDialog } from "../../ui/editing/VersionEditor.tsx";
import type { VersionEditing } from "../../ui/editing/useVersionEditor.ts";
import { CountedTextArea } from "../../ui/CountedTextArea.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { schemaRule } from "../../ui/validation.ts";
import { bannerApi, bannerKeys } from "./banners.api.ts";

type BannerForm = FormValuesOf<
  BannerInput,
  {
    lang: string;
    imgPath: string | null;
    imgAlt?: string;
    title?: string;
    subTitle?: string;
    linkUrl?: string;
    top: boolean;
  }
>;

/** The fields the form shows; a server error on any other one is shown above the form. */
const FORM_FIELDS: readonly (keyof BannerForm)[] = ["lang", "imgPath", "imgAlt", "title", "subTitle", "linkUrl", "top"];

/** The fields a banner's unpublished changes may change, by their labels (decision 0035). */
const DRAFT_FIELDS = kindDraftFields("banner");

/** A banner's fields as the form shows them: its unpublished changes when it has some. */
function formValuesOf(banner: BannerVersion): BannerForm {
  const fields = withDraftFields(banner);
  return {
    lang: fields.lang,
    imgPath: fields.imgPath,
    imgAlt: fields.imgAlt ?? "",
    title: fields.title,
    subTitle: fields.subTitle,
    linkUrl: fields.linkUrl ?? "",
    top: banner.top === 1,
  };
}

/** What a save sends: the form's values, trimmed, an empty link or alt text as none. */
function bannerInput(values: BannerForm): BannerInput {
  return {
    lang: values.lang,
    imgPath: values.imgPath ?? "",
    imgAlt: values.imgAlt?.trim() || null,
    title: values.title?.trim() ?? "",
    subTitle: values.subTitle?.trim() ?? "",
    linkUrl: values.linkUrl?.trim() || null,
    top: values.top ? 1 : 0,
  };
}

/**
 * Creates a banner or edits one (`banner` given), in the editor shell's dialog (which asks before
 * dropping edits). The back office saves drafts: a new banner is not on the website until
 * published, an edit of a published one not until its changes are published. A saved banner's
 * publication panel publishes, schedules, unpublishes and discards its changes; Preview shows it on
 * its language's home page (its draft's), among the published banners (decision 0035, slice 5).
 */
export function BannerDialog({
  banner,
  defaultLang,
  languages,
  onClose,
  onSaved,
  onPublicationChanged,
}: {
  banner: BannerVersion | undefined;
  defaultLang: string;
  languages: readonly Language[];
  onClose: () => void;
  /** Takes in the banner as a save answers it; `auto`: an autosave, which keeps the dialog open. */
  onSaved: (saved: BannerVersion, how: { auto: boolean }) => void;
  /** A publication change (publish, schedule, unpublish, discard, restore) took effect: the list shows it. */
  onPublicationChanged: () => void;
}) {
  const languageName = useLanguageName();
  const editing: VersionEditing<BannerVersion, BannerFields, BannerForm> = {
    // A banner's publishing calls answer the banner, the item's only version.
    publishing: {
      api: bannerApi,
      preview: { kind: "banner" },
      draftFields: DRAFT_FIELDS,
      // The language by its name.
      historyFields: kindHistoryFields("banner", { lang: { read: (fields) => languageName(fields.lang) } }),
    },
    toFormValues: (stored) =>
      stored ? formValuesOf(stored) : { lang: defaultLang, imgPath: null, title: "", subTitle: "", linkUrl: "", top: false },
    read: (stored, signal) => bannerApi.detail(stored.id, signal),
    save: (values, stored, ifMatch) =>
      stored ? bannerApi.update(stored.id, bannerInput(values), ifMatch) : bannerApi.create(bannerInput(values)),
    formFields: FORM_FIELDS,
    createdMessage: "banners.created",
  };
  return (
    <VersionEditorDialog
      queryKey={bannerKeys.all}
      editing={editing}
      opened={banner}
      titles={{ create: "banners.createTitle", edit: "banners.editTitle" }}
      onClose={onClose}
      onSaved={onSaved}
      onChanged={onPublicationChanged}
    >
      <BannerInputs languages={languages} />
    </VersionEditorDialog>
  );
}

/** A banner's inputs. */
function BannerInputs({ languages }: { languages: readonly Language[] }) {
  const t = useT();
  const languageName = useLanguageName();
  const mayPin = useRights().can("content.write");
  /** The banner's language: its picture's alt text is written in it. */
  const bannerLang = Form.useWatch<string | undefined>("lang");
  return (
    <>
      <Form.Item<BannerForm> name="lang" label={t("common.language")} rules={[{ required: true, message: t("banners.langRequired") }]}>
        <Select options={languages.map((language) => ({ value: language.langCode, label: language.langName }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item<BannerForm>
        name="imgPath"
        label={t("banners.field.image")}
        rules={[{ required: true, message: t("banners.imageRequired") }]}
      >
        <ImageUpload previewWidth={240} previewHeight={120} place={BANNER_FIELDS.imgPath.picture.place} />
      </Form.Item>
      <PlaceAltField
        name="imgAlt"
        pictureField="imgPath"
        fallback="banner"
        lang={bannerLang ? { code: bannerLang, name: languageName(bannerLang) } : undefined}
      />
      <Form.Item<BannerForm> name="title" label={t("banners.field.title")}>
        <Input maxLength={BANNER_TITLE_MAX} />
      </Form.Item>
      <Form.Item<BannerForm> name="subTitle" label={t("banners.field.subTitle")}>
        <CountedTextArea maxLength={BANNER_SUBTITLE_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item<BannerForm>
        name="linkUrl"
        label={t("banners.field.link")}
        extra={t("validation.urlOrPathHint")}
        rules={[schemaRule(urlOrSitePathSchema, t("validation.urlOrPath"))]}
      >
        <Input inputMode="url" placeholder="https://… /news" maxLength={2048} />
      </Form.Item>
      <Form.Item<BannerForm> name="top" label={t("banners.field.pinned")} valuePropName="checked" extra={t("banners.pinnedHint")}>
        <Switch disabled={!mayPin} />
      </Form.Item>
    </>
  );
}
