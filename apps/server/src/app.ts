import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { DEFAULT_BODY_LIMIT, type Access } from "@lawfirm/contract";
import Fastify, { type FastifyReply, type FastifyServerFactory, type FastifyServerOptions } from "fastify";
import { loggerOptions, type Config } from "./config.ts";
import { closeCpuPool } from "./cpu/cpu-tasks.ts";
import { closeImageProcess } from "./images/image-tasks.ts";
import { watchDatabase } from "./db/availability.ts";
import { openDatabase, pingDatabase, type DatabaseHandle } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { loadDemoFirm } from "./demo/load-demo.ts";
import { badRequest, unavailable } from "./errors.ts";
import { AccessLog } from "./http/access-log.ts";
import { connectionLimits } from "./http/connection-limits.ts";
import { NO_JSON_SCHEMAS } from "./http/no-json-schemas.ts";
import { endpointRegistrar } from "./http/endpoint.ts";
import { message } from "./i18n/messages.ts";
import { workerName, type ClaimTiming } from "./jobs/claim-queue.ts";
import { accountRoutes } from "./modules/accounts/accounts.routes.ts";
import { ensureAdministrator, resolveSession, unknownAccountCheck } from "./modules/accounts/accounts.service.ts";
import { openDeviceCookies } from "./modules/accounts/device-cookies.ts";
import { articleMemo, articleRoutes } from "./modules/articles/articles.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { auditRecorder, describeCall, auditRetention } from "./modules/audit/audit.service.ts";
import { addViews } from "./modules/articles/articles.public.service.ts";
import { createViewCounter, type ViewCounter } from "./modules/articles/view-counter.ts";
import { bannerRoutes } from "./modules/banners/banners.routes.ts";
import { catalogRoutes } from "./modules/catalogs/catalogs.routes.ts";
import { crawlFileRoutes } from "./modules/crawl-files/crawl-files.routes.ts";
import { documentRoutes } from "./modules/documents/documents.routes.ts";
import { fileRoutes } from "./modules/files/files.routes.ts";
import { createVariantQueue, type VariantQueue } from "./modules/files/variant-queue.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { iconRoutes } from "./modules/icons/icons.routes.ts";
import { languageRoutes } from "./modules/languages/languages.routes.ts";
import { languageRegistry } from "./modules/languages/languages.service.ts";
import { outboxRoutes } from "./modules/mail/mail.routes.ts";
import { privacyRoutes } from "./modules/privacy/privacy.routes.ts";
import { outboxCounts, outboxRetention } from "./modules/mail/mail.service.ts";
import { createOutboxWorker, DEFAULT_OUTBOX_TIMING, type OutboxTiming, type OutboxWorker } from "./modules/mail/outbox-worker.ts";
import { smtpSender } from "./modules/mail/smtp-sender.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { contactCardRoutes } from "./modules/people/contact-card.routes.ts";
import { bulkRoutes } from "./modules/bulk/bulk.routes.ts";
import { peopleRoutes } from "./modules/people/people.routes.ts";
import { figureChanges } from "./modules/portal-config/figure-changes.ts";
import { portalConfigRoutes } from "./modules/portal-config/portal-config.routes.ts";
import { practiceAreaRoutes } from "./modules/practice-areas/practice-areas.routes.ts";
import { eventRoutes } from "./modules/events/events.routes.ts";
import { registrationRoutes } from "./modules/events/registrations.routes.ts";
import { eventRegistrationRetention } from "./modules/events/registrations.service.ts";
import { jobOpeningRoutes } from "./modules/job-openings/job-openings.routes.ts";
import { isPreviewRendering } from "./modules/preview/preview-grant.ts";
import { previewRoutes } from "./modules/preview/preview.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { contactRetention } from "./modules/contact/contact.service.ts";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes.ts";
import { pendingSubscriptionRetention, recordRefusal } from "./modules/newsletter/newsletter.service.ts";
import { openSubscriberLinks } from "./modules/newsletter/newsletter-links.ts";
import { createNewsletterWorker, type NewsletterTiming, type NewsletterWorker } from "./modules/newsletter/newsletter-worker.ts";
import { applicationRoutes } from "./modules/applications/applications.routes.ts";
import { applicationRetention } from "./modules/applications/applications.service.ts";
import { openPreviewTokens } from "./modules/preview/preview-token.ts";
import { redirectRoutes } from "./modules/redirects/redirects.routes.ts";
import { referenceDataRoutes } from "./modules/reference-data/reference-data.routes.ts";
import { fillEmptySearchIndex } from "./modules/search/search-index.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { addressRoutes } from "./modules/addresses/addresses.routes.ts";
import { adminCookies, authPlugin, readToken, SAFE_METHODS } from "./plugins/auth.ts";
import type { ServerLock } from "./operations/server-lock.ts";
import { keepRetention } from "./operations/retention.ts";
import { installErrorEnvelope, sendError } from "./plugins/envelope.ts";
import { clientAddress } from "./http/client-address.ts";
import { findNextPublicationChange, publicationClock } from "./modules/publishing/publication-clock.ts";
import { installPublicCache, noteContentChange } from "./plugins/public-cache.ts";
import { cdnPurge, purgeCounts } from "./modules/purge/purge.service.ts";
import { sharedViewWindows } from "./modules/articles/shared-views.ts";
import { createPurgeWorker, DEFAULT_PURGE_TIMING, type PurgeTiming, type PurgeWorker } from "./modules/purge/purge-worker.ts";
import { isRenderingCall } from "./plugins/site-rendering.ts";
import { installWebApps } from "./plugins/web-apps.ts";
import { openStorage } from "./storage/storage.ts";
import { countRequests, createMetrics, serveMetrics, type MetricsAddress } from "./metrics/metrics.ts";
import { addSecurityHeaders } from "./security/security-headers.ts";

