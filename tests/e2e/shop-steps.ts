import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { OrderLineInput, PlaceOrderInput } from '../../src/shared/checkout.ts';
import type { Product } from '../../src/shared/product.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { fittedSize, sizeScaleOf } from '../../src/shared/sizes.ts';
import { expect } from './fixtures.ts';

// Steps several specs take on the way to what they test (signing in is the fixture
// `signInAsOperator`, fixtures.ts).

/**
 * Chooses `size` on a product page, once its code has loaded, and sees that the choice stays
 * (a size chosen before hydration is kept too: size-before-hydration.spec.ts).
 */
export async function chooseSize(page: Page, size: string): Promise<void> {
  const sizeChoice = page.getByRole('radio', { name: size, exact: true });
  // Once the page's code has loaded (it hydrates then), a click stays; before, retry.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.locator('label').filter({ has: sizeChoice }).click();
    await expect(sizeChoice).toBeChecked({ timeout: 1_000 });
  }).toPass();
}

/**
 * From the next load on, sums each page's layout shifts as CLS counts them (not those right
 * after input); `layoutShifts` reads the sum for the page shown.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);

/** A ring's size the specs choose when they do not care which. */
export const A_RING_SIZE = '14';

/**
 * The size a spec's piece is sold in (decision 040): `size` when the piece takes it, else its own
 * default (2.6 for a bangle, none for a chain), and for a ring that takes no such size A_RING_SIZE.
 */
export function sizeOf(product: Pick<Product, 'Category'>, size = '2.6'): string {
  const fitted = fittedSize(size, product.Category);
  return fitted === '' && sizeScaleOf(product.Category) === 'ring' ? A_RING_SIZE : fitted;
}

/**
 * Puts one piece of `product` in the cart from its page, in `size` or the size of its own it
 * stands for (sizeOf), then opens the checkout, ready to type in.
 */
export async function checkoutWithOnePiece(page: Page, product: Product, size: string): Promise<void> {
  await page.goto(`/product/${encodeURIComponent(product.ProductName)}`);
  const own = sizeOf(product, size);
  if (own !== '') await chooseSize(page, own);
  else await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
  await page.goto('/checkout');
  // What is typed before the form hydrates is lost: Pay Now is enabled once it has.
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
}

/**
 * Places an order through the API, as another shopper would: shipped to Cuttack but for the
 * `shopper` fields given. Each line's size is fitted to its piece (sizeOf): a spec that orders
 * "the first product" in 2.6 gets a ring in A_RING_SIZE and a chain without a size.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  lines: OrderLineInput[],
  shopper: Partial<Omit<PlaceOrderInput, 'lines'>> = {},
): Promise<APIResponse> {
  const ids = [...new Set(lines.map((line) => line.productId))].join(',');
  const { products } = (await (await request.get(`/api/products/by-ids?ids=${encodeURIComponent(ids)}`)).json()) as { products: Product[] };
  const categories = new Map(products.map((product) => [product.id, product.Category]));
  const fitted = lines.map((line) => {
    const Category = categories.get(line.productId);
    return Category === undefined ? line : { ...line, size: sizeOf({ Category }, line.size) };
  });
  return request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: { ...SHIPPING_TO_CUTTACK, ...shopper, lines: fitted },
  });
}

let trackingNumbers = 0;
/**
 * A tracking (AWB) number no other order of this worker's shop carries: the shop warns of one
 * number on two orders (decision 042), and a worker's specs share its shop.
 */
export const freshTrackingNumber = (): string => `${Date.now()}${String((trackingNumbers += 1) % 100).padStart(2, '0')}`;
