import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test as shopTest } from './fixtures.ts';
import { checkoutWithOnePiece, placeOrderThroughApi } from './shop-steps.ts';
import { formatRupees } from '../../src/shared/money.ts';
import { RAZORPAY_CHECKOUT_SCRIPT, RAZORPAY_WEBHOOK_PATH, type OperatorOrder, type PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import { startRazorpayStandIn, STAND_IN_KEYS, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

// Razorpay (issue 26, decision 033) from the shopper's checkout to the operator's refund. The
// shop is pointed at a stand-in Razorpay on loopback (tests/support/razorpay-stand-in.ts), which
// signs payments as Checkout does and sends the signed webhooks to the shop. The browser gets a
// stand-in for Razorpay's Checkout script, served at its real address: its Checkout asks this
// test to pay the gateway order on the stand-in (or to fail, or to be closed), then hands the
// page what the real one would. This spec's shop takes UPI, Razorpay and cash on delivery.

type Gateway = RazorpayStandIn;

/** What the stand-in Checkout does when opened: pay, fail the payment then be closed, or be closed. */
type CheckoutMode = 'pay' | 'fail' | 'dismiss';

/** What a test sees of Razorpay's Checkout. */
type CheckoutStandIn = {
  mode: CheckoutMode;
  /** The options each Checkout opened with (functions left out). */
  opened: Record<string, unknown>[];
  /** How many times the browser fetched Razorpay's script. */
  scriptLoads: number;
  /** How many of the next fetches of Razorpay's script fail (as when it is blocked or offline). */
  scriptFailures: number;
};

const FAILURE = 'Your bank declined this payment. Try another card or UPI app.';

const test = shopTest.extend<{ checkout: CheckoutStandIn }, { gateway: Gateway }>({
  gateway: [
    // Playwright reads a fixture's needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const gateway = await startRazorpayStandIn();
      try {
        await use(gateway);
      } finally {
        await gateway.close();
      }
    },
    { scope: 'worker' },
  ],
  shopEnv: [
    async ({ gateway }, use) => {
      await use({
        UPI_ID: 'rajatsilver@okaxis',
        UPI_NAME: 'Rajat Silver',
        ...gateway.env,
        // Every test orders as the same shopper, from the same address.
        ORDERS_PER_CONTACT: '100',
        ORDERS_PER_CLIENT: '100',
        ORDER_RATE_LIMIT: '100',
      });
    },
    { scope: 'worker' },
  ],
  checkout: [
    async ({ context, gateway, shop }, use) => {
      gateway.webhookUrl = `${shop.url}${RAZORPAY_WEBHOOK_PATH}`;
      const standIn: CheckoutStandIn = { mode: 'pay', opened: [], scriptLoads: 0, scriptFailures: 0 };
      await serveCheckoutScript(context, gateway, standIn);
      await use(standIn);
    },
    { auto: true },
  ],
});

/**
 * Razorpay's Checkout, as the page meets it: `window.Razorpay`, whose `open()` asks the test
 * what happens (the binding pays the gateway order on the stand-in, which sends its webhooks),
 * then calls the options' handler with the signed response, or their `modal.ondismiss`.
 */
async function serveCheckoutScript(context: BrowserContext, gateway: Gateway, standIn: CheckoutStandIn): Promise<void> {
  await context.exposeBinding('razorpayStandInOpened', async (_source, options: Record<string, unknown>) => {
    standIn.opened.push(options);
    const orderId = String(options.order_id);
    if (standIn.mode === 'dismiss') return null;
    if (standIn.mode === 'fail') {
      await gateway.pay(orderId, { fail: FAILURE });
      return null;
    }
    return gateway.pay(orderId);
  });
  const script = `
    window.Razorpay = function Razorpay(options) {
      this.open = function () {
        const { handler, modal, ...shown } = options;
        window.razorpayStandInOpened(JSON.parse(JSON.stringify(shown))).then(function (paid) {
          if (paid) handler(paid);
          else modal.ondismiss();
        });
      };
    };`;
  await context.route(RAZORPAY_CHECKOUT_SCRIPT, async (route) => {
    standIn.scriptLoads += 1;
    if (standIn.scriptFailures > 0) {
      standIn.scriptFailures -= 1;
      return route.abort('connectionfailed');
    }
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: script });
  });
}

