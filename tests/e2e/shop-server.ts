import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBucket } from '../helpers/s3.ts';
import { createPgDatabase, runNodeScript, startShop } from '../helpers/shop-process.ts';
import { DEMO_TEMPLATE_DIR } from './demo-template.ts';

// The shop a Playwright worker runs its specs against: a process of its own, on a port and a
// fresh data directory of its own, with the demo catalogue as seeded (a copy of the run's
// demo-template.ts). Each worker has one (fixtures.ts), so that specs on two workers never see
// each other's products, orders, stock or operators. With E2E_STORES=production
// (`npm run test:e2e:production`) it runs on the production setup: a PostgreSQL database made
// for it on TEST_DATABASE_URL's server, media in an S3 bucket of its own (s3rver on loopback),
// both filled from the template with the shop's own `db:copy` and `media:copy`, and rate-limit
// counters in a Redis database of its own on TEST_REDIS_URL's server; everything it made is
// removed when the worker ends.

/** The settings the shop takes its stores from: never the developer's own, always the run's. */
const STORE_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'STORAGE',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MEDIA_PUBLIC_URL',
  'WORKERS',
] as const;

export type E2eShop = {
  url: string;
  /** The stores it runs on, as the browser suite names them in a test's title: sqlite or production. */
  stores: 'sqlite' | 'production';
  /**
   * Runs `npm run create-operator` against the shop's database, the password on standard input
   * as one line (never an argument: shell history). Answers what it printed; throws when it
   * exits with an error.
   */
  createOperator(email: string, password: string): string;
  close(): Promise<void>;
};

type Stores = { env: Record<string, string>; close(): Promise<void> };

async function productionStores(workerIndex: number): Promise<Stores> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!serverUrl || !redisUrl) throw new Error('E2E_STORES=production needs TEST_DATABASE_URL and TEST_REDIS_URL');
  const database = await createPgDatabase(serverUrl, 'shop_e2e');
  const bucket = await startTestBucket('shop-e2e-media');
  const copies = [
    await runNodeScript('src/server/cli/db-copy.ts', ['--from', path.join(DEMO_TEMPLATE_DIR, 'shop.db'), '--to', database.url]),
    await runNodeScript('src/server/cli/media-copy.ts', ['--to', 's3'], { DATA_DIR: DEMO_TEMPLATE_DIR, ...bucket.env }),
  ];
  const failed = copies.find((copy) => copy.code !== 0);
  if (failed) {
    await bucket.close();
    await database.drop();
    throw new Error(`copying the demo catalogue to the production stores failed: ${failed.stdout}${failed.stderr}`);
  }
  // A Redis database a worker: one worker's sign-in tries never count against another's.
  const redis = new URL(redisUrl);
  redis.pathname = `/${1 + (workerIndex % 15)}`;
  return {
    env: { DATABASE_URL: database.url, REDIS_URL: redis.toString(), ...bucket.env },
    async close() {
      await bucket.close();
      await database.drop();
    },
  };
}

/** `settings`: a spec's own settings of the shop (fixtures.ts's shopEnv), beyond the suite's. */
export async function startE2eShop(workerIndex: number, settings: Record<string, string> = {}): Promise<E2eShop> {
  const production = process.env.E2E_STORES === 'production';
  const stores: Stores = production ? await productionStores(workerIndex) : { env: {}, close: async () => {} };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  // On SQLite the database and the media are the template's copy; on the production stores,
  // only what stays on disk (nothing but backups) starts there.
  if (!production) await cp(DEMO_TEMPLATE_DIR, dataDir, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir, ...Object.fromEntries(STORE_SETTINGS.map((name) => [name, ''])), ...stores.env };
  try {
    // The suite places more orders from one address than a shopper may (ORDER_RATE_LIMIT, and ORDERS_PER_CONTACT and ORDERS_PER_CLIENT of decision 027).
    const shop = await startShop({ ...env, SEED_DEMO: 'false', ORDER_RATE_LIMIT: '1000', ORDERS_PER_CONTACT: '1000000', ORDERS_PER_CLIENT: '1000000', ...settings }, { entry: 'src/server/main.ts', timeoutMs: 60_000 });
    return {
      url: shop.url,
      stores: production ? 'production' : 'sqlite',
      createOperator: (email, password) =>
        execFileSync(process.execPath, ['src/server/cli/create-operator.ts', '--email', email], {
          env: { ...process.env, ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          input: `${password}\n`,
          stdio: ['pipe', 'pipe', 'pipe'],
        }),
      async close() {
        await shop.stop();
        await rm(dataDir, { recursive: true, force: true });
        await stores.close();
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    await stores.close();
    throw error;
  }
}
