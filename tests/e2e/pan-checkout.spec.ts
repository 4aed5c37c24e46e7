import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MESSAGES } from '../helpers/page-language.tsx';
import { localisedPath, type Language } from '../../src/shared/languages.ts';
import { cartTotals } from '../../src/shared/pricing.ts';
import { formatInr, rupeesToPaise } from '../../src/shared/money.ts';
import type { OperatorOrder, PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import { sizeOf } from './shop-steps.ts';

// Issue 42, point 2: an order of ₹2,00,000 or more needs the buyer's PAN (Income-tax Rule 114B).
// The checkout shows a PAN field from that total, in the page's language, reads what is typed
// in capitals, refuses a malformed PAN in those words, and places a ₹2.2 lakh UPI order with
// it; the order's page never shows it, the operator's backend does. Each order is cancelled
// afterwards, so that its pieces go back for the next.

test.use({ shopEnv: { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' } });

/** Where the screenshots for people to look at go (not baselines). */
const SHOTS = process.env.PAN_SHOTS_DIR ?? '/work/shots/pan';

/** A "₹2.2 lakh" order: its total after the cart's saving. */
const ORDER_TOTAL_PAISE = 2_20_000_00;

const PANS: Record<Language, string> = { en: 'ABCPE1234F', hi: 'BCDPF2345G', or: 'CDEPG3456H' };

type CartLine = Product & { size: string; quantity: number };

/** The dearest pieces in stock, up to 3 of each (a prepaid order keeps to the cash orders' piece caps too), until the order reaches ₹2.2 lakh. */
async function bigCart(page: Page): Promise<CartLine[]> {
  const { products } = (await (await page.request.get('/api/products?limit=50')).json()) as { products: Product[] };
  const lines: CartLine[] = [];
  const total = () => cartTotals(lines.map((line) => ({ unitPricePaise: rupeesToPaise(line.ProductPrice), quantity: line.quantity }))).orderTotalPaise;
  for (const product of [...products].sort((a, b) => b.ProductPrice - a.ProductPrice)) {
    if (total() >= ORDER_TOTAL_PAISE) break;
    const left = product.Stock ?? 3;
    if (product.StockLevel !== 'out_of_stock' && left > 0) lines.push({ ...product, size: sizeOf(product), quantity: Math.min(3, left) });
  }
  expect(total()).toBeGreaterThanOrEqual(ORDER_TOTAL_PAISE);
  return lines;
}

for (const language of ['en', 'hi', 'or'] as const) {
  for (const width of [1280, 390]) {
    test(`a ₹2.2 lakh UPI order is placed with the buyer's PAN from /${language === 'en' ? '' : `${language}/`}checkout, at ${width}px`, async ({ page, browser, signInAsOperator }) => {
      // The checkout, the order's page and the operator's backend, each waiting for its hydration: more than most tests.
      test.slow();
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      const words = MESSAGES[language];
      const pan = PANS[language];
      const lines = await bigCart(page);
      await page.goto(localisedPath(language, '/'));
      await page.evaluate((cart) => window.localStorage.setItem('incart', cart), JSON.stringify(lines));
      await page.goto(localisedPath(language, '/checkout'));
      const pay = page.locator('button[type="submit"][form="checkout-form"]');
      await expect(pay).toBeEnabled();
      const total = page.getByTestId('order-total');
      await expect(total).toContainText(formatInr(cartTotals(lines.map((line) => ({ unitPricePaise: rupeesToPaise(line.ProductPrice), quantity: line.quantity }))).orderTotalPaise));

      // The PAN field, in the page's words, under the shipping details.
      const field = page.locator('#checkout-pan');
      await expect(field).toBeVisible();
      await expect(page.getByLabel(words.checkout.form.pan, { exact: true })).toBeVisible();
      await expect(page.locator('#checkout-pan-hint')).toHaveText(words.checkout.form.panHint);
      await expect(field).toHaveAttribute('aria-describedby', 'checkout-pan-hint');

      await page.locator('#checkout-name').fill('Ananya Mishra');
      await page.locator('#checkout-email').fill(`ananya-${language}-${width}@example.in`);
      await page.locator('#checkout-phone').fill('98765 43210');
      await page.locator('#checkout-address').fill('12, Link Road, Badambadi');
      await page.locator('#checkout-city').fill('Cuttack');
      await page.locator('#checkout-state').selectOption('Odisha');
      await page.locator('#checkout-zip').fill('753012');
      // UPI, the shop's first way to pay: cash is refused at this total.
      await expect(page.locator('input[name="paymentMethod"][value="upi"]')).toBeChecked();

      // Pay Now without a PAN, then with a malformed one: refused beside the field, in the page's words.
      await pay.click();
      await expect(page.locator('#checkout-pan-error')).toHaveText(words.errors.pan_missing({}));
      await expect(field).toBeFocused();
      await field.pressSequentially('abcd 1234ef');
      await expect(field).toHaveValue('ABCD1234EF');
      await pay.click();
      await expect(page.locator('#checkout-pan-error')).toHaveText(words.errors.pan_invalid({}));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.locator('..').screenshot({ path: `${SHOTS}/pan-refused-${language}-${width}.png` });
      // Typed in small letters with a space, it reads as the card prints it; two letters put right
      // in its middle stay there (the caret stays where it was); the message goes once it is right.
      await field.fill('');
      await field.pressSequentially(`${pan.slice(0, 3).toLowerCase()}xx ${pan.slice(5)}`);
      await expect(field).toHaveValue(`${pan.slice(0, 3)}XX${pan.slice(5)}`);
      await field.press('Home');
      for (let step = 0; step < 5; step++) await field.press('ArrowRight');
      await field.press('Backspace');
      await field.press('Backspace');
      await field.pressSequentially(pan.slice(3, 5).toLowerCase());
      await expect(field).toHaveValue(pan);
      await expect(page.locator('#checkout-pan-error')).toHaveCount(0);
      await field.locator('..').screenshot({ path: `${SHOTS}/pan-field-${language}-${width}.png` });
      await page.locator('#checkout-zip').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-pan-${language}-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/checkout-${language}-${width}.png`, fullPage: true });

      await pay.click();
      await expect(page).toHaveURL(new RegExp(`${language === 'en' ? '' : `/${language}`}/order/RS-[A-Z0-9]{10}(\\?|$)`), { timeout: 30_000 });
      const number = /\/order\/(RS-[A-Z0-9]{10})/.exec(page.url())![1]!;
      const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as PublicOrder;
      expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'upi' });
      expect(rupeesToPaise(order.orderTotal)).toBeGreaterThanOrEqual(ORDER_TOTAL_PAISE);
      // The order's page and its answer never show the PAN.
      expect(order).not.toHaveProperty('pan');
      await expect(page.getByTestId('upi-payment')).toBeVisible();
      expect(await page.content()).not.toContain(pan);

      // The operator sees it on the order's card; cancelled, the order gives its pieces back.
      const operatorContext = await browser.newContext({ baseURL: page.url(), viewport: { width, height: 900 } });
      const operatorPage = await operatorContext.newPage();
      await signInAsOperator(operatorPage);
      await operatorPage.goto('/backend');
      const card = operatorPage.locator(`[data-order="${number}"]`);
      await expect(card).toContainText(`PAN ${pan}`);
      const listed = (await (await operatorPage.request.get('/api/orders?limit=20')).json()) as { orders: OperatorOrder[] };
      expect(listed.orders.find((each) => each.number === number)?.pan).toBe(pan);
      expect((await operatorPage.request.patch(`/api/orders/${number}`, { data: { status: 'cancelled' } })).status()).toBe(200);
      await operatorContext.close();
    });
  }
}
