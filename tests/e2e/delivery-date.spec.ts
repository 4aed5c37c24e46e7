import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { checkoutWithOnePiece } from './shop-steps.ts';
import type { Product } from '../../src/shared/product.ts';

// Delivery dates by PIN (issue 28 point 5, decision 037): the product page's "Delivered by …"
// typed once and remembered (rendered by the server on the next visit, with or without script),
// in English, Hindi and Odia; the operator's list of PINs without cash on delivery, and the
// checkout that then offers the prepaid ways alone, saying why. This spec's shop takes UPI.

test.use({ shopEnv: { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' } });

/** Where the screenshots for people to look at go (not baselines). */
const SHOTS = process.env.DELIVERY_SHOTS_DIR ?? '/tmp/delivery-shots';

/** The day the shop gives for a PIN, in a language (the expected text: the date moves with the clock). */
async function dayOf(page: Page, pin: string, language: string): Promise<string> {
  const response = await page.request.get(`/api/delivery/${pin}`, { headers: { 'accept-language': language } });
  return ((await response.json()) as { day: string }).day;
}

async function firstProduct(page: Page): Promise<Product> {
  const { products } = (await (await page.request.get('/api/products?limit=1')).json()) as { products: Product[] };
  if (!products[0]) throw new Error('the demo catalogue is empty');
  return products[0];
}

const LINES = {
  en: (day: string, pin: string) => `Delivered by ${day} to PIN ${pin}`,
  hi: (day: string, pin: string) => `पिन ${pin} पर ${day} तक डिलीवरी`,
  or: (day: string, pin: string) => `ପିନ୍ ${pin}ରେ ${day} ସୁଦ୍ଧା ଡେଲିଭରି`,
};

test('a PIN typed on a product page shows the delivery date, remembered on reload and in Hindi and Odia', async ({ page }) => {
  const product = await firstProduct(page);
  const path = `/product/${encodeURIComponent(product.ProductName)}`;
  await page.goto(path);
  const line = page.getByTestId('delivery-date');
  await expect(line).toHaveText('Enter your PIN code to see the delivery date');

  // Not a PIN: said, and nothing remembered.
  await page.getByLabel('PIN code').fill('12345');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(line).toHaveText('Enter a valid 6-digit PIN code, such as 753001.');

  await page.getByLabel('PIN code').fill('751001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(line).toHaveText(LINES.en(await dayOf(page, '751001', 'en'), '751001'));

  // Remembered: the server renders the date on the next visit, before any script runs.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(LINES.en(await dayOf(page, '751001', 'en'), '751001'));
  await page.reload();
  await expect(line).toHaveText(LINES.en(await dayOf(page, '751001', 'en'), '751001'));
  await expect(page.getByLabel('PIN code')).toHaveValue('751001');

  for (const [language, width] of [
    ['en', 1280],
    ['en', 390],
    ['hi', 1280],
    ['hi', 390],
    ['or', 1280],
    ['or', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(language === 'en' ? path : `/${language}${path}`);
    await expect(line).toHaveText(LINES[language](await dayOf(page, '751001', language), '751001'));
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-${language}-${width}.png` });
  }
});

test('without script, the PIN form remembers the PIN and the page comes back with the date; a PIN that is not one is refused', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const product = await firstProduct(page);
  await page.goto(`/hi/product/${encodeURIComponent(product.ProductName)}`);
  const problem = page.getByRole('alert').filter({ hasText: 'सही 6 अंकों का पिन कोड लिखें' });
  await expect(problem).toBeHidden();
  await page.getByLabel('पिन कोड').fill('75300');
  await page.getByRole('button', { name: 'देखें', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${encodeURIComponent(product.ProductName)}#delivery-pin-problem$`));
  await expect(problem).toBeVisible();
  await expect(page.getByTestId('delivery-date')).toHaveText('डिलीवरी की तारीख़ देखने के लिए अपना पिन कोड लिखें');
  await page.getByLabel('पिन कोड').fill('753001');
  await page.getByRole('button', { name: 'देखें', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${encodeURIComponent(product.ProductName)}$`));
  await expect(page.getByTestId('delivery-date')).toHaveText(LINES.hi(await dayOf(page, '753001', 'hi'), '753001'));
  await context.close();
});

test('a PIN the operator stops cash on delivery at leaves the checkout the prepaid ways alone, saying why, in each language', async ({ page, browser, signInAsOperator }) => {
  // The operator lists 110001 in the backend's delivery settings.
  await signInAsOperator(page);
  await page.goto('/backend#backend-delivery');
  const panel = page.getByTestId('delivery-settings-panel');
  await panel.getByLabel('PIN codes without cash on delivery (too many returns)').fill('110001, 400001');
  await panel.getByRole('button', { name: 'Save delivery settings' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved. Shoppers see the new dates at once.');
  await expect(panel.getByLabel('PIN codes without cash on delivery (too many returns)')).toHaveValue('110001 400001');
  // A mistake is named, and nothing is saved.
  await panel.getByLabel('Daily cut-off (India\'s time)').fill('');
  await panel.getByRole('button', { name: 'Save delivery settings' }).click();
  await expect(panel.getByRole('alert')).toContainText('Cut-off time:');
  await page.reload();
  await page.getByTestId('delivery-settings-panel').scrollIntoViewIfNeeded();
  await page.getByTestId('delivery-settings-panel').screenshot({ path: `${SHOTS}/backend-delivery-settings.png` });

  const shopper = await (await browser.newContext()).newPage();
  await checkoutWithOnePiece(shopper, await firstProduct(shopper), '2.6');
  const zip = shopper.locator('#checkout-zip');
  const choice = shopper.getByRole('group', { name: 'Payment' });
  await zip.fill('751001');
  await expect(shopper.getByTestId('checkout-delivery')).toHaveText(LINES.en(await dayOf(shopper, '751001', 'en'), '751001'));
  await expect(choice.getByRole('radio', { name: /^Cash on delivery/ })).toHaveCount(1);

  await zip.fill('110001');
  await expect(shopper.getByTestId('checkout-delivery')).toHaveText(LINES.en(await dayOf(shopper, '110001', 'en'), '110001'));
  await expect(shopper.getByTestId('cod-blocked')).toHaveText(
    'Cash on delivery is not offered to PIN code 110001, as too many parcels there come back. Please pay by UPI or online.',
  );
  await expect(choice.getByRole('radio', { name: /^Cash on delivery/ })).toHaveCount(0);
  await expect(choice.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await expect(shopper.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  for (const width of [1280, 390]) {
    await shopper.setViewportSize({ width, height: 900 });
    await shopper.getByTestId('cod-blocked').scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/checkout-blocked-en-${width}.png` });
  }

  // Hindi and Odia: the checkout shows the remembered PIN's date (rendered by the server) and, typed, the same refusal.
  const why = {
    hi: 'पिन कोड 110001 पर कैश ऑन डिलीवरी नहीं दी जाती, क्योंकि वहाँ से बहुत से पार्सल लौट आते हैं। कृपया UPI या ऑनलाइन भुगतान करें।',
    or: 'ପିନ୍ କୋଡ୍ 110001କୁ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ଦିଆଯାଏ ନାହିଁ, କାରଣ ସେଠାରୁ ଅନେକ ପାର୍ସଲ ଫେରି ଆସେ। ଦୟାକରି UPI କିମ୍ବା ଅନଲାଇନ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ।',
  };
  for (const language of ['hi', 'or'] as const) {
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await shopper.goto(`/${language}/checkout`);
    await expect(shopper.getByTestId('checkout-delivery')).toHaveText(LINES[language](await dayOf(shopper, '110001', language), '110001'));
    await shopper.locator('#checkout-zip').fill('110001');
    await expect(shopper.getByTestId('cod-blocked')).toHaveText(why[language]);
    await expect(shopper.locator('input[name="paymentMethod"][value="cod"]')).toHaveCount(0);
    await expect(shopper.locator('input[name="paymentMethod"][value="upi"]')).toBeChecked();
    await shopper.getByTestId('cod-blocked').scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/checkout-blocked-${language}-1280.png` });
  }
  await shopper.context().close();
});

/** The order page's promise: the day alone, in its language. */
const ORDER_PAGE_LINES = {
  en: (day: string) => `Delivered by ${day}.`,
  hi: (day: string) => `${day} तक डिलीवरी।`,
  or: (day: string) => `${day} ସୁଦ୍ଧା ଡେଲିଭରି।`,
};

for (const [index, language] of (['en', 'hi', 'or'] as const).entries()) {
  test(`the ${language} order page gives the day the checkout gave for the PIN typed there, never a remembered PIN’s, at 1280px and 390px`, async ({ page }) => {
    const products = ((await (await page.request.get('/api/products?limit=12')).json()) as { products: Product[] }).products.filter((each) => each.StockLevel === 'in_stock');
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkoutWithOnePiece(page, products[index]!, '2.6');
    // A PIN remembered from a product page (Bhubaneswar, by the form that works without script)...
    await page.goto('/api/delivery-pin?pin=751001&back=/');
    await page.goto(language === 'en' ? '/checkout' : `/${language}/checkout`);
    const note = page.getByTestId('checkout-delivery');
    await expect(page.locator('button[type="submit"][form="checkout-form"]')).toBeEnabled();
    await expect(note).toHaveText(LINES[language](await dayOf(page, '751001', language), '751001'));
    // ...then another typed at checkout: its date, and under a PIN that is not one, no date at all.
    const zip = page.locator('#checkout-zip');
    await zip.fill('110001');
    await expect(note).toHaveText(LINES[language](await dayOf(page, '110001', language), '110001'));
    await zip.fill('11000');
    await expect(note).toHaveCount(0);
    await zip.fill('999999');
    await zip.blur();
    await expect(note).toHaveCount(0);
    await zip.fill('753012');
    const day = await dayOf(page, '753012', language);
    await expect(note).toHaveText(LINES[language](day, '753012'));

    await page.locator('#checkout-name').fill('Ananya Mishra');
    await page.locator('#checkout-email').fill(`ananya.${language}@example.in`);
    await page.locator('#checkout-phone').fill('98765 43210');
    await page.locator('#checkout-address').fill('12, Link Road, Badambadi');
    await page.locator('#checkout-city').fill('Cuttack');
    await page.locator('#checkout-state').selectOption('Odisha');
    await page.locator('input[name="paymentMethod"][value="cod"]').check();
    await page.locator('button[type="submit"][form="checkout-form"]').click();
    await page.waitForURL(new RegExp(`${language === 'en' ? '' : `/${language}`}/order/RS-[A-Z0-9]{10}`));

    // The order's page promises that same day, not "we ship within 7 days", at both widths.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const promise = page.getByText(ORDER_PAGE_LINES[language](day), { exact: true });
      await expect(promise).toBeVisible();
      await expect(page.getByText(/We ship within|दिनों में भेज|ଦିନ ଭିତରେ ପଠାଉ/)).toHaveCount(0);
      await promise.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/order-promise-${language}-${width}.png` });
    }
  });
}
