import { z } from "zod";
import { idParams, idSchema, multiLineText, pagedQuery, singleLineText, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * The newsletter (docs/decisions/0083): visitors subscribe to topics (the practice areas and news
 * folders the firm offers) with double opt-in, manage their subscription by a signed link in every
 * mail, and editors send issues of published news to the confirmed subscribers of a language and
 * topics, each through the outbox with its own unsubscribe link.
 */

/** What a topic is: a practice area or a news folder, named by its item number (every language version's). */
export const NEWSLETTER_TOPIC_KINDS = ["practiceArea", "newsFolder"] as const;
export type NewsletterTopicKind = (typeof NEWSLETTER_TOPIC_KINDS)[number];

/** Longest values of the newsletter's fields, and most entries of its lists. */
export const NEWSLETTER_LIMITS = {
  email: 254,
  ticket: 200,
  honeypot: 500,
  /** A signed link's token. */
  token: 300,
  topics: 50,
  subject: 200,
  intro: 5000,
  /** News items in one issue. */
  items: 20,
  /** News items the composer offers at once (the newest). */
  pickable: 200,
} as const;

/** Largest body of a subscription posted by a form, in bytes. */
export const NEWSLETTER_BODY_LIMIT = 16 * 1024;

const localeSchema = z.enum(SUPPORTED_LOCALES);
const topicIdsSchema = z.array(idSchema).max(NEWSLETTER_LIMITS.topics);
/** Ids in a query, comma-separated (`3,7`), at most as many as an issue has topics; absent or empty: none. */
const idListQuery = z
  .string()
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/)
  .transform((text) => (text === "" ? [] : [...new Set(text.split(",").map(Number))]))
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(NEWSLETTER_LIMITS.topics))
  .default([]);
const tokenSchema = z.string().min(1).max(NEWSLETTER_LIMITS.token);

/** A topic as the site names it, in the page's language. */
export const newsletterTopicChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type NewsletterTopicChoice = z.infer<typeof newsletterTopicChoiceSchema>;

/** A subscription form: its signed ticket, the consent line, the topics offered; what a refused post without a script sent back. */
export const newsletterFormSchema = z.object({
  ticket: z.string(),
  /** The consent line beside the checkbox, in the form's language: stored with the subscription as shown. */
  consentText: z.string(),
  /** The note on the data beside the form, in the form's language: the firm's, else the site's. */
  dataNote: z.string(),
  topics: z.array(newsletterTopicChoiceSchema),
  returned: z
    .object({
      values: z.object({ email: z.string(), topicIds: z.array(z.number().int()), consent: z.boolean() }),
      problems: z.array(z.object({ field: z.string().nullable(), message: z.string() })),
    })
    .optional(),
});
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

/** The fields of a subscription form a visitor fills in, in the order the form shows them. */
export const NEWSLETTER_FIELDS = ["email", "topicIds", "consent"] as const;

export const newsletterSubscribeInput = z.object({
  lang: localeSchema,
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: SCHEMA_MESSAGES.email }).max(NEWSLETTER_LIMITS.email)),
  topicIds: topicIdsSchema.min(1, SCHEMA_MESSAGES.newsletterTopics),
  consent: z.literal(true, { error: SCHEMA_MESSAGES.newsletterConsent }),
  /** The trap for programs (decision 0077): people never see it, so it stays empty. */
  website: z.string().max(NEWSLETTER_LIMITS.honeypot).default(""),
  ticket: z.string().max(NEWSLETTER_LIMITS.ticket),
});
export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeInput>;

