import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test('a shopper subscribes on a phone; the operator finds the address first in the backend, counted, and in the CSV', async ({
  page,
  browser,
  signInAsOperator,
}) => {
  const email = `reader-${Date.now()}@example.in`;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const shopper = await phone.newPage();
  await shopper.goto('/shipping');
  const footer = shopper.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(shopper.getByText('Thank you for subscribing!')).toBeVisible();
  await phone.close();

  // Nobody but an operator sees the list.
  expect((await page.request.get('/api/newsletter/subscribers')).status()).toBe(401);
  await signInAsOperator(page);
  const { count } = (await (await page.request.get('/api/newsletter/subscribers')).json()) as { count: number };
  expect(count).toBeGreaterThanOrEqual(1);

  // The panels above the newsletter answer slowly and grow as they load: the section the
  // operator jumped to stays where the jump put it.
  let loading = 0;
  await page.route(/\/api\/(?!newsletter)/, async (route) => {
    loading += 1;
    // The e-mails panel, just above, last.
    await new Promise((resolve) => setTimeout(resolve, route.request().url().includes('/api/mail/') ? 2000 : 1000));
    await route.continue();
    loading -= 1;
  });
  await page.goto('/backend');
  await page.getByRole('navigation', { name: 'Backend sections' }).getByRole('link', { name: 'Newsletter' }).click();
  const panel = page.getByTestId('subscribers-panel');
  const heading = panel.getByRole('heading', { name: 'Newsletter' });
  await expect(heading).toBeInViewport();
  const jumpedTo = (await heading.boundingBox())!.y;
  await expect.poll(() => loading).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // (A pixel either way: the scroll position is whole pixels, the layout is not.)
  expect(Math.abs((await heading.boundingBox())!.y - jumpedTo)).toBeLessThanOrEqual(1.5);
  // A request may still arrive after the panels have loaded (the session read again): its
  // handler, still waiting, finishes before the routes go (else it continues a route unrouted).
  await page.unrouteAll({ behavior: 'wait' });
  await expect(panel.getByTestId('subscriber-count')).toHaveText(`${count.toLocaleString('en-IN')} ${count === 1 ? 'subscriber' : 'subscribers'}`);
  await expect(panel.getByTestId('subscriber').first()).toContainText(email);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('"email","subscribed_at"');
  expect(csv).toContain(`\r\n"${email}",`);
});
