import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';

// The size guide (decision 036): "Size guide" beside the product page's sizes opens it as a
// dialog (named by its title, focus inside, Escape closes it, focus back on the link, the page
// where it was), in each language; with JavaScript off the same link is its page.

const productUrl = (product: Pick<Product, 'ProductName'>) => `/product/${encodeURIComponent(product.ProductName)}`;

/** The link is a deferred part: it opens the dialog once React has taken it over (before, it is a plain link to the page). */
async function whenHydrated(page: Page, link: Locator): Promise<void> {
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
}

async function aBangle(request: import('@playwright/test').APIRequestContext): Promise<Product> {
  const { products } = (await (await request.get('/api/products?limit=50')).json()) as { products: Product[] };
  const product = products.find((each) => each.Category === 'Bangle') ?? products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

for (const width of [390, 1280]) {
  for (const [prefix, linkName, diameter] of [
    ['', 'Size guide', 'Inner diameter'],
    ['/hi', 'साइज़ गाइड', 'अंदर का व्यास'],
    ['/or', 'ସାଇଜ ଗାଇଡ', 'ଭିତର ବ୍ୟାସ'],
  ] as const) {
    test(`the product page's Size guide opens as a dialog and closes with Escape, in ${prefix || '/en'} at ${width}px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await aBangle(request);
      await page.goto(`${prefix}${productUrl(product)}`);
      const link = page.getByRole('link', { name: linkName, exact: true });
      await expect(link).toHaveAttribute('href', `${prefix}/size-guide`);
      await whenHydrated(page, link);
      // Scrolled to the sizes, as a shopper choosing one is.
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const scrolled = await page.evaluate(() => window.scrollY);

      await link.click();
      const dialog = page.getByRole('dialog', { name: linkName });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}${productUrl(product).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(dialog.getByRole('columnheader', { name: new RegExp(diameter) })).toBeVisible();
      await expect(dialog.getByRole('row', { name: /^2\.6 60\.3 189\.5$/ })).toBeVisible();
      await expect(dialog.getByRole('row')).toHaveCount(7);
      // Focus is in the dialog (its close button, the first control).
      await expect(dialog.getByRole('button')).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`size-guide-dialog${prefix.replace('/', '-')}-${width}.png`) });

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Open again, closed with its button.
      await link.click();
      await dialog.getByRole('button').click();
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });
  }
}

test('with JavaScript off, Size guide is its page, in each language', async ({ browser, request }) => {
  const product = await aBangle(request);
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
  const page = await noScript.newPage();
  for (const [prefix, title, parts, measure] of [
    ['', 'Size guide', ['Bangles and bracelets', 'Rings'], 'Measure at home'],
    ['/hi', 'साइज़ गाइड', ['चूड़ियाँ और ब्रेसलेट', 'अंगूठियाँ'], 'घर पर नापें'],
    ['/or', 'ସାଇଜ ଗାଇଡ', ['ଚୁଡ଼ି ଓ ବ୍ରେସଲେଟ', 'ମୁଦି'], 'ଘରେ ମାପନ୍ତୁ'],
  ] as const) {
    await page.goto(`${prefix}${productUrl(product)}`);
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/size-guide$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Bangles' and bracelets' sizes, then rings' (decision 040), each with how to measure.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...parts]);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([measure, measure]);
    await expect(page.getByRole('row', { name: /^2\.10 66\.7 209\.5$/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^14 17\.2 54\.0$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`size-guide-page${prefix.replace('/', '-')}-390.png`), fullPage: true });
  }
  await noScript.close();
});