/** A subscription as its signed link shows it: the address, the language and topics chosen, the topics offered. */
export const newsletterPreferencesSchema = z.object({
  email: z.string(),
  lang: localeSchema,
  topicIds: z.array(z.number().int()),
  topics: z.array(newsletterTopicChoiceSchema),
  /** The token of its preferences' and unsubscribe links (a confirmation link's page links on with it). */
  token: z.string(),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

/** A confirmation link's subscription: its address, and once confirmed the token of its preferences' link. */
export const newsletterConfirmationSchema = z.object({ email: z.string(), confirmed: z.boolean(), token: z.string().nullable() });
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationSchema>;

export const newsletterTokenQuery = z.object({ s: tokenSchema, lang: localeSchema });
export const newsletterTokenBody = z.object({ s: tokenSchema });
export const newsletterPreferencesInput = z.object({ s: tokenSchema, lang: localeSchema, topicIds: topicIdsSchema });
export type NewsletterPreferencesInput = z.output<typeof newsletterPreferencesInput>;

/** The public calls: each answer about a subscription is for its signed link only, never cached. */
export const newsletterEndpoints = {
  /** A form's ticket, consent line and topics in a language. */
  form: defineEndpoint({
    method: "GET",
    path: "/newsletter/form",
    access: "public",
    query: z.object({ lang: localeSchema }),
    result: newsletterFormSchema,
  }),
  /**
   * Subscribes, or sends the confirmation again: the same answer whether the address was known,
   * subscribed or not, so that nobody learns it from here.
   */
  subscribe: defineEndpoint({
    method: "POST",
    path: "/newsletter/subscribe",
    access: "public",
    body: newsletterSubscribeInput,
    result: z.object({}),
    bodyLimit: NEWSLETTER_BODY_LIMIT,
  }),
  /**
   * What a confirmation link's page shows before its button is pressed: the address and whether it
   * is confirmed already (then with its preferences' token). Changes nothing: mail scanners open links (decision 0088).
   */
  confirmation: defineEndpoint({
    method: "GET",
    path: "/newsletter/confirmation",
    access: "public",
    query: newsletterTokenQuery,
    result: newsletterConfirmationSchema,
  }),
  /** Confirms a subscription by the button of its confirmation link's page; answers its preferences. */
  confirm: defineEndpoint({
    method: "POST",
    path: "/newsletter/confirm",
    access: "public",
    body: newsletterTokenBody.extend({ lang: localeSchema }),
    result: newsletterPreferencesSchema,
  }),
  preferences: defineEndpoint({
    method: "GET",
    path: "/newsletter/preferences",
    access: "public",
    query: newsletterTokenQuery,
    result: newsletterPreferencesSchema,
  }),
  savePreferences: defineEndpoint({
    method: "PUT",
    path: "/newsletter/preferences",
    access: "public",
    body: newsletterPreferencesInput,
    result: newsletterPreferencesSchema,
  }),
  /** Ends the subscription and deletes it; an unknown or ended one answers the same. */
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/newsletter/unsubscribe",
    access: "public",
    body: newsletterTokenBody,
    result: z.object({}),
  }),
};

/** A topic the firm may offer, named in every language it has a version in. */
export const newsletterTopicSchema = z.object({
  kind: z.enum(NEWSLETTER_TOPIC_KINDS),
  /** The practice area's or news folder's item number. */
  no: z.number().int(),
  /** Its name by locale code. */
  names: z.record(z.string(), z.string()),
  /** Its id while offered; null for one not offered. */
  id: z.number().int().nullable(),
  /** Confirmed subscribers of it. */
  subscribers: z.number().int(),
});
export type NewsletterTopic = z.infer<typeof newsletterTopicSchema>;

export const newsletterTopicsInput = z.object({
  /** The topics offered, in the order the forms show them. */
  topics: z
    .array(z.object({ kind: z.enum(NEWSLETTER_TOPIC_KINDS), no: idSchema }))
    .max(NEWSLETTER_LIMITS.topics)
    .refine((topics) => new Set(topics.map((topic) => `${topic.kind}:${topic.no}`)).size === topics.length, SCHEMA_MESSAGES.duplicates),
});

/** pending: not confirmed yet; confirmed: receives issues; suspended: no more sends after bounces or a complaint (decisions 0088, 0091). */
export const NEWSLETTER_SUBSCRIBER_STATES = ["pending", "confirmed", "suspended"] as const;

/** What a delivery's bounce was: refused for good (hard), for now (soft), or reported as spam by its reader (complaint). */
export const NEWSLETTER_BOUNCE_KINDS = ["hard", "soft", "complaint"] as const;
export type NewsletterBounceKind = (typeof NEWSLETTER_BOUNCE_KINDS)[number];

