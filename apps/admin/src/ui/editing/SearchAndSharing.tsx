import { useState } from "react";
import { Checkbox, Collapse, Flex, Form, Input, Typography } from "antd";
import { isSupportedLocale, joinNames, localizedPath, PAGE_META_LIMITS, PICTURE_PLACES, type PageMetaFields } from "@lawfirm/contract";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useFirm } from "../../lib/firm.ts";
import { CountedTextArea } from "../CountedTextArea.tsx";
import { ImageUpload } from "../ImageUpload.tsx";

/** What a version's page says of itself when its editor writes nothing (the site's defaults). */
export interface PageDefaults {
  /** The page's own title (the site adds the firm's name). */
  title: string;
  /** Its teaser, else the beginning of its text. */
  description: string;
  /** Its cover or portrait; null: the firm's logo. */
  image: string | null;
}

interface SearchAndSharingProps<Values> {
  lang: string;
  /** The kind's readable address (`/news/:slug`), which the search result shows. */
  route: string;
  /** What the page says without the editor's fields, from the version's inputs (and the item's, `common`) as they are now. */
  defaultsOf: (values: Values, common: Record<string, unknown>) => PageDefaults;
}

/** Characters over a length search engines show: a warning, not an error. */
function lengthHelp(length: number, advised: number, t: ReturnType<typeof useT>, hint: string) {
  return length > advised
    ? { validateStatus: "warning" as const, help: t("pageMeta.tooLong", { count: length, advised }) }
    : { extra: hint };
}

/**
 * A version's search-engine and sharing fields (decision 0055), folded under the version's inputs:
 * the search title and description with how much of them search engines show, the picture a share
 * shows, and keeping the page out of search engines; beside them, the search result and the shared
 * link as they would look, with the page's defaults where a field is empty.
 */
export function SearchAndSharing<Values extends Partial<PageMetaFields> & { slug?: string | undefined }>({
  lang,
  route,
  defaultsOf,
}: SearchAndSharingProps<Values>) {
  const t = useT();
  const { locale } = useLocale();
  const form = Form.useFormInstance();
  const field = (name: keyof PageMetaFields) => ["versions", lang, name];
  const values = (Form.useWatch(["versions", lang], { form, preserve: true }) ?? {}) as Values;
  const metaTitle = values.metaTitle?.trim() ?? "";
  const metaDescription = values.metaDescription?.trim() ?? "";
  const shareImageUrl = values.shareImageUrl || null;
  const noindex = values.noindex === true;
  const common = (Form.useWatch("common", { form, preserve: true }) ?? {}) as Record<string, unknown>;
  const defaults = defaultsOf(values, common);
  // The previews (and the firm's name they need) only once the section is open.
  const [open, setOpen] = useState(false);
  const section = route.replace(/:slug$/, "");
  const path = `${isSupportedLocale(lang) ? localizedPath(lang, section) : section}${values.slug?.trim() ?? ""}`;
  const own = [
    metaTitle && t("pageMeta.field.title"),
    metaDescription && t("pageMeta.field.description"),
    shareImageUrl && t("pageMeta.field.shareImage"),
    noindex && t("pageMeta.field.noindex"),
  ].filter((label): label is string => Boolean(label));

  const inputs = (
    <>
      <Form.Item
        name={field("metaTitle")}
        label={t("pageMeta.field.title")}
        {...lengthHelp(
          metaTitle.length,
          PAGE_META_LIMITS.metaTitle.advised,
          t,
          t("pageMeta.titleHint", { advised: PAGE_META_LIMITS.metaTitle.advised }),
        )}
      >
        <Input maxLength={PAGE_META_LIMITS.metaTitle.max} showCount placeholder={defaults.title} />
      </Form.Item>
      <Form.Item
        name={field("metaDescription")}
        label={t("pageMeta.field.description")}
        {...lengthHelp(
          metaDescription.length,
          PAGE_META_LIMITS.metaDescription.advised,
          t,
          t("pageMeta.descriptionHint", { advised: PAGE_META_LIMITS.metaDescription.advised }),
        )}
      >
        <CountedTextArea
          maxLength={PAGE_META_LIMITS.metaDescription.max}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={defaults.description}
        />
      </Form.Item>
      <Form.Item
        name={field("shareImageUrl")}
        label={t("pageMeta.field.shareImage")}
        extra={t("pageMeta.shareImageHint", { width: PICTURE_PLACES.share.minWidth })}
      >
        <ImageUpload place="share" fieldLabel={t("pageMeta.field.shareImage")} />
      </Form.Item>
      <Form.Item name={field("noindex")} valuePropName="checked" extra={t("pageMeta.noindexHint")}>
        <Checkbox>{t("pageMeta.noindexLabel")}</Checkbox>
      </Form.Item>
    </>
  );

  return (
    <Collapse
      style={{ marginBottom: 24 }}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: "searchAndSharing",
          label: t("pageMeta.section"),
          extra: (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {own.length === 0 ? t("pageMeta.sectionDefaults") : t("pageMeta.sectionOwn", { fields: joinNames(own, locale) })}
            </Typography.Text>
          ),
          forceRender: true,
          children: (
            <Flex wrap gap={24}>
              <div style={{ flex: "1 1 320px", minWidth: 0 }}>{inputs}</div>
              <div style={{ flex: "1 1 320px", minWidth: 0, maxWidth: 600 }}>
                {open && (
                  <PagePreviews
                    lang={lang}
                    path={path}
                    title={metaTitle}
                    description={metaDescription || defaults.description}
                    image={shareImageUrl ?? defaults.image}
                    defaultTitle={defaults.title}
                    noindex={noindex}
                  />
                )}
              </div>
            </Flex>
          ),
        },
      ]}
    />
  );
}

