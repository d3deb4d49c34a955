import { useMutation } from "@tanstack/react-query";
import { App, Button, Flex, Typography } from "antd";
import {
  ADDRESS_ROUTES,
  ADDRESSED_KINDS,
  buildPath,
  isSupportedLocale,
  localizedPath,
  previewEndpoints,
  previewPath,
  SITE_ROUTES,
  type AddressedKindName,
  type DocumentName,
  type PreviewKind,
} from "@lawfirm/contract";
import { api } from "../../lib/api.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTimeWithZone } from "../format.ts";

/**
 * Preview of one saved language version (decision 0035, slice 5): its page on the website as
 * visitors will see it, whatever its state, in a new tab (the session's cookie lets it in); and an
 * approval link for someone without an account, which works for seven days. Both show the saved
 * version, so they wait while the form has unsaved changes. For every kind with a preview page
 * (`PREVIEW_PAGES`: news, case analyses, honors, people, practice areas, banners on the home page,
 * legal documents). A published version also offers its live page (`liveAddress`), as it is on
 * the website now.
 */
export function PreviewButtons({
  kind,
  version,
  documentName,
  unsaved,
  published,
}: {
  kind: PreviewKind;
  /** The saved version; undefined for a version not saved yet. */
  version: { id: number; lang: string } | undefined;
  /** A legal document's version: its document, whose page shows it. */
  documentName?: DocumentName;
  unsaved: boolean;
  /** The version as it is on the website (its language and slug) when it is published; undefined when it is not. */
  published?: { lang: string; slug: string | undefined };
}) {
  const t = useT();
  const { message } = App.useApp();
  const formatSiteTime = useFormatDateTimeWithZone();
  const link = useMutation({
    mutationFn: (id: number) => api.call(previewEndpoints.link, { query: { kind, id } }),
    onSuccess: async ({ url, expiresAt }) => {
      const until = formatSiteTime(expiresAt);
      try {
        await navigator.clipboard.writeText(url);
        void message.success(t("preview.linkCopied", { time: until }));
      } catch {
        // Without the clipboard (a page over plain http elsewhere than localhost) the link is shown to copy by hand.
        void message.info(t("preview.linkReady", { time: until }));
      }
    },
  });
  if (!version || !isSupportedLocale(version.lang)) return null;
  const signed = link.data && !link.isPending ? link.data : undefined;
  const live = published && liveAddress(kind, published.lang, published.slug, documentName);
  return (
    <Flex
      role="group"
      aria-label={t("preview.groupLabel")}
      vertical
      gap={8}
      style={{ marginBottom: 16, padding: "8px 12px", border: "1px solid rgba(5, 5, 5, 0.06)", borderRadius: 6 }}
    >
      <Flex wrap gap={8} align="center">
        <Button href={previewPath(kind, version.lang, version.id, documentName)} target="_blank" rel="noopener" disabled={unsaved}>
          {t("preview.open")}
        </Button>
        {live && (
          <Button href={live} target="_blank" rel="noopener">
            {t("preview.openLive")}
          </Button>
        )}
        <Button disabled={unsaved} loading={link.isPending} onClick={() => link.mutate(version.id)}>
          {t("preview.copyLink")}
        </Button>
        <Typography.Text type="secondary">{t("preview.hint")}</Typography.Text>
      </Flex>
      {signed && (
        <Typography.Text>
          {t("preview.linkValidUntil", { time: formatSiteTime(signed.expiresAt) })}{" "}
          <Typography.Text copyable code data-testid="preview-link">
            {signed.url}
          </Typography.Text>
        </Typography.Text>
      )}
    </Flex>
  );
}

const isAddressedKind = (kind: PreviewKind): kind is AddressedKindName => (ADDRESSED_KINDS as readonly string[]).includes(kind);

/**
 * The public address of a published version's page in its language: an item's readable address by
 * its slug (decision 0054), the home page that shows a banner, a legal document's page; undefined
 * without one (a language the site does not speak, an item without a slug).
 */
export function liveAddress(kind: PreviewKind, lang: string, slug: string | undefined, documentName?: DocumentName): string | undefined {
  if (!isSupportedLocale(lang)) return undefined;
  if (isAddressedKind(kind)) return slug ? localizedPath(lang, buildPath(ADDRESS_ROUTES[kind], { slug })) : undefined;
  if (kind === "document") return documentName && localizedPath(lang, buildPath(SITE_ROUTES.document, { name: documentName }));
  return localizedPath(lang, "/");
}
