import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';
import { checkoutWithOnePiece } from './shop-steps.ts';

// The checkout's PIN code against the real server and its copy of India Post's directory: a
// typed PIN fills the city and state, an unknown PIN and a PIN outside the chosen state are
// shown on the PIN field, and the order is refused for them by the form and by the server.

async function checkoutWithTheFirstProduct(page: Page) {
  const response = await page.request.get('/api/products?limit=1');
  const [product] = ((await response.json()) as { products: Product[] }).products;
  if (!product) throw new Error('the demo catalogue is empty');
  await checkoutWithOnePiece(page, product, '2.6');
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const pinError = (page: Page) => page.locator('#checkout-zip-error');

test('a typed PIN fills the city and state, and a later PIN replaces only what a PIN filled', async ({ page }) => {
  await checkoutWithTheFirstProduct(page);
  await field(page, 'Zip Code').fill('751001');
  // The town the PIN's post is for, not its district (Khordha): issue 42, point 5.
  await expect(field(page, 'City')).toHaveValue('Bhubaneswar');
  await expect(field(page, 'State')).toHaveValue('Odisha');
  await expect(pinError(page)).toHaveCount(0);

  // Another PIN: the fields the first one filled follow it.
  await field(page, 'Zip Code').fill('600004');
  await expect(field(page, 'City')).toHaveValue('Chennai');
  await expect(field(page, 'State')).toHaveValue('Tamil Nadu');

  // The shopper's own city stays; the state the PIN filled follows the next PIN.
  await field(page, 'City').fill('Old Town');
  await field(page, 'Zip Code').fill('751002');
  await expect(field(page, 'State')).toHaveValue('Odisha');
  await expect(field(page, 'City')).toHaveValue('Old Town');
});

test('751007 fills Bhubaneswar, not its district, and the state in the page’s language, at 1280 and 390px', async ({ page }) => {
  test.slow(); // six checkouts
  await checkoutWithTheFirstProduct(page);
  const odisha = { en: 'Odisha', hi: 'ओडिशा', or: 'ଓଡ଼ିଶା' };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ['en', 'hi', 'or'] as const) {
      await page.goto(language === 'en' ? '/checkout' : `/${language}/checkout`);
      await expect(page.locator('button[type="submit"][form="checkout-form"]')).toBeEnabled();
      await page.locator('#checkout-zip').fill('751007');
      await expect(page.locator('#checkout-city'), `${language} at ${width}px`).toHaveValue('Bhubaneswar');
      await expect(page.locator('#checkout-state')).toHaveValue('Odisha');
      await expect(page.locator('#checkout-state option:checked')).toHaveText(odisha[language]);
      await expect(page.locator('#checkout-city')).toBeVisible();
    }
  }
});

test('an unknown PIN and a PIN outside the chosen state are refused on the PIN field, by the form and by the server', async ({ page }) => {
  await checkoutWithTheFirstProduct(page);
  await field(page, 'Name').fill('Ananya Mishra');
  await field(page, 'Email').fill('ananya@example.in');
  await field(page, 'Phone').fill('98765 43210');
  await field(page, 'Address').fill('Plot 12, Kharavela Nagar');
  await field(page, 'City').fill('Bhubaneswar');

  // A PIN India Post does not have.
  await field(page, 'Zip Code').fill('999999');
  await expect(pinError(page)).toHaveText("999999 is not a PIN code in India Post's directory. Check the PIN code.");
  await expect(field(page, 'Zip Code')).toHaveAttribute('aria-invalid', 'true');

  // The shopper chose Kerala; the PIN is in Odisha: the choice stays, the PIN field says why it does not fit.
  await field(page, 'State').selectOption('Kerala');
  await field(page, 'Zip Code').fill('751001');
  const mismatch = 'PIN code 751001 is in Odisha, not Kerala. Check the PIN code or the state.';
  await expect(pinError(page)).toHaveText(mismatch);
  await expect(field(page, 'State')).toHaveValue('Kerala');
  await expect(field(page, 'City')).toHaveValue('Bhubaneswar');
  let ordersSent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') ordersSent += 1;
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(field(page, 'Zip Code')).toBeFocused();
  await expect(pinError(page)).toHaveText(mismatch);
  expect(ordersSent).toBe(0);

  // The state put right, the form lets the order go; the server refuses it when the state is
  // altered on the way (as a client that skips the form would send it).
  await field(page, 'State').selectOption('Odisha');
  await expect(pinError(page)).toHaveCount(0);
  await page.route('**/api/orders', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    await route.continue({ postData: JSON.stringify({ ...body, state: 'Kerala' }) });
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(pinError(page)).toHaveText(mismatch);
  await expect(page.getByRole('alert')).toContainText('Please check the highlighted details.');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.unroute('**/api/orders');

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order\/RS-/);
  await expect(page.getByText('751001')).toBeVisible();
});
