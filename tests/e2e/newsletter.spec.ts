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

  await page.goto('/backend');
  await page.getByRole('navigation', { name: 'Backend sections' }).getByRole('link', { name: 'Newsletter' }).click();
  const panel = page.getByTestId('subscribers-panel');
  await expect(panel.getByRole('heading', { name: 'Newsletter' })).toBeInViewport();
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
