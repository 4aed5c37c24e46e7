import { randomUUID } from 'node:crypto';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startE2eShop, type E2eShop } from './shop-server.ts';

export { expect };

/** Chromium reports each Content-Security-Policy violation on the console, from pages and workers. */
const CSP_MESSAGE = /Content Security Policy/i;

function watchForViolations(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url || message.page()?.url() || '?'}: ${message.text()}`);
  });
}

export type OperatorAccount = { email: string; password: string };

type TestFixtures = {
  cspViolations: string[];
  /**
   * Makes an operator account with the CLI (a new e-mail address unless `account` names one)
   * and signs it in on the login page of `page`; answers the account.
   */
  signInAsOperator: (page: Page, account?: OperatorAccount) => Promise<OperatorAccount>;
};

type WorkerFixtures = {
  /** The shop this worker's specs run against, with the demo catalogue as seeded (shop-server.ts). */
  shop: E2eShop;
};

/**
 * Every spec's `test` (import it from here, not from @playwright/test; lint holds to it):
 * - each worker has a shop of its own, and pages and requests go to it (`baseURL`);
 * - a test fails when any page it opened, in its own context or one it made with
 *   browser.newContext(), broke the shop's Content-Security-Policy. `cspViolations` holds what
 *   was seen, for a test that provokes one on purpose (it empties the list after its check).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const shop = await startE2eShop(workerInfo.parallelIndex);
      try {
        await use(shop);
      } finally {
        await shop.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.url);
  },
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watchForViolations(context, violations);
      // Contexts the test makes itself (no script, a second shopper) are watched too.
      const newContext = browser.newContext.bind(browser) as Browser['newContext'];
      browser.newContext = async (options) => {
        const made = await newContext(options);
        watchForViolations(made, violations);
        return made;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  signInAsOperator: async ({ shop }, use) => {
    await use(async (page, account = { email: `operator-${randomUUID()}@rajatsilver.in`, password: 'filigree-and-polish-2026' }) => {
      expect(shop.createOperator(account.email, account.password)).toContain(`created operator ${account.email}`);
      await page.goto('/login');
      await hydrated(page.getByRole('button', { name: 'Login' }));
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('signed-in-email')).toHaveText(account.email);
      return account;
    });
  },
});

/**
 * Waits until the page's code has taken `control` over (React has hydrated it, and keeps its
 * props on the element): a click on the server's markup before then does nothing. The load
 * events say nothing of it: on busy cores the page hydrated seconds after the network was idle.
 */
export async function hydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 })
    .toBe(true);
}
