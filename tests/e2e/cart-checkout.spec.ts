import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseSize, layoutShifts, sizeOf, watchLayoutShifts } from './shop-steps.ts';
import { sizeScaleOf } from '../../src/shared/sizes.ts';
import type { Product } from '../../src/shared/product.ts';
import { formatInr, rupeesToPaise } from '../../src/shared/money.ts';
import { cartTotals } from '../../src/shared/pricing.ts';

// Browse, wishlist, cart, checkout and confirmation against the real server and its demo
// catalogue; the stored order is read back through the API.

const shipping = {
  Name: 'Ananya Mishra',
  Email: 'ananya@example.in',
  Address: '12, Link Road, Badambadi',
  City: 'Cuttack',
};

async function catalogue(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products?limit=100');
  return ((await response.json()) as { products: Product[] }).products;
}

const productUrl = (product: Product) => `/product/${encodeURIComponent(product.ProductName)}`;

/** In `size`, or the size of the piece's own it stands for (sizeOf: a ring 14, a chain none). */
async function addFromProductPage(page: Page, product: Product, size: string) {
  await page.goto(productUrl(product));
  await expect(page.getByRole('heading', { level: 1, name: product.ProductName })).toBeVisible();
  const own = sizeOf(product, size);
  if (own !== '') await chooseSize(page, own);
  else await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
}

