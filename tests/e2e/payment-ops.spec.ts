import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { placeOrderThroughApi } from './shop-steps.ts';
import { formatRupees } from '../../src/shared/money.ts';
import { upiReferencePath, type PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import type { SalesSummary } from '../../src/shared/sales.ts';

// The operator's payment views (issue 26): the orders list filtered to those awaiting payment,
// a bank statement that marks the UPI order it shows paid, and the sales cards' takings by way
// of payment. This spec's shop takes UPI (shopEnv).

test.use({ shopEnv: { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' } });

/** Where the screenshots for people to look at go (not baselines). */
const SHOTS = process.env.PAY_SHOTS_DIR ?? '/work/pay-shots';
/** The sticky header would cover a panel's top in a screenshot of it. */
const UNSTICK = 'header { position: static !important; }';

for (const [index, width] of [1280, 390].entries()) {
  test(`the operator filters the orders awaiting payment and marks one paid from a bank statement, at ${width}px`, async ({ page, signInAsOperator }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await page.request.get('/api/products?limit=4')).json()) as { products: Product[] };
    const product = products[index] ?? products[0];
    if (!product) throw new Error('the demo catalogue is empty');
    const place = async (paymentMethod: 'upi' | 'cod') => {
      const placed = await placeOrderThroughApi(page.request, [{ productId: product.id, size: '2.6', quantity: 1 }], { paymentMethod });
      expect(placed.status(), await placed.text()).toBe(201);
      return (await placed.json()) as PublicOrder;
    };
    const waiting = await place('upi');
    const paying = await place('upi');
    const cod = await place('cod');
    // A reference of this test's own: the specs of this worker share the shop.
    const reference = `4${String(Date.now()).slice(-10)}${index}`;
    expect((await page.request.post(`${upiReferencePath(paying.number)}?key=${encodeURIComponent(paying.documentsKey!)}`, { data: { reference } })).status()).toBe(200);

    await signInAsOperator(page);
    await page.goto('/backend#backend-orders');
    const panel = page.locator('#backend-orders');
    await expect(panel.locator(`[data-order="${cod.number}"]`)).toBeVisible();

    // Awaiting payment: the UPI orders, not the cash-on-delivery one.
    const filters = panel.getByRole('group', { name: 'Show orders' });
    await filters.getByRole('button', { name: 'Awaiting payment' }).click();
    await expect(filters.getByRole('button', { name: 'Awaiting payment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator(`[data-order="${waiting.number}"]`)).toBeVisible();
    await expect(panel.locator(`[data-order="${paying.number}"]`)).toBeVisible();
    await expect(panel.locator(`[data-order="${cod.number}"]`)).toHaveCount(0);
    const statuses = panel.getByRole('list', { name: 'Orders' }).getByTestId('order-status');
    await expect(statuses.first()).toHaveText('Status: Awaiting payment');
    for (const status of await statuses.allTextContents()) expect(status).toBe('Status: Awaiting payment');
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/ops-orders-awaiting-${width}.png`, style: UNSTICK });

    // The bank statement: HDFC's columns, one credit naming the reference with the order's total.
    const amount = paying.orderTotal.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const statement = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `26/11/26,UPI-ANANYA MISHRA-ananya@okicici-${reference}-UPI,0000${reference},26/11/26,,"${amount}","2,45,104.99"`,
      '26/11/26,NEFT DR-SILVERSMITH SUPPLIES,N123456,26/11/26,"25,000.00",,"2,20,104.99"',
      '26/11/26,UPI-SOMEONE ELSE-999999999999-UPI,0000999999999999,26/11/26,,500.00,"2,20,604.99"',
      // The other order's number, but a paisa short: no match, and the report says why.
      `26/11/26,UPI/${waiting.number}/ANANYA MISHRA,,26/11/26,,${(waiting.orderTotal - 0.01).toFixed(2)},"2,21,704.98"`,
    ].join('\r\n');
    const match = panel.getByTestId('statement-match');
    await match.getByText('Match a bank statement').click();
    await match.getByLabel('Bank statement (CSV, at most 1 MB)').setInputFiles({ name: 'hdfc-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await match.getByRole('button', { name: 'Match and mark paid' }).click();
    const report = match.getByTestId('statement-report');
    await expect(report.getByRole('status')).toHaveText('The statement shows 3 payments received. 1 order marked paid.');
    await expect(report.getByTestId('statement-paid')).toContainText(`${paying.number} · ${formatRupees(paying.orderTotal)} · UTR ${reference.replace(/(\d{4})(?=\d)/g, '$1 ')}`);
    await report.getByText('2 rows matched no order awaiting payment').click();
    const short = formatRupees(Math.round(waiting.orderTotal * 100 - 1) / 100);
    await expect(report).toContainText(`It names order ${waiting.number}, but the order total is ${formatRupees(waiting.orderTotal)}, not ${short}.`);
    // The list follows: the paid order has left "Awaiting payment", and waits among those to confirm.
    await expect(panel.locator(`[data-order="${paying.number}"]`)).toHaveCount(0);
    await expect(panel.locator(`[data-order="${waiting.number}"]`).getByTestId('order-status')).toHaveText('Status: Awaiting payment');
    await match.screenshot({ path: `${SHOTS}/ops-statement-${width}.png`, style: UNSTICK });
    await filters.getByRole('button', { name: 'To confirm' }).click();
    await expect(panel.locator(`[data-order="${paying.number}"]`).getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(panel.locator(`[data-order="${cod.number}"]`)).toBeVisible();
    await expect(panel.locator(`[data-order="${waiting.number}"]`)).toHaveCount(0);

    // The sales cards: today's takings split by way of payment, the paid UPI order among them.
    await page.setViewportSize({ width, height: 1600 });
    await page.reload();
    const summary = page.getByTestId('sales-summary');
    const split = summary.getByTestId('sales-today-by-method');
    await expect(split.locator('[data-method="cod"]')).toContainText('Cash on delivery');
    await expect(split.locator('[data-method="upi"]')).toContainText(/^UPI₹[\d,.]+ · \d+ orders?$/);
    await summary.getByTestId('sales-today').scrollIntoViewIfNeeded();
    await summary.screenshot({ path: `${SHOTS}/ops-sales-${width}.png`, style: UNSTICK });
  });
}

test('the sales cards show the refunds of each period beside the takings by way of payment', async ({ page, signInAsOperator }) => {
  // The gateway's refunds are made by the server's settling, not here: the summary's answer is
  // given refunds, as GET /api/sales/summary counts them (tests/api/payment-ops.test.ts).
  await page.route('**/api/sales/summary', async (route) => {
    const answer = (await (await route.fetch()).json()) as SalesSummary;
    answer.refunds = { today: { count: 1, amount: 1104.99 }, last7Days: { count: 2, amount: 2499.98 }, last30Days: { count: 3, amount: 3799.97 } };
    await route.fulfill({ json: answer });
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1600 });
    await signInAsOperator(page);
    await page.goto('/backend');
    const summary = page.getByTestId('sales-summary');
    await expect(summary.getByTestId('sales-today-refunds')).toHaveText('Refunded₹1,104.99 · 1 refund');
    await expect(summary.getByTestId('sales-last7Days-refunds')).toHaveText('Refunded₹2,499.98 · 2 refunds');
    await expect(summary.getByTestId('sales-last30Days-refunds')).toHaveText('Refunded₹3,799.97 · 3 refunds');
    await summary.getByTestId('sales-today').screenshot({ path: `${SHOTS}/ops-sales-refunds-${width}.png` });
    await summary.screenshot({ path: `${SHOTS}/ops-sales-${width}.png`, style: UNSTICK });
    await page.context().clearCookies();
  }
});
