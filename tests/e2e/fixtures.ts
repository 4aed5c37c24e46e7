import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

/** Chromium reports each Content-Security-Policy violation on the console, from pages and workers. */
const CSP_MESSAGE = /Content Security Policy/i;

function watchForViolations(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url || message.page()?.url() || '?'}: ${message.text()}`);
  });
}

/**
 * Every spec's `test` (import it from here, not from @playwright/test; lint holds to it): a test
 * fails when any page it opened, in its own context or one it made with browser.newContext(),
 * broke the shop's Content-Security-Policy. `cspViolations` holds what was seen, for a test that
 * provokes one on purpose (it empties the list after its check).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});