/** Why a subscription was suspended: a hard bounce, soft bounces in a row, or a complaint (decision 0091). */
export const NEWSLETTER_SUSPEND_CAUSES = ["hardBounce", "softBounces", "complaint"] as const;
export type NewsletterSuspendCause = (typeof NEWSLETTER_SUSPEND_CAUSES)[number];

export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  lang: z.string(),
  state: z.enum(NEWSLETTER_SUBSCRIBER_STATES),
  topicIds: z.array(z.number().int()),
  consentText: z.string(),
  consentTime: timestampSchema,
  confirmTime: timestampSchema.nullable(),
  createTime: timestampSchema,
  /** The last bounce of a delivery to it: hard or soft, when, the receiving server's answer. */
  lastBounce: z.object({ kind: z.enum(NEWSLETTER_BOUNCE_KINDS), time: timestampSchema, reason: z.string() }).nullable(),
  suspendTime: timestampSchema.nullable(),
  /** Why it is suspended; null while it is not (and for one suspended before the cause was recorded). */
  suspendCause: z.enum(NEWSLETTER_SUSPEND_CAUSES).nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** draft: being composed; sending: its messages are being put into the outbox; sent: all of them are. */
export const NEWSLETTER_ISSUE_STATES = ["draft", "sending", "sent"] as const;

export const newsletterIssueInput = z.object({
  lang: localeSchema,
  topicIds: topicIdsSchema.min(1, SCHEMA_MESSAGES.newsletterTopics),
  subject: singleLineText(NEWSLETTER_LIMITS.subject).min(1),
  intro: multiLineText(NEWSLETTER_LIMITS.intro),
  /** Published news items of the issue's language, in the order the issue shows them. */
  articleIds: z
    .array(idSchema)
    .min(1)
    .max(NEWSLETTER_LIMITS.items)
    .refine((ids) => new Set(ids).size === ids.length, SCHEMA_MESSAGES.duplicates),
});
export type NewsletterIssueInput = z.output<typeof newsletterIssueInput>;

export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  topicIds: z.array(z.number().int()),
  subject: z.string(),
  intro: z.string(),
  articleIds: z.array(z.number().int()),
  state: z.enum(NEWSLETTER_ISSUE_STATES),
  createTime: timestampSchema,
  sentTime: timestampSchema.nullable(),
  /** Made by a topic's digest (decision 0088) rather than written by an editor. */
  digest: z.boolean(),
  /**
   * Its messages by the outbox's state (a message the outbox no longer keeps counts as sent);
   * `bounced` its hard bounces, whether the receiving server refused the message (then failed) or
   * the mail provider reported it later (decision 0091), `remaining` the subscribers a send in
   * progress has still to put into the outbox.
   */
  counts: z.object({
    recipients: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    waiting: z.number().int(),
    bounced: z.number().int(),
    remaining: z.number().int(),
  }),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** How often a topic's digest goes out (decision 0088). */
export const NEWSLETTER_DIGEST_FREQUENCIES = ["weekly", "monthly"] as const;

/** A topic's digest: weekly on a weekday (1 Monday … 7 Sunday) or monthly on a day (1 … 28), at a time of the site's clock. */
export const newsletterDigestInput = z
  .object({
    frequency: z.enum(NEWSLETTER_DIGEST_FREQUENCIES),
    day: z.number().int().min(1).max(28),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEMA_MESSAGES.timeOfDay),
  })
  .refine((digest) => digest.frequency === "monthly" || digest.day <= 7, { path: ["day"], error: SCHEMA_MESSAGES.weekday });
export type NewsletterDigestInput = z.output<typeof newsletterDigestInput>;

/** An offered topic with its digest, if switched on: its setting, the last run and the next. */
export const newsletterDigestSchema = z.object({
  topicId: z.number().int(),
  /** The topic's name in every language it has one in, by locale code. */
  names: z.record(z.string(), z.string()),
  setting: z.object({ frequency: z.enum(NEWSLETTER_DIGEST_FREQUENCIES), day: z.number().int(), time: z.string() }).nullable(),
  lastRunTime: timestampSchema.nullable(),
  nextRunTime: timestampSchema.nullable(),
  /** Why its last attempt failed, while it waits to try again. */
  lastError: z.string().nullable(),
});
export type NewsletterDigest = z.infer<typeof newsletterDigestSchema>;

