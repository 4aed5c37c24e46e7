import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyPluginOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { installErrorHandlers } from '../../src/server/http/errors.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { createAccount } from '../../src/server/auth/operators.ts';
import { openDatabase, type DatabaseKind, type ShopDatabase } from '../../src/server/db/database.ts';
import { productInput } from './shop-fixtures.ts';

/** The databases the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: ShopDatabase;
  close(): Promise<void>;
};

/** A real app on a fresh database (its own SQLite file, or its own PostgreSQL schema). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  appOptions: Pick<AppOptions, 'rateLimitRedis' | 'storage'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  // The API tests place many orders as one shopper from one address: the limits of orders per
  // phone, e-mail and client (decision 027) are raised unless a test sets them.
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ORDERS_PER_CONTACT: '100000', ORDERS_PER_CLIENT: '100000', ...env });
  let dropSchema = async () => {};
  let database: ShopDatabase;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const prefix = process.env.TEST_SCHEMA_PREFIX;
    const schema = `${prefix ?? 'test_'}${randomBytes(6).toString('hex')}`;
    await withPgClient(url, (client) => client.query(`create schema "${schema}"`));
    database = await openDatabase({ databaseUrl: url, dataDir, pgSchema: schema });
    // Under Vitest the run's schemas are dropped together once every file has finished
    // (tests/global-setup.ts): Kysely's migrator lists the tables of every schema by name, and
    // fails when another file drops its schema in the middle of that list.
    if (prefix === undefined) dropSchema = () => withPgClient(url, (client) => client.query(`drop schema "${schema}" cascade`)).then(() => {});
  } else {
    database = await openDatabase({ dataDir });
  }
  const app = await buildApp(config, { ...appOptions, database, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      // A test may have closed the database already (to see the shop without it).
      await database.close().catch(() => {});
      await dropSchema();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one action on a short-lived PostgreSQL connection (schemas of tests and benchmarks). */
export async function withPgClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Creates an operator account on the app and signs it in; answers the session's Cookie header. */
export async function signInAsOperator(
  t: TestApp,
  account = { email: 'operator@rajatsilver.in', password: 'silver-and-gold-2026' },
): Promise<string> {
  await createAccount(await t.app.auth(), account);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: account });
  if (response.statusCode !== 200) throw new Error(`operator sign-in answered ${response.statusCode}`);
  return [response.headers['set-cookie']].flat().map((value) => value!.split(';')[0]).join('; ');
}

/**
 * One feature's routes alone under /api, on the services of a test app and without the shop's
 * operator guard: the routes' own behaviour is tested so, the guard on the whole app. Closed
 * with the test app.
 */
export async function routesAlone<Options extends FastifyPluginOptions>(
  t: TestApp,
  services: Partial<Pick<FastifyInstance, 'config' | 'database' | 'catalogue' | 'orders' | 'sales'>>,
  routes: FastifyPluginAsync<Options>,
  options = {} as Options,
): Promise<FastifyInstance> {
  const alone = Fastify();
  for (const [name, service] of Object.entries(services)) alone.decorate(name, service as unknown);
  installErrorHandlers(alone);
  await alone.register(routes, { ...options, prefix: '/api' });
  await alone.ready();
  const closeTestApp = t.close;
  t.close = async () => {
    await alone.close();
    await closeTestApp();
  };
  return alone;
}

/**
 * The two products the order tests buy: a Lotus Ring at ₹1,299.99 and a Rope Chain at ₹2,450.50,
 * 1,000 of each in stock (enough for every order of a test file, 20 at once among them).
 */
export async function addLotusRingAndRopeChain(t: TestApp): Promise<{ ring: ProductRecord; chain: ProductRecord }> {
  const add = (name: string, price: number) =>
    t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: name, ProductPrice: price, Stock: 1000 })), []);
  return { ring: await add('Lotus Ring', 1299.99), chain: await add('Rope Chain', 2450.5) };
}
