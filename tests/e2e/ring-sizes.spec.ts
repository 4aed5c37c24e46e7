import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseSize } from './shop-steps.ts';

// Sizes that fit the piece (issue 42 point 3, decision 040): a ring offers Indian ring sizes
// with none chosen, asks for one when added without it, goes into the cart in the size chosen,
// and its size guide gives ring sizes in millimetres; a chain offers no size. In each language,
// on a phone and a desktop.

const RING = 'Lotus Bloom Silver Ring';
const CHAIN = 'Gold Mangalsutra Chain';
const RING_SIZES = Array.from({ length: 21 }, (_, index) => String(index + 5));

const LANGUAGES = [
  { prefix: '', addToCart: 'Add to Cart', chooseSize: 'Choose a size for this ring first.', added: 'Product added to Cart.', guide: 'Size guide', rings: 'Rings', size: 'Size', cartSize: 'Size', sizeBlocks: 'Choose a size for each ring to check out.' },
  { prefix: '/hi', addToCart: 'कार्ट में डालें', chooseSize: 'पहले इस अंगूठी का साइज़ चुनें।', added: 'गहना कार्ट में डाल दिया।', guide: 'साइज़ गाइड', rings: 'अंगूठियाँ', size: 'साइज़', cartSize: 'साइज़', sizeBlocks: 'चेकआउट के लिए हर अंगूठी का साइज़ चुनें।' },
  { prefix: '/or', addToCart: 'କାର୍ଟରେ ରଖନ୍ତୁ', chooseSize: 'ପ୍ରଥମେ ଏହି ମୁଦିର ସାଇଜ୍ ବାଛନ୍ତୁ।', added: 'ଗହଣା କାର୍ଟରେ ରଖାଗଲା।', guide: 'ସାଇଜ ଗାଇଡ', rings: 'ମୁଦି', size: 'ସାଇଜ', cartSize: 'ସାଇଜ୍', sizeBlocks: 'ଚେକଆଉଟ୍ ପାଇଁ ପ୍ରତ୍ୟେକ ମୁଦିର ସାଇଜ୍ ବାଛନ୍ତୁ।' },
] as const;

const productUrl = (prefix: string, name: string) => `${prefix}/product/${encodeURIComponent(name)}`;

/** The cart's lines as the browser keeps them: [name, size, quantity]. */
const storedCart = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('incart') ?? '[]') as { ProductName: string; size: string; quantity: number }[]).map((line) => [line.ProductName, line.size, line.quantity]));

for (const width of [1280, 390]) {
  for (const words of LANGUAGES) {
    test(`a ring in a ring size, in ${words.prefix || '/en'} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(productUrl(words.prefix, RING));
      const sizes = page.getByRole('group', { name: words.size });
      await expect(sizes.getByRole('radio')).toHaveCount(RING_SIZES.length);
      for (const size of RING_SIZES) await expect(sizes.getByRole('radio', { name: size, exact: true })).not.toBeChecked();
      await expect(sizes.getByRole('radio', { name: '2.6', exact: true })).toHaveCount(0);

      // Without a size, the ring is not added: the shopper is asked to choose one.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: words.addToCart }).click();
      await expect(page.getByText(words.chooseSize).first()).toBeVisible();
      expect(await storedCart(page)).toEqual([]);

      await chooseSize(page, '14');
      await page.getByRole('button', { name: words.addToCart }).click();
      await expect(page.getByText(words.added).first()).toBeVisible();
      expect(await storedCart(page)).toEqual([[RING, '14', 1]]);

      // Its guide gives ring sizes in millimetres: size 14 is 54 mm round, 17.2 mm across.
      const link = page.getByRole('link', { name: words.guide, exact: true });
      await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
      await link.click();
      const dialog = page.getByRole('dialog', { name: new RegExp(words.rings) });
      await expect(dialog.getByRole('row', { name: /^14 17\.2 54\.0$/ })).toBeVisible();
      await expect(dialog.getByRole('row')).toHaveCount(RING_SIZES.length + 1);
      await expect(dialog.getByRole('row', { name: /^2\.6 / })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The cart offers the ring its own sizes, the one chosen selected.
      await page.goto(`${words.prefix}/cart`);
      const select = page.getByRole('combobox', { name: words.cartSize });
      await expect(select).toHaveValue('14');
      await expect(select.getByRole('option')).toHaveText(RING_SIZES);
    });
  }
}

test('a chain has no size: none offered, none in the cart, and a cart saved with bangle sizes keeps working', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(productUrl('', CHAIN));
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Size guide', exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
  expect(await storedCart(page)).toEqual([[CHAIN, '', 1]]);

  // A cart saved before sizes belonged to the piece: the chain in "2.6", the ring in "2.6".
  const saved = await page.evaluate(
    async ([chain, ring]) => {
      const read = async (name: string) => (await (await fetch(`/api/products/by-name/${encodeURIComponent(name)}`)).json()) as Record<string, unknown>;
      return [
        { ...(await read(chain!)), size: '2.6', quantity: 1 },
        { ...(await read(ring!)), size: 2.6, quantity: 1 },
      ];
    },
    [CHAIN, RING],
  );
  await page.evaluate((lines) => localStorage.setItem('incart', JSON.stringify(lines)), saved);
  await page.goto('/cart');
  const chainLine = page.getByRole('listitem', { name: CHAIN });
  await expect(chainLine).toBeVisible();
  await expect(chainLine.getByRole('combobox')).toHaveCount(0);
  const ringSize = page.getByRole('listitem', { name: RING }).getByRole('combobox', { name: 'Size' });
  await expect(ringSize).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: LANGUAGES[0].sizeBlocks })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toHaveCount(0);
  expect(await storedCart(page)).toEqual([
    [CHAIN, '', 1],
    [RING, '', 1],
  ]);

  await ringSize.selectOption('16');
  await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toBeVisible();
  expect(await storedCart(page)).toEqual([
    [CHAIN, '', 1],
    [RING, '16', 1],
  ]);
});
