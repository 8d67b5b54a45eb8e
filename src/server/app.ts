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
import { accountsRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { currencyRoutes } from './modules/currency/routes';
import { createCurrencyService } from './modules/currency/service';
import { favoritesRoutes } from './modules/favorites/routes';
import { fitRoutes } from './modules/fit/routes';
import { chartFromDto, fitFeedbackRoutes, productFitOffsets } from './modules/fit-feedback';
import { healthRoutes } from './modules/health/routes';
import { imageToolsRoutes } from './modules/image-tools';
import { createOrdersService, ordersRoutes } from './modules/orders';
import { saleRoutes } from './modules/sale/routes';
import { searchRoutes } from './modules/search/routes';
import { createSizingService, sizingRoutes } from './modules/sizing';
import { accessPlugin } from './plugins/access';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { createAuthMailer } from './modules/accounts/mails';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { uploadsPlugin } from './plugins/uploads';
import { studioRoutes } from './modules/studio/routes';
import { rateLimitPlugin } from './plugins/rate-limit';
import { logOptions } from './plugins/request-log';
import { isPageRequest, maintenancePlugin, sendMaintenanceFallback } from './plugins/maintenance';
import { schedulerPlugin } from './plugins/scheduler';
import { registerJobs } from './jobs';
import { realtimePlugin } from './plugins/realtime';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { securityEventsPlugin } from './plugins/security-events';
import { responseCachePlugin } from './plugins/response-cache';
import { createPageRenderer, START_SCRIPT_CSP } from './plugins/ssr';
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
}

/**
 * Builds the whole server without listening: plugins for cross-cutting concerns first, then
 * the feature routes, then static hosting of the built web app with the SPA fallback.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'wasm-unsafe-eval'", START_SCRIPT_CSP],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // The pose model is served by the app itself; these two CDNs are only its fallbacks (sizing.md §4).
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
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  // Tests keep the progressive delay progressive but short.
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, failureDelayBaseMs: config.env === 'test' ? 2 : 250 });
  await app.register(authPlugin, {
    db: deps.database.db,
    secret: config.authSecret,
    baseURL: config.publicUrl,
    sendAccountMail: createAuthMailer(app, deps.database.db, config.publicUrl),
  });
  await app.register(accessPlugin, { cronSecret: config.cronSecret });
  await app.register(uploadsPlugin);
  // With PostgreSQL, change events reach every instance (LISTEN/NOTIFY); the embedded database keeps the in-process bus.
  const notify = async (channel: string, payload: string) => {
    await deps.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  };
  await app.register(realtimePlugin, {
    postgresUrl: config.database.kind === 'postgres' && deps.database.kind === 'postgres' ? config.database.url : null,
    notify: deps.wrapNotify ? deps.wrapNotify(notify) : notify,
  });
  // Before every feature route: while the shop is in maintenance, the gate answers first.
  await app.register(maintenancePlugin, { db: deps.database.db });
  await app.register(schedulerPlugin, { db: deps.database.db, enabled: config.schedulerEnabled });

  const db = deps.database.db;
  await app.register(healthRoutes, { database: deps.database, version: config.version, config });
  await app.register(accountsRoutes, { db, publicUrl: config.publicUrl, authSecret: config.authSecret });
  await app.register(catalogRoutes, { db });
  await app.register(contentRoutes, { db });
  await app.register(contactRoutes, { db });
  const currency = createCurrencyService(app, db, config.rates);
  await app.register(currencyRoutes, { currency });
  await app.register(cartRoutes, { db });
  await app.register(favoritesRoutes, { db });
  await app.register(saleRoutes, { db });
  await app.register(searchRoutes, { db });
  // Sizing reads a product's fit offsets from its reviews; fit reviews read the product's chart from sizing.
  await app.register(sizingRoutes, { db, fitOffsets: (productId, category, chart) => productFitOffsets(db, productId, category, chart) });
  await app.register(fitRoutes, { db });
  const orders = createOrdersService({ db, events: app.events, mailer: app.mailer, log: app.log, payments: config.payments, secret: config.authSecret, publicUrl: config.publicUrl });
  await app.register(ordersRoutes, { orders });
  // Every scheduled job, once: server/jobs.
  registerJobs(app, { orders, currency });
  const charts = createSizingService(db);
  await app.register(fitFeedbackRoutes, { db, publicUrl: config.publicUrl, chartFor: async (category, productId) => chartFromDto(await charts.sizeChart(category, productId)) });
  await app.register(studioRoutes, { db, publicUrl: config.publicUrl });
  await app.register(imageToolsRoutes, { db, config });
  await app.register(adminRoutes, { db, publicUrl: config.publicUrl, rates: config.rates });

  registerWebApp(app, config.webDistDir, db);
  return app;
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
function registerWebApp(app: FastifyInstance, distDir: string, db: AppDeps['database']['db']): void {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const pages = hasBuild ? createPageRenderer(app, distDir) : null;
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
    if (request.maintenancePage) return sendMaintenanceFallback(db, request, reply, readShell(indexFile));
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
    if (wantsPage && request.maintenancePage) return sendMaintenanceFallback(db, request, reply);
    if (wantsPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, or `npm start` which builds it.');
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` } });
  });
}
