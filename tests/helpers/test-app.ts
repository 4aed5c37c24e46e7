import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { createAccount } from '../../src/server/auth/operators.ts';
import { openDatabase, type DatabaseKind, type ShopDatabase } from '../../src/server/db/database.ts';

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
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  let dropSchema = async () => {};
  let database: ShopDatabase;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await withPgClient(url, (client) => client.query(`create schema "${schema}"`));
    database = await openDatabase({ databaseUrl: url, dataDir, pgSchema: schema });
    dropSchema = () => withPgClient(url, (client) => client.query(`drop schema "${schema}" cascade`)).then(() => {});
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
  await createAccount(t.app.auth, account);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: account });
  if (response.statusCode !== 200) throw new Error(`operator sign-in answered ${response.statusCode}`);
  return [response.headers['set-cookie']].flat().map((value) => value!.split(';')[0]).join('; ');
}
