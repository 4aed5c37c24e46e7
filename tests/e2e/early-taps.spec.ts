import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { languagePrefix, type Language } from '../../src/shared/languages.ts';
import type { Product } from '../../src/shared/product.ts';
import { sizeScaleOf } from '../../src/shared/sizes.ts';
import englishCommon from '../../src/web/messages/en/common.ts';
import hindiCommon from '../../src/web/messages/hi/common.ts';
import odiaCommon from '../../src/web/messages/or/common.ts';
import englishShop from '../../src/web/messages/en/shop.ts';
import hindiShop from '../../src/web/messages/hi/shop.ts';
import odiaShop from '../../src/web/messages/or/shop.ts';
import englishCart from '../../src/web/messages/en/cart.ts';
import hindiCart from '../../src/web/messages/hi/cart.ts';
import odiaCart from '../../src/web/messages/or/cart.ts';

// On a slow phone a shopper taps before the page's code has arrived (issue 42, point 8): the
// hearts, a size, the cart's quantity, Share and the menu keep that tap (decision 045). Each
// test holds the page's scripts back until the tap is made, then lets them load, and sees the
// tap's effect once the page is ready; one taps a card's heart on a CPU six times slower.

const WORDS = {
  en: { common: englishCommon, ...englishShop, ...englishCart },
  hi: { common: hindiCommon, ...hindiShop, ...hindiCart },
  or: { common: odiaCommon, ...odiaShop, ...odiaCart },
} as const;

const LANGUAGES: Language[] = ['en', 'hi', 'or'];
const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, isMobile: false, hasTouch: false },
] as const;

/** A path in the page's language: `/hi/cart`, `/cart`. */
const inLanguage = (language: Language, path: string) => `${languagePrefix(language)}${path}`;
const productPath = (product: Product) => `/product/${encodeURIComponent(product.ProductName)}`;

/** Holds every script of the shop back from now until the answer is called: the page shows its server's markup only. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForLoadState('networkidle');
  };
}

/** A tap on a phone, a click on a desktop. */
const tap = (control: Locator, touch: boolean) => (touch ? control.tap() : control.click());

const storedList = async (page: Page, key: string) =>
  JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? '[]') as (Product & { size?: string; quantity?: number })[];

/** The first bangle or bracelet in stock: it takes the spec's sizes, 2.6 chosen (decision 040). */
async function firstProduct(page: Page): Promise<Product> {
  const { products } = (await (await page.request.get('/api/products?limit=50')).json()) as { products: Product[] };
  const product = products.find((item) => sizeScaleOf(item.Category) === 'bangle' && (item.Stock === undefined || item.Stock > 1));
  if (!product) throw new Error('the demo catalogue has no bangle or bracelet in stock');
  return product;
}