/** A news item the composer offers: its title and date. */
export const newsletterPickableNewsSchema = z.object({ id: z.number().int(), title: z.string(), publishTime: timestampSchema.nullable() });
export type NewsletterPickableNews = z.infer<typeof newsletterPickableNewsSchema>;

/** An issue's mail as a subscriber receives it (with a sample subscriber's links). */
export const newsletterPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

const NEWSLETTER = "/admin/newsletter";

/**
 * The back office's calls: the topics offered are the site configuration's (Administrators); the
 * issues are content (Editors); the subscribers are visitors' personal data, read with the inbox's
 * right like the contact messages (decision 0083).
 */
export const newsletterAdminEndpoints = {
  topics: defineEndpoint({ method: "GET", path: `${NEWSLETTER}/topics`, access: "content.read", result: z.array(newsletterTopicSchema) }),
  /** Offers exactly these topics (`save`: the audit log's update). */
  save: defineEndpoint({
    method: "PUT",
    path: `${NEWSLETTER}/topics`,
    access: "config.manage",
    body: newsletterTopicsInput,
    result: z.array(newsletterTopicSchema),
  }),
  /** Newest first; `state` filters, `email` finds the addresses that begin with it (letter case ignored). */
  subscribers: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/subscribers`,
    access: "inbox.manage",
    query: pagedQuery({
      state: z.enum(NEWSLETTER_SUBSCRIBER_STATES).optional(),
      email: z.string().trim().toLowerCase().min(1).max(NEWSLETTER_LIMITS.email).optional(),
    }),
    paged: true,
    result: z.array(newsletterSubscriberSchema),
  }),
  /**
   * Puts a suspended subscription back to confirmed, with its topics and language; its bounces so
   * far no longer count toward the soft-bounce rule (decision 0091). 409 when it is not suspended.
   */
  reactivate: defineEndpoint({
    method: "POST",
    path: `${NEWSLETTER}/subscribers/:id/reactivate`,
    access: "inbox.manage",
    params: idParams,
    result: newsletterSubscriberSchema,
  }),
  issues: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/issues`,
    access: "content.write",
    query: pagedQuery({}),
    paged: true,
    result: z.array(newsletterIssueSchema),
  }),
  issue: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/issues/:id`,
    access: "content.write",
    params: idParams,
    result: newsletterIssueSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${NEWSLETTER}/issues`,
    access: "content.write",
    body: newsletterIssueInput,
    result: newsletterIssueSchema,
  }),
  /** Changes a draft; 409 once it is being sent. */
  update: defineEndpoint({
    method: "PUT",
    path: `${NEWSLETTER}/issues/:id`,
    access: "content.write",
    params: idParams,
    body: newsletterIssueInput,
    result: newsletterIssueSchema,
  }),
  preview: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/issues/:id/preview`,
    access: "content.write",
    params: idParams,
    result: newsletterPreviewSchema,
  }),
  /** Mails the issue to the signed-in account's own address; 400 when it has none. */
  sendTest: defineEndpoint({
    method: "POST",
    path: `${NEWSLETTER}/issues/:id/test`,
    access: "content.write",
    params: idParams,
    result: z.object({ to: z.string() }),
  }),
  /**
   * Starts sending: the issue is "sending" and a worker puts one message per matching confirmed
   * subscriber into the outbox, a batch at a time, never two to one address (decision 0088).
   */
  send: defineEndpoint({
    method: "POST",
    path: `${NEWSLETTER}/issues/:id/send`,
    access: "content.write",
    params: idParams,
    result: newsletterIssueSchema,
  }),
  /**
   * How many subscribers an issue of this language and these topics goes to if sent now: the
   * confirmed (not pending, not suspended) of the language who chose one of the topics, each once.
   */
  recipients: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/recipients`,
    access: "content.write",
    query: z.object({ lang: localeSchema, topicIds: idListQuery }),
    result: z.object({ count: z.number().int() }),
  }),
  /**
   * What the composer offers to pick: the published news of a language, newest first, at most
   * NEWSLETTER_LIMITS.pickable; with `topicIds`, only the news of those topics (a practice area's:
   * those naming it; a folder's: those filed in it); `ids` are always among them (an issue's chosen news).
   */
  news: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/news`,
    access: "content.write",
    query: z.object({ lang: localeSchema, topicIds: idListQuery, ids: idListQuery }),
    result: z.array(newsletterPickableNewsSchema),
  }),
  /** Whether mail is configured (SMTP_URL): without it, issues wait in the outbox (decision 0088). */
  mail: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/mail`,
    access: "content.write",
    result: z.object({ configured: z.boolean() }),
  }),
  /** Every offered topic with its digest (decision 0088). */
  digests: defineEndpoint({
    method: "GET",
    path: `${NEWSLETTER}/digests`,
    access: "content.read",
    result: z.array(newsletterDigestSchema),
  }),
  /** Switches a topic's digest on or changes it: the next one collects the news published from now on. */
  saveDigest: defineEndpoint({
    method: "PUT",
    path: `${NEWSLETTER}/digests/:id`,
    access: "config.manage",
    params: idParams,
    body: newsletterDigestInput,
    result: newsletterDigestSchema,
  }),
  /** Switches a topic's digest off. */
  removeDigest: defineEndpoint({
    method: "DELETE",
    path: `${NEWSLETTER}/digests/:id`,
    access: "config.manage",
    params: idParams,
    result: newsletterDigestSchema,
  }),
};

