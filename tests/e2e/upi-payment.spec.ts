import { mkdirSync } from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { checkoutWithOnePiece, placeOrderThroughApi } from './shop-steps.ts';
import { formatRupees } from '../../src/shared/money.ts';
import type { OperatorOrder, PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import { englishErrors } from '../../src/shared/error-words.ts';

// UPI to the shop's own UPI ID (issue 26, decision 032), from the shopper's checkout to the
// operator's "Mark paid": the order page's QR code carries exactly the order's UPI link, the
// shopper sends the payment's reference, and the page shows the payment once the shop has
// marked it, without a reload. This spec's shop takes UPI (shopEnv); every other spec's does not.

test.use({ shopEnv: { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' } });

/** Where the screenshots for people to look at go (not baselines). */
const SHOTS = process.env.PAY_SHOTS_DIR ?? '/work/pay-shots';

const shipping = { Name: 'Ananya Mishra', Email: 'ananya@example.in', Phone: '98765 43210', Address: '12, Link Road, Badambadi', City: 'Cuttack' };

/** The rupees of a UPI link's `am`: two decimals. */
const upiAmount = (rupees: number) => rupees.toFixed(2);

/** Reads the QR code of an SVG: drawn on white at 4x, then decoded. */
async function decodeQr(svg: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(svg, { density: 288 }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

for (const width of [1280, 390]) {
  test(`a shopper pays by UPI with the order page's QR code, and sees the payment once the shop marks it, at ${width}px`, async ({ page, browser, signInAsOperator }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await page.request.get('/api/products?limit=3')).json()) as { products: Product[] };
    const product = products[0];
    if (!product) throw new Error('the demo catalogue is empty');

    // The checkout: UPI first and chosen, cash on delivery beside it.
    await checkoutWithOnePiece(page, product, '2.6');
    for (const [label, value] of Object.entries(shipping)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('State', { exact: true }).selectOption('Odisha');
    await page.getByLabel('Zip Code', { exact: true }).fill('753012');
    const choice = page.getByRole('group', { name: 'Payment' });
    await expect(choice.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await expect(choice.getByRole('radio', { name: /^Cash on delivery/ })).not.toBeChecked();
    await expect(choice).toContainText('Pay from any UPI app: Google Pay, PhonePe, Paytm, BHIM');
    await choice.scrollIntoViewIfNeeded();
    await choice.screenshot({ path: `${SHOTS}/checkout-payment-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // The order page: the amount, the QR code and the time to pay by.
    await page.waitForURL(/\/order\/RS-/);
    const number = (await page.getByTestId('order-number').textContent())!;
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as PublicOrder;
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'upi' });
    const amount = formatRupees(order.orderTotal);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay ${amount} by UPI to complete your order`);
    const qr = page.getByRole('img', { name: `UPI QR code to pay ${amount}` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await qr.evaluate((image: HTMLImageElement) => getComputedStyle(image).width)).toBe('220px');
    await expect(page.getByText('Scan with any UPI app')).toBeVisible();
    await expect(page.getByTestId('upi-pay-by')).toContainText(/Pay by .+ IST: unpaid by then, the order is cancelled and its pieces go back on sale\./);
    await expect(page.getByText(/ready in cash/)).toHaveCount(0);

    // The QR code carries exactly the order's UPI link.
    const upiLink = `upi://pay?pa=rajatsilver%40okaxis&pn=Rajat%20Silver&am=${upiAmount(order.orderTotal)}&cu=INR&tn=${number}`;
    expect(order.payment?.method === 'upi' && order.payment.upiUri).toBe(upiLink);
    const svg = await page.request.get((await qr.getAttribute('src'))!);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await decodeQr(await svg.body())).toBe(upiLink);

    // The app's button: on a phone's width, not on a computer's.
    const appLink = page.getByRole('link', { name: 'Pay with a UPI app' });
    if (width < 640) await expect(appLink).toHaveAttribute('href', upiLink);
    await (width < 640 ? expect(appLink).toBeVisible() : expect(appLink).toBeHidden());
    await page.screenshot({ path: `${SHOTS}/order-upi-${width}.png`, fullPage: true });

    // The reference: refused as the rule says, then thanked for.
    const reference = page.getByLabel('Paid already? Enter the 12-digit UPI reference (UTR) your app shows');
    await reference.fill('1234 5678');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert').filter({ hasText: englishErrors.upi_reference_invalid({}) })).toBeVisible();
    // A reference of this test's own: a UTR is given for one order only (decision 038), and the specs of this worker share the shop.
    const utr = `4${String(Date.now()).slice(-10)}${width % 10}`;
    const readable = utr.replace(/(\d{4})(?=\d)/g, '$1 ');
    await reference.fill(readable);
    await page.getByRole('button', { name: 'Send' }).click();
    // The public page gives its last four digits only.
    await expect(page.getByTestId('upi-reference-thanks')).toHaveText(`Thank you. We will match reference •••• •••• ${utr.slice(-4)} with our bank and confirm your order.`);
    // The shop is checking it now: no QR code, no time to pay by (issue 42, point 4).
    await expect(page.getByTestId('upi-checking')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are checking your payment');
    await expect(qr).toHaveCount(0);
    await expect(page.getByTestId('upi-pay-by')).toHaveCount(0);
    await page.getByTestId('upi-checking').screenshot({ path: `${SHOTS}/order-upi-thanks-${width}.png` });

    // The operator sees the method, the status and the reference, and marks it paid.
    const operatorContext = await browser.newContext({ baseURL: page.url(), viewport: { width, height: 900 } });
    const operatorPage = await operatorContext.newPage();
    await signInAsOperator(operatorPage);
    await operatorPage.goto('/backend');
    const card = operatorPage.locator(`[data-order="${number}"]`);
    await expect(card.getByTestId('order-method')).toHaveText('UPI');
    await expect(card.getByTestId('order-status')).toHaveText('Status: Awaiting payment');
    await expect(card.getByTestId('order-upi-reference')).toHaveText(`UPI reference ${readable}`);
    await expect(card).not.toContainText('To collect on delivery');
    await expect(card.getByRole('button', { name: 'Not received' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Cancel/ })).toBeVisible();
    // The sticky header would cover the card's top in a screenshot of it.
    const unstick = 'header { position: static !important; }';
    await card.screenshot({ path: `${SHOTS}/backend-card-${width}.png`, style: unstick });
    await card.getByRole('button', { name: 'Mark paid' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Paid');
    const paid = (await (await operatorPage.request.get(`/api/orders?limit=20`)).json()) as { orders: OperatorOrder[] };
    expect(paid.orders.find((each) => each.number === number)?.status).toBe('paid');
    await card.screenshot({ path: `${SHOTS}/backend-card-paid-${width}.png`, style: unstick });
    await operatorContext.close();

    // The shopper's page, never reloaded, shows the payment (it asks every 10 s).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received. Thank you!', { timeout: 25_000 });
    await expect(page.getByTestId('upi-payment')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toHaveText('Paid');
    await expect(page.getByText(/ready in cash/)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/order-paid-${width}.png`, fullPage: true });
  });
}

test('an unpaid UPI order: the operator finds no payment, the shopper is told to call with the reference, and a late payment is still marked paid', async ({ page, browser, signInAsOperator }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { products } = (await (await page.request.get('/api/products?limit=3')).json()) as { products: Product[] };
  const product = products[1] ?? products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  const placed = await placeOrderThroughApi(page.request, [{ productId: product.id, size: '2.6', quantity: 1 }], { paymentMethod: 'upi' });
  expect(placed.status()).toBe(201);
  const { number } = (await placed.json()) as PublicOrder;
  await page.goto(`/order/${number}`);
  await expect(page.getByTestId('upi-payment')).toBeVisible();

  const operatorContext = await browser.newContext({ baseURL: page.url(), viewport: { width: 1280, height: 900 } });
  const operatorPage = await operatorContext.newPage();
  await signInAsOperator(operatorPage);
  await operatorPage.goto('/backend');
  const card = operatorPage.locator(`[data-order="${number}"]`);
  await expect(card.getByTestId('order-upi-reference')).toHaveText('No UPI reference given yet');
  await card.screenshot({ path: `${SHOTS}/backend-card-no-reference-1280.png`, style: 'header { position: static !important; }' });
  await card.getByRole('button', { name: 'Not received' }).click();
  const dialog = operatorPage.getByRole('dialog');
  await expect(dialog).toContainText(`No payment for order ${number}?`);
  await dialog.getByRole('button', { name: 'Yes, not received' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Status: Payment not received');

  // The shopper's page, never reloaded, says so.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We did not receive your payment.', { timeout: 25_000 });
  await expect(page.getByText('If you paid, call us with your UPI reference')).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 671 230 4455' }).first()).toBeVisible();
  await expect(page.getByTestId('upi-payment')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/order-payment-failed-1280.png`, fullPage: true });

  // The money came after all: its pieces are still there, so it is marked paid.
  await card.getByRole('button', { name: 'Mark paid (late payment)' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Status: Paid');
  await operatorContext.close();
});
