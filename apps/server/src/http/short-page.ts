import { splitLocalePath, visitorLocaleOfHeaders, type Locale } from "@lawfirm/contract";

/** Escapes text for HTML (element content and quoted attribute values). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A short page of the server's own, not the site's renderer (the site starting, an address that is
 * gone): a heading, a sentence and maybe a link, in one language, styled inline (the
 * Content-Security-Policy allows inline styles, no script), never indexed.
 */
export function shortPage(page: {
  locale: Locale;
  title: string;
  text: string;
  link?: { href: string; text: string };
  head?: string;
}): string {
  const title = escapeHtml(page.title);
  const link = page.link ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>` : "";
  return `<!doctype html>
<html lang="${page.locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${page.head ?? ""}<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:20vh auto;padding:0 1.5rem;color:#1f2937}a{color:#1d4ed8}</style></head>
<body><h1>${title}</h1><p>${escapeHtml(page.text)}</p>${link}</body></html>
`;
}

/** The language of a page address (`/de/…`), else the visitor's (cookie, Accept-Language), as the site chooses it. */
export function pageLocale(url: string, headers: { cookie?: string | undefined; "accept-language"?: string | undefined }): Locale {
  return (
    splitLocalePath(url.split("?")[0] ?? "/").locale ??
    visitorLocaleOfHeaders({ cookie: headers.cookie, acceptLanguage: headers["accept-language"] })
  );
}
