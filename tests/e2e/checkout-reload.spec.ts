import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';
import { sizeOf } from './shop-steps.ts';

// A reload of the checkout keeps what was typed, in that tab only, until the order is placed.

const KEPT_KEY = 'checkout-fields';

async function firstProduct(page: Page): Promise<Product> {
  const { products } = (await (await page.request.get('/api/products?limit=1')).json()) as { products: Product[] };
  return products[0]!;
}

/** One piece in the cart, then the checkout, ready to type in. */
async function openCheckout(page: Page, product: Product) {
  await page.goto('/');
  await page.evaluate((line) => localStorage.setItem('incart', JSON.stringify([line])), { ...product, size: sizeOf(product), quantity: 1 });
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const width of [390, 1280]) {
  test(`a reload of the checkout keeps what was typed, in this tab only, until the order is placed (${width}px)`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    const product = await firstProduct(page);
    await openCheckout(page, product);
    await field(page, 'Name').fill('Ananya Mishra');
    await field(page, 'Email').fill('ananya@example.in');
    await field(page, 'Phone').fill('98765 43210');
    await field(page, 'Address').fill('12, Link Road, Badambadi');
    await field(page, 'City').fill('Cuttack');
    await field(page, 'State').selectOption('Odisha');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(field(page, 'Name')).toHaveValue('Ananya Mishra');
    await expect(field(page, 'Address')).toHaveValue('12, Link Road, Badambadi');
    await expect(field(page, 'State')).toHaveValue('Odisha');
    await expect(field(page, 'Zip Code')).toHaveValue('');
    // Only the details: the cart stays the browser's own list.
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEPT_KEY)) ?? '{}')).not.toHaveProperty('lines');

    // Another tab starts empty.
    const other = await context.newPage();
    await other.setViewportSize({ width, height: 900 });
    await other.goto('/checkout');
    await expect(other.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(field(other, 'Name')).toHaveValue('');
    await other.close();

    // Placing the order forgets them.
    await field(page, 'Zip Code').fill('753012');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/order\//);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEPT_KEY)).toBeNull();
    await openCheckout(page, product);
    await expect(field(page, 'Name')).toHaveValue('');
  });
}

test('details kept in a shape the checkout does not know are dropped without a word', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const product = await firstProduct(page);
  await page.goto('/');
  for (const bad of ['{not json', '["Ananya"]', JSON.stringify({ name: 42 }), JSON.stringify({ address: 'x'.repeat(5000) })]) {
    await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [KEPT_KEY, bad]);
    await openCheckout(page, product);
    await expect(field(page, 'Name')).toHaveValue('');
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), KEPT_KEY)).not.toBe(bad);
  }
  expect(errors).toEqual([]);
});
