import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MENU_TREE, priceBandOf, type ListingFilters } from '../../src/shared/catalogue.ts';
import { rupeesToPaise } from '../../src/shared/money.ts';
import type { Product } from '../../src/shared/product.ts';
import { belongsInListing } from '../helpers/listing-filters.ts';

// Every listing link of the menu tree, opened by URL at desktop and at phone width (the menus
// themselves are walked in storefront.spec.ts). Each shows exactly the products its filters name, or the empty state.

const LISTING_LINKS = [
  ...new Set(MENU_TREE.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...entry.sections.flatMap((section) => section.links.map((link) => link.to))])),
].filter((to) => to.startsWith('/home/'));

function wanted(link: string, product: Product): boolean {
  const url = new URL(link, 'http://shop');
  const group = decodeURIComponent(url.pathname.slice('/home/'.length));
  return belongsInListing(product, group, Object.fromEntries(url.searchParams) as ListingFilters);
}

/** The names of the products the listing shows, from their links. */
async function shownNames(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/product/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => decodeURIComponent(href.slice('/product/'.length))))].sort();
}

/** Prices on the cards ('Rs.1,799.00/-', the first amount of a card; the struck MRP follows), in paise. */
async function shownPrices(page: Page): Promise<number[]> {
  const cards = await page.locator('main li:has(a[href^="/product/"])').allInnerTexts();
  return cards.map((text) => {
    const match = /Rs\.([\d,]+\.\d\d)\/-/.exec(text);
    if (!match) throw new Error(`no price on the card: ${text}`);
    return rupeesToPaise(Number(match[1]!.replaceAll(',', '')));
  });
}

async function expectListing(page: Page, link: string, catalogue: Product[]) {
  // What is checked is in the server's HTML: no need to wait for every photo to load.
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  const expected = catalogue.filter((product) => wanted(link, product)).map((product) => product.ProductName).sort();
  if (expected.length === 0) {
    await expect(page.getByTestId('listing-empty')).toBeVisible();
    await expect(page.getByTestId('listing-empty').getByRole('link').first()).toBeVisible();
  } else {
    await expect.poll(() => shownNames(page), { message: link }).toEqual(expected);
  }
  const price = new URL(link, 'http://shop').searchParams.get('price');
  if (price && expected.length > 0) {
    const shownPricesPaise = await shownPrices(page);
    expect(shownPricesPaise.length, link).toBeGreaterThan(0);
    for (const paise of shownPricesPaise) expect(priceBandOf(paise), `${link}: ${paise}`).toBe(price);
  }
}