async function fillShipping(page: Page, phone = '98765 43210') {
  // Pay Now is enabled once the form has hydrated and the prices are checked: what is typed
  // before hydration is lost (the server's markup holds the empty form).
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  for (const [label, value] of Object.entries(shipping)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('State', { exact: true }).selectOption('Odisha');
  await page.getByLabel('Zip Code', { exact: true }).fill('753012');
}

/** The catalogue's first product in the cart (size 2.6) and the shipping details filled in at the checkout. */
async function readyToPay(page: Page) {
  const [product] = await catalogue(page);
  if (!product) throw new Error('no products');
  await addFromProductPage(page, product, '2.6');
  await page.goto('/checkout');
  await fillShipping(page);
}

/**
 * Tests of what the browser does with what it holds (layout, local storage, tabs): run once, on
 * SQLite; `npm run test:e2e:production` leaves them out (scripts/e2e-production.ts).
 */
const LAYOUT = '@layout';

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

for (const width of [1280, 390]) {
  // The phone's journey is the desktop's on a narrow screen: it reaches the stores as the desktop's does.
  test(`browse, wishlist, cart, checkout and confirmation at ${width}px`, { tag: width === 390 ? LAYOUT : [] }, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const products = await catalogue(page);
    // Two pieces in bangle sizes (their sizes change in the cart), and another piece.
    const shown = products.filter((product) => product.ProductImgs.low.length > 0);
    const [bangle, bracelet] = shown.filter((product) => sizeScaleOf(product.Category) === 'bangle');
    const extra = shown.find((product) => product !== bangle && product !== bracelet);
    if (!bangle || !bracelet || !extra) throw new Error('the demo catalogue has too few products');

    // Empty cart: nothing to check out.
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    // Product page: size 2.10 twice makes one line of quantity 2. The button stores the piece
    // once its action code has answered (a promise), not within the click: the page must not be
    // left before it has.
    await addFromProductPage(page, bangle, '2.10');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(async () => JSON.parse((await stored(page, 'incart')) ?? '[]')[0]?.quantity).toBe(2);
    // A second product goes to the wishlist first.
    await page.goto(productUrl(bracelet));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Added to wishlist.')).toBeVisible();
    // A third one is added, then moved to the wishlist from the cart.
    await addFromProductPage(page, extra, '2.6');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: bangle.ProductName })).toContainText(
      formatInr(rupeesToPaise(bangle.ProductPrice)),
    );
    await page.getByRole('listitem', { name: extra.ProductName }).getByRole('button', { name: 'Move to Wishlist' }).click();
    await expect(page.getByText('Moved to wishlist.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: extra.ProductName })).toHaveCount(0);

    // Wishlist: move the bracelet to the cart (size 2.6), remove the other one.
    await page.goto('/wishlist');
    const wishlist = page.getByRole('list', { name: 'Wishlist items' });
    await expect(wishlist.getByRole('listitem')).toHaveCount(2);
    await wishlist.getByRole('listitem', { name: bracelet.ProductName }).getByRole('button', { name: 'Move to Cart' }).click();
    await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
    await page.getByRole('button', { name: `Remove ${extra.ProductName} from wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Cart: quantities never below 1, size change, totals from the shared pricing rules.
    await page.goto('/cart');
    const bangleLine = page.getByRole('listitem', { name: bangle.ProductName });
    const braceletLine = page.getByRole('listitem', { name: bracelet.ProductName });
    await expect(bangleLine.getByLabel('Quantity', { exact: true })).toHaveText('2');
    await expect(bangleLine.getByRole('combobox', { name: 'Size' })).toHaveValue('2.10');
    await expect(braceletLine.getByRole('combobox', { name: 'Size' })).toHaveValue('2.6');
    await expect(braceletLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await braceletLine.getByRole('button', { name: 'Increase quantity' }).click();
    await braceletLine.getByRole('button', { name: 'Increase quantity' }).click();
    await braceletLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(braceletLine.getByLabel('Quantity', { exact: true })).toHaveText('2');
    await braceletLine.getByRole('combobox', { name: 'Size' }).selectOption('2.8');
    await expect(braceletLine.getByRole('combobox', { name: 'Size' })).toHaveValue('2.8');

    const expected = cartTotals([
      { unitPricePaise: rupeesToPaise(bangle.ProductPrice), quantity: 2 },
      { unitPricePaise: rupeesToPaise(bracelet.ProductPrice), quantity: 2 },
    ]);
    await expect(page.getByTestId('item-total')).toHaveText(formatInr(expected.itemTotalPaise));
    await expect(page.getByTestId('savings')).toHaveText(`-${formatInr(expected.savingsPaise)}`);
    await expect(page.getByText('Subscription savings (15% off)')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(formatInr(expected.orderTotalPaise));
    const shownTotal = await page.getByTestId('order-total').textContent();

    // Checkout: messages beside the fields, then a real order.
    await page.getByRole('link', { name: 'CHECKOUT SECURELY' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cart Summary' })).toBeVisible();
    await expect(page.getByTestId('subtotal')).toHaveText(formatInr(expected.itemTotalPaise));
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('Enter your full name.')).toBeVisible();
    await expect(page.getByText('Choose your state or union territory.')).toBeVisible();
    await fillShipping(page, '12345');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(/Enter a 10-digit Indian mobile number/)).toBeVisible();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page).toHaveURL(/\/order\/RS-[A-Z0-9]{10}\?key=\d+\.[\w-]{43}$/);
    await expect(page.getByRole('heading', { name: /Your order is placed/ })).toBeVisible();
    // The order page opens at its top: the thanks in sight, not the footer below the form.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: /Your order is placed/ })).toBeInViewport();
    await expect(page.getByText('What happens next')).toBeVisible();
    await expect(page.getByTestId('confirmed-total')).toHaveText(shownTotal ?? '');
    const number = await page.getByTestId('order-number').textContent();
    expect(await stored(page, 'incart')).toBe('[]');

    // The stored order: server-computed totals equal what the cart page showed.
    const order = await (await page.request.get(`/api/orders/${number}`)).json();
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'cod', shipping: 0 });
    expect(formatInr(rupeesToPaise(order.orderTotal))).toBe(shownTotal);
    expect(rupeesToPaise(order.itemTotal)).toBe(expected.itemTotalPaise);
    expect(order.lines.map((line: { name: string; size: string; quantity: number }) => [line.name, line.size, line.quantity])).toEqual([
      [bangle.ProductName, '2.10', 2],
      [bracelet.ProductName, '2.8', 2],
    ]);

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
}

test('changed prices are corrected with a notice; a vanished product blocks checkout', async ({ page }) => {
  // A bangle: the old shop's numeric 2.6 is one of its sizes.
  const product = (await catalogue(page)).find((each) => sizeScaleOf(each.Category) === 'bangle');
  if (!product) throw new Error('no products');
  await page.goto('/');
  await page.evaluate(
    ([line, gone]) => window.localStorage.setItem('incart', JSON.stringify([line, gone])),
    [
      { ...product, ProductPrice: 1, size: 2.6, quantity: 1 },
      { ...product, id: 'retired-product', ProductName: 'Retired Anklet', size: '2.4', quantity: 1 },
    ],
  );
  await page.goto('/cart');
  await expect(page.getByText('Prices have changed since you added these pieces:')).toBeVisible();
  await expect(page.getByText(`${product.ProductName}: now ${formatInr(rupeesToPaise(product.ProductPrice))} (was ₹1.00)`)).toBeVisible();
  await expect(page.getByText('This piece is no longer available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toHaveCount(0);
  await expect(page.getByText('CHECKOUT SECURELY')).toHaveAttribute('aria-disabled', 'true');

  // Checkout refuses too, until the piece is gone.
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Remove Retired Anklet from cart' }).click();
  await expect(page.getByTestId('order-total')).toHaveText(formatInr(cartTotals([{ unitPricePaise: rupeesToPaise(product.ProductPrice), quantity: 1 }]).orderTotalPaise));
  await page.getByRole('link', { name: 'CHECKOUT SECURELY' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

// Cash of ₹2,00,000 or more for one sale is barred (Income-tax Act s.269ST): cash on delivery
// stops at the shop's ceiling (₹1,99,999 by default), and the checkout says so before Pay Now.
const CASH_REFUSAL =
  'Cash on delivery is possible up to ₹1,99,999 an order. For this order please call us on +91 671 230 4455 or write to sales@rajatsilver.in.';

for (const width of [1280, 390]) {
  test(`an order above the cash-on-delivery ceiling is refused before Pay Now, saying how to reach the shop, and the cart is kept, at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // The dearest pieces, as many as the shop says it has (3 where it only says 'in stock'), until the order passes ₹2,00,000.
    const lines: (Product & { size: string; quantity: number })[] = [];
    for (const product of [...(await catalogue(page))].sort((a, b) => b.ProductPrice - a.ProductPrice)) {
      const total = cartTotals(lines.map((line) => ({ unitPricePaise: rupeesToPaise(line.ProductPrice), quantity: line.quantity }))).orderTotalPaise;
      if (total > 2_00_000_00) break;
      if (product.StockLevel !== 'out_of_stock') lines.push({ ...product, size: sizeOf(product), quantity: product.Stock ?? 3 });
    }
    await page.goto('/');
    await page.evaluate((cart) => window.localStorage.setItem('incart', cart), JSON.stringify(lines));

    // From the cart, as a shopper goes (the checkout is a page load of its own, for its policy) ...
    await page.goto('/cart');
    await page.getByRole('link', { name: 'CHECKOUT SECURELY' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const refusal = page.getByRole('alert').filter({ hasText: 'Cash on delivery is possible' });
    await expect(refusal).toHaveText(CASH_REFUSAL);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`checkout-cash-refusal-${width}.png`) });

    // ... and once more.
    await page.reload();
    await expect(refusal).toHaveText(CASH_REFUSAL);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    // The cart is as it was.
    expect(JSON.parse((await stored(page, 'incart')) ?? '[]').map((line: { id: string; quantity: number }) => [line.id, line.quantity])).toEqual(
      lines.map((line) => [line.id, line.quantity]),
    );
  });
}

