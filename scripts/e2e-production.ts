// `npm run test:e2e:production`: the browser suite (Playwright) once more, against the shop on
// its production setup: a PostgreSQL database made for the run, media in an S3 bucket (s3rver on
// loopback, a fresh bucket in a temporary directory) and rate-limit counters in Redis. It runs
// on a port of its own (E2E_PORT, default 4411), so that it never meets the SQLite run on 4310.
// Everything it made is removed at the end; its exit code is Playwright's.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 \
//     npm run test:e2e:production [-- playwright arguments]

import { spawn } from 'node:child_process';
import path from 'node:path';
import { startTestBucket } from '../tests/helpers/s3.ts';
import { createPgDatabase } from '../tests/helpers/shop-process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!serverUrl || !redisUrl) {
  console.error('e2e-production: set TEST_DATABASE_URL (a PostgreSQL server where it may create a database) and TEST_REDIS_URL');
  process.exit(1);
}
const port = process.env.E2E_PORT ?? '4411';

const database = await createPgDatabase(serverUrl, 'shop_e2e');
const bucket = await startTestBucket('shop-e2e-media');
console.log(`e2e-production: PostgreSQL ${new URL(database.url).pathname.slice(1)}, bucket ${bucket.bucket} at ${bucket.endpoint}, Redis ${redisUrl}, port ${port}`);

const e2eEnv: Record<string, string> = { E2E_PORT: port, E2E_DATABASE_URL: database.url, E2E_REDIS_URL: redisUrl };
for (const [name, value] of Object.entries(bucket.env)) e2eEnv[`E2E_${name}`] = value;

let code: number;
try {
  const playwright = spawn(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
    cwd: ROOT,
    env: { ...process.env, ...e2eEnv },
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => playwright.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  code = await new Promise<number>((resolve) => playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await bucket.close().catch((error: unknown) => console.error('e2e-production: could not stop s3rver:', error));
  await database.drop().catch((error: unknown) => console.error('e2e-production: could not drop the database:', error));
}
process.exit(code);
