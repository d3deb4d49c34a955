import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Form, Input, Select, Switch } from "antd";
import {
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  urlOrSitePathSchema,
  type BannerFields,
  type BannerInput,
  type BannerVersion,
  type Language,
} from "@lawfirm/contract";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { CountedTextArea } from "../../ui/CountedTextArea.tsx";
import { ImageUpload, PLACE_MIN_WIDTHS } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
import { KindPublication, type PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { schemaRule } from "../../ui/validation.ts";
import { bannerApi, bannerKeys } from "./banners.api.ts";

interface BannerForm {
  lang: string;
  imgPath: string | null;
  imgAlt?: string;
  title?: string;
  subTitle?: string;
  linkUrl?: string;
  top: boolean;
}

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

/**
 * Creates a banner or edits one (`banner` given); asks before dropping edits. The back office
 * saves drafts: a new banner is not on the website until published, an edit of a published one
 * not until its changes are published. A saved banner's publication panel publishes, schedules,
 * unpublishes and discards its changes.
 */
export function BannerDialog({
  banner: opened,
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
  onSaved: (saved: BannerVersion) => void;
  /** A publication change (publish, schedule, unpublish, discard) took effect: the list shows it. */
  onPublicationChanged: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<BannerForm>();
  const unsaved = useUnsavedChanges();
  const mayPin = useRights().can("content.write");
  const [summary, setSummary] = useState<string>();
  const [banner, setBanner] = useState(opened);
  /** The banner's language: its picture's alt text is written in it. */
  const bannerLang = Form.useWatch("lang", form);

  const save = useMutation({
    mutationFn: (input: BannerInput) => (banner ? bannerApi.update(banner.id, input) : bannerApi.create(input)),
    onSuccess: (saved) => {
      unsaved.setDirty(false);
      onSaved(saved);
    },
    onError: (error) => setSummary(showServerErrors(form, error, sameNameResolver(FORM_FIELDS)).summary),
  });

  const languageName = (lang: string) => languages.find((language) => language.langCode === lang)?.langName ?? lang;
  /** Takes in the banner as a publication change or a restore answers it. */
  const takeIn = ([changed]: BannerVersion[]) => {
    if (changed) setBanner(changed);
    onPublicationChanged();
  };
  /** Shows the banner's stored fields again once a discard or a restore replaced them. */
  const showFields = (changed: BannerVersion) => {
    form.setFieldsValue(formValuesOf(changed));
    unsaved.setDirty(false);
  };
  /** A banner's publishing: its calls answer the banner, the item's only version; Preview shows it on its language's home page. */
  const publishing: PublishingKind<BannerVersion, BannerFields> = {
    api: bannerApi,
    queryKey: bannerKeys.all,
    preview: { kind: "banner" },
    draftFields: DRAFT_FIELDS,
    // The language by its name.
    historyFields: kindHistoryFields("banner", { lang: { read: (fields) => languageName(fields.lang) } }),
  };

  const initialValues: BannerForm = opened
    ? formValuesOf(opened)
    : { lang: defaultLang, imgPath: null, title: "", subTitle: "", linkUrl: "", top: false };

  return (
    <>
      {unsaved.prompt}
      <FormDialog<BannerForm>
        form={form}
        width={640}
        title={banner ? t("banners.editTitle") : t("banners.createTitle")}
        saving={save.isPending}
        summary={summary}
        onCancel={() => unsaved.confirmDiscard(onClose)}
        initialValues={initialValues}
        onValuesChange={() => unsaved.setDirty(true)}
        onSubmit={(values, done) => {
          setSummary(undefined);
          save.mutate(
            {
              lang: values.lang,
              imgPath: values.imgPath ?? "",
              imgAlt: values.imgAlt?.trim() || null,
              title: values.title?.trim() ?? "",
              subTitle: values.subTitle?.trim() ?? "",
              linkUrl: values.linkUrl?.trim() || null,
              top: values.top ? 1 : 0,
            },
            { onSettled: done },
          );
        }}
      >
        {/* Preview: on the home page of its language (its draft's), among the published banners (decision 0035, slice 5). */}
        {banner && (
          <KindPublication
            kind={publishing}
            version={banner}
            languageName={languageName(banner.lang)}
            unsaved={unsaved.dirty}
            onChanged={takeIn}
            onFieldsReplaced={showFields}
          />
        )}
        <Form.Item<BannerForm> name="lang" label={t("common.language")} rules={[{ required: true, message: t("banners.langRequired") }]}>
          <Select
            options={languages.map((language) => ({ value: language.langCode, label: language.langName }))}
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
        <Form.Item<BannerForm>
          name="imgPath"
          label={t("banners.field.image")}
          rules={[{ required: true, message: t("banners.imageRequired") }]}
        >
          <ImageUpload previewWidth={240} previewHeight={120} minWidth={PLACE_MIN_WIDTHS.banner} />
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
      </FormDialog>
    </>
  );
}