test('two tabs stay in step', { tag: LAYOUT }, async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const [product] = await catalogue(first);
  if (!product) throw new Error('no products');
  await first.goto('/cart');
  await expect(first.getByText('Your cart is empty.')).toBeVisible();
  await addFromProductPage(second, product, '2.6');
  await expect(first.getByRole('listitem', { name: product.ProductName })).toBeVisible();
  await first.getByRole('button', { name: `Remove ${product.ProductName} from cart` }).click();
  await second.goto('/wishlist');
  await expect(second.getByText('Your wishlist is empty.')).toBeVisible();
  await first.goto(productUrl(product));
  await first.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(second.getByRole('listitem', { name: product.ProductName })).toBeVisible();
  expect(await stored(second, 'incart')).toBe('[]');
});

test('a page loaded with a broken cart still shows the shop', { tag: LAYOUT }, async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('incart', '[{"id": "a", "size": ');
      window.localStorage.setItem('wishlist', '{"not":"a list"}');
    }
  });
  const [product] = await catalogue(page);
  if (!product) throw new Error('no products');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('link', { name: product.ProductName }).first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await stored(page, 'incart')).toBeNull();
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown order number shows a friendly page', async ({ page }) => {
  await page.goto('/order/RS-2222222222');
  await expect(page.getByRole('heading', { name: 'We could not find this order.' })).toBeVisible();
});

test('a failed order keeps the cart and shows why; server field errors show beside the fields', async ({ page }) => {
  await readyToPay(page);
  const cartBefore = await stored(page, 'incart');

  // The network fails: a clear message, and the cart stays.
  await page.route('**/api/orders', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not reach the shop');
  expect(await stored(page, 'incart')).toBe(cartBefore);
  await page.unroute('**/api/orders');

  // The real server refuses a detail (the request is altered on its way): the message sits beside the field.
  await page.route('**/api/orders', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    await route.continue({ postData: JSON.stringify({ ...body, zip: '000000' }) });
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.locator('#checkout-zip-error')).toHaveText('Enter a valid 6-digit PIN code, such as 753001.');
  await expect(page.getByRole('alert')).toContainText('Please check the highlighted details.');
  expect(await stored(page, 'incart')).toBe(cartBefore);
  await page.unroute('**/api/orders');

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order\/RS-/);
  expect(await stored(page, 'incart')).toBe('[]');
});

