import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DELETED_CUSTOMER_NAME } from '../domain/orders/constants';
import { backupRoutes, bucketLister, createBackupService } from './modules/backups';
import { accountsRoutes, createAccountsService, createAuthMailer, createUserAdministration } from './modules/accounts';
import { adminRoutes } from './modules/admin';
import { cartRoutes, createCartService } from './modules/cart';
import { catalogRoutes, createCatalogService, createDesignerProductsService } from './modules/catalog';
import { contactRoutes, createContactService } from './modules/contact';
import { contentRoutes, createContentAdminService, createMaintenanceService } from './modules/content';
import { createCurrencyService, currencyRoutes } from './modules/currency';
import { createFavoritesService, favoritesRoutes } from './modules/favorites';
import { createFitSaveService, createFitService, fitRoutes } from './modules/fit';
import { chartFromDto, createFitFeedbackService, fitFeedbackRoutes, forgetReviewer, productFitOffsets } from './modules/fit-feedback';
import { healthRoutes } from './modules/health';
import { createImageToolsService, imageToolsRoutes } from './modules/image-tools';
import { createCustomerRecords, createDesignerFigures, createOrdersService, createShopFigures, ordersRoutes } from './modules/orders';
import { createMessageReminders, createMessagesService, messagesRoutes } from './modules/messages';
import { createMailQueue, createNotificationsService, createSmsProvider, createTelegramBot, notificationsRoutes } from './modules/notifications';
import { createReviewsService, forgetProductReviewer, reviewsRoutes } from './modules/reviews';
import { createChapaTransfersProvider, createPayoutAccountsService, createPayoutRunsService, createPayoutsService, payoutAccountsRoutes, payoutRunsRoutes, payoutsRoutes } from './modules/payouts';
import { createProductionService, productionRoutes } from './modules/production';
import { createSaleService, saleRoutes } from './modules/sale';
import { createSearchService, searchRoutes } from './modules/search';
import { createShippingService, shippingRoutes } from './modules/shipping';
import { createSizingService, sizingRoutes } from './modules/sizing';
import { createFittingService, fittingRoutes } from './modules/fitting';
import { createReturnsService, returnsRoutes } from './modules/returns';
import { createStudioService, studioRoutes } from './modules/studio';
import { accessPlugin } from './plugins/access';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { createMailTransport, mailerPlugin, type Mailer } from './plugins/mailer';
import { uploadsPlugin } from './plugins/uploads';
import { rateLimitPlugin } from './plugins/rate-limit';
import { logOptions } from './plugins/request-log';
import { isPageRequest, maintenancePlugin, sendMaintenanceFallback, type ReadMaintenanceTexts } from './plugins/maintenance';
import { schedulerPlugin } from './plugins/scheduler';
import { registerJobs } from './jobs';
import { maintainDatabase } from './db/maintenance';
import { realtimePlugin } from './plugins/realtime';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { securityEventsPlugin } from './plugins/security-events';
import { responseCachePlugin } from './plugins/response-cache';
import { createPageRenderer, ssrDirFor } from './plugins/ssr';
import { loadStartScript, type StartScript } from './plugins/ssr-start';
import { storagePlugin, storageTargetOf } from './plugins/storage';

export interface AppDeps {
  database: DatabaseHandle;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
  /**
   * Wraps the sender of change notifications (PostgreSQL only): the scale-out suite makes it fail
   * to prove that a failed NOTIFY is retried, not lost.
   */
  wrapNotify?: (send: (channel: string, payload: string) => Promise<void>) => (channel: string, payload: string) => Promise<void>;
  /** Wraps what writes or sends mail (the outbox folder or SMTP): tests make it fail like a full disk. */
  wrapMailer?: (transport: Mailer) => Mailer;
  /** The time the designers' ledger reads (deliveries, the hold, "this month"): tests move it. */
  clock?: () => Date;
}

