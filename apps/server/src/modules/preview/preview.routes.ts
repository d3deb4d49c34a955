import {
  isDocumentName,
  isSupportedLocale,
  PREVIEW_BANNER_PARAM,
  PREVIEW_BASE,
  PREVIEW_PAGES,
  previewedPath,
  previewEndpoints,
  previewPath,
  splitLocalePath,
  visitorLocaleOfHeaders,
  type DocumentName,
  type Locale,
  type PreviewKind,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { FIRM_TIME_ZONE, message, renderMessage, type Message } from "../../i18n/messages.ts";
import type { AdminCookies } from "../../plugins/auth.ts";
import { PREVIEW_HEADERS, type SiteRenderer } from "../../plugins/site-rendering.ts";
import { resolveSession, type SessionSettings } from "../accounts/accounts.service.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { assertMayWriteLanguage } from "../translations/language-limit.ts";
import { publishStateOf } from "../publishing/publication.ts";
import { findDocumentVersionId, findPreviewedVersion, previewTable } from "./preview.repository.ts";
import { addressOfVersion } from "../addresses/addresses.ts";
import { renderingPreviewOf } from "./preview-grant.ts";
import type { PreviewedVersion, PreviewTokens } from "./preview-token.ts";

/** The detail pages, which name their version by its id. */
const PREVIEW_PAGE_PATTERNS = (Object.entries(PREVIEW_PAGES) as [PreviewKind, string][])
  .filter(([, route]) => route.includes(":id"))
  .map(([kind, route]) => [kind, new RegExp(`^${route.replace(":id", "([1-9]\\d{0,9})")}$`)] as const);

const DOCUMENT_PAGE_PATTERN = new RegExp(`^${PREVIEW_PAGES.document.replace(":name", "([a-z]{1,20})")}$`);
const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * What a page's route and query show (`/news/detail/12`: news 12; `/home?banner=7`: banner 7 on
 * the home page); a legal document's page names its document, whose version is the one in the
 * address's language. Undefined for a page no preview shows.
 */
