import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
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
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
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
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropSchema();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPgClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