/**
 * Builds the whole server without listening: plugins for cross-cutting concerns first, then
 * the feature routes, then static hosting of the built web app with the SPA fallback.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  return (await buildAppWithServices(config, deps)).app;
}

/** The feature services buildApp built once and handed to the routes and jobs. */
export type AppServices = Awaited<ReturnType<typeof buildAppWithServices>>['services'];

/**
 * buildApp, answering also the services it built: API tests call operations that no route offers
 * (the expiry job, the orders feature's named operations) on the very objects the routes use.
 */
export async function buildAppWithServices(config: AppConfig, deps: AppDeps) {
  const app = Fastify({
    ...logOptions(config, deps.logger !== false),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Not the default (72 chars): long product ids and slugs are legitimate, huge ones are not.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityEventsPlugin, { db: deps.database.db });
  await app.register(auditPlugin, { db: deps.database.db });
  await app.register(requestHygienePlugin, { publicUrl: config.publicUrl });
  // The one inline script of server-rendered pages: the CSP allows it by its hash.
  const startScript = await loadStartScript(ssrDirFor(config.webDistDir));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'wasm-unsafe-eval'", startScript.csp],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // The pose model is served by the app itself; these two CDNs are only its fallbacks (docs/requirements/sizing.md §4).
        'connect-src': ["'self'", 'https://cdn.jsdelivr.net', 'https://unpkg.com'],
        'worker-src': ["'self'", 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  // Before compression, so the cache stores the plain JSON and serves its own compressed copies.
  await app.register(responseCachePlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tibeb API', description: 'Marketplace for traditional Ethiopian clothing', version: config.version },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(storagePlugin, { target: storageTargetOf(config) });
  // Mail goes out at once; what the outbox folder or SMTP refuses waits in mail_queue for the send-queued-mail job.
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom, log: app.log });
  const mailQueue = createMailQueue({ db: deps.database.db, transport: deps.wrapMailer ? deps.wrapMailer(transport) : transport, log: app.log, clock: deps.clock });
  await app.register(mailerPlugin, { mailer: mailQueue.mailer });
  // Tests keep the progressive delay progressive but short.
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, failureDelayBaseMs: config.env === 'test' ? 2 : 250 });
  await app.register(authPlugin, {
    db: deps.database.db,
    secret: config.authSecret,
    baseURL: config.publicUrl,
    sendAccountMail: createAuthMailer({ db: deps.database.db, mailer: app.mailer, publicUrl: config.publicUrl }),
  });
  await app.register(accessPlugin, { cronSecret: config.cronSecret });
  await app.register(uploadsPlugin);
  // With PostgreSQL, change events reach every instance (LISTEN/NOTIFY); the embedded database keeps the in-process bus.
  const notify = async (channel: string, payload: string) => {
    await deps.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  };
  // The orders feature answers whether a token is an order's link; it is built below, after the plugins.
  let orderLinkMatches: (orderId: string, token: string) => boolean = () => false;
  await app.register(realtimePlugin, {
    postgresUrl: config.database.kind === 'postgres' && deps.database.kind === 'postgres' ? config.database.url : null,
    notify: deps.wrapNotify ? deps.wrapNotify(notify) : notify,
    orderLinkMatches: (orderId, token) => orderLinkMatches(orderId, token),
  });
  const db = deps.database.db;
  // Every feature service is built once, here, and handed to the routes (and jobs) that need it.
  const maintenance = createMaintenanceService({ db, audit: app.audit, events: app.events, refreshGate: () => app.maintenance.refresh() });
  // Before every feature route: while the shop is in maintenance, the gate answers first.
  await app.register(maintenancePlugin, { readFlag: maintenance.readFlag });
  await app.register(schedulerPlugin, { db, enabled: config.schedulerEnabled });

  // Notifications (issue 42): features write to its outbox in their transactions; the send-notifications job delivers.
  const notifications = createNotificationsService({
    db,
    mailer: app.mailer,
    telegram: config.telegram ? createTelegramBot(config.telegram) : null,
    webhookSecret: config.telegram?.webhookSecret ?? null,
    sms: config.sms ? createSmsProvider(config.sms) : null,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    log: app.log,
    quietHours: config.notificationsQuietHours,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const customerRecords = createCustomerRecords({ db });
  const accounts = createAccountsService({
    db,
    auth: app.auth,
    mailer: app.mailer,
    rateLimit: app.rateLimit,
    securityEvents: app.securityEvents,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    leaving: {
      openOrderCount: customerRecords.openOrderCount,
      forget: async (tx, userId) => {
        await customerRecords.forget(tx, userId);
        await forgetReviewer(tx, userId, DELETED_CUSTOMER_NAME);
        await forgetProductReviewer(tx, userId, DELETED_CUSTOMER_NAME);
      },
    },
  });
  const search = createSearchService({ db, audit: app.audit, events: app.events });
  const shipping = createShippingService({ db, audit: app.audit, publish: (e) => app.events.publish(e), events: app.events, ...(deps.clock ? { clock: deps.clock } : {}) });
  const catalog = createCatalogService({ db, audit: app.audit, search });
  const designerProducts = createDesignerProductsService({ db, storage: app.storage, imageVariants: app.imageVariants, publish: (e) => app.events.publish(e) });
  const contact = createContactService({ db, audit: app.audit, mailer: app.mailer, log: app.log });
  const content = createContentAdminService({ db, audit: app.audit, publish: (e) => app.events.publish(e), storage: app.storage, imageVariants: app.imageVariants });
  const currency = createCurrencyService({ db, audit: app.audit, events: app.events, rates: config.rates });
  const cart = createCartService({ db });
  const favorites = createFavoritesService({ db, catalog });
  const sale = createSaleService({ db, catalog });
  // Sizing reads a product's fit offsets from its feedback; fit feedback reads the product's chart from sizing.
  const sizing = createSizingService({ db, fitOffsets: (productId, category, chart) => productFitOffsets(db, productId, category, chart) });
  const fitFeedback = createFitFeedbackService({
    db,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    chartFor: async (category, productId) => chartFromDto(await sizing.sizeChart(category, productId)),
    log: app.log,
  });
  // The designers' ledger: the orders feature writes to it inside its own transactions (payment, delivery, refund).
  const payouts = createPayoutsService({ db, audit: app.audit, ...(deps.clock ? { clock: deps.clock } : {}) });
  // Where designers are paid: changing it asks for the password, checked (and rate-limited) by the accounts feature.
  const payoutAccounts = createPayoutAccountsService({
    db,
    audit: app.audit,
    mailer: app.mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    passwordMatches: accounts.passwordMatches,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  // Payouts go through Chapa Transfers when Chapa's keys are set (the same keys as payments); else only by hand.
  const payoutRuns = createPayoutRunsService({
    db,
    audit: app.audit,
    mailer: app.mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    provider: config.payments.chapa ? createChapaTransfersProvider(config.payments.chapa) : null,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  // A Pay now still running in the background finishes before the database closes.
  app.addHook('onClose', async () => payoutRuns.runsSettled());
  const orders = createOrdersService({
    db,
    events: app.events,
    mailer: app.mailer,
    log: app.log,
    payments: config.payments,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    ledger: payouts.ledger,
    shipping,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  orderLinkMatches = (orderId, token) => orders.tokenMatches(orderId, token);
  // An order's conversations (issue 38); a change request waiting for its answer keeps its line from shipping.
  const clock = deps.clock ? { clock: deps.clock } : {};
  const messages = createMessagesService({ db, audit: app.audit, events: app.events, storage: app.storage, imageVariants: app.imageVariants, orderToken: orders.tokenFor, ...clock });
  orders.guardLineMoves((tx, move) => messages.guardLineMove(tx, move));
  const messageReminders = createMessageReminders({ db, mailer: app.mailer, log: app.log, publicUrl: config.publicUrl, storage: app.storage, imageVariants: app.imageVariants, ...clock });
  // The measurement review: production waits for the designer's acceptance (a guard on line moves).
  const fitting = createFittingService({
    db,
    audit: app.audit,
    events: app.events,
    mailer: app.mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    orders,
    chartFor: (category, productId) => sizing.sizeChart(category, productId),
    postNote: messages.postNote,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  orders.guardLineMoves(fitting.guard);
  orders.readMeasurementsInForce(fitting.measurementsInForce);
  // Returns, exchanges and the fit guarantee (issue 39): money through the orders' line refunds and the ledger.
  const returns = createReturnsService({
    db,
    audit: app.audit,
    events: app.events,
    mailer: app.mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    storage: app.storage,
    imageVariants: app.imageVariants,
    orders,
    postNote: messages.postNote,
    fitFeedback,
    ...clock,
  });
  // Product reviews (issue 43): the form carries the fit verdicts, written through fit feedback in the same transaction;
  // a fit review written on its own is listed as a review without stars.
  const reviews = createReviewsService({
    db,
    audit: app.audit,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    storage: app.storage,
    imageVariants: app.imageVariants,
    fitFeedback,
    log: app.log,
    publish: (e) => app.events.publish(e),
    ...clock,
  });
  fitFeedback.onReviewWritten((lineId) => reviews.listFitReview(lineId));
  // A verdict sent without stars follows the same window as a review (100 days unless an admin changes it).
  fitFeedback.useReviewWindow(() => reviews.windowDays());
  // A delivered line invites its review by e-mail, with the review window as set (the orders
  // feature calls its listeners after the change commits).
  orders.onLinesDelivered((lineIds) => {
    void reviews.windowDays().then(
      (days) => fitFeedback.inviteDelivered(lineIds, days),
      () => fitFeedback.inviteDelivered(lineIds),
    );
  });
  const studio = createStudioService({
    db,
    publicUrl: config.publicUrl,
    audit: app.audit,
    events: app.events,
    mailer: app.mailer,
    log: app.log,
    securityEvents: app.securityEvents,
    storage: app.storage,
    imageVariants: app.imageVariants,
  });
  // The garment takes shape: updates with photos, shipping with tracking; its guard refuses shipping a made-to-measure line without a finished photo.
  const production = createProductionService({ db, storage: app.storage, imageVariants: app.imageVariants, events: app.events, audit: app.audit, orders });
  orders.guardLineMoves(production.lineMoveGuard);
  // A shipping undone within its 10 minutes takes its shipment with it (issue 40).
  orders.onLineMoveUndone(production.lineUndone);
  const fit = createFitService();
  const fitSave = createFitSaveService({ db, cart });
  const designerFigures = createDesignerFigures({ db });
  const shopFigures = createShopFigures({ db });
  const imageTools = createImageToolsService({ db, config });
  const users = createUserAdministration({ db, audit: app.audit, auth: app.auth, securityEvents: app.securityEvents });
  const backups = createBackupService({ database: deps.database, config, listBucket: config.s3 ? bucketLister(config.s3) : null });

  await app.register(healthRoutes, { database: deps.database, version: config.version, config, backups: () => backups.health() });
  await app.register(backupRoutes, { backups, authSecret: config.authSecret });
  await app.register(accountsRoutes, { accounts });
  await app.register(catalogRoutes, { db, catalog });
  await app.register(contentRoutes, { db });
  await app.register(contactRoutes, { contact });
  await app.register(currencyRoutes, { currency });
  await app.register(cartRoutes, { cart });
  await app.register(favoritesRoutes, { favorites });
  await app.register(saleRoutes, { sale });
  await app.register(searchRoutes, { search });
  await app.register(shippingRoutes, { shipping });
  await app.register(sizingRoutes, { db, sizing });
  await app.register(fitRoutes, { fit, fitSave });
  await app.register(ordersRoutes, { orders });
  await app.register(fittingRoutes, { fitting });
  await app.register(returnsRoutes, { returns });
  await app.register(productionRoutes, { production });
  await app.register(payoutsRoutes, { payouts });
  await app.register(payoutAccountsRoutes, { payoutAccounts });
  await app.register(payoutRunsRoutes, { payoutRuns });
  // Every scheduled job, once: server/jobs.
  await app.register(messagesRoutes, { messages });
  registerJobs(app, {
    orders,
    currency,
    payoutRuns,
    messageReminders,
    fitting,
    backups,
    backupsScheduled: config.backups.scheduled,
    returns,
    notifications,
    notificationsSendEveryMs: config.notificationsSendEveryMs,
    mailQueue,
    databaseMaintenance: deps.database.kind === 'pglite' ? { run: () => maintainDatabase(db) } : null,
  });
  await app.register(notificationsRoutes, { notifications });
  await app.register(fitFeedbackRoutes, { fitFeedback });
  await app.register(reviewsRoutes, { reviews });
  await app.register(studioRoutes, { studio, designerProducts, designerFigures });
  await app.register(imageToolsRoutes, { imageTools });
  await app.register(adminRoutes, {
    catalog,
    designerProducts,
    contact,
    content,
    maintenance,
    currency,
    orders,
    shopFigures,
    studio,
    users,
    payouts,
    fitFeedback,
  });

  registerWebApp(app, config.webDistDir, maintenance.read, startScript);
  const services = {
    mailQueue,
    maintenance,
    customerRecords,
    accounts,
    users,
    catalog,
    designerProducts,
    contact,
    content,
    currency,
    cart,
    favorites,
    sale,
    search,
    shipping,
    sizing,
    fit,
    fitSave,
    fitFeedback,
    reviews,
    orders,
    fitting,
    returns,
    production,
    payouts,
    payoutRuns,
    designerFigures,
    shopFigures,
    studio,
    imageTools,
    payoutAccounts,
    messages,
    messageReminders,
    backups,
    notifications,
  };
  return { app, services };
}

function readShell(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Serves the built web app; every non-API GET that is not a file is a page: server-rendered when
 * the SSR build is there (plugins/ssr.ts), else index.html for the browser to render.
 */
function registerWebApp(app: FastifyInstance, distDir: string, readMaintenanceTexts: ReadMaintenanceTexts, startScript: StartScript): void {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const pages = hasBuild ? createPageRenderer(app, distDir, startScript.code) : null;
  if (hasBuild) {
    void app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // wildcard: a rebuild's new hashed asset names must be served without a restart.
      wildcard: true,
      // '/' is a page like every other: answered by the route below, not as a directory.
      index: false,
      // Our rule below, not the plugin's 'public, max-age=0', which it would set over it.
      cacheControl: false,
      // Hashed build files never change under their name; everything else (the service worker
      // /sw.js above all, the manifest, the offline page) is revalidated at every use, so a deploy's
      // new worker is found at the shopper's next visit.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages && (await pages.send(request, reply))) return reply;
    // A visitor during maintenance never gets the bare shell (a spinner until the scripts run): the
    // server's own maintenance page, inside the shell so the app still takes over (issue 35).
    if (request.maintenancePage) return sendMaintenanceFallback(readMaintenanceTexts, request, reply, readShell(indexFile));
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  };
  // The static plugin would answer '/' (a directory) itself.
  if (hasBuild) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    // The decoded path (request-hygiene.ts): `/%61pi/x` is an API address, never a page.
    const url = request.decodedPath;
    const wantsPage = request.method === 'GET' && isPageRequest('GET', url);
    if (wantsPage && hasBuild) {
      return sendPage(request, reply);
    }
    if (wantsPage && request.maintenancePage) return sendMaintenanceFallback(readMaintenanceTexts, request, reply);
    if (wantsPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, or `npm start` which builds it.');
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` } });
  });
}