// The mail provider's reports (decision 0091).

/** What a mail provider reports about a message after it accepted it: a bounce returned later, or a complaint. */
export const NEWSLETTER_REPORT_KINDS = ["hardBounce", "softBounce", "complaint"] as const;
export type NewsletterReportKind = (typeof NEWSLETTER_REPORT_KINDS)[number];

/**
 * The signed alternative to the Bearer secret (decision 0099): `t=<Unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" keyed with NEWSLETTER_WEBHOOK_SECRET>`; refused when `t` is more than
 * NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS away from the server's clock.
 */
export const NEWSLETTER_SIGNATURE_HEADER = "x-newsletter-signature";
export const NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Most reports in one call, and the largest body of one. */
export const NEWSLETTER_REPORT_LIMITS = { batch: 100, messageId: 998, reason: 2000, bodyBytes: 256 * 1024 } as const;

/** One report: the address, what happened, optionally the message's Message-ID and the provider's reason. */
export const newsletterReportSchema = z.object({
  address: z
    .string()
    .trim()
    .pipe(z.email({ error: SCHEMA_MESSAGES.email }).max(NEWSLETTER_LIMITS.email)),
  kind: z.enum(NEWSLETTER_REPORT_KINDS),
  messageId: z.string().trim().min(1).max(NEWSLETTER_REPORT_LIMITS.messageId).optional(),
  reason: z.string().max(NEWSLETTER_REPORT_LIMITS.reason).optional(),
});
export type NewsletterReport = z.output<typeof newsletterReportSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One report, or a batch `{ "reports": [...] }`: one report is read as a batch of one. */
export const newsletterReportsInput = z.preprocess(
  (value) => (isRecord(value) && !("reports" in value) ? { reports: [value] } : value),
  z.object({ reports: z.array(newsletterReportSchema).min(1).max(NEWSLETTER_REPORT_LIMITS.batch) }),
);

/**
 * The mail provider's webhook: not a visitor's call nor a session's, but authenticated by the
 * operator's secret (NEWSLETTER_WEBHOOK_SECRET) as `Authorization: Bearer …` or as an HMAC-SHA256
 * signature of the body (NEWSLETTER_SIGNATURE_HEADER, decision 0099), and answering 404 while that
 * is unset. `recorded` reports changed something, `ignored` ones named no delivery of the
 * newsletter or were known already; `unmatched` those of the ignored that named no message while
 * the address's latest delivery went out too long ago to be theirs; `suspended` subscriptions
 * were suspended by this call.
 */
export const newsletterProviderEndpoints = {
  reports: defineEndpoint({
    method: "POST",
    path: "/newsletter/reports",
    access: "public",
    body: newsletterReportsInput,
    result: z.object({
      recorded: z.number().int(),
      ignored: z.number().int(),
      suspended: z.number().int(),
      unmatched: z.number().int(),
    }),
    bodyLimit: NEWSLETTER_REPORT_LIMITS.bodyBytes,
  }),
};