export interface BuildOptions {
  /** A database opened by the caller (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** Check every answer against the contract's result schema (tests). */
  validateResponses?: boolean;
  /** The HTTP server to answer on, already listening (main.ts: the starting listener); else Fastify makes its own. */
  serverFactory?: FastifyServerFactory;
  /** The process's server lock (main.ts); while it is not held, readiness and writes answer 503. Tests: always held. */
  serverLock?: Pick<ServerLock, "held">;
  /** The outbox worker's times (tests shorten them); decision 0070's defaults otherwise. */
  outboxTiming?: Partial<OutboxTiming>;
  /** The CDN purge worker's times (tests shorten them); decision 0078's defaults otherwise. */
  purgeTiming?: Partial<PurgeTiming>;
  /** The image variant worker's times (tests shorten them); decision 0084's defaults otherwise. */
  variantTiming?: Partial<ClaimTiming>;
  /** The newsletter worker's times and batches (tests shorten them); decision 0088's defaults otherwise. */
  newsletterTiming?: Partial<NewsletterTiming>;
  /**
   * The image and text processes and the SVG worker are left running when the app closes (the API
   * tests: the servers of the files one test worker runs one after the other share them, decision
   * 0123; each still stops after its idle time, and goes with the worker's process). Unset: they
   * are stopped with the app.
   */
  leaveCpuWorkersRunning?: boolean;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it, as its contract endpoint declares (none for routes outside the contract). */
  access: Access | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the server, for tests that must cover all of them. */
    registeredRoutes: readonly RegisteredRoute[];
    /** Article views counted but maybe not yet written; tests flush it. */
    articleViews: ViewCounter;
    /** Uploads' image variants being made in the background; tests wait for it. */
    imageVariants: VariantQueue;
    /** Where the metrics listener answers (`METRICS_PORT`), when it runs. */
    metricsAddress: MetricsAddress | undefined;
    /** The worker that sends the outbox's messages; absent while mail is not configured (no SMTP_URL). */
    outboxWorker: OutboxWorker | undefined;
    /** The worker that sends the CDN's purges; absent without PURGE_WEBHOOK_URL. */
    purgeWorker: PurgeWorker | undefined;
    /** The worker that puts newsletter sends into the outbox and makes the digests (decision 0088). */
    newsletterWorker: NewsletterWorker;
  }
}

const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export { loggerOptions };