/** Where the screenshots for people to look at go (not baselines). */
const SHOTS = process.env.PAY_SHOTS_DIR ?? '/work/pay-shots';
/** The sticky header would cover a card's top in a screenshot of it. */
const UNSTICK = 'header { position: static !important; }';

const shipping = { Name: 'Ananya Mishra', Email: 'ananya@example.in', Phone: '98765 43210', Address: '12, Link Road, Badambadi', City: 'Cuttack' };

async function demoProducts(page: Page): Promise<Product[]> {
  const { products } = (await (await page.request.get('/api/products?limit=100')).json()) as { products: Product[] };
  return products.filter((product) => product.StockLevel === 'in_stock');
}

/** A product for the test numbered `index`: each test buys another, so that none runs out. */
async function productFor(page: Page, index: number): Promise<Product> {
  const products = await demoProducts(page);
  const product = products[index % products.length];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

/** The checkout with one piece in the cart and the shipping details typed, the Payment group on screen. */
async function fillCheckout(page: Page, product: Product): Promise<Locator> {
  await checkoutWithOnePiece(page, product, '2.6');
  for (const [label, value] of Object.entries(shipping)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('State', { exact: true }).selectOption('Odisha');
  await page.getByLabel('Zip Code', { exact: true }).fill('753012');
  return page.getByRole('group', { name: 'Payment' });
}

/** Waits until the page's code has taken over `control` (a click on the server's markup before then is lost). */
async function hydrated(control: Locator): Promise<void> {
  await expect.poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

const orderOf = async (page: Page, number: string): Promise<PublicOrder> => (await (await page.request.get(`/api/orders/${number}`)).json()) as PublicOrder;

const razorpayScripts = (page: Page) => page.locator(`script[src="${RAZORPAY_CHECKOUT_SCRIPT}"]`);

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const [index, width] of [1280, 390].entries()) {
  test(`a shopper chooses Razorpay among the three ways to pay, pays in Checkout and sees the order paid with its invoice, at ${width}px`, async ({ page, checkout }) => {
    await page.setViewportSize({ width, height: 900 });
    const choice = await fillCheckout(page, await productFor(page, index));

    // The three ways, in the shop's order, UPI first and chosen.
    await expect(choice.getByRole('radio')).toHaveCount(3);
    const labels = await choice.locator('label strong').allTextContents();
    expect(labels).toEqual(['UPI', 'Card, UPI, netbanking or wallet', 'Cash on delivery']);
    await expect(choice.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await expect(choice).toContainText("On Razorpay's secure page: UPI, credit or debit card, netbanking or wallet");
    await choice.getByRole('radio', { name: /^Card, UPI, netbanking or wallet/ }).check();
    await expect(page.getByText('Payment: Online, on Razorpay')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/razorpay-checkout-${width}.png`, fullPage: true });

    // Razorpay's script is not on the page until Pay Now.
    await expect(razorpayScripts(page)).toHaveCount(0);
    expect(checkout.scriptLoads).toBe(0);
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // Paid in Checkout: the order's page, paid, with its invoice.
    await page.waitForURL(/\/order\/RS-[A-Z0-9]{10}\?key=/);
    expect(checkout.scriptLoads).toBe(1);
    const number = (await page.getByTestId('order-number').textContent())!;
    const order = await orderOf(page, number);
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'razorpay' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received. Thank you!');
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toHaveText('Paid');
    const paymentId = order.payment?.method === 'razorpay' ? order.payment.paymentId : null;
    expect(paymentId).toMatch(/^pay_/);
    await expect(page.getByTestId('paid-online')).toHaveText(`Paid online · payment ${paymentId}`);
    await expect(page.getByTestId('invoice-download')).toBeVisible();
    await expect(page.getByText(/ready in cash/)).toHaveCount(0);

    // Checkout opened with the shop's key, the order's amount in paise, the buyer's details and the shop's accent.
    expect(checkout.opened).toHaveLength(1);
    expect(checkout.opened[0]).toMatchObject({
      key: STAND_IN_KEYS.keyId,
      amount: Math.round(order.orderTotal * 100),
      currency: 'INR',
      description: `Order ${number}`,
      prefill: { name: 'Ananya Mishra', email: 'ananya@example.in', contact: '+919876543210' },
      theme: { color: '#8a5f27' },
    });
    expect(String(checkout.opened[0]?.order_id)).toMatch(/^order_/);
  });

  test(`Checkout closed unpaid: the order page awaits the payment, and its Pay now pays it from the checkout, at ${width}px`, async ({ page, checkout }) => {
    await page.setViewportSize({ width, height: 900 });
    const choice = await fillCheckout(page, await productFor(page, 2 + index));
    await choice.getByRole('radio', { name: /^Card, UPI, netbanking or wallet/ }).check();
    checkout.mode = 'dismiss';
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // The order's page: what is owed and how to pay it.
    await page.waitForURL(/\/order\/RS-[A-Z0-9]{10}\?key=/);
    const number = (await page.getByTestId('order-number').textContent())!;
    const order = await orderOf(page, number);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'razorpay' });
    const amount = formatRupees(order.orderTotal);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay ${amount} online to complete your order`);
    const card = page.getByTestId('razorpay-payment');
    await expect(card.getByRole('heading', { name: `Pay ${amount} online` })).toBeVisible();
    await expect(card).toContainText(/Pay by .+ IST: unpaid by then, the order is cancelled and its pieces go back on sale\./);
    await expect(page.getByText('Pay online.')).toBeVisible();
    await expect(page.getByText(/by UPI/)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/razorpay-order-awaiting-${width}.png`, fullPage: true });

    // Pay now: the checkout's pay page, a page load of its own.
    const payNow = card.getByRole('link', { name: 'Pay now' });
    const documentKey = new URL(page.url()).searchParams.get('key')!;
    await expect(payNow).toHaveAttribute('href', `/checkout?pay=${number}&key=${documentKey}`);
    await payNow.click();
    await page.waitForURL(/\/checkout\?pay=/);
    const pay = page.getByTestId('checkout-pay');
    await expect(pay.getByRole('heading', { level: 2 })).toHaveText(`Pay ${amount} for order ${number}`);
    const button = pay.getByRole('button', { name: 'Pay Now' });
    await hydrated(button);
    await page.screenshot({ path: `${SHOTS}/razorpay-checkout-pay-${width}.png`, fullPage: true });
    checkout.mode = 'pay';
    await button.click();

    await page.waitForURL(new RegExp(`/order/${number}\\?key=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received. Thank you!');
    await expect(page.getByTestId('razorpay-payment')).toHaveCount(0);
    await expect(page.getByTestId('invoice-download')).toBeVisible();
    expect((await orderOf(page, number)).status).toBe('paid');
    // The same gateway order both times: the shop made it once.
    expect(checkout.opened.map((options) => options.order_id)).toEqual([checkout.opened[0]?.order_id, checkout.opened[0]?.order_id]);
    await page.screenshot({ path: `${SHOTS}/razorpay-order-paid-${width}.png`, fullPage: true });
  });

  test(`Checkout that cannot open says why on the checkout, where the placed order is paid once it can, at ${width}px`, async ({ page, checkout, gateway }) => {
    await page.setViewportSize({ width, height: 900 });
    const choice = await fillCheckout(page, await productFor(page, 10 + index));
    await choice.getByRole('radio', { name: /^Card, UPI, netbanking or wallet/ }).check();
    // The gateway down for a moment: the shop cannot make its order.
    gateway.failNext = 1;
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // The order is placed, and the checkout's pay page says why Checkout did not open.
    await page.waitForURL(/\/checkout\?pay=RS-/);
    const number = new URL(page.url()).searchParams.get('pay')!;
    const pay = page.getByTestId('checkout-pay');
    const placedAndHeld = "Your order is placed and its pieces are held: press Pay Now to try again, or pay later from your order's page.";
    await expect(pay.getByRole('alert')).toHaveText(`Razorpay cannot be reached just now. Please try again in a minute. ${placedAndHeld}`);
    await expect(pay.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', new RegExp(`^/order/${number}\\?key=`));
    expect((await orderOf(page, number)).status).toBe('awaiting_payment');
    expect(checkout.opened).toHaveLength(0);
    // The cart is empty: the order holds its pieces.
    expect(await page.evaluate(() => window.localStorage.getItem('incart'))).toBe('[]');
    await page.screenshot({ path: `${SHOTS}/razorpay-checkout-error-${width}.png`, fullPage: true });

    // On a fresh load of the page, Razorpay's script does not arrive (blocked, or offline).
    await page.reload();
    checkout.scriptFailures = 1;
    await pay.getByRole('button', { name: 'Pay Now' }).click();
    await expect(pay.getByRole('alert')).toHaveText(
      `Razorpay's payment window did not load: it may be down for a moment, or blocked by a setting or add-on of this browser. ${placedAndHeld}`,
    );
    expect(checkout.opened).toHaveLength(0);

    // Then it opens, and the order is paid.
    await pay.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(new RegExp(`/order/${number}\\?key=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received. Thank you!');
    expect(checkout.opened).toHaveLength(1);
  });

  test(`a failed attempt shows the gateway's reason on the order page, which then shows a payment made elsewhere without a reload, at ${width}px`, async ({ page, checkout, gateway }) => {
    await page.setViewportSize({ width, height: 900 });
    const choice = await fillCheckout(page, await productFor(page, 4 + index));
    await choice.getByRole('radio', { name: /^Card, UPI, netbanking or wallet/ }).check();
    checkout.mode = 'fail';
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await page.waitForURL(/\/order\/RS-[A-Z0-9]{10}\?key=/);
    const number = (await page.getByTestId('order-number').textContent())!;
    await expect(page.getByTestId('payment-last-error')).toHaveText(`Your last payment did not go through: ${FAILURE}`);
    await expect(page.getByTestId('razorpay-payment').getByRole('link', { name: 'Pay now' })).toBeVisible();
    await page.getByTestId('razorpay-payment').screenshot({ path: `${SHOTS}/razorpay-order-failed-${width}.png` });

    // Paid meanwhile (another tab, the gateway's own page): the page asks every 10 s and shows it.
    const orderId = String(checkout.opened[0]?.order_id);
    await gateway.pay(orderId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received. Thank you!', { timeout: 25_000 });
    await expect(page.getByTestId('razorpay-payment')).toHaveCount(0);
    await expect(page.getByTestId('invoice-download')).toBeVisible();
    expect((await orderOf(page, number)).status).toBe('paid');
  });

  test(`a UPI order that expired unpaid is paid again from its page: Try paying again shows the QR code again, at ${width}px`, async ({ page, signInAsOperator, browser, shop }) => {
    await page.setViewportSize({ width, height: 900 });
    const product = await productFor(page, 6 + index);
    const placed = await placeOrderThroughApi(page.request, [{ productId: product.id, size: '2.6', quantity: 1 }], { paymentMethod: 'upi' });
    expect(placed.status()).toBe(201);
    const { number, documentsKey } = (await placed.json()) as PublicOrder;

    // Its hold ends unpaid: the shop's clock does this; here an operator's API call does it at once.
    const operatorContext = await browser.newContext({ baseURL: shop.url });
    const operatorPage = await operatorContext.newPage();
    await signInAsOperator(operatorPage);
    const expired = await operatorPage.request.patch(`/api/orders/${number}`, { data: { status: 'expired' } });
    expect(expired.status()).toBe(200);
    await operatorContext.close();

    await page.goto(`/order/${number}?key=${encodeURIComponent(documentsKey!)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This order expired unpaid; its pieces are back on sale.');
    await expect(page.getByTestId('upi-payment')).toHaveCount(0);
    const retry = page.getByTestId('payment-retry');
    await expect(page.getByText('To pay now, press Try paying again above.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/razorpay-order-retry-${width}.png`, fullPage: true });
    await retry.getByRole('button', { name: 'Try paying again' }).click();

    // Awaiting its payment once more: the QR code and the time to pay by, without a reload.
    await expect(page.getByTestId('upi-payment')).toBeVisible();
    await expect(page.getByRole('img', { name: /^UPI QR code to pay / })).toBeVisible();
    await expect(page.getByTestId('upi-pay-by')).toBeVisible();
    await expect(page.getByTestId('payment-retry')).toHaveCount(0);
    expect((await orderOf(page, number)).status).toBe('awaiting_payment');
  });
}

for (const language of ['hi', 'or'] as const) {
  for (const [index, width] of [1280, 390].entries()) {
    test(`a ${language} shopper pays through Razorpay from /${language}/checkout, whose policy lets its Checkout open, at ${width}px`, async ({ page, checkout }) => {
      await page.setViewportSize({ width, height: 900 });
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await checkoutWithOnePiece(page, await productFor(page, 12 + index + (language === 'or' ? 2 : 0)), '2.6');
      await page.goto(`/${language}/checkout`);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      const pay = page.locator('button[type="submit"][form="checkout-form"]');
      await expect(pay).toBeEnabled();
      await page.locator('#checkout-name').fill(shipping.Name);
      await page.locator('#checkout-email').fill(shipping.Email);
      await page.locator('#checkout-phone').fill(shipping.Phone);
      await page.locator('#checkout-address').fill(shipping.Address);
      await page.locator('#checkout-city').fill(shipping.City);
      await page.locator('#checkout-state').selectOption('Odisha');
      await page.locator('#checkout-zip').fill('753012');
      await page.locator('input[name="paymentMethod"][value="razorpay"]').check();
      await pay.click();

      // Checkout opened on the language's page, was paid, and the order's page in the language says so.
      await page.waitForURL(new RegExp(`/${language}/order/RS-[A-Z0-9]{10}\\?key=`));
      expect(blocked).toEqual([]);
      expect(checkout.scriptLoads).toBe(1);
      expect(checkout.opened).toHaveLength(1);
      const number = /\/order\/(RS-[A-Z0-9]{10})/.exec(page.url())![1]!;
      const order = await orderOf(page, number);
      expect(order).toMatchObject({ status: 'paid', paymentMethod: 'razorpay' });
      expect(checkout.opened[0]).toMatchObject({ amount: Math.round(order.orderTotal * 100), description: `Order ${number}` });
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      await expect(page.getByTestId('invoice-download')).toBeVisible();
    });
  }
}

test('an expired order whose last piece has sold since cannot be paid again: its page says so in the shop’s words', async ({ page, browser, shop, signInAsOperator }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { products } = (await (await page.request.get('/api/products?limit=100')).json()) as { products: Product[] };
  const lastOne = products.find((product) => product.Stock === 1);
  if (!lastOne) throw new Error('the demo catalogue has no piece with one left');
  const line = [{ productId: lastOne.id, size: '2.6' as const, quantity: 1 }];
  const placed = await placeOrderThroughApi(page.request, line, { paymentMethod: 'upi' });
  expect(placed.status()).toBe(201);
  const { number, documentsKey } = (await placed.json()) as PublicOrder;

  // It expires (its piece goes back on sale), and another shopper buys that piece.
  const operatorContext = await browser.newContext({ baseURL: shop.url });
  const operatorPage = await operatorContext.newPage();
  await signInAsOperator(operatorPage);
  expect((await operatorPage.request.patch(`/api/orders/${number}`, { data: { status: 'expired' } })).status()).toBe(200);
  await operatorContext.close();
  expect((await placeOrderThroughApi(page.request, line, { email: 'kavya@example.in', phone: '91234 56780' })).status()).toBe(201);

  await page.goto(`/order/${number}?key=${encodeURIComponent(documentsKey!)}`);
  await page.getByTestId('payment-retry').getByRole('button', { name: 'Try paying again' }).click();
  await expect(page.getByTestId('payment-retry').getByRole('alert')).toHaveText('The pieces of this order have sold since. Please place a new order.');
  await expect(page.getByTestId('upi-payment')).toHaveCount(0);
  expect((await orderOf(page, number)).status).toBe('expired');
});

test('an operator sees the Razorpay payment on the order card, cancels the paid order, and the shopper sees the refund', async ({ page, browser, signInAsOperator, gateway }) => {
  // An order still awaiting its Razorpay payment: the gateway's word makes it paid, not the operator's.
  const [awaitingProduct] = await demoProducts(page);
  const awaiting = await placeOrderThroughApi(page.request, [{ productId: awaitingProduct!.id, size: '2.6', quantity: 1 }], { paymentMethod: 'razorpay' });
  expect(awaiting.status()).toBe(201);
  const awaitingNumber = ((await awaiting.json()) as PublicOrder).number;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const choice = await fillCheckout(page, await productFor(page, 8 + (width === 390 ? 1 : 0)));
    await choice.getByRole('radio', { name: /^Card, UPI, netbanking or wallet/ }).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/order\/RS-[A-Z0-9]{10}\?key=/);
    const number = (await page.getByTestId('order-number').textContent())!;
    const paid = await orderOf(page, number);
    const paymentId = paid.payment?.method === 'razorpay' ? paid.payment.paymentId : null;
    expect(paymentId).toMatch(/^pay_/);

    const operatorContext = await browser.newContext({ baseURL: page.url(), viewport: { width, height: 900 } });
    const operatorPage = await operatorContext.newPage();
    await signInAsOperator(operatorPage);
    await operatorPage.goto('/backend');
    const awaitingCard = operatorPage.locator(`[data-order="${awaitingNumber}"]`);
    await expect(awaitingCard.getByTestId('order-gateway-payment')).toHaveText('No Razorpay payment yet');
    await expect(awaitingCard.getByTestId('order-pay-by')).toContainText('Awaiting payment online until');
    await expect(awaitingCard.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(awaitingCard.getByRole('button', { name: /Mark paid|Not received/ })).toHaveCount(0);
    const card = operatorPage.locator(`[data-order="${number}"]`);
    await expect(card.getByTestId('order-method')).toHaveText('Card, UPI, netbanking or wallet');
    await expect(card.getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(card.getByTestId('order-gateway-payment')).toContainText(`Razorpay payment ${paymentId} · paid`);
    await card.screenshot({ path: `${SHOTS}/razorpay-backend-card-${width}.png`, style: UNSTICK });

    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = operatorPage.getByRole('dialog');
    await expect(dialog).toContainText('Its payment is refunded through Razorpay.');
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Status: Cancelled');
    const refunded = (await (await operatorPage.request.get('/api/orders?limit=20')).json()) as { orders: OperatorOrder[] };
    const refund = refunded.orders.find((each) => each.number === number)?.payment;
    const refundId = refund?.method === 'razorpay' ? refund.refund?.refundId : null;
    expect(refundId).toMatch(/^rfnd_/);
    await expect(card.getByTestId('order-refund')).toContainText(/^Refund of ₹[\d,.]+ (requested from Razorpay|pending at Razorpay) · rfnd_/);

    // The gateway processes it: the shopper's page and the card say so.
    expect(await gateway.settleRefund(refundId!, 'processed')).toBe(200);
    await operatorPage.reload();
    await expect(card.getByTestId('order-refund')).toContainText('processed');
    await card.screenshot({ path: `${SHOTS}/razorpay-backend-card-refund-${width}.png`, style: UNSTICK });
    await operatorContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This order is cancelled.');
    await expect(page.getByTestId('payment-refund')).toContainText(`Refund of ${formatRupees(paid.orderTotal)}: processed.`);
    await expect(page.getByTestId('payment-refund')).toContainText(refundId!);
    await page.screenshot({ path: `${SHOTS}/razorpay-order-refund-${width}.png`, fullPage: true });
  }
});