test.describe('discovery', () => {
  let catalogue: Product[] = [];
  test.beforeAll(async ({ request }) => {
    catalogue = (await (await request.get('/api/products?limit=100')).json()).products;
    expect(catalogue.length).toBeGreaterThanOrEqual(30);
  });

  test('every menu link shows exactly the products its filters name (1280px)', async ({ page }) => {
    test.setTimeout(180_000);
    // 4 categories x (4 prices + 2 metals + 4 colours + 3 styles), plus the rings and earrings 'all' links.
    expect(LISTING_LINKS).toHaveLength(54);
    expect(LISTING_LINKS).toContain('/home/necklaces&Pendantss?price=30h50h');
    for (const link of LISTING_LINKS) await expectListing(page, link, catalogue);
  });

  test('the menu links open the listings from the header menu', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('header a[href="/home/earrings?colour=oxidised"]').first();
    await link.evaluate((element: HTMLElement) => element.click());
    await expect(page).toHaveURL(/\/home\/earrings\?colour=oxidised$/);
    await expect(page.locator('h1')).toHaveText('Earrings');
    await expect.poll(() => shownNames(page)).toEqual(['Oxidised Peacock Jhumkas']);
  });

  test('chips add and remove filters and the URL follows; sort and load more work', async ({ page }) => {
    await page.goto('/home/earrings');
    await page.getByRole('link', { name: 'Colour: Oxidised' }).click();
    await expect(page).toHaveURL(/\/home\/earrings\?colour=oxidised$/);
    await expect.poll(() => shownNames(page)).toEqual(['Oxidised Peacock Jhumkas']);
    await page.getByRole('link', { name: /Remove filter Colour/ }).click();
    await expect(page).toHaveURL(/\/home\/earrings$/);
    // The whole category is shown before the sort changes: until the new listing has rendered,
    // the controls still describe the filtered one.
    await expect.poll(async () => (await shownNames(page)).length).toBeGreaterThan(1);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    }).toBe(true);

    // All jewellery: more than one page.
    await page.goto('/home/all');
    await expect.poll(async () => (await shownNames(page)).length).toBe(24);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect.poll(async () => (await shownNames(page)).length).toBe(catalogue.length);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  });

  test('a sort chosen before a removed filter’s listing has arrived keeps the filter removed', async ({ page }) => {
    await page.goto('/home/earrings?colour=oxidised');
    await expect.poll(() => shownNames(page)).toEqual(['Oxidised Peacock Jhumkas']);
    // The chips navigate in the page once it has hydrated (its code loaded).
    await page.waitForLoadState('networkidle');
    // The listing's data waits until the sort has been chosen: the filtered listing stays on screen.
    const release = Promise.withResolvers<void>();
    const asked: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/products',
      async (route) => {
        asked.push(route.request().url());
        await release.promise;
        // A load the next navigation overtook is aborted by the page.
        await route.continue().catch(() => {});
      },
    );
    await page.getByRole('link', { name: 'Remove filter Colour: Oxidised' }).click();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect.poll(() => asked.length).toBe(2);
    release.resolve();

    await expect(page).toHaveURL(/\/home\/earrings\?sort=price-asc$/);
    await expect(page.getByTestId('listing-summary')).toHaveText('Earrings; lowest price first.');
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Colour: Oxidised' })).not.toHaveAttribute('aria-current');
    expect(new URL(asked[1]!).searchParams.get('colour')).toBeNull();
    await expect.poll(async () => (await shownNames(page)).length).toBeGreaterThan(1);
  });

  test('unknown categories and filter values show a listing, never the error screen', async ({ page }) => {
    await page.goto('/home/watches');
    await expect(page.locator('h1')).toHaveText('All jewellery');
    await expect(page.getByText('We have no category called ‘watches’')).toBeVisible();
    await expect.poll(async () => (await shownNames(page)).length).toBe(24);

    // Words every plain object inherits name no category either (they once found Object.prototype's
    // members and the server answered the error screen).
    for (const slug of ['toString', 'constructor', '__proto__']) {
      const response = await page.goto(`/home/${slug}?sort=valueOf`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator('h1')).toHaveText('All jewellery');
      await expect(page.getByText(`We have no category called ‘${slug}’`)).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    }

    await page.goto('/home/rings?price=cheap&metal=silver');
    await expect(page.locator('h1')).toHaveText('Rings');
    await expect(page.getByText('We did not recognise ‘price=cheap’')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual(catalogue.filter((p) => wanted('/home/rings?metal=silver', p)).map((p) => p.ProductName).sort());
  });

  test('the header search suggests while typing; Enter shows the results', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('placeholder', 'Find bangles...');
    await expect(box).toHaveAttribute('placeholder', 'Explore products...', { timeout: 5000 });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(async () => {
      await box.fill('');
      await box.pressSequentially('braclet');
      await expect(options.first()).toContainText('Bracelet', { timeout: 2_000 });
    }).toPass();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=braclet$/);
    await expect(page.locator('h1')).toHaveText('Results for ‘braclet’');
    await expect(page.getByText('Showing results for')).toContainText('bracelet');
    const bracelets = catalogue.filter((product) => product.Category === 'Bracelet').map((product) => product.ProductName).sort();
    await expect.poll(() => shownNames(page)).toEqual(bracelets);

    // Multi-word; and the arrow keys pick a product.
    await box.fill('');
    await box.pressSequentially('oxidised earrings');
    await expect(options.first()).toContainText('Oxidised Peacock Jhumkas');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/Oxidised%20Peacock%20Jhumkas$/);
  });

  test('a search without matches says so and offers the categories', async ({ page }) => {
    await page.goto('/search?q=zzzqqq');
    await expect(page.getByTestId('search-empty')).toContainText('No products match ‘zzzqqq’');
    await expect(page.getByTestId('search-empty').getByRole('link', { name: 'Rings', exact: true })).toBeVisible();
    // A results page opened directly shows its query in the box.
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('zzzqqq');
  });
});

test.describe('discovery on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Which products a link shows does not depend on the width (the 1280px test opens all 54):
  // on a phone, each category's link and the first link of each filter (price, metal, colour,
  // style) in each category show exactly theirs.
  test('each category and each kind of filter shows exactly the products it names (390px)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const catalogue: Product[] = (await (await request.get('/api/products?limit=100')).json()).products;
    const seen = new Set<string>();
    const sample = LISTING_LINKS.filter((link) => {
      const url = new URL(link, 'http://shop');
      const kind = `${url.pathname} ${[...url.searchParams.keys()].join(',')}`;
      if (seen.has(kind)) return false;
      seen.add(kind);
      return true;
    });
    expect(sample.length).toBeGreaterThanOrEqual(16);
    for (const link of sample) await expectListing(page, link, catalogue);
  });

  test('the search box sits below the bar and suggests', async ({ page }) => {
    await page.goto('/home/rings');
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    const width = await box.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    // The search box is a deferred part: it answers once its code is in (just after the page's).
    await expect(async () => {
      await box.fill('');
      await box.pressSequentially('neklace');
      await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText(/Necklace|Chain|Choker/, {
        timeout: 2_000,
      });
    }).toPass();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=neklace$/);
    await expect(page.getByText('Showing results for')).toContainText('necklace');
  });
});
