import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Redis } from 'ioredis';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import { fastifyTrustProxy, type Config } from './config.ts';
import { openDatabase, type ShopDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { diskStorage } from './media/disk-storage.ts';
import type { MediaStorage } from './media/storage.ts';
import { catalogueRepository } from './catalogue/repository.ts';
import { searchRepository } from './search/repository.ts';
import { ordersRepository } from './orders/repository.ts';
import { newsletterRepository } from './newsletter/repository.ts';
import { vitalsRepository } from './vitals/repository.ts';
import { salesRepository } from './sales/repository.ts';
import { mailOutboxRepository } from './mail/repository.ts';
import { seoRepository } from './seo/repository.ts';
import { catalogueVersionReader } from './catalogue/version.ts';
import { createResponseCache, type ResponseCacheOptions } from './http/response-cache.ts';
import { installErrorHandlers } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serializeRequest } from './http/request-log.ts';
import { refuseNulCharacters } from './http/nul-characters.ts';
import { installAuth } from './auth/plugin.ts';
import { loadAuthSecrets } from './auth/secret.ts';
import { documentLinks } from './invoices/document-links.ts';
import healthRoutes from './health/routes.ts';
import catalogueRoutes from './catalogue/routes.ts';
import catalogueAdminRoutes from './catalogue/admin-routes.ts';
import authRoutes from './auth/routes.ts';
import orderRoutes from './orders/routes.ts';
import bankStatementRoutes from './orders/bank-statement-routes.ts';
import paymentRoutes from './payments/routes.ts';
import { razorpayGateway } from './payments/razorpay.ts';
import invoiceRoutes from './invoices/routes.ts';
import newsletterRoutes from './newsletter/routes.ts';
import searchRoutes from './search/routes.ts';
import mediaRoutes from './media/routes.ts';
import vitalsRoutes from './vitals/routes.ts';
import salesRoutes from './sales/routes.ts';
import mailRoutes from './mail/routes.ts';
import pinCodeRoutes from './pin-codes/routes.ts';
import seoRoutes from './seo/routes.ts';
import auditRoutes from './audit/routes.ts';
import deliveryRoutes from './delivery/routes.ts';
import rateRoutes from './rates/routes.ts';
import webRoutes from './web/routes.ts';
import './types.ts';

/** A connection on which nothing moves either way for this long is closed (a stalled client or handler). */
const IDLE_CONNECTION_TIMEOUT_MS = 60_000;

export type AppOptions = {
  /** Use this database instead of opening the configured one (tests). */
  database?: ShopDatabase;
  storage?: MediaStorage;
  /** Keep the rate-limit counters in this Redis (shared by processes) instead of in memory. */
  rateLimitRedis?: Redis;
  /** Pino logging at the configured level; false: off (tests); or this logger (main.ts makes one before the app). */
  logger?: false | FastifyBaseLogger;
  /** Where the log goes instead of standard output (tests that read it). */
  logStream?: DestinationStream;
  /** Bounds of the response cache (benchmarks set maxEntries 0 to measure every answer made afresh). */
  responseCache?: Pick<ResponseCacheOptions, 'maxEntries' | 'maxBytes'>;
};

/** Builds the whole shop: external plugins, then shared services, then routes. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const { timeouts } = config;
  const setSecurityHeaders = securityHeaders(config);
  const logging =
    options.logger === undefined
      ? { logger: { level: config.logLevel, serializers: { req: serializeRequest }, ...(options.logStream ? { stream: options.logStream } : {}) } }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger };
  const app = Fastify({
    ...logging,
    return503OnClosing: true,
    // A plugin's start-up may take longer than Fastify's 10 s on a busy machine: the web routes
    // load the server renderer (every screen, in three languages) once, and a start that fails
    // there serves nothing. Checked once, at start.
    pluginTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    // Node looks for connections past their headers or request timeout every 30 s by default:
    // a slow-loris client would hold its connection up to 30 s longer than HEADERS_TIMEOUT.
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: 1000 },
    // A URL Fastify cannot decode (`/%zz`) is refused before any hook runs: answered here.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      setSecurityHeaders(request, reply);
      void reply.status(error.statusCode ?? 400).send({ error: 'bad_request', message: 'This address is not a valid URL.' });
    },
  });
  // Once closing (SIGTERM), each answer in flight closes its connection: a keep-alive client
  // would otherwise hold the server open until KEEP_ALIVE_TIMEOUT. New requests get 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => app.log.warn(`database connection lost: ${error.message}`),
    }));
  await migrateToLatest(database.db, database.schema);
  const storage = options.storage ?? (await createStorage(config));

  // External plugins.
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });

  // Shared services.
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('catalogueVersion', catalogueVersionReader(database.db));
  app.decorate('responseCache', createResponseCache({ ...options.responseCache, version: () => app.catalogueVersion() }));
  // Repositories, in the order of the route plugins that use them; routes take them from here.
  app.decorate('catalogue', catalogueRepository(database.db));
  app.decorate('productSearch', searchRepository(database, () => app.catalogueVersion()));
  app.decorate('orders', ordersRepository(database.db, { returnAfterDeliveryMs: config.returnAfterDeliveryMs }));
  app.decorate('newsletter', newsletterRepository(database.db));
  app.decorate('vitals', vitalsRepository(database.db));
  app.decorate('sales', salesRepository(database.db));
  app.decorate('mailOutbox', mailOutboxRepository(database.db));
  app.decorate('seo', seoRepository(database.db));
  // Razorpay, when its keys are set (decision 033).
  app.decorate('paymentGateway', config.razorpay ? razorpayGateway(config.razorpay) : undefined);
  // The buyer's signed links to an order's invoice and credit note (decision 030), under a key
  // derived from the one that signs sessions (AUTH_SECRET where it is set).
  app.decorate('documentLinks', documentLinks((await loadAuthSecrets(database.db, config.authSecret, app.log)).current, config.invoiceLinkDays));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  installErrorHandlers(app);
  // First of the request hooks, so that answers refused by a later one carry the headers too.
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply));
  refuseNulCharacters(app);
  // Accounts, rate limits, the Origin check and the operator-only guard: before every route.
  await installAuth(app, { rateLimitRedis: options.rateLimitRedis });

  // Routes.
  const apiRoutes = [
    healthRoutes,
    catalogueRoutes,
    catalogueAdminRoutes,
    searchRoutes,
    orderRoutes,
    bankStatementRoutes,
    paymentRoutes,
    invoiceRoutes,
    newsletterRoutes,
    authRoutes,
    vitalsRoutes,
    salesRoutes,
    mailRoutes,
    pinCodeRoutes,
    auditRoutes,
    deliveryRoutes,
    rateRoutes,
  ];
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(webRoutes);
  return app;
}

async function createStorage(config: Config): Promise<MediaStorage> {
  // A CDN or the bucket's public address when MEDIA_PUBLIC_URL is set; the shop's /media/... still answers.
  const mediaBaseUrl = config.mediaPublicUrl ?? '/media';
  if (config.storage.driver === 'disk') return diskStorage(config.storage.dir, mediaBaseUrl);
  // The S3 client (~6 MB of heap) is loaded only by a shop that uses it (decision 031).
  const { s3Storage } = await import('./media/s3-storage.ts');
  return s3Storage(config.storage, mediaBaseUrl);
}
