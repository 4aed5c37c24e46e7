import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { freshTrackingNumber, placeOrderThroughApi } from './shop-steps.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';

// The operator ships an order with each piece's HUID (decision 036): a HUID of the wrong form,
// one given twice and one already on another order are refused in the dialog, which keeps what
// was typed; the HUIDs given reach the backend's card and the shopper's order page.

/** A HUID no other run of this spec has used (the shop's database may outlive a run). */
const freshHuid = () => randomBytes(4).toString('hex').slice(0, 6).toUpperCase();

for (const width of [390, 1280]) {
  test(`an operator ships an order giving each piece's HUID, at ${width}px`, async ({ page, request, signInAsOperator }) => {
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await request.get('/api/products?limit=20')).json()) as { products: Product[] };
    const silver = products.find((product) => product.MetalType === 'Silver');
    if (!silver) throw new Error('the demo catalogue has no silver piece');
    const place = async () => {
      const response = await placeOrderThroughApi(request, [{ productId: silver.id, size: '2.6', quantity: 2 }], { name: 'Sunita Behera' });
      expect(response.status()).toBe(201);
      return (await response.json()) as PublicOrder;
    };
    const earlier = await place();
    const order = await place();
    await signInAsOperator(page);
    const [taken, first, second] = [freshHuid(), freshHuid(), freshHuid()];
    for (const number of [earlier.number, order.number]) {
      expect((await page.request.patch(`/api/orders/${number}`, { data: { status: 'confirmed' } })).status()).toBe(200);
    }
    const shippedEarlier = await page.request.patch(`/api/orders/${earlier.number}`, {
      data: { status: 'shipped', courier: 'delhivery', trackingNumber: freshTrackingNumber(), huids: [[taken]] },
    });
    expect(shippedEarlier.status()).toBe(200);

    await page.goto('/backend');
    const card = page.getByRole('listitem', { name: `Order ${order.number}` });
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${order.number}` });
    await dialog.getByRole('combobox', { name: 'Courier' }).selectOption('Delhivery');
    const awb = freshTrackingNumber();
    await dialog.getByLabel('Tracking (AWB) number').fill(awb);
    const pieces = dialog.getByRole('group', { name: silver.ProductName });
    await expect(pieces).toContainText('silver: if hallmarked');
    const piece1 = pieces.getByLabel('Piece 1');
    const piece2 = pieces.getByLabel('Piece 2');

    // The wrong form: said at once, beside the piece.
    await piece1.fill('ab-12');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("'AB-12' is not a HUID. A HUID is 6 letters (A to Z) and digits, such as AB12C3.");
    await expect(piece1).toHaveAttribute('aria-invalid', 'true');
    await expect(piece1).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`ship-dialog-huid-refused-${width}.png`) });

    // The same HUID twice.
    await piece1.fill(first.toLowerCase());
    await piece2.fill(first);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`HUID ${first} is given twice: each piece has its own.`);

    // One already on another order: the API refuses it, naming that order; the dialog keeps what was typed.
    await piece2.fill(taken);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`HUID ${taken} is already recorded on order ${earlier.number}: a HUID names one piece.`);
    await expect(dialog).toBeVisible();
    await expect(piece2).toHaveAttribute('aria-invalid', 'true');
    await expect(piece1).toHaveValue(first.toLowerCase());
    await expect(dialog.getByLabel('Tracking (AWB) number')).toHaveValue(awb);

    await piece2.fill(second);
    await page.screenshot({ path: test.info().outputPath(`ship-dialog-huids-${width}.png`) });
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Shipped');
    await expect(card).toContainText(`HUID ${first}, ${second}`);

    // The shopper's page lists them with how to check them.
    const shopperPage = await page.context().newPage();
    await shopperPage.setViewportSize({ width, height: 900 });
    await shopperPage.goto(`/order/${order.number}`);
    const hallmarks = shopperPage.getByTestId('order-hallmarks');
    await expect(hallmarks.getByRole('heading', { name: 'Hallmark (HUID)' })).toBeVisible();
    await expect(hallmarks).toContainText(`${silver.ProductName} (2 pieces)`);
    await expect(hallmarks.locator('code')).toHaveText([first, second]);
    await expect(hallmarks).toContainText('open the BIS Care app (Android or iOS), choose “Verify HUID”');
    await hallmarks.screenshot({ path: test.info().outputPath(`order-hallmarks-${width}.png`) });
    await shopperPage.close();
  });
}
