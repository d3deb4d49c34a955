import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import {
  API_BASE,
  localeOfPathSegment,
  localizedPath,
  NEWSLETTER_BODY_LIMIT,
  NEWSLETTER_FIELDS,
  NEWSLETTER_REPORT_LIMITS,
  NEWSLETTER_SIGNATURE_HEADER,
  NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS,
  newsletterAdminEndpoints,
  newsletterEndpoints,
  newsletterPreferencesInput,
  newsletterProviderEndpoints,
  newsletterSubscribeInput,
  SITE_ROUTES,
  type Locale,
  type NewsletterForm,
  type NewsletterSubscribeInput,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { nowMs } from "../../db/database.ts";
import { HttpError, notFound, TooManyRequestsError, unauthorized } from "../../errors.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { acceptFormPosts, fieldText, fieldValues, postedFields } from "../../http/page-forms.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { fixedWindowLimit } from "../../http/rate-limit.ts";
import { redirectWithinSite } from "../../http/same-origin-redirect.ts";
import { describeIssue } from "../../http/validation.ts";
import { message, renderMessage } from "../../i18n/messages.ts";
import { renderingIsPersonal, type SiteRenderer } from "../../plugins/site-rendering.ts";
import { openContactTickets } from "../contact/contact-ticket.ts";
import { checkSender, type SenderRefusals } from "../contact/visitor-forms.ts";
import { CONTACT_LIMIT_PER_ADDRESS } from "../contact/contact.routes.ts";
import * as service from "./newsletter.service.ts";

type Returned = NonNullable<NewsletterForm["returned"]>;
/** The subscription a post without a script was refused (or, from a page's short form, begun) with, for the page rendered as its answer. */
const returnedForms = new AsyncLocalStorage<Returned>();

const NEWSLETTER_PAGE = /^\/([a-z]{2})\/newsletter(\/unsubscribe)?$/;
const PREFERENCES_PAGE = /^\/([a-z]{2})\/newsletter\/preferences$/;
const CONFIRM_PAGE = /^\/([a-z]{2})\/newsletter\/confirm$/;

/** The newsletter's form refuses in its own words, with the contact form's checks (decision 0077). */
const REFUSALS: SenderRefusals = {
  trap: message("newsletter.trap"),
  tooFast: message("newsletter.tooFast"),
  expired: message("newsletter.expired"),
};

/** Requests of the mail provider's reports per client address in a minute (each up to a batch of reports). */
export const REPORTS_LIMIT_PER_ADDRESS = { max: 120, windowMs: 60_000 } as const;

const digestOf = (text: string) => createHash("sha256").update(text).digest();

/** Whether `Authorization: Bearer …` carries the secret; compared as digests of equal length, in constant time. */
function presentsSecret(authorization: string | undefined, secret: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digestOf(presented), digestOf(secret));
}

/** A signature header's parts (`t=1733313600,v1=<64 hex digits>`, in any order), or undefined when it is not of that form. */
function parseSignature(header: string): { timestamp: number; signature: Buffer } | undefined {
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string | undefined]));
  const timestamp = parts.get("t");
  const signature = parts.get("v1");
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return undefined;
  return { timestamp: Number(timestamp), signature: Buffer.from(signature, "hex") };
}

/** The signature of a report's body: HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook's secret. */
export function reportSignature(secret: string, timestamp: number, body: Buffer): Buffer {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest();
}

