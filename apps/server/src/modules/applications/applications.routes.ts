import {
  APPLICATION_FIELDS,
  APPLICATION_FILE_ACCESS,
  APPLICATION_FILE_PATH,
  applicationAdminEndpoints,
  applicationEndpoints,
  applicationInputSchema,
  localeOfPathSegment,
  type Locale,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { nowMs, type Db } from "../../db/database.ts";
import { invalidRequest, type FieldProblem } from "../../errors.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { fixedWindowLimit } from "../../http/rate-limit.ts";
import { redirectWithinSite } from "../../http/same-origin-redirect.ts";
import { toFieldProblems } from "../../http/validation.ts";
import { message } from "../../i18n/messages.ts";
import { renderingIsPersonal, type SiteRenderer } from "../../plugins/site-rendering.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import { recordRequestAudit } from "../audit/audit.service.ts";
import { openContactTickets } from "../contact/contact-ticket.ts";
import { refusalOf, returnedForm, sendFormBack } from "../../http/page-forms.ts";
import { checkSender, type SenderRefusals } from "../contact/visitor-forms.ts";
import { withTemporaryFolder } from "../files/upload-file.ts";
import { checkApplicationFiles, readApplicationForm, type ReceivedForm } from "./application-form.ts";
import * as service from "./applications.service.ts";

/** Applications per client address and window: a person applies to a few openings, a flood is refused (decision 0080). */
export const APPLICATION_LIMIT_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 } as const;

const REFUSALS: SenderRefusals = {
  trap: message("applications.trap"),
  tooFast: message("applications.tooFast"),
  expired: message("applications.expired"),
};

const APPLY_PAGE = /^\/([a-z]{2})\/careers\/apply$/;

/** The fields a refused form is sent back with: all but the files, which the visitor chooses again. */
const TEXT_FIELDS = APPLICATION_FIELDS.filter((field) => field !== "files");

/** The no-script form's route: `/de/careers/apply`, as Fastify registers it. */
const APPLY_ROUTE = "/:lang/careers/apply";

const fileParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  fileId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A file name for `Content-Disposition`: the name as given (RFC 5987) and a plain ASCII one for old clients. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Job applications (decision 0080): `GET /api/careers/application-form` hands out a form's ticket
 * and texts (never cached); `POST /api/careers/applications` takes an application as multipart
 * form data (the site's script), and the form without a script posts the same to its page's
 * address (`POST /de/careers/apply`), answered by a redirect to the confirmation or the page again
 * with the problems and the values entered (files must be chosen again). Both are limited per
 * client address. The Inbox's calls, and each file's download, need the Recruiting right; reading
 * an application whole and downloading a file are in the audit log.
 */
export async function applicationRoutes(
  app: FastifyInstance,
  route: EndpointRegistrar,
  deps: { db: Db; files: ObjectStore; renderer: SiteRenderer | undefined },
) {
  const { db } = deps;
  const tickets = await openContactTickets(db);
  const fromAddress = fixedWindowLimit({
    ...APPLICATION_LIMIT_PER_ADDRESS,
    db,
    name: "applicationFromAddress",
    now: nowMs,
    refusal: (seconds) => message("applications.tooMany", { seconds }),
  });

  /**
   * Checks a form read whole and sends it; throws the refusal (400 with every problem at its field,
   * the sender's or the limit's refusal). The limit counts every form whose fields and files passed.
   */
  async function send(request: FastifyRequest, form: ReceivedForm, lang: Locale) {
    const parsed = applicationInputSchema.safeParse({ ...form.fields, lang }, { reportInput: true });
    const problems: FieldProblem[] = [
      ...(parsed.success ? [] : toFieldProblems("body", parsed.error.issues, form.fields)),
      ...(await checkApplicationFiles(form)),
    ];
    if (!parsed.success || problems.length > 0) throw invalidRequest(problems);
    await fromAddress.take(clientAddress(request));
    checkSender(tickets, parsed.data, REFUSALS);
    return service.sendApplication(deps, parsed.data, form.files);
  }

  route(applicationEndpoints.form, async ({ query, reply }) => {
    reply.header("cache-control", "no-store");
    renderingIsPersonal();
    const form = await service.applicationForm(db, tickets, query);
    const returned = returnedForm();
    return returned ? { ...form, returned } : form;
  });
  // The files are written to a temporary folder as they arrive (decision 0126), removed however the form ends.
  route(applicationEndpoints.send, async ({ request }) =>
    withTemporaryFolder("application", async (folder) => {
      const form = await readApplicationForm(request, folder);
      const lang = applicationInputSchema.shape.lang.safeParse(form.fields.lang);
      return send(request, form, lang.success ? lang.data : "en_US");
    }),
  );

  route(applicationAdminEndpoints.list, async ({ query }) => service.listApplications(db, query));
  route(applicationAdminEndpoints.openings, async () => service.applicationOpenings(db));
  route(applicationAdminEndpoints.assignees, async () => service.applicationAssignees(db));
  route(applicationAdminEndpoints.detail, async ({ params, request }) => {
    const application = await service.getApplication(db, params.id);
    await recordRequestAudit(db, request, { action: "view", kind: "application", itemId: application.id, summary: application.name });
    return application;
  });
  route(applicationAdminEndpoints.setState, async ({ params, body }) => service.setApplicationState(db, params.id, body.state));
  route(applicationAdminEndpoints.assign, async ({ params, body }) => service.assignApplication(db, params.id, body.accountId));
  route(applicationAdminEndpoints.addNote, async ({ params, body, admin }) => service.addApplicationNote(db, params.id, admin, body.text));

  // No HEAD beside it: the back office has none beside its GETs (http/endpoint.ts), and a HEAD would be a download unrecorded.
  app.get(APPLICATION_FILE_PATH, { config: { access: APPLICATION_FILE_ACCESS }, exposeHeadRoute: false }, async (request, reply) => {
    const parsed = fileParams.safeParse(request.params, { reportInput: true });
    if (!parsed.success) throw invalidRequest(toFieldProblems("params", parsed.error.issues, request.params));
    const { id, fileId } = parsed.data;
    const { name, object } = await service.openApplicationFile(deps, id, fileId);
    await recordRequestAudit(db, request, { action: "download", kind: "application", itemId: id, summary: name });
    return reply
      .header("content-type", "application/pdf")
      .header("content-length", String(object.size))
      .header("content-disposition", attachment(name))
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(object.body);
  });

  const { renderer } = deps;
  if (!renderer) return;
  const pages: SiteRenderer = renderer;

  app.post(APPLY_ROUTE, async (request, reply) => {
    const [pathname = ""] = request.url.split("?");
    const locale = localeOfPathSegment(APPLY_PAGE.exec(pathname)?.[1] ?? "");
    if (!locale) return reply.callNotFound();
    let form: ReceivedForm = { fields: {}, files: [], problems: [] };
    const opening = () => (/^[1-9]\d{0,9}$/.test(form.fields.opening ?? "") ? `?opening=${form.fields.opening}` : "");
    const refusal = await refusalOf(
      () =>
        withTemporaryFolder("application", async (folder) => {
          form = await readApplicationForm(request, folder);
          await send(request, form, locale);
        }),
      reply,
      locale,
    );
    if (refusal) {
      const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, form.fields[field] ?? ""]));
      // A problem the schema found at a field the form does not have (the ticket) is the whole form's.
      const problems = refusal.problems.map((problem) =>
        problem.field !== null && !(APPLICATION_FIELDS as readonly string[]).includes(problem.field)
          ? { ...problem, field: null }
          : problem,
      );
      return sendFormBack(pages, request, reply, `${pathname}${opening()}`, { values, problems }, refusal.status);
    }
    return redirectWithinSite(reply, `${pathname}/sent${opening()}`, 303);
  });
}
