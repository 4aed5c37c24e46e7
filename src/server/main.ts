import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runClusterPrimary } from './cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { connectRateLimitRedis } from './http/rate-limit-store.ts';
import { seedDemoOnFirstStart } from './catalogue/demo-seed.ts';
import { scheduleMediaSweep } from './media/sweep.ts';

const REQUIRED_NODE_MAJOR = 24;

/** Starts the shop; a configuration problem stops it with one clear line and exit code 1. */
async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < REQUIRED_NODE_MAJOR) fail(`Node ${REQUIRED_NODE_MAJOR} or newer is required (this is ${process.versions.node}); run through npm start.`);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  if (config.workers > 1 && cluster.isPrimary) {
    runClusterPrimary(config.workers, (message) => process.stdout.write(`shop: ${message}\n`));
    return;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!(await database.ping())) {
    await database.close().catch(() => {});
    fail(config.databaseUrl ? 'DATABASE_URL: the database is not reachable' : `DATA_DIR: cannot open ${config.dataDir}/shop.db`);
  }

  const rateLimitRedis = config.redisUrl ? await connectRateLimitRedis(config.redisUrl) : undefined;
  if (config.redisUrl && !rateLimitRedis) {
    await database.close().catch(() => {});
    fail('REDIS_URL: Redis is not reachable');
  }

  const app = await buildApp(config, { database, rateLimitRedis });
  app.addHook('onClose', async () => {
    await database.close();
    await rateLimitRedis?.quit();
  });
  if (config.seedDemo) {
    await seedDemoOnFirstStart({ db: database.db, catalogue: app.catalogue, storage: app.storage, log: app.log });
  }

  const mediaSweep = scheduleMediaSweep({ storage: app.storage, keysInUse: app.catalogue.mediaKeysInUse, log: app.log });
  app.addHook('onClose', async () => mediaSweep.stop());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    fail(code === 'EADDRINUSE' ? `PORT: ${config.port} is already in use` : `cannot listen on ${config.host}:${config.port} (${code || String(error)})`);
  }
}

function fail(message: string): never {
  process.stderr.write(`shop: ${message}\n`);
  process.exit(1);
}

await main();
