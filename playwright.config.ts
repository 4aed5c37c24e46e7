import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH, testFontsEnv } from './scripts/chromium.ts';

const stores = process.env.E2E_STORES === 'production' ? 'production' : 'sqlite';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

/**
 * Real shop, real database, real Chromium. Each worker starts a shop of its own with the demo
 * catalogue (tests/e2e/fixtures.ts, shop-server.ts), so specs run on two workers and in any
 * order. `npm run test:e2e:production` runs the specs that reach the stores again on
 * PostgreSQL, S3 and Redis (scripts/e2e-production.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per setup, so that the two runs do not delete each other's traces.
  outputDir: `test-results/e2e-${stores}`,
  // The one web build of the run and the demo catalogue, before any worker starts a shop.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The longest journeys (a product made with two photos, every screen without JavaScript, a
  // slider's three changes) take 30 to 55 s on two busy cores: twice that before one fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // tests/e2e/visual.spec.ts's baselines, one PNG a screen and width (Linux and Debian's Chromium only).
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS, env: { ...process.env, ...testFontsEnv() } },
  },
  projects: [
    // The visual baselines are a project of their own: a changed pixel fails them alone.
    { name: 'visual', testMatch: 'visual.spec.ts', use: desktop },
    { name: 'desktop', testIgnore: 'visual.spec.ts', use: desktop },
  ],
});