test('the cart page arrives with its lines before any script (the cart cookie) and hydrates with them', async ({ page, browser, baseURL }) => {
  // A bangle, in 2.8 (one of its sizes, decision 040).
  const product = (await catalogue(page)).find((each) => sizeScaleOf(each.Category) === 'bangle');
  await addFromProductPage(page, product!, '2.8');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'incart_lines')?.value).toBe(encodeURIComponent(`${product!.id}~2.8~1`));

  // Without JavaScript: the line and its totals are in the HTML.
  const still = await browser.newContext({ javaScriptEnabled: false });
  await still.addCookies(cookies);
  const stillPage = await still.newPage();
  await stillPage.goto('/cart');
  const line = stillPage.getByRole('listitem', { name: product!.ProductName });
  await expect(line).toBeVisible();
  await expect(line.getByRole('img', { name: product!.ProductName })).toBeVisible();
  const orderTotal = formatInr(cartTotals([{ unitPricePaise: rupeesToPaise(product!.ProductPrice), quantity: 1 }]).orderTotalPaise);
  await expect(stillPage.getByTestId('order-total')).toHaveText(orderTotal);
  // The checkout's summary too; Pay Now waits for the browser's own cart.
  await stillPage.goto('/checkout');
  await expect(stillPage.getByRole('complementary', { name: 'Cart Summary' })).toContainText(product!.ProductName);
  await expect(stillPage.getByTestId('order-total')).toHaveText(orderTotal);
  await expect(stillPage.getByRole('button', { name: 'Checking prices…' })).toBeDisabled();
  // A cookie that is not one the shop wrote: the placeholder, and the page still answers.
  await still.clearCookies();
  await still.addCookies([{ name: 'incart_lines', value: '%E0%A4%A', url: baseURL! }]);
  expect((await stillPage.goto('/cart'))?.status()).toBe(200);
  await expect(stillPage.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(stillPage.getByRole('listitem', { name: product!.ProductName })).toHaveCount(0);
  await still.close();

  // With JavaScript: it hydrates without an error and the line works.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('listitem', { name: product!.ProductName }).getByRole('status', { name: 'Quantity' })).toHaveText('2');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'incart_lines')?.value).toBe(encodeURIComponent(`${product!.id}~2.8~2`));
  // The checkout hydrates from its rendered summary to the browser's cart, without an error.
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(page.getByRole('complementary', { name: 'Cart Summary' })).toContainText(`Size 2.8 × 2`);
  expect(problems).toEqual([]);
});

test('the cart, checkout and wishlist fill in from the browser without moving what is on screen (390px, slow scripts)', { tag: LAYOUT }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = (await catalogue(page)).filter((product) => product.ProductImgs.low.length > 0);
  await addFromProductPage(page, first!, '2.8');
  await addFromProductPage(page, second!, '2.6');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Added to wishlist.')).toBeVisible();

  await watchLayoutShifts(page);
  // Scripts arrive a second late, as on a slow phone: the server's page is painted first.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  for (const path of ['/cart', '/checkout', '/wishlist']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The second piece is in the cart and the wishlist.
    await expect(page.getByText(second!.ProductName).first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShifts(page), path).toBe(0);
  }
});

test('an order sent again after a reload is the same order, never a second one', async ({ page }) => {
  await readyToPay(page);

  // The shop places the order, but its answer is lost on the way back.
  let placedNumber = '';
  await page.route('**/api/orders', async (route) => {
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    placedNumber = ((await answer.json()) as { number: string }).number;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not reach the shop');
  expect(placedNumber).toMatch(/^RS-/);
  await page.unroute('**/api/orders');

  // The shopper reloads, fills the form again and pays: the shop answers the order it placed.
  await page.reload();
  await fillShipping(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await answer).status()).toBe(200);
  // The replayed order's page, with the buyer's key to its invoice (decision 030).
  await expect(page).toHaveURL(new RegExp(`/order/${placedNumber}\\?key=\\d+\\.[\\w-]{43}$`));
  // Placed: the next order gets a key of its own.
  expect(await page.evaluate(() => window.sessionStorage.getItem('checkout-attempt'))).toBeNull();
});
