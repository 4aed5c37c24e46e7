import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';

// On a slow phone a shopper may choose a size before the product page's code has arrived: the
// page, once interactive, keeps that size and puts it in the cart.

for (const width of [390, 1280]) {
  test(`a size chosen before the product page hydrates stays chosen and goes into the cart (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await page.request.get('/api/products?limit=100')).json()) as { products: Product[] };
    // A bangle: 2.6 chosen for the shopper, 2.12 one of its sizes (decision 040).
    const product = products.find((each) => each.Category === 'Bangle')!;
    // The page's scripts wait until the size is chosen.
    let release: () => void = () => {};
    const chosen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await chosen;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the page's module scripts.
    await page.goto(`/product/${encodeURIComponent(product.ProductName)}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: product.ProductName })).toBeVisible();
    const size = page.getByRole('radio', { name: '2.12', exact: true });
    await page.locator('label').filter({ has: size }).click();
    await expect(size).toBeChecked();
    release();
    await page.waitForLoadState('networkidle');

    await expect(size).toBeChecked();
    await expect(page.getByRole('radio', { name: '2.6', exact: true })).not.toBeChecked();
    await expect(page.locator('legend')).toHaveText('Size 2.12');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('incart'))) ?? '[]') as { size: string }[];
    expect(cart.map((line) => line.size)).toEqual(['2.12']);
  });
}
