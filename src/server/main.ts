import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { runClusterPrimary } from './cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoOnFirstStart } from './demo/demo-seed.ts';
import { logProcessFailures } from './process-failures.ts';
import { serializeRequest } from './http/request-log.ts';
import { scheduleMediaSweep } from './media/sweep.ts';
import { sendOutboxWhileServing } from './mail/worker.ts';
import { scheduleHoldSweep } from './orders/stock-holds.ts';
import { scheduleAuditSweep } from './audit/audit-log.ts';
import { scheduleReconciler } from './payments/reconciler.ts';
import { giveBackMemoryWhenIdle } from './idle-memory.ts';

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

  const log = pino({ level: config.logLevel, serializers: { req: serializeRequest } });
  logProcessFailures(log);

  if (config.workers > 1 && cluster.isPrimary) {
    runClusterPrimary(config.workers, (message) => process.stdout.write(`shop: ${message}\n`));
    return;
  }

  // Signals are handled from here on: one during start-up (migrations, the demo catalogue)
  // stops start-up at its next step and exits cleanly instead of leaving it half done.
  const startup = new AbortController();
  let stopServing: ((signal: string) => void) | undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopServing) {
        stopServing(signal);
      } else if (!startup.signal.aborted) {
        log.info(`${signal} during start-up: stopping`);
        startup.abort(new Error(`${signal} during start-up`));
      }
    });
  }
  const opened: { close(): Promise<unknown> }[] = [];
  /** After each step of start-up: when a signal came, closes what is open and exits 0. */
  const continueStartup = async () => {
    if (!startup.signal.aborted) return;
    for (const resource of opened.reverse()) await resource.close().catch(() => {});
    log.info('stopped before serving');
    process.exit(0);
  };

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => log.warn(`database connection lost: ${error.message}`),
  });
  opened.push(database);
  if (!(await database.ping())) {
    await database.close().catch(() => {});
    fail(config.databaseUrl ? 'DATABASE_URL: the database is not reachable' : `DATA_DIR: cannot open ${config.dataDir}/shop.db`);
  }
  await continueStartup();

  // ioredis is loaded only with REDIS_URL (decision 031).
  const rateLimitRedis = config.redisUrl ? await (await import('./http/rate-limit-store.ts')).connectRateLimitRedis(config.redisUrl) : undefined;
  if (config.redisUrl && !rateLimitRedis) {
    await database.close().catch(() => {});
    fail('REDIS_URL: Redis is not reachable');
  }
  if (rateLimitRedis) opened.push({ close: () => rateLimitRedis.quit() });
  await continueStartup();

  const app = await buildApp(config, { database, rateLimitRedis, logger: log });
  app.addHook('onClose', async () => {
    await database.close();
    await rateLimitRedis?.quit();
  });
  opened.splice(0, opened.length, app);
  await continueStartup();
  if (config.seedDemo) {
    try {
      await seedDemoOnFirstStart({ db: database.db, catalogue: app.catalogue, storage: app.storage, log: app.log, signal: startup.signal });
    } catch (error) {
      if (!startup.signal.aborted) throw error;
    }
    await continueStartup();
  }

  // Orphan media (a crash between storing a photo and its product's commit): swept at start and every few hours.
  const mediaSweep = scheduleMediaSweep({ storage: app.storage, keysInUse: app.catalogue.mediaKeysInUse, log: app.log });
  app.addHook('onClose', async () => mediaSweep.stop());
  // Unconfirmed cash-on-delivery orders past their hold: cancelled, their pieces back in stock (decision 027).
  const holdSweep = scheduleHoldSweep({ release: (now) => app.orders.releaseExpiredHolds(now), log: app.log });
  app.addHook('preClose', async () => holdSweep.stop());
  // Razorpay orders whose webhook has not come: their payments asked of the gateway, with backoff (decision 033).
  const gateway = app.paymentGateway;
  if (gateway) {
    const reconciler = scheduleReconciler({ services: { db: database.db, orders: app.orders, gateway, log: app.log }, log: app.log });
    app.addHook('preClose', async () => reconciler.stop());
  }
  // The audit trail keeps a year: older rows are swept at start and every day.
  const auditSweep = scheduleAuditSweep(database.db, app.log);
  app.addHook('onClose', async () => auditSweep.stop());
  // Order e-mails: sent from the outbox while the shop serves (when SMTP_URL is set).
  sendOutboxWhileServing(app);
  // What start-up and each burst of requests grew, given back once the shop goes quiet.
  giveBackMemoryWhenIdle(app, globalThis.gc);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    fail(code === 'EADDRINUSE' ? `PORT: ${config.port} is already in use` : `cannot listen on ${config.host}:${config.port} (${code || String(error)})`);
  }
  await continueStartup();
  stopServing = (signal) => {
    stopServing = () => {};
    const seconds = config.timeouts.shutdown / 1000;
    app.log.info(`${signal}: finishing in-flight requests (at most ${seconds} s), then closing`);
    setTimeout(() => {
      app.log.error(`${signal}: requests still in flight after ${seconds} s (SHUTDOWN_TIMEOUT); exiting anyway`);
      process.exit(1);
    }, config.timeouts.shutdown).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
}

function fail(message: string): never {
  process.stderr.write(`shop: ${message}\n`);
  process.exit(1);
}

await main();
