// `npm run test:e2e:production`: the browser journeys that reach the database, the media store
// or Redis, once more against the shop on its production setup. Each Playwright worker's shop
// (tests/e2e/shop-server.ts) then runs on a PostgreSQL database made for it on
// TEST_DATABASE_URL's server, media in an S3 bucket of its own (s3rver on loopback) and
// rate-limit counters in Redis (TEST_REDIS_URL); everything is removed at the end. Screens whose
// drawing does not depend on the stores (layout, sliders, menus, visual baselines), and the tests
// of those specs tagged @layout (what the browser does with what it holds), ran on SQLite in
// `npm test` and are not run twice. Its exit code is Playwright's.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 \
//     npm run test:e2e:production [-- playwright arguments]

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Checkout and orders, product photos uploaded to the bucket, invoices, e-mails in the outbox, sign-in with two steps and sessions, the backend's panels, stock. */
const SPECS_THAT_REACH_THE_STORES = [
  'cart-checkout.spec.ts',
  'invoice.spec.ts',
  'operator.spec.ts',
  'order-mail.spec.ts',
  'order-shipping.spec.ts',
  'sales-summary.spec.ts',
  'sign-in-security.spec.ts',
  'stock.spec.ts',
  'stock-limits.spec.ts',
].map((spec) => `tests/e2e/${spec}`);

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error('e2e-production: set TEST_DATABASE_URL (a PostgreSQL server where it may create databases) and TEST_REDIS_URL');
  process.exit(1);
}
// Specs named on the command line run instead of the list; other arguments go with it.
const args = process.argv.slice(2);
const specs = args.some((arg) => arg.endsWith('.spec.ts')) ? [] : SPECS_THAT_REACH_THE_STORES;
const playwright = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--project=desktop', '--grep-invert', '@layout', ...specs, ...args],
  { cwd: ROOT, env: { ...process.env, E2E_STORES: 'production' }, stdio: 'inherit' },
);
process.exit(playwright.status ?? 1);