/** The body as it came, up to `limit` bytes (413 beyond), for its signature to be checked before it is parsed. */
async function rawBody(payload: AsyncIterable<Buffer | string>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > limit) throw new HttpError(413, message("request.bodyTooLarge"));
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * The newsletter (decision 0083): the public calls of the site's script, the forms posted without
 * one (`POST /de/newsletter`: a subscription, answered by a redirect to "check your mail" or the
 * page again; `POST /de/newsletter/unsubscribe?s=`: the unsubscribe page's button and RFC 8058's
 * one-click POST of mail clients, without a session or cookie), and the back office's calls.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  route: EndpointRegistrar,
  deps: service.NewsletterDeps & {
    renderer: SiteRenderer | undefined;
    publicUrl: string | undefined;
    mailConfigured: boolean;
    /** NEWSLETTER_WEBHOOK_SECRET: the mail provider's reports are refused (404) without it. */
    webhookSecret: string | undefined;
  },
) {
  const { db } = deps;
  const tickets = await openContactTickets(db);
  const newsletter: service.NewsletterDeps = { db, links: deps.links, wakeSends: deps.wakeSends };
  // The contact form's limit per client address, counted apart from it.
  const fromAddress = fixedWindowLimit({
    ...CONTACT_LIMIT_PER_ADDRESS,
    db,
    name: "newsletterFromAddress",
    now: nowMs,
    refusal: (seconds) => message("newsletter.tooMany", { seconds }),
  });

  async function subscribe(request: FastifyRequest, input: NewsletterSubscribeInput) {
    await fromAddress.take(clientAddress(request));
    checkSender(tickets, input, REFUSALS);
    await service.subscribe(newsletter, input, publicOrigin(request, deps.publicUrl));
    return {};
  }

  const personal = (reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    renderingIsPersonal();
  };

  route(newsletterEndpoints.form, async ({ query, reply }) => {
    personal(reply);
    const form = await service.subscriptionForm(db, tickets, query.lang);
    const returned = returnedForms.getStore();
    return returned ? { ...form, returned } : form;
  });
  route(newsletterEndpoints.subscribe, async ({ body, request }) => subscribe(request, body));
  route(newsletterEndpoints.confirmation, async ({ query, reply }) => {
    personal(reply);
    return service.confirmation(newsletter, query.s);
  });
  route(newsletterEndpoints.confirm, async ({ body, reply }) => {
    personal(reply);
    return service.confirm(newsletter, body.s, body.lang);
  });
  route(newsletterEndpoints.preferences, async ({ query, reply }) => {
    personal(reply);
    return service.preferences(newsletter, query.s, query.lang);
  });
  route(newsletterEndpoints.savePreferences, async ({ body }) => service.savePreferences(newsletter, body));
  route(newsletterEndpoints.unsubscribe, async ({ body }) => {
    await service.unsubscribe(newsletter, body.s);
    return {};
  });

  // The mail provider's reports (decisions 0091, 0099): off without a secret, counted per address,
  // and refused before their body is read when neither the Bearer secret nor a fresh signature
  // header comes with them; a signature is checked against the raw body before it is parsed.
  const reportsPath = `${API_BASE}${newsletterProviderEndpoints.reports.path}`;
  const reportsFromAddress = fixedWindowLimit({
    ...REPORTS_LIMIT_PER_ADDRESS,
    db,
    name: "newsletterReports",
    now: nowMs,
    refusal: (seconds) => message("newsletter.reports.tooMany", { seconds }),
  });
  const signedReports = new WeakMap<FastifyRequest, { timestamp: number; signature: Buffer }>();
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== reportsPath) return;
    reply.header("cache-control", "no-store");
    const secret = deps.webhookSecret;
    if (!secret) throw notFound(message("newsletter.reports.off"));
    await reportsFromAddress.take(clientAddress(request));
    if (presentsSecret(request.headers.authorization, secret)) return;
    const header = request.headers[NEWSLETTER_SIGNATURE_HEADER];
    if (typeof header !== "string") throw unauthorized(message("newsletter.reports.unauthorized"));
    const signed = parseSignature(header);
    if (!signed) throw unauthorized(message("newsletter.reports.signatureInvalid"));
    if (Math.abs(nowMs() / 1000 - signed.timestamp) > NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS) {
      throw unauthorized(message("newsletter.reports.signatureStale", { seconds: NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS }));
    }
    signedReports.set(request, signed);
  });
  app.addHook("preParsing", async (request, _reply, payload) => {
    const signed = signedReports.get(request);
    if (!signed || !deps.webhookSecret) return payload;
    const body = await rawBody(payload, NEWSLETTER_REPORT_LIMITS.bodyBytes);
    if (!timingSafeEqual(reportSignature(deps.webhookSecret, signed.timestamp, body), signed.signature)) {
      throw unauthorized(message("newsletter.reports.signatureInvalid"));
    }
    // Fastify checks the length read against Content-Length by this property of the stream it parses.
    return Object.assign(Readable.from([body]), { receivedEncodedLength: body.length });
  });
  route(newsletterProviderEndpoints.reports, async ({ body, request }) => {
    const counts = await service.recordReports(db, body.reports);
    if (counts.unmatched > 0) {
      request.log.info({ unmatched: counts.unmatched }, "newsletter reports without a Message-ID matched no recent delivery: ignored");
    }
    return counts;
  });

  route(newsletterAdminEndpoints.topics, async () => service.listTopicSetting(db));
  route(newsletterAdminEndpoints.save, async ({ body }) => service.saveTopicSetting(db, body.topics));
  route(newsletterAdminEndpoints.subscribers, async ({ query }) => service.listSubscribers(db, query));
  route(newsletterAdminEndpoints.recipients, async ({ query }) => service.countRecipients(db, query.lang, query.topicIds));
  route(newsletterAdminEndpoints.news, async ({ query }) => service.pickableNews(db, query));
  route(newsletterAdminEndpoints.reactivate, async ({ params }) => service.reactivateSubscriber(db, params.id));
  route(newsletterAdminEndpoints.issues, async ({ query }) => service.listIssues(db, query));
  route(newsletterAdminEndpoints.issue, async ({ params }) => service.getIssue(db, params.id));
  route(newsletterAdminEndpoints.create, async ({ body, admin }) => service.createIssue(db, body, admin.accountId));
  route(newsletterAdminEndpoints.update, async ({ params, body }) => service.updateIssue(db, params.id, body));
  route(newsletterAdminEndpoints.preview, async ({ params, request }) =>
    service.previewIssue(db, params.id, publicOrigin(request, deps.publicUrl)),
  );
  route(newsletterAdminEndpoints.sendTest, async ({ params, request, admin }) =>
    service.sendTestIssue(db, params.id, admin.accountId, publicOrigin(request, deps.publicUrl)),
  );
  route(newsletterAdminEndpoints.send, async ({ params, request }) =>
    service.sendIssue(newsletter, params.id, publicOrigin(request, deps.publicUrl)),
  );
  route(newsletterAdminEndpoints.mail, async () => ({ configured: deps.mailConfigured }));
  route(newsletterAdminEndpoints.digests, async () => service.listDigests(db));
  route(newsletterAdminEndpoints.saveDigest, async ({ params, body, request }) =>
    service.saveDigest(db, params.id, body, publicOrigin(request, deps.publicUrl)),
  );
  route(newsletterAdminEndpoints.removeDigest, async ({ params }) => service.removeDigest(db, params.id));

  const { renderer } = deps;
  await app.register(async (scope) => {
    acceptFormPosts(scope, NEWSLETTER_BODY_LIMIT);
    // RFC 8058's one-click POST may also come as multipart form data, which the server's multipart plugin leaves unread:
    // its body says nothing its address does not.

    scope.post("/:lang/newsletter/unsubscribe", async (request, reply) => {
      const [pathname = "", search = ""] = request.url.split("?");
      const locale = localeOfPathSegment(NEWSLETTER_PAGE.exec(pathname)?.[1] ?? "");
      if (!locale) return reply.callNotFound();
      const fields = postedFields(request.body);
      const token = new URLSearchParams(search).get("s") ?? "";
      const fromPage = fieldText(fields, "from") === "page";
      try {
        await service.unsubscribe(newsletter, token);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        return fromPage
          ? reply.callNotFound()
          : reply.code(404).type("text/plain; charset=utf-8").send(renderMessage(locale, error.reason));
      }
      if (fromPage) return redirectWithinSite(reply, `${localizedPath(locale, SITE_ROUTES.newsletterUnsubscribe)}?done=1`, 303);
      return reply
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(renderMessage(locale, message("newsletter.unsubscribed")));
    });

    // The confirmation page's button without a script: only this POST confirms, never the link's GET (mail scanners open links).
    scope.post("/:lang/newsletter/confirm", async (request, reply) => {
      const [pathname = "", search = ""] = request.url.split("?");
      const locale = localeOfPathSegment(CONFIRM_PAGE.exec(pathname)?.[1] ?? "");
      if (!locale) return reply.callNotFound();
      const token = new URLSearchParams(search).get("s") ?? "";
      try {
        await service.confirm(newsletter, token, locale);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
      }
      // The page then shows the subscription confirmed, or that its link no longer works.
      return redirectWithinSite(reply, `${localizedPath(locale, SITE_ROUTES.newsletterConfirm)}?s=${encodeURIComponent(token)}`, 303);
    });

    scope.post("/:lang/newsletter/preferences", async (request, reply) => {
      const [pathname = "", search = ""] = request.url.split("?");
      const locale = localeOfPathSegment(PREFERENCES_PAGE.exec(pathname)?.[1] ?? "");
      if (!locale) return reply.callNotFound();
      const fields = postedFields(request.body);
      const token = new URLSearchParams(search).get("s") ?? "";
      const page = `${localizedPath(locale, SITE_ROUTES.newsletterPreferences)}?s=${encodeURIComponent(token)}`;
      const parsed = newsletterPreferencesInput.safeParse({
        s: token,
        lang: fieldText(fields, "lang"),
        topicIds: fieldValues(fields, "topicIds").map(Number),
      });
      if (!parsed.success || parsed.data.topicIds.length === 0) return redirectWithinSite(reply, `${page}&missing=1`, 303);
      try {
        await service.savePreferences(newsletter, parsed.data);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        return error.status === 404 ? reply.callNotFound() : redirectWithinSite(reply, `${page}&missing=1`, 303);
      }
      return redirectWithinSite(reply, `${page}&saved=1`, 303);
    });

    if (!renderer) return;
    const pages: SiteRenderer = renderer;
    /** The subscription page again, as the answer of a post without a script: the values entered and the problems. */
    const sendBack = (request: FastifyRequest, reply: FastifyReply, locale: Locale, returned: Returned, status: number) =>
      pages.sendPreview(request, reply, {
        path: localizedPath(locale, SITE_ROUTES.newsletter),
        withinGrant: (render) => returnedForms.run(returned, render),
        banner: "",
        status,
      });

    scope.post("/:lang/newsletter", async (request, reply) => {
      const [pathname = ""] = request.url.split("?");
      const match = NEWSLETTER_PAGE.exec(pathname);
      const locale = match && !match[2] ? localeOfPathSegment(match[1] ?? "") : undefined;
      if (!locale) return reply.callNotFound();
      const fields = postedFields(request.body);
      const topicIds = fieldValues(fields, "topicIds")
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      const values = { email: fieldText(fields, "email"), topicIds, consent: fieldText(fields, "consent") === "on" };
      // The short forms of the footer, the news and an article send the address (and a topic) only: the full form takes it over.
      if (fieldText(fields, "ticket") === "") return sendBack(request, reply, locale, { values, problems: [] }, 200);
      const parsed = newsletterSubscribeInput.safeParse(
        { ...values, lang: locale, consent: values.consent, website: fieldText(fields, "website"), ticket: fieldText(fields, "ticket") },
        { reportInput: true },
      );
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => {
          const field = issue.path[0];
          return {
            field: typeof field === "string" && (NEWSLETTER_FIELDS as readonly string[]).includes(field) ? field : null,
            message: renderMessage(locale, describeIssue(issue)),
          };
        });
        return sendBack(request, reply, locale, { values, problems }, 400);
      }
      try {
        await subscribe(request, parsed.data);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
        const field = error.fieldProblems[0]?.field.replace(/^body\./, "") ?? null;
        return sendBack(
          request,
          reply,
          locale,
          { values, problems: [{ field, message: renderMessage(locale, error.reason) }] },
          error.status,
        );
      }
      return redirectWithinSite(reply, localizedPath(locale, SITE_ROUTES.newsletterCheckMail), 303);
    });
  });
}
