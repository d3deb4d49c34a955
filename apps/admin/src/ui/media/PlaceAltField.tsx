import { Form, Input } from "antd";
import { MEDIA_ALT_MAX, toLanguageTag, UPLOAD_PATH } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useEditingLanguage, type EditedLanguage } from "../EditingLanguage.tsx";
import { looksLikeFileName } from "../rich-text/ImageAltDialog.tsx";
import { useMediaItemByUrl } from "./mediaLibrary.ts";

/** What the site shows for a picture without any alt text, by place (decision 0036). */
export type PlaceAltFallback = "cover" | "banner" | "person" | "office" | "environment";

const FALLBACKS: Record<PlaceAltFallback, MessageKey> = {
  cover: "placeAlt.noneCover",
  banner: "placeAlt.noneBanner",
  person: "placeAlt.nonePerson",
  office: "placeAlt.noneOffice",
  environment: "placeAlt.noneEnvironment",
};

type FieldName = string | (string | number)[];

/** An upload's address, which the library may have an item for; undefined for any other address. */
function uploadAddress(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return new URL(url, "http://site.invalid").pathname.startsWith(UPLOAD_PATH) ? url : undefined;
}

/**
 * A place's own alt text for its picture (an article's cover, a person's photo, a banner's or an
 * office's picture), in the language of the version being edited, or `lang` where the form itself
 * chooses the language (a banner). It overrides the media item's alt text and decorative mark on
 * the site; the placeholder says what the site shows when it is empty: the item's alt text in that
 * language, its decorative mark, or the place's own fallback. Shown only while there is a picture.
 */
export function PlaceAltField({
  name,
  path,
  pictureField,
  fallback,
  lang,
  disabled,
}: {
  /** The form field, e.g. `["versions", lang, "coverAlt"]`; inside a `Form.List`, relative to its item. */
  name: FieldName;
  /** The field's full path when `name` is relative to a `Form.List`'s item. */
  path?: FieldName;
  /** The form field of the picture's address. */
  pictureField: FieldName;
  fallback: PlaceAltFallback;
  lang?: EditedLanguage | undefined;
  disabled?: boolean;
}) {
  const t = useT();
  const editing = useEditingLanguage();
  const language = lang ?? editing;
  const pictureUrl = Form.useWatch<string | null | undefined>(pictureField);
  const item = useMediaItemByUrl(uploadAddress(pictureUrl));
  const value = Form.useWatch<string | null | undefined>(path ?? name);
  if (!pictureUrl) return null;
  const libraryAlt = language ? item.data?.texts[language.code]?.alt : undefined;
  const placeholder =
    item.isPending && item.fetchStatus !== "idle"
      ? undefined
      : item.data?.decorative === 1
        ? t("placeAlt.decorativeInLibrary")
        : libraryAlt
          ? t("placeAlt.fromLibrary", { alt: libraryAlt })
          : t(FALLBACKS[fallback]);
  return (
    <Form.Item
      name={name}
      label={language ? t("placeAlt.label", { language: language.name }) : t("placeAlt.labelNoLanguage")}
      extra={value && looksLikeFileName(value) ? t("editor.imageAltFileName") : t("placeAlt.help")}
    >
      <Input
        lang={language ? toLanguageTag(language.code) : undefined}
        maxLength={MEDIA_ALT_MAX}
        placeholder={placeholder}
        allowClear
        disabled={disabled}
      />
    </Form.Item>
  );
}
