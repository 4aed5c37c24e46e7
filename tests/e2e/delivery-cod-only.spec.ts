import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { checkoutWithOnePiece } from './shop-steps.ts';
import type { Product } from '../../src/shared/product.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';

// A shop that takes cash on delivery only (the suite's own shop: no UPI_ID, no Razorpay), and a
// PIN where the operator stopped it (decision 037): the checkout has no way to pay there, says so
// with the shop's phone and e-mail and keeps Pay Now off; the server refuses such an order too.

const BLOCKED = '110001';

test('a shop that takes cash only says it cannot take an order to a blocked PIN, and the server refuses one', async ({ page, browser, signInAsOperator }) => {
  await signInAsOperator(page);
  const settings = async (codBlockedPins: string[]) => {
    const current = await (await page.request.get('/api/delivery-settings')).json();
    const saved = await page.request.put('/api/delivery-settings', { data: { ...current, codBlockedPins } });
    expect(saved.status()).toBe(200);
  };
  await settings([BLOCKED]);
  try {
    const shopper = await (await browser.newContext()).newPage();
    const { products } = (await (await shopper.request.get('/api/products?limit=1')).json()) as { products: Product[] };
    await checkoutWithOnePiece(shopper, products[0]!, '2.6');
    await shopper.locator('#checkout-zip').fill(BLOCKED);
    await expect(shopper.getByRole('alert').filter({ hasText: `Cash on delivery is not offered to PIN code ${BLOCKED}. Please call us on` })).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await expect(shopper.getByText('Pay in cash when your order arrives.')).toHaveCount(0);
    // Another PIN: cash on delivery again.
    await shopper.locator('#checkout-zip').fill('753001');
    await expect(shopper.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(shopper.getByText('Pay in cash when your order arrives.')).toBeVisible();

    // A client that skips the checkout is refused by the server, with the code.
    const refused = await shopper.request.post('/api/orders', {
      headers: { 'idempotency-key': randomUUID() },
      data: { ...SHIPPING_TO_CUTTACK, city: 'New Delhi', state: 'Delhi', zip: BLOCKED, lines: [{ productId: products[0]!.id, size: '2.6', quantity: 1 }] },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'cod_pin_blocked', params: { pin: BLOCKED } });
    await shopper.context().close();
  } finally {
    // The suite's shop is shared with the specs after this one.
    await settings([]);
  }
});
