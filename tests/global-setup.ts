import { randomBytes } from 'node:crypto';
import { buildShopIfStale } from '../scripts/build.mjs';
import { withPgClient } from './helpers/test-app.ts';

/**
 * Vitest's global setup: the one web build of the run, before any test needs it; and the prefix
 * of the run's PostgreSQL schemas (tests/helpers/test-app.ts), which are dropped together once
 * every file has finished, never while another file migrates its own.
 */
export default function globalSetup(): () => Promise<void> {
  buildShopIfStale();
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  process.env.TEST_SCHEMA_PREFIX = prefix;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    await withPgClient(url, async (client) => {
      const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [prefix]);
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    });
  };
}