interface PagePreviewsProps {
  lang: string;
  /** The page's address on the site. */
  path: string;
  /** The editor's search title; empty: the page's title with the firm's name. */
  title: string;
  defaultTitle: string;
  description: string;
  /** The shared picture; null: the firm's logo. */
  image: string | null;
  noindex: boolean;
}

/** The search result and the shared link as they would look (a likeness, not a promise). */
function PagePreviews({ lang, path, title: ownTitle, defaultTitle, description, image: pageImage, noindex }: PagePreviewsProps) {
  const t = useT();
  const firm = useFirm(lang);
  const title = ownTitle || [defaultTitle, firm?.name].filter(Boolean).join(" · ");
  const image = pageImage ?? (firm?.logo || null);
  const host = window.location.host;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <figure style={{ margin: 0 }} aria-label={t("pageMeta.searchPreview")}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("pageMeta.searchPreview")}
        </Typography.Text>
        <div data-testid="search-preview" style={SEARCH_RESULT}>
          {noindex ? (
            <Typography.Text type="warning">{t("pageMeta.notIndexed")}</Typography.Text>
          ) : (
            <>
              <div style={{ fontSize: 12, color: "#4d5156", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {host}
                {path.replaceAll("/", " › ").replace(/^ › /, " › ")}
              </div>
              <div lang={lang.replace("_", "-")} style={SEARCH_TITLE}>
                {title}
              </div>
              <div lang={lang.replace("_", "-")} style={SEARCH_DESCRIPTION}>
                {description}
              </div>
            </>
          )}
        </div>
      </figure>
      <figure style={{ margin: 0 }} aria-label={t("pageMeta.sharePreview")}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("pageMeta.sharePreview")}
        </Typography.Text>
        <div data-testid="share-preview" style={SHARE_CARD}>
          {image ? (
            <img src={image} alt="" style={{ display: "block", width: "100%", aspectRatio: "1.91 / 1", objectFit: "cover" }} />
          ) : null}
          <div style={{ padding: "8px 12px", background: "#f2f3f5" }}>
            <div style={{ fontSize: 12, color: "#606770", textTransform: "uppercase" }}>{host}</div>
            <div lang={lang.replace("_", "-")} style={{ fontWeight: 600, color: "#1d2129", ...CLAMP(2) }}>
              {title}
            </div>
            <div lang={lang.replace("_", "-")} style={{ fontSize: 13, color: "#606770", ...CLAMP(1) }}>
              {description}
            </div>
          </div>
        </div>
      </figure>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("pageMeta.previewNote")}
      </Typography.Text>
    </Flex>
  );
}

/** Lines of text at most, cut with an ellipsis. */
const CLAMP = (lines: number) =>
  ({ display: "-webkit-box", WebkitLineClamp: lines, WebkitBoxOrient: "vertical", overflow: "hidden" }) as const;

/** A search engine's result, about as wide as Google draws it (600 px). */
const SEARCH_RESULT = { maxWidth: 600, padding: "12px 16px", border: "1px solid #dadce0", borderRadius: 8, background: "#fff" } as const;
const SEARCH_TITLE = {
  fontSize: 20,
  lineHeight: 1.3,
  color: "#1a0dab",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  margin: "4px 0",
} as const;
const SEARCH_DESCRIPTION = { fontSize: 14, lineHeight: 1.58, color: "#4d5156", ...CLAMP(2) } as const;
const SHARE_CARD = { maxWidth: 500, border: "1px solid #dadde1", borderRadius: 8, overflow: "hidden", background: "#fff" } as const;
