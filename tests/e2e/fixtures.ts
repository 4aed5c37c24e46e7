import { randomUUID } from 'node:crypto';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
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
  /**
   * Settings of the spec's shop beyond the suite's own, such as UPI_ID: `test.use({ shopEnv })`
   * at a spec's top gives it a shop (and a worker) of its own. None by default.
   */
  shopEnv: Record<string, string>;
};

/**
 * Every spec's `test` (import it from here, not from @playwright/test; lint holds to it):
 * - each worker has a shop of its own, and pages and requests go to it (`baseURL`);
 * - a test fails when any page it opened, in its own context or one it made with
 *   browser.newContext(), broke the shop's Content-Security-Policy. `cspViolations` holds what
 *   was seen, for a test that provokes one on purpose (it empties the list after its check);
 * - a page's goto, reload, Back and Forward answer once the page has hydrated, wherever
 *   scripts run (its `page` and `context`, and the contexts it makes with browser.newContext()).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  shopEnv: [{}, { scope: 'worker', option: true }],
  shop: [
    async ({ shopEnv }, use, workerInfo) => {
      const shop = await startE2eShop(workerInfo.parallelIndex, shopEnv);
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
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : pagesWaitForHydration(context));
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
        return options?.javaScriptEnabled === false ? made : pagesWaitForHydration(made);
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
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('signed-in-email')).toHaveText(account.email);
      return account;
    });
  },
});

/**
 * Whether the page's code has taken over every control of the page: React has hydrated it
 * (`#root` is its container) and keeps its props on each button and field, those of the
 * deferred parts too (src/web/components/deferred.tsx). A click or a keystroke on the server's
 * markup before then is lost. A document the shop did not draw (JSON, a PDF) has no `#root`.
 */
function everyControlHydrated(): boolean {
  const isReacts = (node: Element, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
  const root = document.getElementById('root');
  if (!root) return true;
  if (!isReacts(root, '__reactContainer$')) return false;
  return [...root.querySelectorAll('button, input, select, textarea')].every((control) => isReacts(control, '__reactProps$'));
}

/**
 * Makes the loads (goto, reload, Back, Forward) of every page the context opens answer once the
 * page is interactive, not at the load event: the page hydrates after it, seconds after on busy
 * cores. A load with `waitUntil: 'commit'` answers at once, for a test of what a shopper can do
 * before then.
 */
function pagesWaitForHydration(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => loadsWaitForHydration(await newPage());
  return context;
}

function loadsWaitForHydration(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await load(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      if (options?.waitUntil !== 'commit') {
        await expect.poll(() => page.evaluate(everyControlHydrated), { message: `${page.url()} hydrated`, timeout: 30_000 }).toBe(true);
      }
      return response;
    };
  }
  return page;
}
