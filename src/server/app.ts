/**
 * Builds the Fastify app without listening, so tests drive it through app.inject. Order: infrastructure
 * (validation, errors, headers, CSRF protection), then plugins that decorate requests (session, guard),
 * then routes.
 */
import '@shared/zod-fr';
import { GOOGLE_CALLBACK_PATH } from '@shared/auth/google-sign-in';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminJournalRoutes } from './features/admin-journal/admin-journal.routes';
import { authRoutes } from './features/auth/auth.routes';
import { googleSignInRoutes } from './features/auth/google-sign-in.routes';
import { backupsRoutes } from './features/backups/backups.routes';
import { type Backups, createBackups } from './features/backups/backups.service';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { createCalendarFeeds } from './features/calendar/calendar-feeds.service';
import { carriersRoutes } from './features/carriers/carriers.routes';
import { clientExportRoutes } from './features/clients/client-export.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { companyRoutes } from './features/company/company.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { devicesRoutes } from './features/devices/devices.routes';
import { erasureCertificatesRoutes, verifyPageAccess } from './features/devices/erasure-certificates.routes';
import { createErasureCertificates } from './features/devices/erasure-certificates.service';
import { documentsRoutes } from './features/documents/documents.routes';
import { createDocuments } from './features/documents/documents.service';
import { createDocumentsThread, documentRenderer } from './features/documents/documents-thread';
import { fulfilmentRoutes } from './features/fulfilment/fulfilment.routes';
import { generalSettingsRoutes } from './features/general-settings/general-settings.routes';
import { closeConnectionsWhenStopping, healthRoutes, startupGate } from './features/health/health.routes';
import { createReadiness, type Readiness } from './features/health/readiness';
import { cleanUpJob } from './features/jobs/clean-up.job';
import { createScheduledJobs, type ScheduledJobs } from './features/jobs/scheduled-jobs';
import { mailRoutes } from './features/mail/mail.routes';
import { createMailDelivery, type DeliveryOptions, type MailDelivery } from './features/mail/mail-delivery';
import { createMailer } from './features/mail/mailer';
import { createNotifications } from './features/mail/notifications';
import { createMetrics } from './features/metrics/metrics';
import { metricsRoutes, observeRequests } from './features/metrics/metrics.routes';
import { odooRoutes } from './features/odoo/odoo.routes';
import { packagingItemsRoutes } from './features/packaging-items/packaging-items.routes';
import { packagingRequestsRoutes } from './features/packaging-requests/packaging-requests.routes';
import { regionalRoundRoutes } from './features/regional-round/regional-round.routes';
import { requestHistoryRoutes } from './features/request-history/request-history.routes';
import { requestCalendarDaysRoutes } from './features/requests/request-calendar-days.routes';
import { requestExportRoutes } from './features/requests/request-export.routes';
import { requestsRoutes } from './features/requests/requests.routes';
import { savedAddressesRoutes } from './features/saved-addresses/saved-addresses.routes';
import { searchRoutes } from './features/search/search.routes';
import { movementExportRoutes } from './features/stock/movement-export.routes';
import { stockRoutes } from './features/stock/stock.routes';
import { trackingPageAccess, trackingRoutes } from './features/tracking/tracking.routes';
import { createTrackingLinks } from './features/tracking/tracking-links.service';
import { createTrackingTokens } from './features/tracking/tracking-tokens';
import { usersRoutes } from './features/users/users.routes';
import { wasteRegisterRoutes } from './features/waste-register/waste-register.routes';
import { registerZodValidation } from './http/zod-type-provider';
import { createGoogleOAuth } from './integrations/google/google-oauth';
import { createOdooClient } from './integrations/odoo/odoo-client';
import { createDerivedTokens } from './lib/derived-tokens';
import { createSecretBox, loadOrCreateKeyFile } from './lib/secret-box';
import { clientDistDir } from './paths';
import authGuard from './plugins/auth-guard';
import compression from './plugins/compression';
import csrfProtection from './plugins/csrf-protection';
import { answerClientError, registerErrorHandler, replyWithApiError } from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import staticClient from './plugins/static-client';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The process logger; tests run silent. */
  logger?: FastifyBaseLogger;
  clientDir?: string;
  /** The mail delivery's timings (tests shorten the back-off). */
  mailDelivery?: Partial<DeliveryOptions>;
  /** Rows per SQL page of the CSV exports (tests make it small to cross many pages). */
  exportPageSize?: number;
  /**
   * Whether start-up is over: serve.ts listens before migrating and marks it ready afterwards; by default
   * (tests, scripts that migrate first) the app is ready at once.
   */
  readiness?: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification sender: server.ts starts it once listening; tests run it by hand (runOnce). */
    mailDelivery: MailDelivery;
    /** Backups of the embedded database: server.ts starts their timer once listening. */
    backups: Backups;
    /** The timed jobs run once per period across processes (decision 0082): serve.ts starts them once ready. */
    scheduledJobs: ScheduledJobs;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** At shutdown, how long a mail being sent may take before its row goes back to the queue. */
const MAIL_STOP_GRACE_MS = 3_000;

