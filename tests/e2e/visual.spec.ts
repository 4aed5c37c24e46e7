import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseSize } from './shop-steps.ts';
import type { Product } from '../../src/shared/product.ts';

// Visual baselines: what shoppers and the operator see, compared pixel by pixel with the PNGs
// in tests/e2e/visual.spec.ts-snapshots/, at 1280px and at 390px. A change
// that moves a pixel fails here; when it is meant, look at the new screenshots and take them
// anew with `npx playwright test --project=visual --update-snapshots`.
//
// This spec is its own project (playwright.config.ts), so a changed pixel fails it alone, and
// its worker has a shop of its own (fixtures.ts): it sees the demo catalogue as seeded, whatever
// other specs do to theirs. Text is drawn with the fonts of the npm package dejavu-fonts-ttf and
// no other (scripts/chromium.ts), so the machine's own fonts move no pixel. Sliders stand
// still (reduced motion stops their autoplay); what differs from run to run (an order's
// number and date; the backend's orders, sales and sessions) is masked, or left out where its
// height varies too (the order's time to confirm by, the backend's e-mails, page-speed figures and audit trail).

const operator = { email: 'visual@rajatsilver.in', password: 'silver-anklets-for-screenshots' };
const WIDTHS = [1280, 390] as const;
/** Of the pixels: a few may differ (anti-aliasing), not a moved block. */
const TOLERANCE = { maxDiffPixelRatio: 0.002 };

async function catalogue(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products?limit=100');
  return ((await response.json()) as { products: Product[] }).products;
}

const productUrl = (product: Product) => `/product/${encodeURIComponent(product.ProductName)}`;

/** Scrolls the page through so that every lazy image loads, waits for them and the fonts, then returns to the top. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  // A lazy image that scrolling never showed (inside a scrolled box) stays unloaded, every time.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy') && document.fonts.status === 'loaded');
}

/** `hidden`: boxes whose height varies from run to run, left out of the page before the screenshot. */
async function expectLooksAsBefore(page: Page, name: string, mask: Locator[] = [], hidden: Locator[] = []): Promise<void> {
  for (const box of hidden) {
    // Each is there once its panel has loaded (later on a busy machine or a slower database).
    await expect(box).toBeVisible();
    await box.evaluate((element) => (element.style.display = 'none'));
  }
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', mask, ...TOLERANCE });
}

async function addToCart(page: Page, product: Product, size: string): Promise<void> {
  await page.goto(productUrl(product));
  await chooseSize(page, size);
  const inCart = () => page.evaluate(() => JSON.parse(window.localStorage.getItem('incart') ?? '[]').length as number);
  const before = await inCart();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The toast may have gone on a busy machine: the stored cart says it was added.
  await expect.poll(inCart).toBe(before + 1);
}

test.use({ reducedMotion: 'reduce' });

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the storefront: home, a listing, a product, login', async ({ page }) => {
      const [product] = (await catalogue(page)).filter((each) => each.ProductImgs.low.length > 1);
      if (!product) throw new Error('the demo catalogue has no product with two photos');
      for (const [name, path] of [
        ['home', '/'],
        ['listing', '/home/rings'],
        ['product', productUrl(product)],
        ['login', '/login'],
      ] as const) {
        await page.goto(path);
        await expectLooksAsBefore(page, `${name}-${width}`);
      }
    });

    test('a ring’s sizes and its size guide', async ({ page }) => {
      const ring = (await catalogue(page)).find((each) => each.Category === 'Ring');
      if (!ring) throw new Error('the demo catalogue has no ring');
      await page.goto(productUrl(ring));
      await chooseSize(page, '14');
      const sizes = page.getByRole('group', { name: 'Size' });
      await settle(page);
      // No size drawn hovered.
      await page.mouse.move(0, 0);
      await expect(sizes).toHaveScreenshot(`ring-sizes-${width}.png`, { animations: 'disabled', caret: 'hide', ...TOLERANCE });
      const link = sizes.getByRole('link', { name: 'Size guide', exact: true });
      await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Size guide: Rings' });
      await expect(dialog.getByRole('row', { name: /^25 20\.7 65\.0$/ })).toBeAttached();
      await expect(dialog).toHaveScreenshot(`ring-size-guide-${width}.png`, { animations: 'disabled', caret: 'hide', ...TOLERANCE });
    });

    test('the cart, the checkout and an order’s confirmation', async ({ page }) => {
      const [ring, pendant] = (await catalogue(page)).filter((each) => each.ProductImgs.low.length > 0 && each.Category === 'Ring');
      if (!ring || !pendant) throw new Error('the demo catalogue has too few rings');
      // Rings in Indian ring sizes (decision 040).
      await addToCart(page, ring, '14');
      await addToCart(page, pendant, '16');
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toBeVisible();
      await expectLooksAsBefore(page, `cart-${width}`);
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      await expectLooksAsBefore(page, `checkout-${width}`);

      // The confirmation of an order for the same two lines, placed the way the checkout sends it.
      const response = await page.request.post('/api/orders', {
        headers: { 'idempotency-key': randomUUID() },
        data: {
          name: 'Ananya Mishra',
          email: 'ananya@example.in',
          phone: '+91 98765 43210',
          address: '12, Link Road, Badambadi',
          city: 'Cuttack',
          state: 'Odisha',
          zip: '753012',
          lines: [
            { productId: ring.id, size: '14', quantity: 1 },
            { productId: pendant.id, size: '16', quantity: 1 },
          ],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const order = (await response.json()) as { number: string };
      await page.goto(`/order/${encodeURIComponent(order.number)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLooksAsBefore(
        page,
        `order-${width}`,
        [page.getByText(order.number), page.getByText(/^Placed on /)],
        // The time by which the shop calls to confirm is two days from now, and the day it is
        // delivered by moves with today's date: their lines wrap as they fall.
        [page.getByRole('listitem').filter({ hasText: 'We confirm your order.' }), page.getByRole('listitem').filter({ hasText: /^Delivered by / })],
      );
    });
  });
}

test('the backend, at 1280px and at 390px', async ({ page, signInAsOperator }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOperator(page, operator);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/backend');
    await expect(page.getByTestId('backend-panel')).toBeVisible();
    await expectLooksAsBefore(
      page,
      `backend-${width}`,
      [page.getByTestId('sales-summary'), page.getByRole('table', { name: 'Active sessions' }), page.getByRole('list', { name: 'Orders' })],
      // The e-mails' subjects hold random order numbers, which wrap at 390px as they fall; the
      // page-speed figures come from this run's own visits, a row more or less as they fall; the
      // audit trail holds this run's sign-ins, at this run's times.
      [
        page.getByTestId('outbox-panel').getByRole('table'),
        page.getByRole('region', { name: /phones see/ }).getByRole('table'),
        page.getByRole('table', { name: 'Audit trail, newest first' }),
      ],
    );
  }
});