function previewedPageOf(route: string, search: string): PreviewedVersion | { kind: "document"; name: DocumentName } | undefined {
  for (const [kind, pattern] of PREVIEW_PAGE_PATTERNS) {
    const id = pattern.exec(route)?.[1];
    if (id) return { kind, id: Number(id) };
  }
  const banner = new URLSearchParams(search).get(PREVIEW_BANNER_PARAM);
  if (route === PREVIEW_PAGES.banner && banner !== null && ID_PATTERN.test(banner)) return { kind: "banner", id: Number(banner) };
  const name = DOCUMENT_PAGE_PATTERN.exec(route)?.[1];
  return isDocumentName(name) ? { kind: "document", name } : undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A short page instead of a preview (refused, expired, not found): no content, no data. */
function sendRefusal(reply: FastifyReply, status: 403 | 404, locale: Locale, reason: Message) {
  const text = (item: Message) => escapeHtml(renderMessage(locale, item));
  const title = text(message("preview.refusedTitle"));
  return reply
    .code(status)
    .headers(PREVIEW_HEADERS)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${locale.replace("_", "-")}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${title}</title></head><body><main><h1>${title}</h1><p>${text(reason)}</p></main></body></html>`,
    );
}

/** The banner above a preview: what the page is a preview of, in the page's language. */
function banner(locale: Locale, window: { publishAt: string | null; unpublishAt: string | null }, hasDraft: boolean): string {
  const state = publishStateOf(window);
  const time = (iso: string) =>
    `${new Intl.DateTimeFormat(locale.replace("_", "-"), { dateStyle: "long", timeStyle: "short", timeZone: FIRM_TIME_ZONE }).format(new Date(iso))} (${FIRM_TIME_ZONE})`;
  const note =
    state === "scheduled" && window.publishAt
      ? message("preview.scheduled", { time: time(window.publishAt) })
      : message(state === "draft" ? "preview.draft" : hasDraft ? "preview.edits" : "preview.published");
  return (
    `<aside aria-label="${escapeHtml(renderMessage(locale, message("preview.label")))}" data-preview-banner ` +
    `style="background:#fff4d6;color:#3d2c00;border-bottom:2px solid #b07d00;padding:12px 16px;font-size:15px;line-height:1.4;text-align:center">` +
    `<strong>${escapeHtml(renderMessage(locale, message("preview.label")))}</strong> · ${escapeHtml(renderMessage(locale, note))}</aside>`
  );
}

/**
 * Preview (docs/decisions/0035, slice 5): `GET /preview/{lang}/{page}` shows a version's page as
 * visitors will see it, whatever its state, to a signed-in account that reads content (the session
 * cookie; a page that changes nothing needs no request mark, and its strict same-site cookie is not
 * sent from another site) or with an approval link's token for that version. The back office's
 * `GET /admin/preview-link` signs such links.
 */
export function previewRoutes(
  app: FastifyInstance,
  route: EndpointRegistrar,
  deps: {
    db: Db;
    tokens: PreviewTokens;
    session: SessionSettings;
    cookies: AdminCookies;
    publicUrl: string | undefined;
    /** The site's server renderer; without it (the web apps not built) there are no pages to preview. */
    renderer: SiteRenderer | undefined;
  },
) {
  const { db, tokens } = deps;

  route(previewEndpoints.link, async ({ query, request, admin }) => {
    const stored = await findPreviewedVersion(db, query);
    if (!stored || !isSupportedLocale(stored.lang)) throw notFound(message("preview.notFound"));
    // An approval link shows a version to whoever has it: a translator hands out only its languages'.
    assertMayWriteLanguage(admin.languageLimit, stored.lang);
    const { token, expiresAt } = tokens.issue(query);
    const path = previewPath(query.kind, stored.lang, query.id, stored.name);
    const url = `${publicOrigin(request, deps.publicUrl)}${path}${path.includes("?") ? "&" : "?"}token=${token}`;
    return { url, expiresAt };
  });

  const { renderer } = deps;
  if (!renderer) return;

  /** Whether the request comes from a signed-in account that may read content. */
  async function mayReadContent(request: FastifyRequest): Promise<boolean> {
    const token = request.cookies[deps.cookies.session];
    const session = token ? await resolveSession(db, token, deps.session) : undefined;
    return session?.rights.has("content.read") ?? false;
  }

  /** A legal document's version in a language, as the preview of its page shows it. */
  async function documentVersionOf(name: DocumentName, lang: string): Promise<PreviewedVersion | undefined> {
    const id = await findDocumentVersionId(db, name, lang);
    return id === undefined ? undefined : { kind: "document", id };
  }

  app.get(`${PREVIEW_BASE}/*`, async (request, reply) => {
    const [pathname = "", search = ""] = request.url.split("?");
    const path = previewedPath(pathname) ?? "";
    const { locale, path: route } = splitLocalePath(path);
    const language =
      locale ?? visitorLocaleOfHeaders({ cookie: request.headers.cookie, acceptLanguage: request.headers["accept-language"] });
    const page = locale && previewedPageOf(route, search);
    if (!page) return sendRefusal(reply, 404, language, message("preview.notFound"));
    // A document's page shows its version in the address's language: looked up first, but a caller
    // without a session gets the same refusal whether it exists or not.
    const version = "name" in page ? await documentVersionOf(page.name, language) : page;
    // Who may see it is decided before whether it exists: a refused caller learns nothing of the ids.
    if (!(await mayReadContent(request))) {
      const token = new URLSearchParams(search).get("token");
      const check = token && version ? tokens.check(token, version) : "invalid";
      if (check !== "valid") return sendRefusal(reply, 403, language, message(check === "expired" ? "preview.expired" : "preview.refused"));
    }
    if (!version) return sendRefusal(reply, 404, language, message("preview.notFound"));
    const stored = await findPreviewedVersion(db, version);
    if (stored?.lang !== locale) return sendRefusal(reply, 404, language, message("preview.notFound"));
    const hasDraft = (await findDrafts(db, previewTable(version), [version.id])).has(version.id);
    const withinGrant = <T>(render: () => T) => renderingPreviewOf(version, render);
    // A detail page is rendered at its readable address (decision 0054), which its id's address would redirect to.
    const address = await addressOfVersion(db, version, locale);
    return renderer.sendPreview(request, reply, { path: address ?? path, withinGrant, banner: banner(locale, stored, hasDraft) });
  });
}