for (const screen of WIDTHS) {
  const touch = screen.hasTouch;
  test.describe(`at ${screen.width}px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    for (const language of LANGUAGES) {
      const words = WORDS[language];

      test(`a card's heart tapped before the listing is ready puts the piece in the wishlist (${language})`, async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(inLanguage(language, '/home/rings'), { waitUntil: 'commit' });
        const card = page.getByTestId('product-card').first();
        const link = card.getByRole('link');
        const name = (await link.textContent()) ?? '';
        const productName = decodeURIComponent((await link.getAttribute('href'))!.split('/product/')[1]!);
        await tap(card.getByRole('button', { name: words.shop.card.wish(name) }), touch);
        await release();

        await expect(card.getByRole('button', { name: words.shop.card.unwish(name) })).toHaveAttribute('aria-pressed', 'true');
        expect((await storedList(page, 'wishlist')).map((item) => item.ProductName)).toEqual([productName]);
      });

      test(`the product page's heart tapped before it is ready puts the piece in the wishlist (${language})`, async ({ page }) => {
        const product = await firstProduct(page);
        const release = await holdScripts(page);
        await page.goto(inLanguage(language, productPath(product)), { waitUntil: 'commit' });
        const main = page.locator('main');
        await tap(main.getByRole('button', { name: words.shop.product.wish, exact: true }), touch);
        await release();

        await expect(main.getByRole('button', { name: words.shop.product.unwish, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByText(words.common.toasts.wished).first()).toBeVisible();
        expect((await storedList(page, 'wishlist')).map((item) => item.id)).toEqual([product.id]);
      });

      test(`a size tapped before the product page is ready stays chosen and goes into the cart (${language})`, async ({ page }) => {
        const product = await firstProduct(page);
        const release = await holdScripts(page);
        await page.goto(inLanguage(language, productPath(product)), { waitUntil: 'commit' });
        const size = page.getByRole('radio', { name: '2.12', exact: true });
        await tap(page.locator('label').filter({ has: size }), touch);
        await expect(size).toBeChecked();
        await release();

        await expect(page.locator('legend')).toHaveText(`${words.shop.product.size} 2.12`);
        await expect(size).toBeChecked();
        await expect(page.getByRole('radio', { name: '2.6', exact: true })).not.toBeChecked();
        await tap(page.locator('main').getByRole('button', { name: words.shop.card.addToCart, exact: true }), touch);
        await expect.poll(async () => (await storedList(page, 'incart')).map((line) => line.size)).toEqual(['2.12']);
      });

      test(`Share tapped before the product page is ready shares the piece (${language})`, async ({ page }) => {
        await page.addInitScript(() => {
          const shared: ShareData[] = [];
          Object.defineProperty(window, 'shared', { value: shared });
          Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
        });
        const product = await firstProduct(page);
        const release = await holdScripts(page);
        await page.goto(inLanguage(language, productPath(product)), { waitUntil: 'commit' });
        await tap(page.locator('main').getByRole('button', { name: words.shop.product.share, exact: true }), touch);
        await release();

        await expect(page.getByText(words.shop.product.shared).first()).toBeVisible();
        const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
        expect(shared).toHaveLength(1);
        expect(shared[0]!.url).toBe(page.url());
      });

      test(`a quantity tapped up before the cart is ready is kept (${language})`, async ({ page }) => {
        const product = await firstProduct(page);
        await page.goto(inLanguage(language, productPath(product)));
        await page.locator('main').getByRole('button', { name: words.shop.card.addToCart, exact: true }).click();
        await expect.poll(async () => (await storedList(page, 'incart')).map((line) => line.quantity)).toEqual([1]);

        const release = await holdScripts(page);
        await page.goto(inLanguage(language, '/cart'), { waitUntil: 'commit' });
        // The server renders the line from the cart cookie.
        const name = (await page.locator('main li h2').first().textContent()) ?? '';
        const stepper = page.getByRole('group', { name: words.cart.quantityOf(name) });
        await tap(stepper.getByRole('button', { name: words.cart.increase }), touch);
        await release();

        await expect(stepper.locator('output')).toHaveText('2');
        await expect.poll(async () => (await storedList(page, 'incart')).map((item) => item.quantity)).toEqual([2]);
      });

      test(`the menu tapped open before the page is ready opens (${language})`, async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(inLanguage(language, '/'), { waitUntil: 'commit' });
        const { menu, header } = words.common;
        if (touch) {
          // The phone's menu: the header's hamburger and its sidebar.
          await tap(page.getByRole('button', { name: header.openMenu }), touch);
          await release();
          const sidebar = page.getByRole('dialog', { name: menu.menu });
          await expect(sidebar).toBeVisible();
          // Its code took the open menu over: its first entry opens its sections.
          const entry = sidebar.locator('button[aria-controls="sidebar-section-0"]');
          await tap(entry, touch);
          await expect(entry).toHaveAttribute('aria-expanded', 'true');
        } else {
          // The desktop's category menu: an entry's button opens its panel.
          const entry = page.getByRole('navigation', { name: menu.categories }).getByRole('button').first();
          await tap(entry, touch);
          await release();
          await expect(entry).toHaveAttribute('aria-expanded', 'true');
          await expect(page.locator(`#${await entry.getAttribute('aria-controls')}`)).toBeVisible();
        }
      });
    }
  });
}

test("on a CPU six times slower, a card's heart tapped as soon as it shows puts the piece in the wishlist", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // A budget phone's connection too (DevTools' "Slow 4G"): the page shows before its scripts are in.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home/rings', { waitUntil: 'commit' });
  const card = page.getByTestId('product-card').first();
  const link = card.getByRole('link');
  const heart = card.getByRole('button', { name: /^Add .* to wishlist$/ });
  await heart.click();
  const productName = decodeURIComponent((await link.getAttribute('href'))!.split('/product/')[1]!);
  await expect(card.getByRole('button', { name: /^Remove .* from wishlist$/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  expect((await storedList(page, 'wishlist')).map((item) => item.ProductName)).toEqual([productName]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});
