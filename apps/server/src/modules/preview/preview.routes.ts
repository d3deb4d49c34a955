import { acceptFormPosts } from "../../http/page-forms.ts";
import {
  isDocumentName,
  REVIEW_DECISIONS,
  reviewInputSchema,
  toLanguageTag,
  isSupportedLocale,
  PREVIEW_BANNER_PARAM,
  PREVIEW_BASE,
  PREVIEW_PAGES,
  PREVIEW_SITE_CONFIG_PARAM,
  previewedPath,
  SITE_CONFIG_PREVIEW_PAGES,
  SITE_ROUTES,
  previewEndpoints,
  previewPath,
  splitLocalePath,
  visitorLocaleOfHeaders,
  type DocumentName,
  type Locale,
  type PreviewKind,
  type ReviewDecision,
  type ReviewInput,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { nowMs, type Db } from "../../db/database.ts";
import { forbidden, notFound, TooManyRequestsError } from "../../errors.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { fixedWindowLimit } from "../../http/rate-limit.ts";
import { redirectWithinSite } from "../../http/same-origin-redirect.ts";
import { describeIssue } from "../../http/validation.ts";
import { message, renderMessage, type Message } from "../../i18n/messages.ts";
import type { AdminCookies } from "../../plugins/auth.ts";
import { PREVIEW_HEADERS, type SiteRenderer } from "../../plugins/site-rendering.ts";
import { resolveSession, type SessionSettings } from "../accounts/accounts.service.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { recordReview } from "../publishing/reviews.ts";
import { assertMayWriteLanguage } from "../translations/language-limit.ts";
import { escapeHtml, previewBanner, type ReviewField, type ReviewForm, type ReviewProblem } from "./preview-banner.ts";
import { findDocumentVersionId, findPreviewedSiteConfig, findPreviewedVersion, previewTable } from "./preview.repository.ts";
import { addressOfVersion } from "../addresses/addresses.ts";
import { PREVIEWED_KINDS } from "./previewed-kinds.ts";
import { renderingPreviewOf } from "./preview-grant.ts";
import type { PreviewedVersion, PreviewTokens, TokenCheck } from "./preview-token.ts";

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

/** Reviews sent from approval links: per client address, and per link (decision 0052); counted in this process. */
export const REVIEW_LIMITS_PER = {
  address: { max: 10, windowMs: 10 * 60_000 },
  link: { max: 20, windowMs: 60 * 60_000 },
} as const;

/** Largest review form a page takes: a comment of 2,000 characters escaped (up to 9 bytes each) and a name. */
const REVIEW_FORM_BODY_LIMIT = 24 * 1024;

/** A short page instead of a preview (refused, expired, not found, too many reviews): no content, no data. */
function sendRefusal(reply: FastifyReply, status: 403 | 404 | 429, locale: Locale, reason: Message, retryAfterSeconds?: number) {
  const text = (item: Message) => escapeHtml(renderMessage(locale, item));
  const title = text(message("preview.refusedTitle"));
  if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
  return reply
    .code(status)
    .headers(PREVIEW_HEADERS)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${toLanguageTag(locale)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${title}</title></head><body><main><h1>${title}</h1><p>${text(reason)}</p></main></body></html>`,
    );
}

/** What a token's check refuses a review with. */
const refusedLink = (check: TokenCheck) => message(check === "expired" ? "review.linkExpired" : "review.linkInvalid");

/** The page's address without the parameter that says a review was recorded: where its form posts. */
function addressWithout(url: string, parameter: string): string {
  const [pathname = "", search = ""] = url.split("?");
  const query = new URLSearchParams(search);
  query.delete(parameter);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const REVIEW_PARAM = "review";
const isDecision = (value: string | null): value is ReviewDecision => (REVIEW_DECISIONS as readonly (string | null)[]).includes(value);
const isReviewField = (value: unknown): value is ReviewField => value === "comment" || value === "reviewerName";

/** The form's fields as the review's schema reads them, and what it refuses, at its fields. */
function parseReviewForm(
  body: unknown,
): { input: ReviewInput } | { values: Partial<Record<ReviewField, string>>; problems: ReviewProblem[] } {
  const fields = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const parsed = reviewInputSchema.safeParse(fields, { reportInput: true });
  if (parsed.success) return { input: parsed.data };
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    values: { comment: text(fields.comment), reviewerName: text(fields.reviewerName) },
    problems: parsed.error.issues.map((issue) => ({
      field: isReviewField(issue.path[0]) ? issue.path[0] : undefined,
      message: describeIssue(issue),
    })),
  };
}

/** A preview page that may be shown: its public address, language, version and what the request's token says of it. */
interface OpenedPreview {
  path: string;
  locale: Locale;
  version: PreviewedVersion;
  window: { publishAt: string | null; unpublishAt: string | null };
  /** What the address's token says of the version (`invalid` without one): only a valid one may review it. */
  link: TokenCheck;
}

/**
 * Preview (docs/decisions/0035, slice 5): `GET /preview/{lang}/{page}` shows a version's page as
 * visitors will see it, whatever its state, to a signed-in account that reads content (the session
 * cookie; a page that changes nothing needs no request mark, and its strict same-site cookie is not
 * sent from another site) or with an approval link's token for that version. The back office's
 * `GET /admin/preview-link` signs such links. The reader of an approval link reviews the version
 * (decision 0052): through the API (`POST /api/user/preview-review`, the site's script) or the
 * page's own form (`POST` to the page's address, without a script); the token is the authority,
 * both are limited per client address and per link, and a review publishes nothing.
 */
export async function previewRoutes(
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
  const auditLog = { db, log: app.log };
  const reviewsFrom = {
    address: fixedWindowLimit({
      ...REVIEW_LIMITS_PER.address,
      db,
      name: "reviewsFromAddress",
      now: nowMs,
      refusal: (seconds) => message("review.tooMany", { seconds }),
    }),
    link: fixedWindowLimit({
      ...REVIEW_LIMITS_PER.link,
      db,
      name: "reviewsOfLink",
      now: nowMs,
      refusal: (seconds) => message("review.tooMany", { seconds }),
    }),
  };
  const linkKey = (version: PreviewedVersion, token: string) => `${version.kind}.${version.id}.${token}`;

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

  route(previewEndpoints.review, async ({ body, request }) => {
    const { kind, id, token, ...input } = body;
    const version = { kind, id };
    await reviewsFrom.address.take(clientAddress(request));
    const check = tokens.check(token, version);
    if (check !== "valid") throw forbidden(refusedLink(check));
    await reviewsFrom.link.take(linkKey(version, token));
    const endpoint = `${previewEndpoints.review.method} ${previewEndpoints.review.path}`;
    return recordReview(auditLog, { kind: PREVIEWED_KINDS[kind], previewKind: kind, id }, input, {
      clientAddress: clientAddress(request),
      endpoint,
    });
  });

  const { renderer } = deps;
  if (!renderer) return;
  const pages: SiteRenderer = renderer;

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

  /** Whether the request comes from a signed-in account that manages the site configuration. */
  async function mayManageConfig(request: FastifyRequest): Promise<boolean> {
    const token = request.cookies[deps.cookies.session];
    const session = token ? await resolveSession(db, token, deps.session) : undefined;
    return session?.rights.has("config.manage") ?? false;
  }

  /**
   * The preview of a language's site configuration with its unpublished changes, on the home or the
   * about page (decision 0059): for a signed-in account that manages it (no approval link); 404 for
   * an id that is not the address's language's configuration.
   */
  async function sendSiteConfigPreview(request: FastifyRequest, reply: FastifyReply, locale: Locale, path: string, id: number) {
    if (!(await mayManageConfig(request))) return sendRefusal(reply, 403, locale, message("preview.refused"));
    const shown = await findPreviewedSiteConfig(db, id);
    if (shown?.lang !== locale) return sendRefusal(reply, 404, locale, message("preview.notFound"));
    const banner = previewBanner(locale, { publishAt: shown.publishAt, unpublishAt: null }, shown.hasDraft);
    const withinGrant = <T>(render: () => T) => renderingPreviewOf({ kind: "siteConfig", id }, render);
    return pages.sendPreview(request, reply, { path, withinGrant, banner });
  }

  /** The preview the request's address shows, once the session or the token allows it; else the refusal, sent. */
  async function openPreview(request: FastifyRequest, reply: FastifyReply): Promise<OpenedPreview | FastifyReply> {
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
    const token = new URLSearchParams(search).get("token");
    const link = token && version ? tokens.check(token, version) : "invalid";
    // Who may see it is decided before whether it exists: a refused caller learns nothing of the ids.
    if (link !== "valid" && !(await mayReadContent(request))) {
      return sendRefusal(reply, 403, language, message(link === "expired" ? "preview.expired" : "preview.refused"));
    }
    if (!version) return sendRefusal(reply, 404, language, message("preview.notFound"));
    const stored = await findPreviewedVersion(db, version);
    if (stored?.lang !== locale) return sendRefusal(reply, 404, language, message("preview.notFound"));
    return { path, locale, version, window: stored, link };
  }

  /** Renders the preview with its bar; the reader of an approval link gets the review form, in the state `review` gives it. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    opened: OpenedPreview,
    review: Omit<ReviewForm, "action" | "version">,
    status?: number,
  ) {
    const { path, locale, version } = opened;
    const hasDraft = (await findDrafts(db, previewTable(version), [version.id])).has(version.id);
    const form = opened.link === "valid" ? { action: addressWithout(request.url, REVIEW_PARAM), version, ...review } : undefined;
    const withinGrant = <T>(render: () => T) => renderingPreviewOf(version, render);
    const banner = previewBanner(locale, opened.window, hasDraft, form);
    // A detail page is rendered at its readable address (decision 0054), which its id's address would redirect to.
    const address = (await addressOfVersion(db, version, locale)) ?? path;
    return pages.sendPreview(request, reply, { path: address, withinGrant, banner, ...(status === undefined ? {} : { status }) });
  }

  const isOpened = (value: OpenedPreview | FastifyReply): value is OpenedPreview => "link" in value;

  await app.register(async (scope) => {
    // The review form of a page without a script posts as a form; only these routes read it.
    acceptFormPosts(scope, REVIEW_FORM_BODY_LIMIT);

    scope.get(`${PREVIEW_BASE}/*`, async (request, reply) => {
      const [pathname = "", search = ""] = request.url.split("?");
      const siteConfig = new URLSearchParams(search).get(PREVIEW_SITE_CONFIG_PARAM);
      if (siteConfig !== null) {
        const path = previewedPath(pathname) ?? "";
        const { locale, path: route } = splitLocalePath(path);
        const showsConfig = SITE_CONFIG_PREVIEW_PAGES.some((page) => SITE_ROUTES[page] === route);
        if (locale && showsConfig && ID_PATTERN.test(siteConfig))
          return sendSiteConfigPreview(request, reply, locale, path, Number(siteConfig));
      }
      const opened = await openPreview(request, reply);
      if (!isOpened(opened)) return opened;
      const recorded = new URLSearchParams(request.url.split("?")[1] ?? "").get(REVIEW_PARAM);
      return sendPage(request, reply, opened, { recorded: isDecision(recorded) ? recorded : undefined });
    });

    scope.post(`${PREVIEW_BASE}/*`, async (request, reply) => {
      const [pathname = ""] = request.url.split("?");
      const { locale = "en_US" } = splitLocalePath(previewedPath(pathname) ?? "");
      try {
        await reviewsFrom.address.take(clientAddress(request));
        const opened = await openPreview(request, reply);
        if (!isOpened(opened)) return opened;
        // The token is the authority: a session alone reviews nothing.
        if (opened.link !== "valid") return sendRefusal(reply, 403, opened.locale, refusedLink(opened.link));
        const token = new URLSearchParams(request.url.split("?")[1] ?? "").get("token") ?? "";
        await reviewsFrom.link.take(linkKey(opened.version, token));
        const form = parseReviewForm(request.body);
        if (!("input" in form)) return sendPage(request, reply, opened, { refused: form }, 400);
        const { kind, id } = opened.version;
        const origin = { clientAddress: clientAddress(request), endpoint: `POST ${pathname}` };
        await recordReview(auditLog, { kind: PREVIEWED_KINDS[kind], previewKind: kind, id }, form.input, origin);
        const back = new URLSearchParams(addressWithout(request.url, REVIEW_PARAM).split("?")[1] ?? "");
        back.set(REVIEW_PARAM, form.input.decision);
        return redirectWithinSite(reply, `${pathname}?${back.toString()}`, 303);
      } catch (error) {
        if (error instanceof TooManyRequestsError) return sendRefusal(reply, 429, locale, error.reason, error.retryAfterSeconds);
        throw error;
      }
    });
  });
}