export async function buildApp({
  config,
  database,
  logger,
  clientDir = clientDistDir,
  mailDelivery: deliveryOptions,
  exportPageSize,
  readiness = createReadiness('ready'),
}: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Fastify's own request lines log the URL: the Google callback's carries an authorization code, so
    // that route logs its outcome itself instead.
    logController: new LogController({
      disableRequestLogging: (request) => request.url.startsWith(GOOGLE_CALLBACK_PATH),
    }),
    // Graceful shutdown: close() stops accepting and lets in-flight requests finish. A process drains its
    // connections before calling it (connection-drain.ts), so nothing reaches Fastify's English 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // What Fastify and Node's HTTP parser refuse before any route answers in French too.
    frameworkErrors: replyWithApiError,
    clientErrorHandler: answerClientError,
  });
  const { db } = database;
  const appKey = config.encryptionKey ?? loadOrCreateKeyFile(config.dataDir);
  const secrets = createSecretBox(appKey);
  // The tracking links' tokens are signed with a key of their own, derived from the same one.
  const trackingLinks = createTrackingLinks(createTrackingTokens(appKey));
  const oauth = createGoogleOAuth(config.google);
  const mailer = createMailer({ config, secrets, oauth });
  const delivery = createMailDelivery({
    db,
    config,
    mailer,
    links: trackingLinks,
    log: app.log,
    options: deliveryOptions,
  });
  const notifications = createNotifications(mailer, delivery, trackingLinks);
  app.decorate('mailDelivery', delivery);
  const backups = createBackups({
    database,
    dir: config.backup.dir,
    keep: config.backup.keep,
    intervalMs: config.backup.intervalMs,
    log: app.log,
  });
  app.decorate('backups', backups);
  const scheduledJobs = createScheduledJobs({ db, log: app.log, jobs: [cleanUpJob(config)] });
  app.decorate('scheduledJobs', scheduledJobs);
  // PDF documents are laid out in a worker thread (decision 0059), started by the first download.
  const documentsThread = createDocumentsThread(app.log);
  const documents = createDocuments(documentsThread, trackingLinks);
  const renderPdf = documentRenderer(documentsThread);
  // The certificates' verification tokens, like the tracking links', under a key of their own.
  const certificates = createErasureCertificates({
    tokens: createDerivedTokens(appKey, 'gestion-logistique/certificate-token/v1', 'erasure-certificate'),
    render: renderPdf,
    notifications,
  });
  app.addHook('onClose', async () => {
    // A send in progress gets a few seconds, then its row goes back to the queue.
    await delivery.stop(Math.min(MAIL_STOP_GRACE_MS, config.shutdownTimeoutMs));
    await backups.stop();
    await scheduledJobs.stop();
    mailer.close();
    await documentsThread.close();
  });

  // First of all hooks: nothing else runs for a request while the database is being migrated.
  app.addHook('onRequest', startupGate(readiness));
  app.addHook('onSend', closeConnectionsWhenStopping(readiness));
  // /metrics (and the work of measuring) only when METRICS_TOKEN is set.
  const metrics = config.metricsToken ? createMetrics(database) : undefined;
  if (metrics) observeRequests(app, metrics);
  registerZodValidation(app);
  registerErrorHandler(app);
  await app.register(securityHeaders);
  // Before any route: it hooks every route as it is added.
  await app.register(compression);
  // Before the session: a refused cross-site call costs no database read.
  await app.register(csrfProtection, { config });
  await app.register(session, { db, config });
  await app.register(authGuard);

  await app.register(healthRoutes, { database, readiness });
  if (metrics && config.metricsToken)
    await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(authRoutes, { db, config });
  await app.register(googleSignInRoutes, { db, config, oauth, secrets });
  await app.register(generalSettingsRoutes, { db });
  // Logos are cleaned in the documents' worker, never on the event loop (issue 30, point 26).
  await app.register(companyRoutes, { db, cleanLogo: (bytes) => documentsThread.sanitizeLogo(bytes) });
  await app.register(packagingItemsRoutes, { db });
  await app.register(savedAddressesRoutes, { db });
  await app.register(clientsRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(usersRoutes, { db, secrets });
  await app.register(requestsRoutes, { db, notifications });
  await app.register(regionalRoundRoutes, { db });
  await app.register(requestHistoryRoutes, { db });
  await app.register(fulfilmentRoutes, { db, notifications });
  await app.register(devicesRoutes, { db, render: renderPdf });
  await app.register(erasureCertificatesRoutes, {
    db,
    config,
    certificates,
    links: trackingLinks,
    render: renderPdf,
  });
  await app.register(trackingRoutes, { db, config, links: trackingLinks });
  await app.register(documentsRoutes, { db, config, documents });
  await app.register(carriersRoutes, { db });
  // The calendar feeds' tokens, like the tracking links', under a key of their own derived from appKey.
  await app.register(calendarRoutes, { db, config, feeds: createCalendarFeeds(appKey) });
  await app.register(mailRoutes, { db, config, mailer, oauth, secrets, delivery });
  await app.register(stockRoutes, { db });
  await app.register(packagingRequestsRoutes, { db, exportPageSize });
  await app.register(dashboardRoutes, { db, mailer });
  await app.register(backupsRoutes, { db, backups });
  await app.register(adminJournalRoutes, { db, pageSize: exportPageSize });
  // The CSV exports (lib/csv.ts): static `/export.csv` paths, matched before the features' `/:id` routes.
  await app.register(requestExportRoutes, { db, pageSize: exportPageSize });
  await app.register(requestCalendarDaysRoutes, { db });
  await app.register(clientExportRoutes, { db, pageSize: exportPageSize });
  await app.register(movementExportRoutes, { db, pageSize: exportPageSize });
  await app.register(wasteRegisterRoutes, { db, pageSize: exportPageSize });
  await app.register(odooRoutes, {
    config: config.odoo,
    client: config.odoo ? createOdooClient(config.odoo) : undefined,
    secrets,
  });

  await app.register(staticClient, {
    clientDir,
    trackingPage: (request, token) => trackingPageAccess(db, trackingLinks, request.ip, token),
    verifyPage: (request, token) => verifyPageAccess(db, certificates, request.ip, token),
  });
  return app;
}
