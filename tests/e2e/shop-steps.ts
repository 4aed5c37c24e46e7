import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { OrderLineInput, PlaceOrderInput } from '../../src/shared/checkout.ts';
import type { Product } from '../../src/shared/product.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
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

/** Puts one piece of `product` in `size` in the cart from its page, then opens the checkout, ready to type in. */
export async function checkoutWithOnePiece(page: Page, product: Product, size: string): Promise<void> {
  await page.goto(`/product/${encodeURIComponent(product.ProductName)}`);
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
  await page.goto('/checkout');
  // What is typed before the form hydrates is lost: Pay Now is enabled once it has.
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
}

/** Places an order through the API, as another shopper would: shipped to Cuttack but for the `shopper` fields given. */
export function placeOrderThroughApi(
  request: APIRequestContext,
  lines: OrderLineInput[],
  shopper: Partial<Omit<PlaceOrderInput, 'lines'>> = {},
): Promise<APIResponse> {
  return request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: { ...SHIPPING_TO_CUTTACK, ...shopper, lines },
  });
}

let trackingNumbers = 0;
/**
 * A tracking (AWB) number no other order of this worker's shop carries: the shop warns of one
 * number on two orders (decision 042), and a worker's specs share its shop.
 */
export const freshTrackingNumber = (): string => `${Date.now()}${String((trackingNumbers += 1) % 100).padStart(2, '0')}`;
