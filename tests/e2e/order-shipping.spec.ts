import { expect, test } from './fixtures.ts';
import { freshTrackingNumber, placeOrderThroughApi } from './shop-steps.ts';
import { COURIERS } from '../../src/shared/shipping.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';

// The operator ships an order with its courier and tracking (AWB) number, and records a shipped
// parcel that came back (returned): its pieces go back to stock.

for (const width of [390, 1280]) {
  test(`an operator ships an order with its courier and AWB number, and marks a parcel that came back returned, at ${width}px`, async ({
    page,
    request,
    signInAsOperator,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await request.get('/api/products?limit=5')).json()) as { products: Product[] };
    const product = products[1];
    if (!product) throw new Error('the demo catalogue is empty');
    // The exact count, as operators read it (public answers give a level, decision 027); signed in below.
    const stockOf = async () => Number(((await (await page.request.get('/api/products/stock')).json()) as { stock: Record<string, number> }).stock[product.id]);
    const place = async (name: string) => {
      const response = await placeOrderThroughApi(request, [{ productId: product.id, size: '2.6', quantity: 2 }], { name });
      expect(response.status()).toBe(201);
      return (await response.json()) as PublicOrder;
    };
    const toReturn = await place('Sunita Behera');
    const toShip = await place('Prakash Jena');
    await signInAsOperator(page);
    for (const number of [toShip.number, toReturn.number]) {
      expect((await page.request.patch(`/api/orders/${number}`, { data: { status: 'confirmed' } })).status()).toBe(200);
    }
    const returnedAwb = freshTrackingNumber();
    const shippedThroughApi = await page.request.patch(`/api/orders/${toReturn.number}`, {
      data: { status: 'shipped', courier: 'delhivery', trackingNumber: returnedAwb },
    });
    expect(shippedThroughApi.status()).toBe(200);
    await page.goto('/backend');

    // Shipping asks for the courier and the AWB number, and checks the number.
    const card = page.getByRole('listitem', { name: `Order ${toShip.number}` });
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${toShip.number}` });
    // The one list of couriers (shared/shipping.ts), under a prompt.
    await expect(dialog.getByRole('combobox', { name: 'Courier' }).locator('option')).toHaveText(['Choose the courier', ...COURIERS.map((courier) => courier.name)]);
    await dialog.getByRole('combobox', { name: 'Courier' }).selectOption('Other');
    await dialog.getByLabel("Courier's name").fill('Professional Couriers');
    await dialog.getByLabel('Tracking (AWB) number').fill('pc-1234');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The tracking (AWB) number is 8 to 20 letters and digits, such as EE123456789IN.');
    await page.screenshot({ path: test.info().outputPath(`ship-dialog-${width}.png`) });
    // The number of another order's parcel (a label read twice, decision 042): warned of, nothing shipped until the operator says so.
    await dialog.getByLabel('Tracking (AWB) number').fill(returnedAwb);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    const warning = dialog.getByTestId('tracking-number-used');
    await expect(warning).toHaveText(`Tracking number ${returnedAwb} is already on order ${toReturn.number}. Check the courier's label; ship with it all the same only if it is right.`);
    await expect(dialog.getByLabel('Tracking (AWB) number')).toBeFocused();
    // The operator may ship with it deliberately (a parcel re-sent under its number): the button says so.
    await expect(dialog.getByRole('button', { name: 'Ship with this number anyway' })).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Confirmed');
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`tracking-number-used-${width}.png`) });
    // Corrected, the warning goes and the button ships as usual.
    const ownAwb = `PC${freshTrackingNumber()}`;
    await dialog.getByLabel('Tracking (AWB) number').fill(ownAwb);
    await expect(warning).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Shipped');
    const shipment = card.getByTestId('order-shipment');
    await expect(shipment).toContainText(`Professional Couriers · AWB ${ownAwb} · shipped`);
    await expect(shipment.locator('time')).toHaveText(/ IST$/);
    // Another courier has no tracking page we know: the number, no link.
    await expect(shipment.getByRole('link')).toHaveCount(0);
    await card.screenshot({ path: test.info().outputPath(`shipped-card-${width}.png`) });

    // The shopper's page shows the parcel.
    const shopperPage = await page.context().newPage();
    await shopperPage.setViewportSize({ width, height: 900 });
    await shopperPage.goto(`/order/${toShip.number}`);
    await expect(shopperPage.getByTestId('order-parcel')).toContainText('Shipped with Professional Couriers on');
    await expect(shopperPage.getByTestId('order-parcel')).toContainText(`Tracking (AWB) number ${ownAwb}`);
    await expect(shopperPage.getByTestId('order-parcel')).toContainText("Follow it on Professional Couriers's website with this number.");
    await shopperPage.close();

    // Delivered is asked first (decision 042); a refusal reported late can still be marked returned, asked again.
    await card.getByRole('button', { name: 'Mark delivered' }).click();
    const delivered = page.getByRole('dialog', { name: `Order ${toShip.number} delivered?` });
    await expect(delivered).toContainText('Mark it delivered once the courier says Prakash Jena has the parcel and the ₹');
    await expect(delivered).toContainText('it can still be marked returned for 15 days.');
    const deliveredBox = (await delivered.boundingBox())!;
    expect(deliveredBox.x + deliveredBox.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`mark-delivered-${width}.png`) });
    await delivered.getByRole('button', { name: 'Yes, mark delivered' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Delivered');
    await expect(card.getByTestId('order-return-by')).toContainText('Should the parcel come back after all, mark it returned by');
    const stockBeforeLateReturn = await stockOf();
    await card.getByRole('button', { name: 'Mark returned' }).click();
    const lateReturn = page.getByRole('dialog', { name: `Parcel of order ${toShip.number} came back?` });
    await expect(lateReturn).toContainText('The parcel of Prakash Jena, marked delivered, came back to us after all (refused, reported late).');
    await lateReturn.getByRole('button', { name: 'Yes, mark returned' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Returned');
    await expect(card.getByRole('link', { name: /^Credit note CN\// })).toBeVisible();
    expect(await stockOf()).toBe(stockBeforeLateReturn + 2);

    // A parcel that came back: asked first, then its pieces are back in stock.
    const returned = page.getByRole('listitem', { name: `Order ${toReturn.number}` });
    await expect(returned.getByTestId('order-shipment').getByRole('link', { name: returnedAwb })).toHaveAttribute(
      'href',
      `https://www.delhivery.com/track/package/${returnedAwb}`,
    );
    const stockBefore = await stockOf();
    await returned.getByRole('button', { name: 'Mark returned' }).click();
    const ask = page.getByRole('dialog', { name: `Parcel of order ${toReturn.number} came back?` });
    await expect(ask).toContainText('Its pieces go back into stock and the shopper is told by e-mail.');
    await ask.getByRole('button', { name: 'Yes, mark returned' }).click();
    await expect(returned.getByTestId('order-status')).toHaveText('Status: Returned');
    await expect(returned.getByRole('button')).toHaveCount(0);
    await expect(returned).toContainText('Returned to us: its pieces are back in stock.');
    await expect(returned).toContainText('Order total');
    expect(await stockOf()).toBe(stockBefore + 2);
    await returned.screenshot({ path: test.info().outputPath(`returned-card-${width}.png`) });
  });
}
