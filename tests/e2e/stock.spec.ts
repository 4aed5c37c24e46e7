import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';
import { A_RING_SIZE, chooseSize, placeOrderThroughApi, sizeOf } from './shop-steps.ts';

// Stock as a shopper and an operator see it, against the real server and its demo catalogue
// (which has products at 0, 1 and 2 pieces). Another shopper's order is placed through the API.


async function catalogue(request: APIRequestContext): Promise<Product[]> {
  return ((await (await request.get('/api/products?limit=100')).json()) as { products: Product[] }).products;
}

/** The cart's and checkout's list of lines the shop cannot fulfil. */
const stockNotice = (page: Page) => page.locator('ul[role="alert"]');

const productUrl = (product: Product) => `/product/${encodeURIComponent(product.ProductName)}`;

/** Another shopper buys `quantity` pieces. */
async function buy(request: APIRequestContext, product: Product, quantity: number): Promise<void> {
  const response = await placeOrderThroughApi(request, [{ productId: product.id, size: '2.6', quantity }], {
    name: 'Other Shopper',
    email: 'other@example.in',
    address: '4, Cantonment Road',
    zip: '753001',
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(productUrl(product));
  await expect(page.getByRole('heading', { level: 1, name: product.ProductName })).toBeVisible();
  // A ring's size is the shopper's to choose (decision 040); other pieces go in their default.
  if (sizeOf(product) === A_RING_SIZE) await chooseSize(page, A_RING_SIZE);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
}

test('a sold-out piece says so, cannot go in the cart, and can still be wished for; a rare one says how few are left', async ({ page, request }) => {
  test.slow(); // several pages, each hydrated before it is used, on a busy machine
  const products = await catalogue(request);
  const soldOut = products.find((product) => product.Stock === 0 && product.Category === 'Earring')!;
  const lastOne = products.find((product) => product.Stock === 1)!;
  const plenty = products.find((product) => product.StockLevel === 'in_stock')!;

  await page.goto(productUrl(soldOut));
  await expect(page.getByRole('heading', { level: 1, name: soldOut.ProductName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('stock')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Added to wishlist.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(productUrl(lastOne));
  await expect(page.getByTestId('stock')).toHaveText('Only 1 left');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await page.goto(productUrl(plenty));
  await expect(page.getByRole('heading', { level: 1, name: plenty.ProductName })).toBeVisible();
  await expect(page.getByTestId('stock')).toHaveCount(0);

  // The same on the cards of a listing.
  await page.goto('/home/earrings');
  await page.waitForLoadState('networkidle');
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: soldOut.ProductName }) });
  await expect(card.getByText('Out of stock')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(card.getByRole('button', { name: `Remove ${soldOut.ProductName} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  const fewCard = page.getByTestId('product-card').filter({ hasText: /^.*Only [12] left/ }).first();
  await expect(fewCard.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('the cart and the checkout flag a line the shop can no longer fulfil, and let the shopper pay once it is fixed', async ({ page, request }) => {
  test.slow();
  const products = await catalogue(request);
  const twoLeft = products.find((product) => product.Stock === 2)!;
  const plenty = products.find((product) => product.StockLevel === 'in_stock')!;

  await addFromProductPage(page, plenty);
  await addFromProductPage(page, twoLeft);
  await expect(page.getByTestId('stock')).toHaveText('Only 2 left');
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  const line = page.getByRole('listitem', { name: twoLeft.ProductName });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toBeVisible();

  // Meanwhile another shopper buys one of the two.
  await buy(request, twoLeft, 1);

  await page.goto('/cart');
  await expect(stockNotice(page)).toHaveText(
    `Only 1 of “${twoLeft.ProductName}”${sizeOf(twoLeft) ? ` (size ${sizeOf(twoLeft)})` : ''} is left and your cart has 2: lower the quantity or remove it.`,
  );
  await expect(line.getByText('Not enough in stock: lower the quantity or remove it.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: plenty.ProductName }).getByText('Not enough in stock')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toHaveCount(0);
  await expect(page.getByText('The shop has fewer of some pieces than your cart holds.')).toBeVisible();

  await page.goto('/checkout');
  await expect(stockNotice(page)).toBeVisible();
  await expect(page.getByText('not enough in stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await expect(page.getByText('Some pieces in your cart cannot be ordered as they are.')).toBeVisible();

  // Lowering the quantity fixes it.
  await page.goto('/cart');
  await expect(stockNotice(page)).toBeVisible();
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(stockNotice(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'CHECKOUT SECURELY' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(stockNotice(page)).toHaveCount(0);
});

test("the operator's product list shows each product's stock and filters to low stock", async ({ page, request, signInAsOperator }) => {
  await signInAsOperator(page);

  const products = await catalogue(request);
  // Public answers give the count below 3 only (decision 027); the operator's list reads every count.
  const low = products.filter((product) => product.StockLevel !== 'in_stock');
  const plenty = products.find((product) => product.StockLevel === 'in_stock')!;
  const soldOut = products.find((product) => product.Stock === 0)!;
  const { stock } = (await (await page.request.get('/api/products/stock')).json()) as { stock: Record<string, number> };
  expect(low.length).toBeGreaterThan(2);

  await page.goto('/backend');
  const rows = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const row = (product: Product) => rows.filter({ has: page.getByRole('link', { name: product.ProductName, exact: true }) });
  await expect(row(plenty).getByTestId('stock')).toHaveText(`${stock[plenty.id]} in stock`);
  await expect(row(soldOut).getByTestId('stock')).toHaveText('Out of stock');
  await expect(rows).toHaveCount(products.length);

  const filter = page.getByRole('checkbox', { name: /Low stock only/ });
  await expect(filter).toHaveAccessibleName(`Low stock only (${low.length})`);
  await filter.check();
  await expect(rows).toHaveCount(low.length);
  await expect(row(plenty)).toHaveCount(0);
  await expect(row(soldOut)).toHaveCount(1);
  for (const text of await rows.getByTestId('stock').allTextContents()) expect(text).toMatch(/^(Out of stock|[12] in stock)$/);
  await filter.uncheck();
  await expect(rows).toHaveCount(products.length);
});
