import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import { fastifyTrustProxy, type Config } from './config.ts';
import { openDatabase, type ShopDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { diskStorage } from './media/disk-storage.ts';
import { s3Storage } from './media/s3-storage.ts';
import type { MediaStorage } from './media/storage.ts';
import { catalogueRepository } from './catalogue/repository.ts';
import { catalogueVersionReader } from './catalogue/version.ts';
import { createResponseCache, type ResponseCacheOptions } from './http/response-cache.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installAuth } from './auth/plugin.ts';
import healthRoutes from './health/routes.ts';
import catalogueRoutes from './catalogue/routes.ts';
import catalogueAdminRoutes from './catalogue/admin-routes.ts';
import authRoutes from './auth/routes.ts';
import orderRoutes from './orders/routes.ts';
import newsletterRoutes from './newsletter/routes.ts';
import searchRoutes from './search/routes.ts';
import mediaRoutes from './media/routes.ts';
import vitalsRoutes from './vitals/routes.ts';
import seoRoutes from './seo/routes.ts';
import webRoutes from './web/routes.ts';
import './types.ts';

export type AppOptions = {
  /** Use this database instead of opening the configured one (tests). */
  database?: ShopDatabase;
  storage?: MediaStorage;
  /** Keep the rate-limit counters in this Redis (shared by processes) instead of in memory. */
  rateLimitRedis?: Redis;
  /** Pino logging; off in tests. */
  logger?: boolean;
  /** Bounds of the response cache (benchmarks set maxEntries 0 to measure every answer made afresh). */
  responseCache?: Pick<ResponseCacheOptions, 'maxEntries' | 'maxBytes'>;
};

/** Builds the whole shop: external plugins, then shared services, then routes. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrateToLatest(database.db, database.schema);
  const storage = options.storage ?? createStorage(config);

  // External plugins.
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });

  // Shared services.
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('catalogue', catalogueRepository(database.db));
  app.decorate('catalogueVersion', catalogueVersionReader(database.db));
  app.decorate('responseCache', createResponseCache({ ...options.responseCache, version: () => app.catalogueVersion() }));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  installErrorHandlers(app);
  // Accounts, rate limits, the Origin check and the operator-only guard: before every route.
  await installAuth(app, { rateLimitRedis: options.rateLimitRedis });

  // Routes.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(catalogueAdminRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(vitalsRoutes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(webRoutes);
  return app;
}

function createStorage(config: Config): MediaStorage {
  // A CDN or the bucket's public address when MEDIA_PUBLIC_URL is set; the shop's /media/... still answers.
  const mediaBaseUrl = config.mediaPublicUrl ?? '/media';
  return config.storage.driver === 's3'
    ? s3Storage(config.storage, mediaBaseUrl)
    : diskStorage(config.storage.dir, mediaBaseUrl);
}
