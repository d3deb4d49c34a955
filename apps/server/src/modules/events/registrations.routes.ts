import {
  buildPath,
  EVENT_CALENDAR_ROUTE,
  SITE_ROUTES,
  localeOfPathSegment,
  localizedPath,
  plainText,
  REGISTRATION_FORM_FIELDS,
  REGISTRATION_LIMITS,
  registrationEndpoints,
  SUPPORTED_LOCALES,
  ADDRESS_ROUTES,
  type Locale,
  type RegistrationInput,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { nowMs, type Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import { changeKeys } from "../../http/cache-tags.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { formFieldsOf, problemsOf, refusalOf, returnedForm, sendFormBack, withFormBodies } from "../../http/page-forms.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { fixedWindowLimit } from "../../http/rate-limit.ts";
import { redirectWithinSite } from "../../http/same-origin-redirect.ts";
import { message } from "../../i18n/messages.ts";
import { noteChangedKeys } from "../../plugins/public-cache.ts";
import { renderingIsPersonal, type SiteRenderer } from "../../plugins/site-rendering.ts";
import { resolveAddress } from "../addresses/addresses.ts";
import { sendGonePage } from "../redirects/redirect-serving.ts";
import { openContactTickets } from "../contact/contact-ticket.ts";
import { findFirmEmail } from "../contact/contact.repository.ts";
import { attachmentDisposition } from "../people/vcard.ts";
import { getPublicPortalConfig } from "../portal-config/portal-config.service.ts";
import { readPublicEvent } from "./events.public.service.ts";
import { eventCalendar } from "./event-calendar.ts";
import { openRegistrationTokens } from "./registration-tokens.ts";
import * as service from "./registrations.service.ts";

const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Registrations per client address: more than the contact form's five, since colleagues behind
 * one office's connection register one after another, and an attempt refused for a missing field
 * counts too; still few enough that one address cannot fill a seminar's places.
 */
export const REGISTRATION_LIMIT_PER_ADDRESS = { max: 20, windowMs: 10 * 60_000 } as const;

/** A form's fields as the registration schema reads them: the checkbox's `on` as true. */
const formInput = (fields: Record<string, string>, lang: Locale) => ({ ...fields, lang, consent: fields.consent === "on" });

/**
 * Tells of an event whose places, as visitors' answers say them, a request's write changed (a
 * registration, a cancellation, a check-in, an erasure): the answers showing the event are dropped
 * (decision 0106).
 */
export const placesChangedBy = (request: FastifyRequest) => (no: number) =>
  noteChangedKeys(request, changeKeys({ kind: "event", itemNo: no }));

/**
 * Registrations (decision 0082): the form's ticket, the registration (the site's script, or the
 * event's page posted without one: answered by a redirect to the page with the outcome, or the
 * page again with the problems), the cancellation by its signed link, the back office's list,
 * export and check-in, and each event's calendar file beside its page.
 */
export async function registrationRoutes(
  app: FastifyInstance,
  route: EndpointRegistrar,
  deps: { db: Db; renderer: SiteRenderer | undefined; publicUrl: string | undefined },
) {
  const { db, publicUrl } = deps;
  const [tickets, tokens] = await Promise.all([openContactTickets(db), openRegistrationTokens(db)]);
  // Counted apart from the contact form's limit: a visitor may write and register.
  const fromAddress = fixedWindowLimit({
    ...REGISTRATION_LIMIT_PER_ADDRESS,
    db,
    name: "eventRegistrationFromAddress",
    now: nowMs,
    refusal: (seconds) => message("events.tooManyRegistrations", { minutes: Math.ceil(seconds / 60) }),
  });
  const depsOf = (request: FastifyRequest) => ({
    tickets,
    tokens,
    origin: publicOrigin(request, publicUrl),
    placesChanged: placesChangedBy(request),
  });

  async function register(request: FastifyRequest, id: number, input: RegistrationInput) {
    await fromAddress.take(clientAddress(request));
    return service.register(db, depsOf(request), id, input);
  }

  route(registrationEndpoints.form, async ({ params, query, reply }) => {
    reply.header("cache-control", "no-store");
    renderingIsPersonal();
    const form = await service.registrationForm(db, tickets, params.id, query.lang);
    const returned = returnedForm();
    return returned ? { ...form, returned } : form;
  });
  route(registrationEndpoints.register, async ({ params, body, request }) => register(request, params.id, body), {
    bodyFor: (params) => service.registrationInputOf(db, params.id),
  });
  route(registrationEndpoints.cancellation, async ({ query, reply }) => {
    // The link's page is this person's: neither it nor this answer is kept by a cache.
    reply.header("cache-control", "no-store");
    renderingIsPersonal();
    return service.cancellationPreview(db, tokens, query.token, query.lang);
  });
  route(registrationEndpoints.cancel, async ({ body, request }) => service.cancel(db, depsOf(request), body.token));
  route(registrationEndpoints.list, async ({ params }) => service.listRegistrations(db, params.id));
  route(registrationEndpoints.fillPlaces, async ({ params, request }) => service.fillPlaces(db, depsOf(request), params.id));
  route(registrationEndpoints.export, async ({ params, query }) => {
    const { csv, title } = await service.registrationsCsv(db, params.id, query.lang);
    const stem =
      title
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "event";
    return { fileName: `${stem}.csv`, csv };
  });
  route(registrationEndpoints.checkIn, async ({ params, body }) => service.checkIn(db, params.id, body.checkedIn));

  // Each event's calendar file beside its page, by the page's slug; never the online link.
  for (const locale of SUPPORTED_LOCALES) {
    app.get(localizedPath(locale, EVENT_CALENDAR_ROUTE), async (request, reply) => {
      const slug = (request.params as { slug: string }).slug;
      let target: { id: number; slug: string };
      try {
        target = await resolveAddress(db, "event", locale, slug);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return reply.callNotFound();
        if (error instanceof HttpError && error.status === 410) return sendGonePage(request, reply);
        throw error;
      }
      const calendarPath = (to: string) => localizedPath(locale, buildPath(EVENT_CALENDAR_ROUTE, { slug: to }));
      if (target.slug !== slug) return redirectWithinSite(reply, calendarPath(target.slug), 301);
      const event = await readPublicEvent(db, target.id);
      const origin = publicOrigin(request, publicUrl);
      const [config, firmEmail] = await Promise.all([getPublicPortalConfig(db, locale), findFirmEmail(db)]);
      const location =
        event.placeKind === "online"
          ? "Online"
          : event.officeAddress
            ? [
                event.officeAddress.name,
                event.officeAddress.address,
                `${event.officeAddress.postalCode} ${event.officeAddress.city}`.trim(),
              ]
                .filter(Boolean)
                .join(", ")
            : event.venue.split("\n").join(", ");
      const file = eventCalendar({
        no: event.no,
        title: event.title,
        description: plainText(event.content),
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        location,
        pageUrl: `${origin}${localizedPath(locale, buildPath(ADDRESS_ROUTES.event, { slug: event.slug }))}`,
        organizer: { name: config.name.trim() || "Law Firm", email: firmEmail },
        updatedAt: event.updateTime,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", attachmentDisposition({ ascii: "event.ics", unicode: `${event.slug}.ics` }))
        .header("cache-control", "no-cache")
        .send(file);
    });
  }

  const { renderer } = deps;
  if (!renderer) return;
  const pages: SiteRenderer = renderer;

  await withFormBodies(app, FORM_BODY_LIMIT, (scope) => {
    // An event's page posted without a script: its readable address in its language.
    scope.post(`/:lang${ADDRESS_ROUTES.event}`, async (request, reply) => {
      const { lang, slug } = request.params as { lang: string; slug: string };
      const locale = localeOfPathSegment(lang);
      if (!locale) return reply.callNotFound();
      const [pathname = ""] = request.url.split("?");
      let target: { id: number; slug: string };
      try {
        target = await resolveAddress(db, "event", locale, slug);
      } catch (error) {
        // An event unknown, deleted or taken off the site (perhaps while the visitor filled in its
        // form): the page its address shows now, 404 or 410 Gone, as to a visitor who opens it.
        if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return pages.sendPage(request, reply);
        throw error;
      }
      const fields = formFieldsOf(request.body);
      const values = Object.fromEntries(REGISTRATION_FORM_FIELDS.map((field) => [field, fields[field] ?? ""]));
      const schema = await service.registrationInputOf(db, target.id);
      const parsed = schema.safeParse(formInput(fields, locale), { reportInput: true });
      if (!parsed.success) {
        return sendFormBack(
          pages,
          request,
          reply,
          pathname,
          { values, problems: problemsOf(parsed.error, REGISTRATION_FORM_FIELDS, locale) },
          400,
        );
      }
      let state = "registered";
      const refused = await refusalOf(async () => ({ state } = await register(request, target.id, parsed.data)), reply, locale);
      if (refused) return sendFormBack(pages, request, reply, pathname, { values, problems: refused.problems }, refused.status);
      return redirectWithinSite(reply, `${pathname}?registration=${state}`, 303);
    });
    // A cancellation confirmed without a script: back to the link's page, which says what became of
    // it (cancelled, the event over, the registration gone) as it reads the link again.
    scope.post(`/:lang${SITE_ROUTES.eventCancel}`, async (request, reply) => {
      const locale = localeOfPathSegment((request.params as { lang: string }).lang);
      if (!locale) return reply.callNotFound();
      const [pathname = ""] = request.url.split("?");
      const token = (formFieldsOf(request.body).token ?? "").slice(0, REGISTRATION_LIMITS.token);
      const refused = await refusalOf(() => service.cancel(db, depsOf(request), token), reply, locale);
      const outcome = refused ? "failed" : "cancelled";
      return redirectWithinSite(reply, `${pathname}?token=${encodeURIComponent(token)}&${outcome}=1`, 303);
    });
  });
}
