import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshTrackingNumber, placeOrderThroughApi } from './shop-steps.ts';
import { formatRupees } from '../../src/shared/money.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';

// The shopper's order page follows the order's status: its heading, its progress, what it asks
// of the shopper (cash only while it is due) and, once shipped, the parcel and its tracking.

for (const width of [390, 1280]) {
  test(`the order page tells the truth in every status at ${width}px`, async ({ page, request, signInAsOperator }) => {
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await request.get('/api/products?limit=3')).json()) as { products: Product[] };
    const product = products[0];
    if (!product) throw new Error('the demo catalogue is empty');
    const place = async () => {
      const response = await placeOrderThroughApi(request, [{ productId: product.id, size: '2.6', quantity: 1 }], { name: 'Asha Rao' });
      expect(response.status()).toBe(201);
      return (await response.json()) as PublicOrder;
    };
    const [order, toCancel, toReturn] = [await place(), await place(), await place()];
    const cash = `Keep ${formatRupees(order.orderTotal)} ready in cash`;

    // The operator moves the orders; the page's own requests carry the operator's session.
    await signInAsOperator(page);
    const move = async (number: string, data: Record<string, string>) => {
      expect((await page.request.patch(`/api/orders/${number}`, { data })).status()).toBe(200);
    };
    const open = async (number: string, state: string) => {
      await page.goto(`/order/${number}`);
      await page.screenshot({ path: test.info().outputPath(`order-${state}-${width}.png`), fullPage: true });
    };
    const heading = page.getByRole('heading', { level: 1 });
    const progress = page.getByRole('list', { name: 'Order progress' });
    const current = progress.locator('[aria-current="step"]');

    await open(order.number, 'placed');
    await expect(heading).toHaveText('Thank you, Asha! Your order is placed.');
    await expect(current).toHaveText('Placed');
    await expect(page.getByText(cash)).toBeVisible();

    await move(order.number, { status: 'confirmed' });
    await open(order.number, 'confirmed');
    await expect(heading).toHaveText('Your order is confirmed, Asha.');
    await expect(current).toHaveText('Confirmed');
    await expect(page.getByText(cash)).toBeVisible();
    await expect(page.getByTestId('order-parcel')).toHaveCount(0);

    const awb = freshTrackingNumber();
    await move(order.number, { status: 'shipped', courier: 'blue-dart', trackingNumber: awb });
    await open(order.number, 'shipped');
    await expect(heading).toHaveText('Your order is on its way.');
    await expect(current).toHaveText('Shipped');
    const parcel = page.getByTestId('order-parcel');
    await expect(parcel).toContainText('Shipped with Blue Dart on');
    await expect(parcel).toContainText(`Tracking (AWB) number ${awb}`);
    await expect(parcel.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${awb}`,
    );
    // Blue Dart's page takes the number: nothing to enter there.
    await expect(parcel).not.toContainText('with this number');
    await expect(page.getByText(cash)).toBeVisible();

    await move(order.number, { status: 'delivered' });
    await open(order.number, 'delivered');
    await expect(heading).toHaveText('Your order has been delivered.');
    await expect(current).toHaveText('Delivered');
    await expect(page.getByText(/^Delivered on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'care@rajatsilver.in' })).toBeVisible();
    await expectNoCashAsked(page);

    await move(toCancel.number, { status: 'cancelled' });
    await open(toCancel.number, 'cancelled');
    await expect(heading).toHaveText('This order is cancelled.');
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Cancelled');
    await expect(page.getByText(/^Cancelled on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await expect(page.getByText('Nothing is due from you.')).toBeVisible();
    await expectNoCashAsked(page);

    await move(toReturn.number, { status: 'confirmed' });
    const speedPost = `EE${freshTrackingNumber().slice(-9)}IN`;
    await move(toReturn.number, { status: 'shipped', courier: 'india-post', trackingNumber: speedPost });
    // India Post's tracking page asks for the number (decision 042): the link, and the words to enter it there.
    await open(toReturn.number, 'shipped-india-post');
    await expect(parcel.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    );
    await expect(parcel).toContainText(`Tracking (AWB) number ${speedPost}`);
    await expect(parcel).toContainText("Follow it on India Post (Speed Post)'s website with this number.");
    await move(toReturn.number, { status: 'returned' });
    await open(toReturn.number, 'returned');
    await expect(heading).toHaveText('Your parcel came back to us.');
    await expect(page.getByTestId('order-status')).toHaveText('Status: Returned');
    await expect(page.getByText(/^Returned to us on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await expect(page.getByText('Still want these pieces?')).toBeVisible();
    await expectNoCashAsked(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A delivered parcel reported refused late comes back within RETURN_AFTER_DELIVERY_DAYS (decision 042): the page says so.
    await move(order.number, { status: 'returned' });
    await open(order.number, 'returned-after-delivery');
    await expect(heading).toHaveText('Your parcel came back to us.');
    await expect(page.getByTestId('order-status')).toHaveText('Status: Returned');
    await expectNoCashAsked(page);
  });
}

/** Neither the words nor the steps ask for cash. */
async function expectNoCashAsked(page: Page) {
  await expect(page.getByText(/ready in cash/)).toHaveCount(0);
  await expect(page.getByText('Pay on delivery.')).toHaveCount(0);
}
