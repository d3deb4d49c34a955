import {
  CONTACT_BODY_LIMIT,
  CONTACT_FIELDS,
  contactEndpoints,
  contactInputSchema,
  inboxEndpoints,
  localeOfPathSegment,
  type ContactInput,
  type Locale,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { nowMs, type Db } from "../../db/database.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { formFieldsOf, problemsOf, refusalOf, returnedForm, sendFormBack, withFormBodies } from "../../http/page-forms.ts";
import { fixedWindowLimit } from "../../http/rate-limit.ts";
import { redirectWithinSite } from "../../http/same-origin-redirect.ts";
import { message } from "../../i18n/messages.ts";
import { renderingIsPersonal, type SiteRenderer } from "../../plugins/site-rendering.ts";
import { openContactTickets } from "./contact-ticket.ts";
import * as service from "./contact.service.ts";
import { checkSender, CONTACT_REFUSALS } from "./visitor-forms.ts";

/** Messages per client address and window: enough for a person, too few for a flood (decision 0077). */
export const CONTACT_LIMIT_PER_ADDRESS = { max: 5, windowMs: 10 * 60_000 } as const;

const CONTACT_PAGE = /^\/([a-z]{2})\/contact$/;

/** A form's fields as the contact schema reads them: the checkboxes' `on` as true, a missing one as false. */
function formInput(fields: Record<string, string>, lang: Locale): Record<string, unknown> {
  return { ...fields, lang, to: fields.to || "firm", consent: fields.consent === "on", sendCopy: fields.sendCopy === "on" };
}

/**
 * The contact forms (decision 0077): `GET /api/contact/form` hands out a form's ticket and texts
 * (never cached, and the page that asks for one is not kept either); `POST /api/contact` sends a
 * message (the site's script); a form without a script posts to its page's address
 * (`POST /de/contact`), answered with a redirect to the confirmation page or the page again with
 * the problems and the values entered. Both are limited per client address. The Inbox's calls need
 * the inbox right.
 */
export async function contactRoutes(app: FastifyInstance, route: EndpointRegistrar, deps: { db: Db; renderer: SiteRenderer | undefined }) {
  const { db } = deps;
  const tickets = await openContactTickets(db);
  const fromAddress = fixedWindowLimit({
    ...CONTACT_LIMIT_PER_ADDRESS,
    db,
    name: "contactFromAddress",
    now: nowMs,
    refusal: (seconds) => message("contact.tooMany", { seconds }),
  });

  /** Checks and sends a message that passed the schema; throws the refusal. */
  async function send(request: FastifyRequest, input: ContactInput) {
    await fromAddress.take(clientAddress(request));
    checkSender(tickets, input, CONTACT_REFUSALS);
    return service.sendContactMessage(db, input);
  }

  route(contactEndpoints.form, async ({ query, reply }) => {
    reply.header("cache-control", "no-store");
    renderingIsPersonal();
    const form = await service.contactForm(db, tickets, query);
    const returned = returnedForm();
    return returned ? { ...form, returned } : form;
  });
  route(contactEndpoints.send, async ({ body, request }) => send(request, body));

  route(inboxEndpoints.list, async ({ query }) => service.listInbox(db, query));
  route(inboxEndpoints.recipients, async () => service.inboxRecipients(db));
  route(inboxEndpoints.assignees, async () => service.inboxAssignees(db));
  route(inboxEndpoints.detail, async ({ params }) => service.inboxMessage(db, params.id));
  route(inboxEndpoints.setState, async ({ params, body }) => service.setInboxState(db, params.id, body.state));
  route(inboxEndpoints.assign, async ({ params, body }) => service.assignInboxMessage(db, params.id, body.accountId));

  const { renderer } = deps;
  if (!renderer) return;
  const pages: SiteRenderer = renderer;

  await withFormBodies(app, CONTACT_BODY_LIMIT, (scope) => {
    scope.post("/:lang/contact", async (request, reply) => {
      const [pathname = ""] = request.url.split("?");
      const locale = localeOfPathSegment(CONTACT_PAGE.exec(pathname)?.[1] ?? "");
      if (!locale) return reply.callNotFound();
      const fields = formFieldsOf(request.body);
      const to = /^(firm|person:\d+|office:\d+)$/.test(fields.to ?? "") ? (fields.to ?? "firm") : "firm";
      const page = to === "firm" ? pathname : `${pathname}?to=${to}`;
      const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field] ?? ""]));
      const parsed = contactInputSchema.safeParse(formInput(fields, locale), { reportInput: true });
      if (!parsed.success)
        return sendFormBack(pages, request, reply, page, { values, problems: problemsOf(parsed.error, CONTACT_FIELDS, locale) }, 400);
      const refused = await refusalOf(() => send(request, parsed.data), reply, locale);
      if (refused) return sendFormBack(pages, request, reply, page, { values, problems: refused.problems }, refused.status);
      return redirectWithinSite(reply, `${pathname}/sent${to === "firm" ? "" : `?to=${to}`}`, 303);
    });
  });
}
