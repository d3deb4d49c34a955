import {
  isSupportedLocale,
  PREVIEW_BASE,
  PREVIEW_PAGES,
  previewedPath,
  previewEndpoints,
  previewPath,
  splitLocalePath,
  visitorLocaleOfHeaders,
  type Locale,
  type PreviewKind,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { message, renderMessage, type Message } from "../../i18n/messages.ts";
import type { AdminCookies } from "../../plugins/auth.ts";
import { PREVIEW_HEADERS, type SiteRenderer } from "../../plugins/site-rendering.ts";
import { resolveSession, type SessionSettings } from "../accounts/accounts.service.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { publishStateOf } from "../publishing/publication.ts";
import { findPreviewedVersion, previewTable } from "./preview.repository.ts";
import type { PreviewedVersion, PreviewTokens } from "./preview-token.ts";

/** The time zone the back office shows times in, named in the banner's schedule. */
const SITE_TIME_ZONE = "Europe/Berlin";

const PREVIEW_PAGE_PATTERNS = (Object.entries(PREVIEW_PAGES) as [PreviewKind, string][]).map(
  ([kind, route]) => [kind, new RegExp(`^${route.replace(":id", "([1-9]\\d{0,9})")}$`)] as const,
);

/** The version a page's route shows (`/news/detail/12`: news 12); undefined for a page no preview shows. */
function previewedVersionOf(route: string): PreviewedVersion | undefined {
  for (const [kind, pattern] of PREVIEW_PAGE_PATTERNS) {
    const id = pattern.exec(route)?.[1];
    if (id) return { kind, id: Number(id) };
  }
  return undefined;
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
    `${new Intl.DateTimeFormat(locale.replace("_", "-"), { dateStyle: "long", timeStyle: "short", timeZone: SITE_TIME_ZONE }).format(new Date(iso))} (${SITE_TIME_ZONE})`;
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

  route(previewEndpoints.link, async ({ query, request }) => {
    const stored = await findPreviewedVersion(db, query);
    if (!stored || !isSupportedLocale(stored.lang)) throw notFound(message("preview.notFound"));
    const { token, expiresAt } = tokens.issue(query);
    const url = `${publicOrigin(request, deps.publicUrl)}${previewPath(query.kind, stored.lang, query.id)}?token=${token}`;
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

  app.get(`${PREVIEW_BASE}/*`, async (request, reply) => {
    const [pathname = "", search = ""] = request.url.split("?");
    const path = previewedPath(pathname) ?? "";
    const { locale, path: route } = splitLocalePath(path);
    const language =
      locale ?? visitorLocaleOfHeaders({ cookie: request.headers.cookie, acceptLanguage: request.headers["accept-language"] });
    const version = locale && previewedVersionOf(route);
    if (!version) return sendRefusal(reply, 404, language, message("preview.notFound"));
    // Who may see it is decided before whether it exists: a refused caller learns nothing of the ids.
    if (!(await mayReadContent(request))) {
      const token = new URLSearchParams(search).get("token");
      const check = token ? tokens.check(token, version) : "invalid";
      if (check !== "valid") return sendRefusal(reply, 403, language, message(check === "expired" ? "preview.expired" : "preview.refused"));
    }
    const stored = await findPreviewedVersion(db, version);
    if (stored?.lang !== locale) return sendRefusal(reply, 404, language, message("preview.notFound"));
    const hasDraft = (await findDrafts(db, previewTable(version), [version.id])).has(version.id);
    return renderer.sendPreview(request, reply, { path, version, banner: banner(locale, stored, hasDraft) });
  });
}
