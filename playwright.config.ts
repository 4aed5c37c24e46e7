import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.ts';
import { shopServerEnv } from './tests/e2e/server-env.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

/** Real server, real database, real Chromium (Debian's; no browser downloads). */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port, so that two runs side by side do not delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // tests/e2e/visual.spec.ts's baselines, one PNG a screen and width (Linux and Debian's Chromium only).
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
  },
  projects: [
    // The visual baselines run first, on the demo catalogue as seeded: the other specs add
    // products, place orders and change stock, which would change what the screenshots show.
    { name: 'visual', testMatch: 'visual.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'desktop',
      testIgnore: 'visual.spec.ts',
      dependencies: ['visual'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // A fresh data directory each run: the demo catalogue, no leftovers. The database, media
    // store and Redis come from E2E_DATABASE_URL, E2E_STORAGE, E2E_S3_*, E2E_REDIS_URL
    // (tests/e2e/server-env.ts; scripts/e2e-production.ts sets them): SQLite and disk without.
    // The suite places more orders from one address than a shopper may (ORDER_RATE_LIMIT).
    command: `rm -rf tmp/e2e-data-${port} && DATA_DIR=tmp/e2e-data-${port} PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn ORDER_RATE_LIMIT=1000 node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: shopServerEnv(),
  },
});