/** Builds the whole server: plugins, then the API modules, then the two web apps. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // One line a request; a rendered page's own API calls are part of its request: not ten lines more per page.
    logController: new AccessLog(isRenderingCall),
    // A hop count trusts the nearest proxies only (Fastify's types do not list the number form).
    trustProxy: typeof config.trustProxy === "number" ? trustNearestHops(config.trustProxy) : config.trustProxy,
    // Each API route reads up to its own limit (the contract's bodyLimit); anything else, a 404 included, no more than this.
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...connectionLimits(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply as FastifyReply, badRequest(message("request.malformed", { reason: error.message })));
    },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    schemaController: NO_JSON_SCHEMAS,
  });
  const database = options.database ?? openDatabase(config);
  const { db } = database;
  // Uploads, their variants and the icon library: on local disk, or in the S3 bucket configured (decision 0079).
  const storage = openStorage(config);
  const databaseWatch = watchDatabase({ ping: () => pingDatabase(db), log: app.log });
  database.onConnectionError?.(() => databaseWatch.suspect());
  installErrorEnvelope(app, databaseWatch);
  const metrics = config.metrics ? createMetrics() : undefined;
  if (metrics) countRequests(app, metrics, isRenderingCall);
  const serverLock = options.serverLock ?? { held: true };
  app.addHook("preHandler", async (request) => {
    // A restore may replace the data while the lock is being taken again: a write confirmed then would be lost.
    if (!serverLock.held && !SAFE_METHODS.has(request.method)) {
      throw unavailable(message(databaseWatch.available ? "server.lockLost" : "server.databaseDown"));
    }
  });
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access });
  });
  app.decorate("registeredRoutes", routes);

  addSecurityHeaders(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12 } });

  app.addHook("onClose", async () => db.destroy());
  app.addHook("onClose", async () => databaseWatch.close());
  // Every background job (the publication clock's first look-up below, the workers, the retention
  // sweeps) reads tables: the migrations run before any of them starts, or a first start logs errors.
  const applied = await migrateToLatest(db);
  app.log.info({ database: database.description, dialect: database.dialect, applied }, "database ready");
  // A CDN in front is told of every change (decision 0078); its worker starts once the database is migrated.
  let purgeWorker: PurgeWorker | undefined;
  const purge = config.purgeWebhookUrl ? cdnPurge(db, { wake: () => purgeWorker?.wake() }, app.log) : undefined;
  const publicCache = await installPublicCache(app, {
    databaseUrl: config.databaseUrl,
    databaseWatch,
    changedElsewhere: database.changedElsewhere,
    publication: publicationClock((after) => findNextPublicationChange(db, after), app.log, purge?.published),
    isPreviewRendering,
    onLookup: metrics?.cacheLookup,
    ...(purge ? { purge: purge.changed } : {}),
  });
  // Made now, not beside a first login's own check (accounts.service.ts); a failure shows at that login.
  unknownAccountCheck().catch(() => undefined);
  const firstStart = await ensureAdministrator(
    db,
    { loginAccount: config.adminAccount, password: config.adminPassword, email: config.adminEmail },
    app.log,
  );
  // The demo firm on first start, loaded by the one process that created the administrator;
  // loadDemoFirm also leaves a database that already holds content alone.
  if (config.seedDemo && firstStart) {
    await loadDemoFirm(db, { uploads: storage.uploads, languages: languageRegistry(db), log: app.log });
  }
  // A database from before the site search (or restored without its index) gets one now.
  await fillEmptySearchIndex(db).then(
    (entries) => entries > 0 && app.log.info({ entries }, "search index built"),
    // Another process starting on the same database at the same time builds it.
    (error: unknown) => app.log.warn({ err: error }, "the search index was not built; run npm run search:rebuild"),
  );

  // Images uploaded before variants existed (or while a server stopped) get them now, in the background.
  const imageVariants = createVariantQueue({
    db,
    uploads: storage.uploads,
    maxPixels: config.imageMaxPixels,
    log: app.log,
    timing: options.variantTiming,
    mayWrite: () => serverLock.held,
  });
  app.decorate("imageVariants", imageVariants);
  // Images are cleaned and their variants made in a child process (decision 0109), stopped once the
  // variant being made is done (onClose hooks run last registered first).
  if (!options.leaveCpuWorkersRunning) app.addHook("onClose", () => closeImageProcess());
  app.addHook("onClose", () => imageVariants.close());
  // Rich text is cleaned in a child process (decision 0119), SVG in a worker thread (decision 0037), each started with its first task.
  if (!options.leaveCpuWorkersRunning) app.addHook("onClose", () => closeCpuPool());
  imageVariants.addMissing().then(
    (queued) => queued > 0 && app.log.info({ queued }, "making the missing image variants"),
    (error: unknown) => app.log.warn({ err: error }, "the missing image variants were not looked for; run npm run images:variants"),
  );

  // Mail (decision 0070): without SMTP_URL messages wait in the outbox and nothing is sent.
  const outboxWorker =
    config.smtp && config.mailFrom
      ? createOutboxWorker({
          db,
          transport: smtpSender(config.smtp, config.mailFrom),
          name: workerName(),
          messageIdDomain: config.mailFrom.address.split("@")[1]!,
          timing: { ...DEFAULT_OUTBOX_TIMING, ...options.outboxTiming },
          log: app.log,
          mayWrite: () => serverLock.held,
          onRecipientRefused: (message, refusal) => recordRefusal(db, message, refusal),
        })
      : undefined;
  if (config.smtp) app.log.info({ smtpHost: config.smtp.host, smtpPort: config.smtp.port }, "mail is sent through the SMTP server");
  else app.log.info("mail is not configured (no SMTP_URL): messages wait in the outbox");
  app.decorate("outboxWorker", outboxWorker);
  // Newsletter sends and digests go into the outbox whether mail is configured or not (decision 0088).
  const subscriberLinks = await openSubscriberLinks(db);
  const newsletterWorker = createNewsletterWorker({
    db,
    links: subscriberLinks,
    log: app.log,
    timing: options.newsletterTiming,
    mayWrite: () => serverLock.held,
  });
  app.decorate("newsletterWorker", newsletterWorker);
  app.addHook("onClose", () => newsletterWorker.close());
  if (config.purgeWebhookUrl) {
    purgeWorker = createPurgeWorker({
      db,
      webhookUrl: config.purgeWebhookUrl,
      name: workerName(),
      timing: { ...DEFAULT_PURGE_TIMING, ...options.purgeTiming },
      log: app.log,
      mayWrite: () => serverLock.held,
    });
    app.log.info({ purgeWebhook: new URL(config.purgeWebhookUrl).host }, "content changes are sent to the CDN's purge webhook");
  }
  app.decorate("purgeWorker", purgeWorker);
  // Closed before the database (onClose hooks run last registered first).
  if (purgeWorker) app.addHook("onClose", () => purgeWorker!.close());
  // Fastify runs onClose hooks last registered first: the message being sent is recorded before the database closes.
  if (outboxWorker) app.addHook("onClose", () => outboxWorker.close());

  const session = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  const cookies = adminCookies(config.secureCookies);
  await app.register(authPlugin, {
    resolveSession: (token) => resolveSession(db, token, session),
    cookies,
    publicUrl: config.publicUrl,
  });

  const retention = await keepRetention({ db, log: app.log }, [
    auditRetention(config.auditRetentionDays),
    outboxRetention,
    contactRetention,
    eventRegistrationRetention,
    pendingSubscriptionRetention,
    applicationRetention(storage.private),
  ]);
  app.addHook("onClose", async () => retention.stop());
  const recordAudit = auditRecorder(db);
  const figures = figureChanges(db);
  const route = endpointRegistrar(app, {
    validateResponses: options.validateResponses,
    beforeWrite: figures.beforeWrite,
    // What a write changed, as the audit log describes it, names the public answers it empties
    // (decision 0062), and the headline figures when it moved them (decision 0139).
    afterWrite: async (call) => {
      noteContentChange(call, describeCall(call));
      await figures.afterWrite(call);
      await recordAudit(call);
    },
  });
  const languages = languageRegistry(db);
  healthRoutes(route, { db, database: databaseWatch, serverLock, storage });
  languageRoutes(route, { db });
  accountRoutes(route, { db, languages, session, cookies, devices: await openDeviceCookies(db) });
  fileRoutes(app, route, {
    db,
    uploads: storage.uploads,
    uploadMaxBytes: config.uploadMaxBytes,
    imageMaxPixels: config.imageMaxPixels,
    variants: imageVariants,
    signedIn: async (request) => {
      const credentials = readToken(request, cookies.session);
      return credentials !== undefined && (await resolveSession(db, credentials.token, session)) !== undefined;
    },
  });
  bannerRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  portalConfigRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  documentRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  iconRoutes(route, { db });
  mediaRoutes(route, { db, languages, uploads: storage.uploads, keepRevisions: config.revisionsPerItem });
  catalogRoutes(route, { db, languages });
  const articleKept = articleMemo(publicCache);
  const articleViews = createViewCounter({
    // The details kept show the views as stored: those this process wrote show at once.
    write: async (views) => {
      await addViews(db, views);
      articleKept.clear();
    },
    log: app.log,
    // Several processes share PostgreSQL: who was counted is shared too (decision 0078).
    ...(database.dialect === "postgres" ? { shared: await sharedViewWindows(db) } : {}),
  });
  app.decorate("articleViews", articleViews);
  // Fastify runs onClose hooks last registered first: the last views are written before the database closes.
  app.addHook("onClose", () => articleViews.close());
  articleRoutes(route, {
    db,
    languages,
    views: articleViews,
    kept: articleKept,
    keepRevisions: config.revisionsPerItem,
  });
  referenceDataRoutes(route, { db, languages });
  practiceAreaRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  jobOpeningRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  eventRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  peopleRoutes(route, { db, languages, keepRevisions: config.revisionsPerItem });
  bulkRoutes(route);
  searchRoutes(route, { db, languages });
  addressRoutes(route, { db, languages });
  auditRoutes(route, { db });
  outboxRoutes(route, { db, configured: outboxWorker !== undefined });
  await privacyRoutes(route, {
    db,
    privateFiles: storage.private,
    auditRetentionDays: config.auditRetentionDays,
    publicUrl: config.publicUrl,
  });
  dashboardRoutes(route, { db, languages });
  crawlFileRoutes(app, { db, publicUrl: config.publicUrl, cache: publicCache });
  // Before the web apps: an old address is answered before the site's renderer and its page cache.
  redirectRoutes(app, route, { db, contentVersion: app.contentVersion, publicUrl: config.publicUrl });
  contactCardRoutes(app, { db, uploads: storage.uploads, publicUrl: config.publicUrl });

  const siteRenderer = await installWebApps(app, {
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    cache: publicCache,
    countArticleView: (request, articleId) =>
      articleViews.count({ address: clientAddress(request), userAgent: request.headers["user-agent"] }, articleId),
  });
  await previewRoutes(app, route, {
    db,
    tokens: await openPreviewTokens(db),
    session,
    cookies,
    publicUrl: config.publicUrl,
    renderer: siteRenderer,
  });
  await contactRoutes(app, route, { db, renderer: siteRenderer });
  await registrationRoutes(app, route, { db, renderer: siteRenderer, publicUrl: config.publicUrl });
  await newsletterRoutes(app, route, {
    db,
    links: subscriberLinks,
    wakeSends: () => newsletterWorker.wake(),
    renderer: siteRenderer,
    publicUrl: config.publicUrl,
    mailConfigured: outboxWorker !== undefined,
    webhookSecret: config.newsletterWebhookSecret,
  });
  await applicationRoutes(app, route, { db, files: storage.private, renderer: siteRenderer });
  if (metrics && config.metrics) {
    metrics.watch({
      name: "lawfirm_cache_answers",
      help: "Pages and API answers the public cache holds",
      read: () => publicCache.size,
    });
    metrics.watch({ name: "lawfirm_cache_bytes", help: "Bytes of the answers the public cache holds", read: () => publicCache.byteSize });
    metrics.watch({
      name: "lawfirm_image_variants_waiting",
      help: "Uploaded images waiting for their width variants (decision 0084), besides those being made",
      read: () => imageVariants.waiting(),
    });
    metrics.watch({
      name: "lawfirm_mail_outbox_messages",
      help: "Messages of the mail outbox by state (decision 0070)",
      label: "state",
      read: () => outboxCounts(db),
    });
    metrics.watch({
      name: "lawfirm_purge_queue_messages",
      help: "CDN purges of the queue by state (decision 0078); failed ones were given up on",
      label: "state",
      read: () => purgeCounts(db),
    });
    const poolUse = database.poolUse;
    if (poolUse) {
      metrics.watch({
        name: "lawfirm_database_pool_connections",
        help: "PostgreSQL connections of the pool: all, idle, and requests waiting for one",
        label: "state",
        read: poolUse,
      });
    }
  }
  app.decorate("metricsAddress", metrics && config.metrics ? await serveMetrics(app, metrics, config.metrics, app.log) : undefined);
  return app;
}
